/** A child process's end, watched from its start: its exit code once it has one, and when it came. */
import type { ChildProcess } from 'node:child_process';

export function watchExit(child: ChildProcess): { code: () => number | null; exited: Promise<void> } {
  let code: number | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (exitCode) => {
      code = exitCode ?? -1;
      done();
    }),
  );
  return { code: () => code, exited };
}

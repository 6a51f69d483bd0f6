/** A throwaway web build for the tests of what the server serves beside the API. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { TestEnvironment } from './environment';

/** The web app's shell, all a build needs for the server to serve the app. */
export const APP_SHELL = '<!doctype html><title>Toolshop</title><div id="root"></div>';

/**
 * Writes a web build of `files` (each file's text by its path in the build, `index.html` among them)
 * to a temp folder and runs `test` against an app of `env` serving it; removes both after.
 */
export async function withWebBuild<T>(
  env: TestEnvironment,
  files: Record<string, string>,
  test: (app: FastifyInstance) => Promise<T>,
): Promise<T> {
  const webDir = await mkdtemp(join(tmpdir(), 'toolshop-web-'));
  try {
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(webDir, path)), { recursive: true });
      await writeFile(join(webDir, path), text);
    }
    const app = await env.buildVariant({ config: { ...env.config, webDir } });
    try {
      return await test(app);
    } finally {
      await app.close();
    }
  } finally {
    await rm(webDir, { recursive: true, force: true });
  }
}

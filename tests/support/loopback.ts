/** Test servers on loopback: what the stand-ins for the API and for a supplier's image host share. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** Drops any connection still open (a stream, a keep-alive) and stops listening. */
  close(): Promise<void>;
}

/** Starts `server` on a free loopback port. */
export async function listenOnLoopback(server: Server): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A stand-in for an ESC/POS network receipt printer on loopback: a TCP server that records each
 * connection's bytes as one job, for the desktop's printer tests and the counter's e2e journey.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export interface LoopbackPrinter {
  port: number;
  /** Each finished connection's bytes, in order. */
  jobs: Buffer[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1; `onConnection` replaces the recording, to play a printer that misbehaves. */
export async function startLoopbackPrinter(
  onConnection?: (socket: Socket) => void,
): Promise<LoopbackPrinter> {
  const jobs: Buffer[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (onConnection) return onConnection(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => {
      jobs.push(Buffer.concat(chunks));
      socket.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    jobs,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

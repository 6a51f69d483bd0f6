/**
 * A stand-in for an ESC/POS network receipt printer on loopback: a TCP server that records each
 * connection's bytes as one job, for the desktop's printer tests and the counter's e2e journey. It
 * listens on a raw printing port (9100–9109), the only ports the printer's settings take, on
 * 127.0.0.1 or another loopback address (Linux answers all of 127.0.0.0/8 on loopback), so that
 * printers at one name's several addresses can share a port.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Worker } from 'node:worker_threads';
import { RECEIPT_PRINTER_PORTS } from '../../src/shared/receipt';

export interface LoopbackPrinter {
  port: number;
  /** Each finished connection's bytes, in order. */
  jobs: Buffer[];
  close(): Promise<void>;
}

const PRINTING_PORTS = Array.from(
  { length: RECEIPT_PRINTER_PORTS.last - RECEIPT_PRINTER_PORTS.first + 1 },
  (_, i) => RECEIPT_PRINTER_PORTS.first + i,
);

/** Where a stand-in listens: 127.0.0.1 unless told, at `port` or else the first free printing port. */
export interface LoopbackAt {
  host?: string;
  port?: number;
}

const noFreePort = (host: string, ports: number[]) =>
  new Error(`every raw printing port tried (${ports.join(', ')}) on ${host} is taken`);

/** `server` listening at `at`; resolves with its port. */
async function listenOnAPrintingPort(
  server: Server,
  { host = '127.0.0.1', port: wanted }: LoopbackAt,
): Promise<number> {
  const ports = wanted === undefined ? PRINTING_PORTS : [wanted];
  for (const port of ports) {
    const listening = await new Promise<boolean>((resolve, reject) => {
      const taken = (error: NodeJS.ErrnoException) =>
        error.code === 'EADDRINUSE' ? resolve(false) : reject(error);
      server.once('error', taken);
      server.listen(port, host, () => {
        server.off('error', taken);
        resolve(true);
      });
    });
    if (listening) return port;
  }
  throw noFreePort(host, ports);
}

/** `onConnection` replaces the recording, to play a printer that misbehaves. */
export async function startLoopbackPrinter(
  onConnection?: (socket: Socket) => void,
  at: LoopbackAt = {},
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
  const port = await listenOnAPrintingPort(server, at);
  return {
    port,
    jobs,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface SilentPrinter {
  port: number;
  close(): Promise<void>;
}

/**
 * A listener, run by a worker thread that then blocks, so it never accepts a connection: its
 * backlog of one fills with two connections and the system drops every later one's handshake, as a
 * printer that lost power after its address was answered. Posts the port it got, or 0.
 */
const SILENT_LISTENER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:net');
const server = createServer();
const listenOn = (ports) => {
  if (ports.length === 0) return parentPort.postMessage(0);
  server.once('error', () => listenOn(ports.slice(1)));
  server.listen({ port: ports[0], host: workerData.host, backlog: 1 }, () => {
    parentPort.postMessage(ports[0]);
    Atomics.wait(workerData.release, 0, 0);
  });
};
listenOn(workerData.ports);
`;

/** Whether a connection to host:port is answered within `ms`; the connection is kept in `held`. */
const answered = (host: string, port: number, ms: number, held: Socket[]) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    held.push(socket);
    let connected = false;
    // On a stalled event loop the timer can come due before a connection that did complete is
    // reported: setImmediate runs after the loop has taken in what the system reported meanwhile.
    const timer = setTimeout(() => setImmediate(() => resolve(connected)), ms);
    socket.once('connect', () => {
      connected = true;
      clearTimeout(timer);
      resolve(true);
    });
    socket.once('error', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });

/** A printing port where a connection is never answered: connecting to it waits until given up. */
export async function startSilentPrinter({
  host = '127.0.0.1',
  port: wanted,
}: LoopbackAt = {}): Promise<SilentPrinter> {
  const ports = wanted === undefined ? PRINTING_PORTS : [wanted];
  const release = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(SILENT_LISTENER, { eval: true, workerData: { host, ports, release } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const held: Socket[] = [];
  const close = async () => {
    for (const socket of held) socket.destroy();
    Atomics.store(release, 0, 1);
    Atomics.notify(release, 0);
    await worker.terminate();
  };
  if (port === 0) {
    await close();
    throw noFreePort(host, ports);
  }
  // Fills the backlog: the connections the system completes on the listener's behalf.
  for (let filled = 0; filled < 8; filled += 1) {
    if (!(await answered(host, port, 500, held))) return { port, close };
  }
  await close();
  throw new Error(`${host}:${port} kept answering: its backlog never filled`);
}

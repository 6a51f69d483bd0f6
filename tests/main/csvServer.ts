/**
 * A loopback `GET /api/export/orders.csv` (and the ledger's, the catalogue's, a tax return's and an
 * invoice's PDF) standing in for the API's exports: it records each request
 * and answers as the test scripts, with helpers to write CSV a chunk at a time (each on its own turn
 * of the event loop, so the client reads it in pieces) and to break off part-way.
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { listenOnLoopback } from '../support/loopback';

export interface ExportRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

export interface CsvServer {
  apiBase: string;
  requests: ExportRequest[];
  /** Sets how later requests are answered. */
  answer(script: (res: ServerResponse) => Promise<void> | void): void;
  close(): Promise<void>;
}

const EXPORTS = [
  '/api/export/orders.csv',
  '/api/stock/movements.csv',
  '/api/product/export.csv',
  '/api/invoice/',
  '/api/tax/export.csv',
  '/api/customer/',
];

export async function startCsvServer(): Promise<CsvServer> {
  const requests: ExportRequest[] = [];
  let script: (res: ServerResponse) => Promise<void> | void = (res) => void res.writeHead(204).end();
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    if (!EXPORTS.some((path) => req.url?.startsWith(path))) {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    void script(res);
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    apiBase: `${origin}/api`,
    requests,
    answer: (next) => {
      script = next;
    },
    close,
  };
}

/** Starts a CSV answer, as the API's export route does. */
export function startCsv(res: ServerResponse): void {
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': 'attachment; filename="orders.csv"',
  });
}

/** Writes `chunks`, one per turn of the event loop. */
export async function writeChunks(res: ServerResponse, chunks: readonly Buffer[]): Promise<void> {
  for (const chunk of chunks) {
    res.write(chunk);
    await nextTurn();
  }
}

/** Cuts `bytes` into pieces of `size` bytes, whatever characters that splits. */
export function inPieces(bytes: Buffer, size: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return pieces;
}

/** An answer in JSON, as the API refuses. */
export function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }));
}

/**
 * A loopback HTTP server standing in for the API at the network edge: it records what arrives on
 * the wire and answers with whatever the test scripts.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from '../support/loopback';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface ScriptedReply {
  status: number;
  json?: unknown;
  /** A body other than JSON (a PDF), with its type. */
  bytes?: { type: string; body: Buffer };
}

export interface RecordingServer {
  origin: string;
  requests: RecordedRequest[];
  /** Sets how the server answers from now on. */
  reply(route: (req: RecordedRequest) => ScriptedReply): void;
  close(): Promise<void>;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let route: (req: RecordedRequest) => ScriptedReply = () => ({ status: 200, json: {} });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const { status, json, bytes } = route(recorded);
      if (bytes) {
        res.writeHead(status, { 'Content-Type': bytes.type }).end(bytes.body);
        return;
      }
      res.writeHead(status, json === undefined ? {} : { 'Content-Type': 'application/json' });
      res.end(json === undefined ? '' : JSON.stringify(json));
    });
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    origin,
    requests,
    reply: (next) => {
      route = next;
    },
    close,
  };
}

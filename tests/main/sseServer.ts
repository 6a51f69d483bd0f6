/**
 * A loopback `GET /api/events` standing in for the API's event stream: it records each connection's
 * bearer, answers with the status the test scripts, and lets the test push events or drop every
 * open stream.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { ShopEvent } from '../../src/shared/entities';
import { listenOnLoopback } from '../support/loopback';

export interface SseServer {
  apiBase: string;
  /** The Authorization header of every connection attempt, in order. */
  bearers: (string | undefined)[];
  /** The status later connections get (200 streams; anything else ends at once). */
  answer(status: number): void;
  /** Sends an event (and, with `comment`, a keep-alive first) to every open stream. */
  push(event: ShopEvent): void;
  comment(): void;
  /** Ends every open stream, as a restarting server would. */
  dropAll(): void;
  open(): number;
  close(): Promise<void>;
}

export async function startSseServer(): Promise<SseServer> {
  const streams = new Set<ServerResponse>();
  const bearers: (string | undefined)[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    bearers.push(req.headers.authorization);
    if (req.url !== '/api/events' || status !== 200) {
      res.writeHead(req.url === '/api/events' ? status : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: status === 401 ? 'unauthorized' : 'unavailable' }));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    res.write(': connected\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
  });
  const { origin, close } = await listenOnLoopback(server);
  const write = (text: string) => {
    for (const res of streams) res.write(text);
  };
  return {
    apiBase: `${origin}/api`,
    bearers,
    answer: (next) => {
      status = next;
    },
    push: (event) => {
      const { kind, ...data } = event;
      // Split mid-message, as the network may: the parser must put it back together.
      const text = `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
      write(text.slice(0, 9));
      write(text.slice(9));
    },
    comment: () => write(': keep-alive\n\n'),
    dropAll: () => {
      for (const res of streams) res.destroy();
      streams.clear();
    },
    open: () => streams.size,
    close,
  };
}

/**
 * `GET /events`: Server-Sent Events for a signed-in caller. Admins receive every order
 * event, a customer only their own; everyone receives product events. A stream lives at most
 * STREAM_MAX_AGE_MS, so the identity and role it was opened with are checked again on reconnect.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/guard';
import type { BusEvent } from '../events/bus';
import { endpointRouter } from '../http/endpointRoute';
import type { RouteOptions } from './context';

const KEEP_ALIVE_MS = 25_000;
const STREAM_MAX_AGE_MS = 15 * 60_000;

/** An order event reaches admins and the account that owns the order (by email for older orders). */
const visibleTo = (caller: Caller, isAdmin: boolean, event: BusEvent): boolean =>
  event.kind === 'product' ||
  isAdmin ||
  (event.ownerUid ? event.ownerUid === caller.uid : event.order.email === caller.email);

const frame = (event: BusEvent): string => {
  const { kind, ownerUid: _owner, ...data } = event;
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
};

export const eventRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);
  const open = new Set<() => void>();
  // Open streams would otherwise hold app.close() (and a rolling restart) until they end.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  route('events', async ({ caller, request, reply }) => {
    const isAdmin = (await caller.role()) === 'admin';
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx and similar proxies would otherwise buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write(': connected\n\n');

    const unsubscribe = ctx.events.subscribe((event) => {
      if (visibleTo(caller, isAdmin, event)) res.write(frame(event));
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const maxAge = setTimeout(() => end(), STREAM_MAX_AGE_MS);
    const end = () => {
      unsubscribe();
      clearInterval(keepAlive);
      clearTimeout(maxAge);
      open.delete(end);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    request.raw.once('close', end);
    res.once('close', end);
    return reply;
  });
};

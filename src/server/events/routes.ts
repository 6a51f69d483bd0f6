/**
 * `GET /events` (DESIGN §3a): Server-Sent Events for a signed-in caller. Admins receive every order
 * event, a customer only their own; everyone receives product events. A stream lives at most
 * STREAM_MAX_AGE_MS, so the identity and role it was opened with are checked again on reconnect.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ShopEvent } from '../../shared/entities';
import { z } from 'zod';
import { callerOf, type Caller } from '../auth/guard';
import { BEARER, errorResponses } from '../http/openapi';
import type { RouteOptions } from '../routes/context';

const KEEP_ALIVE_MS = 25_000;
const STREAM_MAX_AGE_MS = 15 * 60_000;

const visibleTo = (caller: Caller, event: ShopEvent): boolean =>
  event.kind === 'product' || caller.role === 'admin' || event.order.email === caller.email;

const frame = (event: ShopEvent): string => {
  const { kind, ...data } = event;
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
};

const eventsSchema = {
  summary: 'Live events (Server-Sent Events)',
  tags: ['events'],
  security: BEARER,
  description:
    'A `text/event-stream` that stays open: `event: order` with ' +
    '`data: {"type":"created|paid|shipped|cancelled|expired","order":{…}}` (admins: every order; ' +
    'a customer: their own) and `event: product` with `data: {"type":"created|updated|deleted","product":{…}}`. ' +
    'A comment line every 25 s keeps proxies from closing it.',
  response: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses,
  },
};

export const eventRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const open = new Set<() => void>();
  // Open streams would otherwise hold app.close() (and a rolling restart) until they end.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/events', { onRequest: ctx.guards.signedIn, schema: eventsSchema }, (request, reply) => {
    const caller = callerOf(request);
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
      if (visibleTo(caller, event)) res.write(frame(event));
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
  });
};

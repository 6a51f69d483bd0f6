/**
 * `GET /events`: Server-Sent Events for a signed-in caller. Admins receive every order
 * event, a customer only their own; everyone receives product events. While a stream is open the
 * caller's account and role are asked again as often as REST asks (ACCOUNT_RECHECK_SECONDS): a
 * demoted admin stops receiving other customers' orders, and a deleted or disabled account's stream
 * ends. One account holds at most MAX_STREAMS_PER_ACCOUNT streams per instance; a new one past that
 * ends their oldest.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Caller } from '../auth/guard';
import type { BusEvent } from '../events/bus';
import { endpointRouter, type Answered } from '../http/endpointRoute';
import type { RouteOptions } from '../http/routeContext';
import { customerOrderOut } from '../serialize';

const KEEP_ALIVE_MS = 25_000;
const STREAM_MAX_AGE_MS = 15 * 60_000;
/** A few windows and a desktop app each; beyond that a stream is a leak or an attack. */
const MAX_STREAMS_PER_ACCOUNT = 8;
/** With no remembered answers (ACCOUNT_RECHECK_SECONDS=0), streams still ask at most this often. */
const MIN_RECHECK_MS = 1_000;

/**
 * A product event reaches everyone; a stock alert, admins; an order event, admins and the account
 * that owns the order (by email for older orders).
 */
const visibleTo = (caller: Caller, isAdmin: boolean, event: BusEvent): boolean =>
  event.kind === 'product' ||
  isAdmin ||
  (event.kind === 'order' &&
    (event.ownerUid ? event.ownerUid === caller.uid : event.order.email === caller.email));

/** The event as the caller may see it: an order's, for a customer, without what is staff's. */
const seenBy = (event: BusEvent, isAdmin: boolean): BusEvent =>
  event.kind === 'order' && !isAdmin ? { ...event, order: customerOrderOut(event.order) } : event;

const frame = (event: BusEvent): string => {
  const { kind, ownerUid: _owner, ...data } = event;
  return `event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`;
};

export const eventRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const route = endpointRouter(app, ctx);
  const open = new Set<() => void>();
  const openByAccount = new Map<string, (() => void)[]>();
  const recheckMs = Math.max(ctx.config.accountRecheckMs, MIN_RECHECK_MS);
  // Open streams would otherwise hold app.close() (and a rolling restart) until they end.
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  route('events', async ({ caller, request, reply }) => {
    let isAdmin = (await caller.role()) === 'admin';
    const hijacked: Answered = reply.hijack();
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
      if (visibleTo(caller, isAdmin, event)) res.write(frame(seenBy(event, isAdmin)));
    });
    const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const maxAge = setTimeout(() => end(), STREAM_MAX_AGE_MS);
    let checking = false;
    const recheck = setInterval(() => {
      if (checking) return;
      checking = true;
      ctx.guards
        .recheck(caller)
        // An identity service that cannot answer admits no new request either.
        .catch(() => null)
        .then((role) => {
          if (role === null) end();
          else isAdmin = role === 'admin';
        })
        .finally(() => {
          checking = false;
        });
    }, recheckMs);
    const end = () => {
      unsubscribe();
      clearInterval(keepAlive);
      clearInterval(recheck);
      clearTimeout(maxAge);
      open.delete(end);
      const others = (openByAccount.get(caller.uid) ?? []).filter((other) => other !== end);
      if (others.length > 0) openByAccount.set(caller.uid, others);
      else openByAccount.delete(caller.uid);
      if (!res.writableEnded) res.end();
    };
    open.add(end);
    const ofAccount = [...(openByAccount.get(caller.uid) ?? []), end];
    openByAccount.set(caller.uid, ofAccount);
    if (ofAccount.length > MAX_STREAMS_PER_ACCOUNT) ofAccount[0]!();
    request.raw.once('close', end);
    res.once('close', end);
    return hijacked;
  });
};

/**
 * The event bus across API instances on one PostgreSQL: each instance LISTENs on one
 * channel with a dedicated connection and publishes with NOTIFY, so an event published on any
 * instance reaches the streams of all of them, the publisher's own included (it hears its own
 * NOTIFY, which is how it delivers locally: exactly once everywhere).
 */
import pg from 'pg';
import type { BusEvent } from './bus';
import { reconnectDelay } from '../../shared/sse';
import { createListenerSet, type EventBus } from './bus';

const CHANNEL = 'toolshop_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
/** Notifications sent in one statement at most. */
const MAX_BATCH = 500;

interface PendingNotification {
  payload: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

/**
 * A product's description can be long; listeners use events to refresh, so a shortened
 * description in an oversized event loses nothing the next fetch does not restore.
 */
export function notifyPayload(event: BusEvent): string {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES || event.kind !== 'product') return text;
  return JSON.stringify({ ...event, product: { ...event.product, description: '' } });
}

export async function createPostgresEventBus(url: string): Promise<EventBus> {
  const listeners = createListenerSet();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  // NOTIFY is a transaction of its own, committed like any other, and the connection carries one
  // statement at a time: events published while one is under way wait and then go together, in
  // the order they were published, so a busy shop pays one round trip and one commit for many.
  // (PostgreSQL drops a payload repeated word for word within one transaction: an event sent twice
  // is still heard once everywhere, which is all a refresh needs.)
  const waiting: PendingNotification[] = [];
  let sending = false;
  const send = async () => {
    sending = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        if (!client) throw new Error('event bus: not connected to PostgreSQL');
        await client.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
          CHANNEL,
          batch.map((pending) => pending.payload),
        ]);
        for (const pending of batch) pending.sent();
      } catch (error) {
        for (const pending of batch) pending.failed(error);
      }
    }
    sending = false;
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        listeners.deliver(JSON.parse(message.payload) as BusEvent);
      } catch (error) {
        console.error('event bus: unreadable notification:', error);
      }
    });
    // A dropped connection is re-opened; events published meanwhile by other instances are lost,
    // which clients survive because they refetch whenever their own stream reconnects.
    next.on('error', (error) => console.error('event bus connection error:', error.message));
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) setTimeout(() => void reconnect(), reconnectDelay(attempt++));
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    attempt = 0;
    client = next;
  };
  const reconnect = () =>
    connect().catch((error: unknown) => {
      console.error('event bus: reconnect failed:', error instanceof Error ? error.message : error);
      if (!closed) setTimeout(() => void reconnect(), reconnectDelay(attempt++));
    });

  await connect();
  return {
    publish(event) {
      return new Promise((sent, failed) => {
        waiting.push({ payload: notifyPayload(event), sent, failed });
        if (!sending) void send();
      });
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}

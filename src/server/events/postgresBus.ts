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
  // pg no longer queues a query sent while another runs on the same client; publishes take turns.
  let lastPublish: Promise<unknown> = Promise.resolve();

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
    async publish(event) {
      const connection = client;
      if (!connection) throw new Error('event bus: not connected to PostgreSQL');
      const sent = lastPublish.then(() =>
        connection.query('select pg_notify($1, $2)', [CHANNEL, notifyPayload(event)]),
      );
      lastPublish = sent.catch(() => undefined);
      await sent;
    },
    subscribe: listeners.add,
    async close() {
      closed = true;
      await client?.end();
    },
  };
}

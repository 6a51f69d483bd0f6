/**
 * How a change reaches every `GET /events` stream: an instance publishes a ShopEvent
 * once, after its transaction committed; every instance's subscribers receive it. On PGlite the
 * process is the only instance, so an in-process bus is the whole story; on PostgreSQL see
 * postgresBus.ts.
 */
import { EventEmitter } from 'node:events';
import type { ShopEvent } from '../../shared/entities';

/** What travels between instances: the event, and for an order the account that owns it. */
export type BusEvent = ShopEvent & { ownerUid?: string | null };

export type EventListener = (event: BusEvent) => void;

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: EventListener): () => void;
  close(): Promise<void>;
}

/** Delivers to this process's listeners; a listener that throws does not stop the others. */
export function createListenerSet(): {
  add(listener: EventListener): () => void;
  deliver(event: BusEvent): void;
} {
  const emitter = new EventEmitter();
  // One listener per open stream: hundreds of staff and customers are normal, not a leak.
  emitter.setMaxListeners(0);
  return {
    add(listener) {
      const safe = (event: BusEvent) => {
        try {
          listener(event);
        } catch (error) {
          console.error('event listener failed:', error);
        }
      };
      emitter.on('event', safe);
      return () => emitter.off('event', safe);
    },
    deliver: (event) => emitter.emit('event', event),
  };
}

export function createLocalEventBus(): EventBus {
  const listeners = createListenerSet();
  return {
    async publish(event) {
      listeners.deliver(event);
    },
    subscribe: listeners.add,
    async close() {},
  };
}

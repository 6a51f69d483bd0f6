import { describe, expect, it, vi } from 'vitest';
import type { StreamHandlers } from '../../src/main/eventStream';
import { EVENT_CHANNEL, type EventChannelMessage } from '../../src/main/ipcChannels';
import { createLiveEvents } from '../../src/main/liveEvents';
import type { RendererContents } from '../../src/main/rendererContents';
import type { Product, ShopEvent } from '../../src/shared/entities';
import type { EventStreamStatus } from '../../src/shared/sse';

function fakeWindow() {
  const sent: EventChannelMessage[] = [];
  let destroyed: () => void = () => undefined;
  const contents: RendererContents = {
    send: (channel, message) => {
      expect(channel).toBe(EVENT_CHANNEL);
      sent.push(message);
    },
    once: (_event, listener) => (destroyed = listener),
    printToPDF: async () => new Uint8Array(),
  };
  return { contents, sent, destroy: () => destroyed() };
}

describe('live events per window', () => {
  it('holds one stream per window, forwards events and states to it and to the watcher, ends with it', () => {
    const streams: {
      handlers: StreamHandlers;
      stop: ReturnType<typeof vi.fn>;
      status: EventStreamStatus | null;
    }[] = [];
    const watched: unknown[] = [];
    const live = createLiveEvents({
      openStream(handlers) {
        const stream = { handlers, stop: vi.fn(), status: null as EventStreamStatus | null };
        streams.push(stream);
        return stream;
      },
      watch: () => ({
        onEvent: (e) => watched.push(e),
        onStatus: (s) => watched.push(s),
        stop: () => watched.push('stopped'),
      }),
    });
    const window = fakeWindow();
    live.start(window.contents);
    const event: ShopEvent = { kind: 'product', type: 'created', product: { _id: 'p' } as Product };
    streams[0]?.handlers.onStatus('live');
    streams[0]?.handlers.onEvent(event);
    expect(window.sent).toEqual([
      { kind: 'status', status: 'live' },
      { kind: 'event', event },
    ]);
    expect(watched).toEqual(['live', event]);

    // A reload asks again: same stream, and it hears the current state.
    if (streams[0]) streams[0].status = 'live';
    live.start(window.contents);
    expect(streams).toHaveLength(1);
    expect(window.sent.at(-1)).toEqual({ kind: 'status', status: 'live' });

    window.destroy();
    expect(streams[0]?.stop).toHaveBeenCalled();
    expect(watched.at(-1)).toBe('stopped');
    live.start(window.contents);
    expect(streams).toHaveLength(2);
  });
});

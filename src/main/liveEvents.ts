/**
 * Holds one events stream per window (docs/desktop.md): the first `events:start` from a window opens it,
 * a later one (a reload, another subscriber) only hears the current state again. Every event and
 * state change goes to the window over the one event channel and to whoever watches for staff; the
 * stream ends with the window.
 */
import type { HeldStream, StreamHandlers } from './eventStream';
import { EVENT_CHANNEL } from './ipcChannels';
import type { RendererContents } from './rendererContents';

/** Something else following a window's stream (notifications and badge), until `stop`. */
export interface StreamWatcher extends StreamHandlers {
  stop(): void;
}

export interface LiveEventsDeps {
  openStream(handlers: StreamHandlers): HeldStream;
  watch(contents: RendererContents): StreamWatcher;
}

export interface LiveEvents {
  start(contents: RendererContents): void;
}

export function createLiveEvents({ openStream, watch }: LiveEventsDeps): LiveEvents {
  const held = new Map<RendererContents, HeldStream>();
  return {
    start(contents) {
      const current = held.get(contents);
      if (current) {
        if (current.status) contents.send(EVENT_CHANNEL, { kind: 'status', status: current.status });
        return;
      }
      const watcher = watch(contents);
      const stream = openStream({
        onEvent(event) {
          contents.send(EVENT_CHANNEL, { kind: 'event', event });
          watcher.onEvent(event);
        },
        onStatus(status) {
          contents.send(EVENT_CHANNEL, { kind: 'status', status });
          watcher.onStatus(status);
        },
      });
      held.set(contents, stream);
      contents.once('destroyed', () => {
        stream.stop();
        watcher.stop();
        held.delete(contents);
      });
    },
  };
}

/**
 * The preload script (built to out/preload/index.cjs): exposes `window.shop`, typed in index.d.ts
 * beside it, and nothing else. Each function invokes one fixed channel; the renderer gets no
 * ipcRenderer, no generic invoke and no way to read the token. It runs sandboxed, so it is built
 * as CommonJS and reads the API origin from its command line.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { API_ORIGIN_ARG, IPC, type EventChannelMessage } from '../main/ipcChannels';

const apiOrigin =
  process.argv.find((arg) => arg.startsWith(API_ORIGIN_ARG))?.slice(API_ORIGIN_ARG.length) ?? '';

const shop: ShopBridge = {
  platform: 'desktop',
  apiOrigin,
  api: {
    request: (req) => ipcRenderer.invoke(IPC.apiRequest, req),
    upload: (image) => ipcRenderer.invoke(IPC.apiUpload, image),
  },
  session: {
    has: () => ipcRenderer.invoke(IPC.sessionHas),
    clear: () => ipcRenderer.invoke(IPC.sessionClear),
  },
  events: {
    subscribe(onEvent, onStatus) {
      const listener = (_event: unknown, message: EventChannelMessage) => {
        if (message.kind === 'event') onEvent(message.event);
        else onStatus?.(message.status);
      };
      ipcRenderer.on(IPC.events, listener);
      void ipcRenderer.invoke(IPC.eventsStart);
      return () => {
        ipcRenderer.removeListener(IPC.events, listener);
      };
    },
  },
  auth: {
    googleSignIn: () => ipcRenderer.invoke(IPC.googleSignIn),
  },
};

contextBridge.exposeInMainWorld('shop', shop);

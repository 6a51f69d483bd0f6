/**
 * Runs the built preload (out/preload/index.cjs) in a Chromium page as Electron would run it before
 * the renderer's scripts: `require('electron')` yields a contextBridge that defines the exposed
 * object on the page, and an ipcRenderer whose `invoke` calls main's handlers through a Playwright
 * binding and whose `on` hears what main `send`s. The preload's own code is untouched.
 */

/** Page globals standing in for Electron's IPC pipe (the preload never sees them by name). */
export const PRELOAD_GLOBALS = {
  invoke: '__toolshopIpcInvoke',
  deliver: '__toolshopIpcDeliver',
} as const;

interface PreloadOptions {
  /** Only the renderer's own pages get a preload, as only Toolshop's window has one. */
  origin: string;
  /** The command line main gives the renderer (`additionalArguments`). */
  argv: string[];
  globals: typeof PRELOAD_GLOBALS;
}

type CommonJsModule = (
  require: (name: string) => unknown,
  process: { argv: string[] },
  module: { exports: unknown },
  exports: unknown,
) => void;

type Listener = (event: object, message: unknown) => void;

/** Serialised into an init script: it may use nothing from outside its own body. */
export function installPreload(options: PreloadOptions, preload: CommonJsModule): void {
  const page = globalThis as unknown as Record<string, unknown> & { location: { origin: string } };
  if (page.location.origin !== options.origin) return;
  const invoke = page[options.globals.invoke] as (channel: string, args: unknown[]) => Promise<unknown>;
  const listeners = new Map<string, Set<Listener>>();
  Object.defineProperty(page, options.globals.deliver, {
    value: (channel: string, message: unknown) => {
      for (const listener of listeners.get(channel) ?? []) listener({}, message);
    },
  });
  const ipcRenderer = {
    invoke: (channel: string, ...args: unknown[]) => invoke(channel, args),
    on(channel: string, listener: Listener) {
      const set = listeners.get(channel) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(channel, set);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: Listener) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  };
  const contextBridge = {
    exposeInMainWorld(key: string, api: unknown) {
      Object.defineProperty(page, key, { value: api, enumerable: true });
    },
  };
  const module = { exports: {} };
  preload(
    (name) => {
      if (name !== 'electron') throw new Error(`A sandboxed preload can only require electron, not ${name}`);
      return { contextBridge, ipcRenderer };
    },
    { argv: options.argv },
    module,
    module.exports,
  );
}

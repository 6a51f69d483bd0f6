/**
 * The main process as wired in src/main/index.ts, with Electron replaced at the edge: what window
 * it opens, what the protocol answers, which IPC it accepts from whom, where links may go.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { firstTime } from '../../src/main/firstTime';
import { EVENT_CHANNEL, IPC, type EventChannelMessage } from '../../src/main/ipcChannels';
import { NO_ENCRYPTION_NOTICE } from '../../src/main/safeStorageCipher';
import { startRecordingServer, type RecordingServer } from './recordingServer';

type Listener = (...args: never[]) => unknown;
type IpcHandler = (event: unknown, ...args: unknown[]) => Promise<unknown>;

const fake = vi.hoisted(() => ({
  userData: '',
  appEvents: new Map<string, Listener[]>(),
  ipcHandlers: new Map<string, IpcHandler>(),
  schemes: [] as { scheme: string; privileges?: Record<string, boolean> }[],
  protocolHandlers: new Map<string, (request: Request) => Promise<Response>>(),
  windows: [] as { options: Electron.BrowserWindowConstructorOptions; loaded: string[] }[],
  permissionRequest: null as
    null | ((contents: unknown, permission: string, grant: (ok: boolean) => void) => void),
  permissionCheck: null as null | ((...args: unknown[]) => boolean),
  sandboxEnabled: false,
  openExternal: vi.fn(async (_url: string) => undefined),
  showMessageBox: vi.fn(async (_options: unknown) => ({ response: 0 })),
  // The user cancels every save dialog: what matters here is what it was asked.
  showSaveDialog: vi.fn(async (..._args: unknown[]) => ({ canceled: true, filePath: '' })),
}));

vi.mock('electron', () => {
  class BrowserWindow {
    loaded: string[] = [];
    constructor(readonly options: Electron.BrowserWindowConstructorOptions) {
      fake.windows.push(this);
    }
    once() {}
    on() {}
    loadURL(url: string) {
      this.loaded.push(url);
      return Promise.resolve();
    }
  }
  return {
    BrowserWindow,
    app: {
      isPackaged: false,
      enableSandbox: () => {
        fake.sandboxEnabled = true;
      },
      requestSingleInstanceLock: () => true,
      on: (event: string, listener: Listener) =>
        fake.appEvents.set(event, [...(fake.appEvents.get(event) ?? []), listener]),
      whenReady: () => Promise.resolve(),
      getPath: () => fake.userData,
      getAppPath: () => '/opt/toolshop',
      quit: vi.fn(),
      exit: vi.fn(),
      setBadgeCount: vi.fn(() => true),
    },
    Notification: Object.assign(vi.fn(), { isSupported: () => true }),
    dialog: {
      showMessageBox: fake.showMessageBox,
      showSaveDialog: fake.showSaveDialog,
      showErrorBox: vi.fn(),
    },
    ipcMain: { handle: (channel: string, handler: IpcHandler) => fake.ipcHandlers.set(channel, handler) },
    protocol: {
      registerSchemesAsPrivileged: (schemes: typeof fake.schemes) => fake.schemes.push(...schemes),
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) =>
        fake.protocolHandlers.set(scheme, handler),
    },
    // A machine without any OS encryption: the vault must keep the token in memory and say so.
    safeStorage: {
      isEncryptionAvailable: () => false,
      getSelectedStorageBackend: () => 'gnome_libsecret',
      setUsePlainTextEncryption: () => undefined,
      encryptString: () => {
        throw new Error('no encryption');
      },
      decryptString: () => {
        throw new Error('no encryption');
      },
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: typeof fake.permissionRequest) => {
          fake.permissionRequest = handler;
        },
        setPermissionCheckHandler: (handler: typeof fake.permissionCheck) => {
          fake.permissionCheck = handler;
        },
        setDevicePermissionHandler: () => undefined,
      },
    },
    shell: { openExternal: fake.openExternal },
  };
});

const APP_FRAME = { url: 'app://toolshop/dasboard/manageorder', parent: null };
const sentToWindow: EventChannelMessage[] = [];
const windowContents = {
  send: (channel: string, message: EventChannelMessage) => {
    if (channel === EVENT_CHANNEL) sentToWindow.push(message);
  },
  once: () => undefined,
  printToPDF: async () => new Uint8Array(),
};
const fromFrame = (senderFrame: unknown) => ({ senderFrame, sender: windowContents });

describe('Electron main process', () => {
  let api: RecordingServer;
  const invoke = (channel: string, frame: unknown, ...args: unknown[]) => {
    const handler = fake.ipcHandlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(fromFrame(frame), ...args);
  };
  /** `login` through the proxy with a Firebase ID token, as the login page sends it. */
  const signIn = () =>
    invoke(IPC.apiRequest, APP_FRAME, {
      endpoint: 'login',
      body: { email: 'admin@toolshop.test' },
      idToken: 'firebase-id-token',
    });

  beforeAll(async () => {
    api = await startRecordingServer();
    api.reply((req) => {
      if (req.url === '/api/config') {
        return {
          status: 200,
          json: {
            firebase: {
              apiKey: 'demo',
              authDomain: 'demo',
              projectId: 'demo-toolshop',
              emulatorUrl: 'http://127.0.0.1:9099',
            },
            payments: { driver: 'sandbox', publishableKey: null },
          },
        };
      }
      if (req.url === '/api/login') return { status: 200, json: { accessToken: 'minted-access-token' } };
      return { status: 200, json: [] };
    });
    fake.userData = await mkdtemp(join(tmpdir(), 'toolshop-userdata-'));
    vi.stubEnv('TOOLSHOP_API', `${api.origin}/api`);
    vi.stubEnv('ELECTRON_RENDERER_URL', '');
    await import('../../src/main/index');
    await vi.waitFor(() => expect(fake.showMessageBox).toHaveBeenCalled());
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    await api.close();
    await rm(fake.userData, { recursive: true, force: true });
  });

  it('opens one sandboxed, context-isolated window without Node, on app://toolshop/', () => {
    expect(fake.sandboxEnabled).toBe(true);
    expect(fake.windows).toHaveLength(1);
    const [window] = fake.windows;
    expect(window?.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      additionalArguments: [`--toolshop-api-origin=${api.origin}`],
    });
    expect(window?.options.webPreferences?.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(window?.loaded).toEqual(['app://toolshop/']);
    expect(fake.schemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
  });

  it('serves pages under a strict CSP: own scripts only, API and Auth emulator for data', async () => {
    const handler = fake.protocolHandlers.get('app');
    const res = await handler?.(new Request('app://toolshop/'));
    const csp = res?.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", api.origin, 'http://127.0.0.1:9099']);
    expect(directives.get('img-src')).toContain(api.origin);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-eval');
  });

  it('offers exactly the bridge’s channels', () => {
    expect([...fake.ipcHandlers.keys()].sort()).toEqual(Object.values(IPC).sort());
  });

  it('refuses IPC from a foreign page or a sub-frame before touching the API', async () => {
    api.requests.length = 0;
    const call = { endpoint: 'listAllOrders' };
    const foreign = { url: 'https://evil.example/', parent: null };
    const subFrame = { url: 'app://toolshop/', parent: APP_FRAME };
    for (const channel of Object.values(IPC)) {
      await expect(invoke(channel, foreign, call)).rejects.toThrow(/not the Toolshop window/);
      await expect(invoke(channel, subFrame, call)).rejects.toThrow(/not the Toolshop window/);
      await expect(invoke(channel, null, call)).rejects.toThrow(/not the Toolshop window/);
    }
    expect(api.requests).toHaveLength(0);
    expect(fake.openExternal).not.toHaveBeenCalled();
  });

  it('signs in through the proxy: the window learns only that a session exists', async () => {
    const login = await signIn();
    expect(login).toEqual({ status: 200, data: {} });
    await expect(invoke(IPC.sessionHas, APP_FRAME)).resolves.toBe(true);
    await invoke(IPC.apiRequest, APP_FRAME, { endpoint: 'listAllOrders' });
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer minted-access-token');
    await invoke(IPC.sessionClear, APP_FRAME);
    await expect(invoke(IPC.sessionHas, APP_FRAME)).resolves.toBe(false);
  });

  it('holds the events stream for the asking window with the vault’s token, never through the proxy', async () => {
    await signIn();
    const viaProxy = await invoke(IPC.apiRequest, APP_FRAME, { endpoint: 'events' });
    expect(viaProxy).toMatchObject({ status: 400 });
    api.requests.length = 0;
    await invoke(IPC.eventsStart, APP_FRAME);
    await vi.waitFor(() => expect(api.requests.map((r) => r.url)).toContain('/api/events'));
    const stream = api.requests.find((r) => r.url === '/api/events');
    expect(stream?.headers.authorization).toBe('Bearer minted-access-token');
    expect(stream?.headers.accept).toBe('text/event-stream');
    // This stand-in answers JSON, not a stream: the window hears that it is offline.
    await vi.waitFor(() => expect(sentToWindow).toContainEqual({ kind: 'status', status: 'offline' }));
    await invoke(IPC.sessionClear, APP_FRAME);
    await vi.waitFor(() => expect(sentToWindow.at(-1)).toEqual({ kind: 'status', status: 'unauthorized' }));
  });

  it('asks where to save an orders export in a save dialog over the window, for a CSV file', async () => {
    await signIn();
    api.requests.length = 0;
    const saved = await invoke(IPC.saveOrdersCsv, APP_FRAME, { q: 'karim', sort: 'newest' });
    expect(saved).toEqual({ outcome: 'cancelled' });
    expect(fake.showSaveDialog).toHaveBeenCalledWith(fake.windows[0], {
      defaultPath: expect.stringMatching(/^orders-\d{4}-\d{2}-\d{2}\.csv$/),
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    expect(api.requests).toEqual([]);
    await invoke(IPC.sessionClear, APP_FRAME);
  });

  it('sends web links to the system browser and blocks every other navigation, pop-up and webview', () => {
    const listeners = new Map<string, (event: { url?: string; preventDefault: () => void }) => void>();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = {
      on: (event: string, listener: (event: { url?: string; preventDefault: () => void }) => void) =>
        listeners.set(event, listener),
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
    };
    for (const listener of fake.appEvents.get('web-contents-created') ?? []) {
      (listener as (event: unknown, contents: unknown) => void)({}, contents);
    }
    const navigate = (event: string, url: string) => {
      const preventDefault = vi.fn();
      listeners.get(event)?.({ url, preventDefault });
      return preventDefault.mock.calls.length > 0;
    };

    expect(navigate('will-navigate', 'app://toolshop/login')).toBe(false);
    expect(navigate('will-navigate', 'https://example.com/docs')).toBe(true);
    expect(fake.openExternal).toHaveBeenLastCalledWith('https://example.com/docs');
    fake.openExternal.mockClear();
    expect(navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate('will-redirect', 'javascript:alert(1)')).toBe(true);
    expect(navigate('will-attach-webview', 'app://toolshop/')).toBe(true);
    expect(fake.openExternal).not.toHaveBeenCalled();

    expect(openHandler?.({ url: 'app://toolshop/' })).toEqual({ action: 'deny' });
    expect(openHandler?.({ url: 'https://stripe.com/' })).toEqual({ action: 'deny' });
    expect(fake.openExternal).toHaveBeenCalledExactlyOnceWith('https://stripe.com/');
  });

  it('denies every permission request and check', () => {
    const grant = vi.fn();
    fake.permissionRequest?.({}, 'media', grant);
    expect(grant).toHaveBeenCalledExactlyOnceWith(false);
    expect(fake.permissionCheck?.({}, 'notifications', 'app://toolshop', {})).toBe(false);
  });

  it('says once that the sign-in cannot be kept encrypted, and keeps it off the disk', async () => {
    expect(fake.showMessageBox).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining(NO_ENCRYPTION_NOTICE),
    );
    expect(await firstTime(fake.userData, 'storage-notice')).toBe(false);
    expect(existsSync(join(fake.userData, 'session-token.bin'))).toBe(false);
  });
});

/**
 * The desktop app without an Electron binary: the built renderer (out/renderer) served exactly as
 * main's `app://` protocol handler serves it, CSP included, to a Chromium page; and main itself —
 * settings, token vault, API proxy, events stream, staff alerts, packing slips, the Google hand-off
 * and order exports — running in this test process through `registerDesktopServices`, the function
 * src/main/index.ts calls. Only Electron's edges are stood in for:
 *
 * - ipcMain: the handlers main registers are called from a Playwright binding, with the calling
 *   frame's URL and parent as the sender frame (so the sender check is main's own);
 * - the preload: the built out/preload/index.cjs runs in the page with `require('electron')` giving
 *   it a contextBridge and an ipcRenderer over that binding;
 * - webContents: `send` delivers to the page, `printToPDF` is Chromium's page.pdf;
 * - safeStorage: a file-backed AES key; notifications, the badge and the save dialog are recorded
 *   (the dialog answers with its suggested name in a folder of the harness's own).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { FileFilter } from 'electron';
import { appUrlCheck } from '../../../../src/main/appOrigin';
import { rendererContentSecurityPolicy } from '../../../../src/main/csp';
import { registerDesktopServices } from '../../../../src/main/desktopServices';
import { googleSignInViaBrowser } from '../../../../src/main/googleHandOff';
import type { EventChannelMessage } from '../../../../src/main/ipcChannels';
import type { ShopIpcEvent, ShopIpcMain } from '../../../../src/main/ipcHandlers';
import { secureWebPreferences } from '../../../../src/main/mainWindow';
import { fetchPublicConfig } from '../../../../src/main/publicConfig';
import type { RendererContents } from '../../../../src/main/rendererContents';
import { createRendererProtocolHandler } from '../../../../src/main/rendererProtocol';
import { loadSettings } from '../../../../src/main/settings';
import type { StaffNotice } from '../../../../src/main/staffAlerts';
import { createTokenVault, type TokenVault } from '../../../../src/main/tokenVault';
import { apiURL, baseURL } from '../../web/support/stack';
import { fileKeyCipher } from './fileCipher';
import { installPreload, PRELOAD_GLOBALS } from './preloadInPage';

const root = resolve(import.meta.dirname, '../../../..');
export const RENDERER_DIR = join(root, 'out/renderer');
export const PRELOAD_FILE = join(root, 'out/preload/index.cjs');
const TOKEN_FILE = 'session-token.bin';

export interface RecordedNotification extends StaffNotice {
  /** What clicking it on the desktop does. */
  click(): void;
}

/** One save dialog main opened, and where it was answered to save. */
export interface RecordedSaveDialog {
  defaultName: string;
  filter: FileFilter;
  path: string;
}

export interface DesktopApp {
  page: Page;
  /** The origin the renderer is served from (app://toolshop in Electron). */
  origin: string;
  /** The CSP every renderer response carries. */
  contentSecurityPolicy: string;
  vault: TokenVault;
  vaultFile: string;
  /** The app's user-data folder (settings.json, the token vault, the offline sale queue). */
  userDataDir: string;
  notifications: RecordedNotification[];
  badgeCounts: number[];
  saveDialogs: RecordedSaveDialog[];
  /** The files main handed to the system's viewer (an invoice's PDF), by path. */
  openedFiles: string[];
  /** Everything main sent the window over the event channel. */
  sentToWindow: EventChannelMessage[];
  /** Every answer main gave the page over IPC, and every network response body the page read. */
  seenByPage(): Promise<string[]>;
  /** Console reports of the CSP refusing something. */
  cspViolations: string[];
  /** The URL of every request the page itself made. */
  pageRequests: string[];
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Replaces the CSP main would send: only to prove that the suite notices a wrong one. */
  contentSecurityPolicy?: string;
}

async function serveRenderer(contentSecurityPolicy: string): Promise<{ server: Server; origin: string }> {
  const handle = createRendererProtocolHandler({ rootDir: RENDERER_DIR, contentSecurityPolicy });
  const server = createServer((req, res) => {
    // The request as Electron hands it to the protocol handler: same path, app://toolshop origin.
    void handle(new Request(`app://toolshop${req.url ?? '/'}`, { method: req.method })).then(
      async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      },
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** What Electron's ipcMain would hold: each channel's handler. */
function recordingIpcMain() {
  const handlers = new Map<string, (event: ShopIpcEvent, ...args: unknown[]) => Promise<unknown>>();
  const ipcMain: ShopIpcMain = { handle: (channel, listener) => handlers.set(channel, listener) };
  return { ipcMain, handlers };
}

export async function launchDesktopApp(browser: Browser, options: LaunchOptions = {}): Promise<DesktopApp> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'toolshop-desktop-harness-'));
  const settings = loadSettings(userDataDir, { TOOLSHOP_API: apiURL });
  const contentSecurityPolicy =
    options.contentSecurityPolicy ??
    rendererContentSecurityPolicy(await fetchPublicConfig(settings.apiBase), settings.apiOrigin);
  const { server, origin } = await serveRenderer(contentSecurityPolicy);

  const vaultFile = join(userDataDir, TOKEN_FILE);
  const vault = createTokenVault({
    file: vaultFile,
    cipher: fileKeyCipher(join(userDataDir, 'machine.key')),
  });
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  const notifications: RecordedNotification[] = [];
  const badgeCounts: number[] = [];
  const saveDialogs: RecordedSaveDialog[] = [];
  const openedFiles: string[] = [];
  const sentToWindow: EventChannelMessage[] = [];
  const answers: unknown[] = [];
  const bodies: Promise<string>[] = [];
  const cspViolations: string[] = [];
  const pageRequests: string[] = [];

  const contents: RendererContents = {
    send(channel, message) {
      sentToWindow.push(message);
      void page
        .evaluate(
          ([deliver, ch, msg]) =>
            (globalThis as unknown as Record<string, (c: string, m: unknown) => void>)[deliver]?.(ch, msg),
          [PRELOAD_GLOBALS.deliver, channel, message] as const,
        )
        .catch(() => undefined);
    },
    once: (_event, listener) => page.once('close', listener),
    printToPDF: async ({ pageSize, printBackground }) =>
      page.pdf({ format: typeof pageSize === 'string' ? pageSize : 'A4', printBackground }),
  };

  const { ipcMain, handlers } = recordingIpcMain();
  registerDesktopServices(ipcMain, {
    apiBase: settings.apiBase,
    userDataDir,
    vault,
    isAppUrl: appUrlCheck(origin),
    edges: {
      notify: (notice, onClick) => notifications.push({ ...notice, click: onClick }),
      setBadgeCount: (count) => badgeCounts.push(count),
      bringToFront: () => void page.bringToFront(),
      async chooseFile(_contents, defaultName, filter) {
        const path = join(userDataDir, defaultName);
        saveDialogs.push({ defaultName, filter, path });
        return path;
      },
      async openFile(path) {
        openedFiles.push(path);
        return '';
      },
      googleSignIn: (signal) =>
        googleSignInViaBrowser({
          webOrigin: baseURL,
          signal,
          openExternal: async (url) => {
            await (await context.newPage()).goto(url);
          },
        }),
    },
  });

  await page.exposeBinding(PRELOAD_GLOBALS.invoke, async ({ frame }, channel: string, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    const event: ShopIpcEvent = {
      senderFrame: { url: frame.url(), parent: frame.parentFrame() },
      sender: contents,
    };
    const answer = await handler(event, ...args);
    answers.push(answer);
    return answer;
  });
  const preloadArgs = secureWebPreferences(PRELOAD_FILE, settings.apiOrigin, false).additionalArguments ?? [];
  await page.addInitScript({
    content: `(${installPreload.toString()})(${JSON.stringify({ origin, argv: preloadArgs, globals: PRELOAD_GLOBALS })}, function (require, process, module, exports) {\n${await readFile(PRELOAD_FILE, 'utf8')}\n});`,
  });

  page.on('request', (req) => pageRequests.push(req.url()));
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'image') bodies.push(res.text().catch(() => ''));
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text());
  });

  return {
    page,
    origin,
    contentSecurityPolicy,
    vault,
    vaultFile,
    userDataDir,
    notifications,
    badgeCounts,
    saveDialogs,
    openedFiles,
    sentToWindow,
    cspViolations,
    pageRequests,
    seenByPage: async () => [
      ...answers.map((answer) => JSON.stringify(answer) ?? ''),
      ...(await Promise.all(bodies)),
    ],
    async close() {
      await context.close();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The Electron main process: wires the window, the app protocol with its CSP, the token vault, the
 * API proxy, the events stream with its staff alerts, packing slips, order exports and the Google
 * hand-off together. Each piece lives (and is tested) in its own module; Electron is only touched here.
 */
import { join } from 'node:path';
import {
  BrowserWindow,
  Notification,
  app,
  dialog,
  ipcMain,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { desktopText } from '../shared/strings/desktop';
import { APP_ENTRY_URL, APP_SCHEME, appUrlCheck } from './appOrigin';
import { rendererContentSecurityPolicy } from './csp';
import { registerDesktopServices } from './desktopServices';
import { firstTime } from './firstTime';
import { googleSignInViaBrowser } from './googleHandOff';
import { createMainWindow } from './mainWindow';
import { denyAllPermissions, guardNavigation } from './navigation';
import { fetchPublicConfig } from './publicConfig';
import { createRendererProtocolHandler } from './rendererProtocol';
import { prepareSafeStorageCipher } from './safeStorageCipher';
import { loadSettings, type DesktopSettings } from './settings';
import { createTokenVault } from './tokenVault';

const TOKEN_FILE = 'session-token.bin';
// electron-vite's dev server; a packaged app never takes its pages from elsewhere.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL || undefined;
const isAppUrl = appUrlCheck(devServerUrl);
const openExternal = (url: string) => shell.openExternal(url);

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

function openWindow(settings: DesktopSettings): void {
  const window = createMainWindow({
    BrowserWindow,
    userDataDir: app.getPath('userData'),
    workAreas: () => screen.getAllDisplays().map((display) => display.workArea),
    preloadPath: join(import.meta.dirname, '../preload/index.cjs'),
    apiOrigin: settings.apiOrigin,
    devTools: !app.isPackaged,
    icon: join(app.getAppPath(), 'resources', 'icon.png'),
  });
  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
  void window.loadURL(devServerUrl ?? APP_ENTRY_URL);
}

function bringToFront(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

async function start(): Promise<void> {
  await app.whenReady();
  const userDataDir = app.getPath('userData');
  let settings: DesktopSettings;
  try {
    settings = loadSettings(userDataDir, process.env);
  } catch (error) {
    dialog.showErrorBox(desktopText.cannotStart, (error as Error).message);
    app.exit(1);
    return;
  }

  const { cipher, notice } = prepareSafeStorageCipher(safeStorage, process.platform);
  const vault = createTokenVault({ file: join(userDataDir, TOKEN_FILE), cipher });

  const config = await fetchPublicConfig(settings.apiBase);
  const contentSecurityPolicy = rendererContentSecurityPolicy(config, settings.apiOrigin);
  protocol.handle(
    APP_SCHEME,
    createRendererProtocolHandler({
      rootDir: join(import.meta.dirname, '../renderer'),
      contentSecurityPolicy,
    }),
  );
  denyAllPermissions(session.defaultSession);

  registerDesktopServices(ipcMain, {
    apiBase: settings.apiBase,
    userDataDir,
    vault,
    isAppUrl,
    edges: {
      notify(notice, onClick) {
        if (!Notification.isSupported()) return;
        const notification = new Notification(notice);
        notification.on('click', onClick);
        notification.show();
      },
      // The macOS dock, the Windows taskbar, and Linux launchers speaking Unity's launcher API
      // (they find the app by package.json's desktopName); elsewhere it is a no-op.
      setBadgeCount: (count) => void app.setBadgeCount(count),
      // The app has one window: whichever contents asked, that window comes forward.
      bringToFront: () => bringToFront(),
      async chooseFile(_contents, defaultName, filter) {
        const options = { defaultPath: defaultName, filters: [filter] };
        const choice = mainWindow
          ? await dialog.showSaveDialog(mainWindow, options)
          : await dialog.showSaveDialog(options);
        return choice.canceled || !choice.filePath ? null : choice.filePath;
      },
      async googleSignIn(signal) {
        const idToken = await googleSignInViaBrowser({ webOrigin: settings.apiOrigin, openExternal, signal });
        bringToFront();
        return idToken;
      },
      openFile: (path) => shell.openPath(path),
    },
  });

  openWindow(settings);
  app.on('activate', () => {
    if (!mainWindow) openWindow(settings);
  });

  if (notice && (await firstTime(userDataDir, 'storage-notice'))) {
    // Not attached to the window, so it informs without blocking the app.
    void dialog.showMessageBox({ type: 'warning', ...notice });
  }
}

if (app.requestSingleInstanceLock()) {
  app.on('second-instance', bringToFront);
  app.on('web-contents-created', (_event, contents) => guardNavigation(contents, isAppUrl, openExternal));
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  start().catch((error: unknown) => {
    dialog.showErrorBox(desktopText.cannotStart, error instanceof Error ? error.message : String(error));
    app.exit(1);
  });
} else {
  app.quit();
}

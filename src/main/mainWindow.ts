/**
 * The one window: a sandboxed, context-isolated renderer with no Node, whose only door to the rest
 * of the app is the preload bridge. Its bounds and maximised state outlive restarts.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { SHOP_NAME } from '../shared/strings/labels/common';
import { API_ORIGIN_ARG } from './ipcChannels';
import { MIN_SIZE, placeWindow, readWindowState, writeWindowState, type Area } from './windowState';

export function secureWebPreferences(
  preloadPath: string,
  apiOrigin: string,
  devTools: boolean,
): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools,
    additionalArguments: [`${API_ORIGIN_ARG}${apiOrigin}`],
  };
}

export interface MainWindowDeps {
  BrowserWindow: typeof BrowserWindow;
  userDataDir: string;
  workAreas: () => Area[];
  preloadPath: string;
  apiOrigin: string;
  devTools: boolean;
  icon?: string;
}

export function createMainWindow(deps: MainWindowDeps): BrowserWindow {
  const placement = placeWindow(readWindowState(deps.userDataDir), deps.workAreas());
  const options: BrowserWindowConstructorOptions = {
    x: placement.x,
    y: placement.y,
    width: placement.width,
    height: placement.height,
    minWidth: MIN_SIZE.width,
    minHeight: MIN_SIZE.height,
    title: SHOP_NAME,
    show: false,
    backgroundColor: '#f1f3f5',
    icon: deps.icon,
    webPreferences: secureWebPreferences(deps.preloadPath, deps.apiOrigin, deps.devTools),
  };
  const window = new deps.BrowserWindow(options);
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => {
    const bounds = window.getNormalBounds();
    writeWindowState(deps.userDataDir, { ...bounds, maximized: window.isMaximized() });
  });
  return window;
}

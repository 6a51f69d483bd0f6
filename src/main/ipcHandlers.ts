/**
 * Registers the bridge's IPC handlers. Every call first checks who is asking: only the top frame
 * of our own renderer (app://toolshop, or the dev server) is answered; anything else is refused
 * before its payload is even looked at. Payloads are validated by the proxy's zod schemas.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { UrlCheck } from './appOrigin';
import type { ApiProxy } from './apiProxy';
import { IPC } from './ipcChannels';
import type { TokenVault } from './tokenVault';

export interface ShopIpcDeps {
  isAppUrl: UrlCheck;
  proxy: ApiProxy;
  vault: TokenVault;
  /** Runs the browser hand-off; resolves with Google's ID token. */
  googleSignIn: (signal: AbortSignal) => Promise<string>;
}

export class ForeignSenderError extends Error {
  constructor(url: string) {
    super(`IPC refused: the sender (${url || 'unknown frame'}) is not the Toolshop window`);
    this.name = 'ForeignSenderError';
  }
}

/** The sender must be a live top-level frame showing our renderer. */
export function assertTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'senderFrame'>,
  isAppUrl: UrlCheck,
): void {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null || !isAppUrl(frame.url)) throw new ForeignSenderError(frame?.url ?? '');
}

export function registerShopIpc(ipcMain: Pick<IpcMain, 'handle'>, deps: ShopIpcDeps): void {
  const { isAppUrl, proxy, vault, googleSignIn } = deps;
  const trusted =
    <A extends unknown[], R>(handler: (...args: A) => Promise<R>) =>
    async (event: IpcMainInvokeEvent, ...args: A): Promise<R> => {
      assertTrustedSender(event, isAppUrl);
      return handler(...args);
    };

  // One sign-in at a time: asking again abandons the earlier wait and its loopback server.
  let pendingSignIn: AbortController | null = null;

  ipcMain.handle(
    IPC.apiRequest,
    trusted((payload: unknown) => proxy.request(payload)),
  );
  ipcMain.handle(
    IPC.apiUpload,
    trusted((payload: unknown) => proxy.upload(payload)),
  );
  ipcMain.handle(
    IPC.sessionHas,
    trusted(() => vault.has()),
  );
  ipcMain.handle(
    IPC.sessionClear,
    trusted(() => vault.clear()),
  );
  ipcMain.handle(
    IPC.googleSignIn,
    trusted(async () => {
      pendingSignIn?.abort(new Error('Google sign-in was started again'));
      const controller = new AbortController();
      pendingSignIn = controller;
      try {
        return await googleSignIn(controller.signal);
      } finally {
        if (pendingSignIn === controller) pendingSignIn = null;
      }
    }),
  );
}

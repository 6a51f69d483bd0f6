/**
 * What the window may open. Our own pages load in place; web links go to the system browser; every
 * other navigation, pop-up, <webview> and permission request is refused.
 */
import type { Session, WebContents } from 'electron';
import type { UrlCheck } from './appOrigin';

export type NavigationVerdict = 'allow' | 'external' | 'deny';

export function judgeNavigation(url: string, isAppUrl: UrlCheck): NavigationVerdict {
  if (isAppUrl(url)) return 'allow';
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? 'external' : 'deny';
  } catch {
    return 'deny';
  }
}

type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export function guardNavigation(
  contents: GuardedContents,
  isAppUrl: UrlCheck,
  openExternal: (url: string) => Promise<void>,
): void {
  const leaveOrStay = (event: { preventDefault(): void }, url: string) => {
    const verdict = judgeNavigation(url, isAppUrl);
    if (verdict === 'allow') return;
    event.preventDefault();
    if (verdict === 'external') void openExternal(url).catch(() => undefined);
  };
  contents.on('will-navigate', (event) => leaveOrStay(event, event.url));
  contents.on('will-redirect', (event) => leaveOrStay(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (judgeNavigation(url, isAppUrl) === 'external') void openExternal(url).catch(() => undefined);
    return { action: 'deny' };
  });
}

/** No camera, microphone, notifications, geolocation, USB, HID, serial… for anyone. */
export function denyAllPermissions(
  session: Pick<
    Session,
    'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
  >,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

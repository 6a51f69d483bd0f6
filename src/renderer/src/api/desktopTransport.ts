import { failureText } from '@shared/strings/labels/shell';
import { ApiError, type Transport, type TransportResponse } from './transport';

/** Where the desktop app's own API paths start; such image references load from the API origin. */
const API_PATH_PREFIX = '/api/';

/**
 * Desktop transport: every call goes, named, through the preload bridge to the main
 * process, which finds its method and path, holds the accessToken and attaches it; the renderer
 * never sees the token.
 */
export function createDesktopTransport(shop: ShopBridge): Transport {
  const reached = <T>(res: ShopApiResponse): TransportResponse<T> => {
    if (res.status === 0) throw new ApiError(0, { message: failureText.unreachable });
    return res as TransportResponse<T>;
  };

  return {
    async request<T>(call: Parameters<Transport['request']>[0]) {
      return reached<T>(await shop.api.request(call));
    },
    async uploadImage(file, onProgress) {
      onProgress?.(0);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const name = file instanceof File ? file.name : 'image';
      const res = reached<unknown>(await shop.api.upload({ bytes, type: file.type, name }));
      onProgress?.(100);
      return res;
    },
    async importCatalogue(csv, choice) {
      return reached<unknown>(await shop.api.importCatalogue({ csv, ...choice }));
    },
    subscribe: (onEvent, onStatus) => shop.events.subscribe(onEvent, onStatus),
    hasSession: () => shop.session.has(),
    clearSession: () => shop.session.clear(),
    assetUrl(ref) {
      return ref.startsWith(API_PATH_PREFIX) ? shop.apiOrigin + ref : ref;
    },
  };
}

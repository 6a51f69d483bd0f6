import axios, { type AxiosInstance } from 'axios';
import { API_PREFIX, apiPaths } from '@shared/api';
import type { LoginResponse } from '@shared/entities';
import { ApiError, UNREACHABLE_MESSAGE, type Transport, type TransportResponse } from './transport';

/** The spec's local storage key (§3, §9). */
export const TOKEN_KEY = 'accessToken';

/** Web transport: axios against the same origin's `/api`, bearer from localStorage. */
export function createWebTransport(baseURL = API_PREFIX): Transport {
  const http: AxiosInstance = axios.create({ baseURL, validateStatus: () => true, timeout: 30_000 });

  const bearer = (idToken?: string) => {
    const token = idToken ?? localStorage.getItem(TOKEN_KEY);
    return token ? { Authorization: `Bearer ${token}` } : {};
  };

  const unreachable = (error: unknown): never => {
    if (axios.isAxiosError(error)) throw new ApiError(0, { message: UNREACHABLE_MESSAGE });
    throw error;
  };

  return {
    async request<T>({ method, path, query, body, idToken }: Parameters<Transport['request']>[0]) {
      const res = await http
        .request<T>({ method, url: path, params: query, data: body, headers: bearer(idToken) })
        .catch(unreachable);
      if (method === 'POST' && path === apiPaths.login && res.status === 200) {
        localStorage.setItem(TOKEN_KEY, (res.data as LoginResponse).accessToken);
      }
      return { status: res.status, data: res.data } as TransportResponse<T>;
    },
    async uploadImage(file, onProgress) {
      const form = new FormData();
      form.append('image', file);
      const res = await http
        .post(apiPaths.images, form, {
          headers: bearer(),
          onUploadProgress: (e) => onProgress?.(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
        })
        .catch(unreachable);
      return { status: res.status, data: res.data };
    },
    async hasSession() {
      return localStorage.getItem(TOKEN_KEY) !== null;
    },
    async clearSession() {
      localStorage.removeItem(TOKEN_KEY);
    },
    assetUrl(ref) {
      return ref;
    },
  };
}

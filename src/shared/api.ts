/**
 * The API's paths, relative to `{api}` = `<origin>/api` (spec §7 plus DESIGN §3's additions).
 * Server routes and the renderer's client both take their paths from here.
 */
export const API_PREFIX = '/api';

export const apiPaths = {
  products: '/',
  product: (id: string) => `/${encodeURIComponent(id)}`,
  allOrders: '/allOrder',
  shipOrder: (id: string) => `/allOrder/${encodeURIComponent(id)}`,
  exportOrders: '/export/orders.csv',
  stats: '/stats',
  orders: '/order',
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  events: '/events',
  reviews: '/review',
  users: '/user',
  makeAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  login: '/login',
  health: '/health',
  config: '/config',
  openApi: '/openapi.json',
  images: '/images',
  image: (id: string) => `/images/${encodeURIComponent(id)}`,
  paymentIntent: '/payments/intent',
  sandboxConfirm: '/payments/sandbox/confirm',
  stripeWebhook: '/payments/stripe/webhook',
} as const;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Every call a client may make, as method + path pattern (`:param` marks one path segment).
 * The desktop proxy admits only these; the server registers exactly these (webhook aside).
 */
export const API_CALLS: readonly { method: HttpMethod; pattern: string }[] = [
  { method: 'GET', pattern: '/' },
  { method: 'POST', pattern: '/' },
  { method: 'PATCH', pattern: '/:id' },
  { method: 'DELETE', pattern: '/:id' },
  { method: 'GET', pattern: '/allOrder' },
  { method: 'PUT', pattern: '/allOrder/:id' },
  { method: 'GET', pattern: '/export/orders.csv' },
  { method: 'GET', pattern: '/stats' },
  { method: 'POST', pattern: '/order' },
  { method: 'GET', pattern: '/order' },
  { method: 'DELETE', pattern: '/order/:id' },
  { method: 'PUT', pattern: '/order/:id' },
  { method: 'GET', pattern: '/order/:id' },
  { method: 'GET', pattern: '/events' },
  { method: 'GET', pattern: '/review' },
  { method: 'POST', pattern: '/review' },
  { method: 'GET', pattern: '/user' },
  { method: 'PUT', pattern: '/user' },
  { method: 'PUT', pattern: '/user/admin/:email' },
  { method: 'DELETE', pattern: '/user/admin/:email' },
  { method: 'POST', pattern: '/login' },
  { method: 'GET', pattern: '/health' },
  { method: 'GET', pattern: '/config' },
  { method: 'GET', pattern: '/openapi.json' },
  { method: 'POST', pattern: '/images' },
  { method: 'GET', pattern: '/images/:id' },
  { method: 'POST', pattern: '/payments/intent' },
  { method: 'POST', pattern: '/payments/sandbox/confirm' },
];

/** Whether `method path` (path without query string) is one of API_CALLS. */
export function isKnownApiCall(method: string, path: string): boolean {
  const segments = path.split('/').slice(1);
  return API_CALLS.some((call) => {
    if (call.method !== method) return false;
    const pattern = call.pattern.split('/').slice(1);
    if (pattern.length !== segments.length) return false;
    return pattern.every((part, i) =>
      part.startsWith(':') ? segments[i] !== '' && segments[i] !== undefined : part === segments[i],
    );
  });
}

/** The id of the JSON block in which the server hands index.html `GET /config`'s answer. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'toolshop-public-config';

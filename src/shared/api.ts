/** Where the API lives: `{api}` = `<origin>/api`; each endpoint's path is in contract/endpoints.ts. */
export const API_PREFIX = '/api';

/** The id of the JSON block in which the server hands index.html `GET /config`'s answer. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'toolshop-public-config';
/** Where a server-rendered page carries the answer it was rendered from, `{ queryKey, data }`. */
export const PAGE_DATA_ELEMENT_ID = 'toolshop-page-data';

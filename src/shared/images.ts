/** What `POST /images` accepts (docs/contract.md): the server, the desktop proxy and the file inputs share it. */
export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageMime = (typeof IMAGE_MIMES)[number];

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The only IPC channels between the preload bridge and main; each is `invoke`/`handle`. */
export const IPC = {
  apiRequest: 'api:request',
  apiUpload: 'api:upload',
  sessionHas: 'session:has',
  sessionClear: 'session:clear',
  googleSignIn: 'auth:google',
} as const;

/** The preload reads the API origin from this command-line switch (sandboxed preloads cannot read files). */
export const API_ORIGIN_ARG = '--toolshop-api-origin=';

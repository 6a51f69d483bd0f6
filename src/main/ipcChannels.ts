/** The only IPC channels between the preload bridge and main; each is `invoke`/`handle`. */
export const IPC = {
  apiRequest: 'api:request',
  apiUpload: 'api:upload',
  sessionHas: 'session:has',
  sessionClear: 'session:clear',
  googleSignIn: 'auth:google',
  /** invoke: asks main to hold the events stream (DESIGN §7) while this window lives. */
  eventsStart: 'events:start',
  /** main → renderer (`webContents.send`): the one event channel, carrying EventChannelMessage. */
  events: 'events:message',
} as const;

/** The preload reads the API origin from this command-line switch (sandboxed preloads cannot read files). */
export const API_ORIGIN_ARG = '--toolshop-api-origin=';

/** What main sends on `IPC.events`: an event of `GET /events`, or a change of the stream's state. */
export type EventChannelMessage =
  | { kind: 'event'; event: import('../shared/entities').ShopEvent }
  | { kind: 'status'; status: 'live' | 'offline' | 'unauthorized' };

/**
 * React DOM's client, in a chunk of its own (vite.web.config.ts): the pre-rendered pages' starter
 * runs each of the app's chunks in a task of its own, and React DOM's start-up, run in the entry's,
 * would make that task the load's longest.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';

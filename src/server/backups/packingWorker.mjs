/**
 * A backup's work off the process's own thread (see packing.ts): copies the database folder twice
 * while the shop serves, says `copied` and waits for `locked` (PGlite's query lock is held), copies
 * what changed once more and says `consistent`, then packs the copy. Plain JavaScript, since a
 * worker starts outside the process's TypeScript loader; it loads the code through tsx.
 */
import { once } from 'node:events';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { copyChanges } = await tsImport('./snapshot.ts', import.meta.url);
const { writeTarball } = await tsImport('./tarball.ts', import.meta.url);
const { folder, copy, out } = workerData;

const firstPass = Date.now();
await copyChanges(folder, copy, null);
const secondPass = Date.now();
await copyChanges(folder, copy, firstPass);
parentPort.postMessage('copied');
await once(parentPort, 'message');
await copyChanges(folder, copy, secondPass);
parentPort.postMessage('consistent');
await writeTarball(copy, out);

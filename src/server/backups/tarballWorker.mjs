/**
 * Packs a backup's copy of the database folder on a thread of its own (see packTarball in
 * tarball.ts). Plain JavaScript, since a worker starts outside the process's TypeScript loader; it
 * loads the packing code through tsx.
 */
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { writeTarball } = await tsImport('./tarball.ts', import.meta.url);
await writeTarball(workerData.folder, workerData.out);

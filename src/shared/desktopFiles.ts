/**
 * How a file the desktop app saves for the window ended (docs/desktop.md): written; cancelled in the save
 * dialog; refused or broken off, with a status and message as the API proxy answers them (the API's
 * own, 0 when it cannot be reached, 400 for a request main refused, 502 when the answer broke off);
 * or the chosen place could not be written. Only a whole file is ever left where the user chose.
 */
export type FileSaveOutcome =
  { outcome: 'saved' | 'cancelled' | 'unwritable' } | { outcome: 'failed'; status: number; message: string };

/**
 * How opening an invoice's PDF in the system's viewer ended: opened; refused or broken off, as a file
 * save is (`failed`, 502 for an answer that was no PDF); or fetched but not written or not opened, with
 * why (`unopened`).
 */
export type DocumentOpenOutcome =
  | { outcome: 'opened' }
  | { outcome: 'failed'; status: number; message: string }
  | { outcome: 'unopened'; message: string };

/**
 * What main needs of a window's WebContents to serve it: a way to send it messages, to hear that it
 * went away, and to print it. Electron's WebContents fits; the desktop e2e harness gives a page's.
 */
import type { PrintToPDFOptions } from 'electron';
import type { EventChannelMessage } from './ipcChannels';

export interface RendererContents {
  send(channel: string, message: EventChannelMessage): void;
  once(event: 'destroyed', listener: () => void): unknown;
  printToPDF(options: PrintToPDFOptions): Promise<Uint8Array>;
}

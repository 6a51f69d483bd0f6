/**
 * How main's modules ask where to write a file: Electron's `dialog.showSaveDialog` in
 * src/main/index.ts, a recorded stand-in in the tests.
 */
import type { FileFilter } from 'electron';
import type { RendererContents } from './rendererContents';

/** Asks where to save (a save dialog over the window of `contents`); null when the user cancelled. */
export type ChooseFile = (
  contents: RendererContents,
  defaultName: string,
  filter: FileFilter,
) => Promise<string | null>;

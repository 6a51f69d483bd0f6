/**
 * Remembers the window's size, position and maximised state in the user-data folder, and puts a
 * window that would open off every screen (a monitor was unplugged) back to a default size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const WINDOW_STATE_FILE = 'window-state.json';
export const DEFAULT_SIZE = { width: 1280, height: 820 } as const;
export const MIN_SIZE = { width: 390, height: 600 } as const;

const windowStateSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(MIN_SIZE.width).max(20_000),
  height: z.number().int().min(MIN_SIZE.height).max(20_000),
  maximized: z.boolean(),
});

export type WindowState = z.infer<typeof windowStateSchema>;

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WindowPlacement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export function readWindowState(userDataDir: string): WindowState | null {
  try {
    const parsed = windowStateSchema.safeParse(
      JSON.parse(readFileSync(join(userDataDir, WINDOW_STATE_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeWindowState(userDataDir: string, state: WindowState): void {
  writeFileSync(join(userDataDir, WINDOW_STATE_FILE), JSON.stringify(state));
}

/** At least this much of the title bar must land on a screen for the saved position to be used. */
const VISIBLE_MARGIN = 64;

function overlapsEnough(bounds: Area, area: Area): boolean {
  const width = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
  const height = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
  return width >= VISIBLE_MARGIN && height >= VISIBLE_MARGIN;
}

/** Where to open the window given the saved state and the screens' work areas. */
export function placeWindow(saved: WindowState | null, workAreas: readonly Area[]): WindowPlacement {
  if (!saved) return { ...DEFAULT_SIZE, maximized: false };
  const onScreen = workAreas.some((area) => overlapsEnough(saved, area));
  return onScreen
    ? saved
    : { width: DEFAULT_SIZE.width, height: DEFAULT_SIZE.height, maximized: saved.maximized };
}

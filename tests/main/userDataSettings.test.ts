import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect } from 'vitest';
import { DEFAULT_API_BASE, SETTINGS_FILE, loadSettings } from '../../src/main/settings';
import { DEFAULT_SIZE, placeWindow, readWindowState, writeWindowState } from '../../src/main/windowState';
import { mainTest as it } from './fixtures';

const SCREEN = { x: 0, y: 0, width: 1920, height: 1080 };

describe('what the desktop app keeps in its user-data folder', () => {
  it('talks to the local API unless settings.json or TOOLSHOP_API say otherwise', async ({ dir }) => {
    expect(loadSettings(dir, {})).toEqual({ apiBase: DEFAULT_API_BASE, apiOrigin: 'http://127.0.0.1:8080' });
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ apiBase: 'https://shop.example/api/' }));
    expect(loadSettings(dir, {})).toEqual({
      apiBase: 'https://shop.example/api',
      apiOrigin: 'https://shop.example',
    });
    expect(loadSettings(dir, { TOOLSHOP_API: 'http://localhost:8080/api' }).apiBase).toBe(
      'http://localhost:8080/api',
    );
    expect(loadSettings(dir, { TOOLSHOP_API: 'http://[::1]:8080/api' }).apiBase).toBe(
      'http://[::1]:8080/api',
    );
  });

  it('names the bad setting instead of starting against a bad address', async ({ dir }) => {
    expect(() => loadSettings(dir, { TOOLSHOP_API: 'file:///etc/passwd' })).toThrow(
      /^TOOLSHOP_API must be an http\(s\) URL/,
    );
    // The token would cross the network unencrypted: only this computer may be spoken to over http.
    for (const remote of [
      'http://10.0.0.5:8080/api',
      'http://shop.example/api',
      'http://127.0.0.1.shop.example/api',
    ]) {
      expect(() => loadSettings(dir, { TOOLSHOP_API: remote })).toThrow(/^TOOLSHOP_API must use https:\/\//);
    }
    await writeFile(join(dir, SETTINGS_FILE), JSON.stringify({ apiBase: 'javascript:alert(1)' }));
    expect(() => loadSettings(dir, {})).toThrow(/settings\.json: apiBase must be an http\(s\) URL/);
  });

  it('reopens the window where it was, maximised or not', ({ dir }) => {
    writeWindowState(dir, { x: 100, y: 80, width: 1000, height: 700, maximized: true });
    expect(placeWindow(readWindowState(dir), [SCREEN])).toEqual({
      x: 100,
      y: 80,
      width: 1000,
      height: 700,
      maximized: true,
    });
  });

  it('brings back a window whose screen is gone, and ignores a damaged state file', async ({ dir }) => {
    writeWindowState(dir, { x: 4000, y: 0, width: 1000, height: 700, maximized: false });
    expect(placeWindow(readWindowState(dir), [SCREEN])).toEqual({ ...DEFAULT_SIZE, maximized: false });
    await writeFile(join(dir, 'window-state.json'), '{"x": "left"');
    expect(readWindowState(dir)).toBeNull();
  });
});

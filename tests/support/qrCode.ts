/**
 * The till's UPI QR code read as a customer's phone reads it: its SVG (the dark modules one path of
 * unit squares, as src/renderer/src/pages/dashboard/counter/UpiQrCode.tsx draws it) painted into
 * pixels and decoded with jsQR.
 */
import jsQR from 'jsqr';

/** Pixels a module is painted with for the reader. */
const SCALE = 8;

/** What a QR code drawn with `viewBox` and `path` says, or null when it cannot be read. */
export function decodeQrSvg(viewBox: string, path: string): string | null {
  const side = Number(viewBox.split(' ')[2]);
  const pixels = side * SCALE;
  const rgba = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const at = ((Number(y) * SCALE + dy) * pixels + Number(x) * SCALE + dx) * 4;
        rgba.fill(0, at, at + 3);
      }
    }
  }
  return jsQR(rgba, pixels, pixels)?.data ?? null;
}

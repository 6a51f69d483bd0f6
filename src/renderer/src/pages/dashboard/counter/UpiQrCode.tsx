import { useMemo } from 'react';
import QRCode from 'qrcode';

/** Its side on the screen: a phone's camera reads it from across the counter. */
const SIDE_PX = 264;
/** The white margin a reader needs around the code, in modules (the standard's four). */
const QUIET_ZONE = 4;

/**
 * `link` as a QR code, drawn as one SVG path of its dark modules (sharp at any size, printed or on
 * screen), with `label` for assistive technology.
 */
export function UpiQrCode({ link, label }: { link: string; label: string }) {
  const { side, path } = useMemo(() => {
    // M: a code a little smudged or glared still reads.
    const { modules } = QRCode.create(link, { errorCorrectionLevel: 'M' });
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        if (modules.get(row, column)) dark.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
      }
    }
    return { side: modules.size + 2 * QUIET_ZONE, path: dark.join('') };
  }, [link]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={SIDE_PX}
      height={SIDE_PX}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid="upi-qr"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

/**
 * Which addresses are on the shop's own network (docs/counter.md, the receipt printer): loopback,
 * RFC 1918 private and link-local IPv4; loopback, unique local (fc00::/7) and link-local (fe80::/10)
 * IPv6; an IPv4 address written as IPv6 (::ffff:a.b.c.d) is judged as IPv4. Pure text parsing, so the
 * window's form and the desktop's main process apply the one rule.
 */

/** The four bytes of a dotted IPv4 address, or null when `text` is not one. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  // A leading zero is refused: the system's resolver reads 010.0.0.1 as octal, that is 8.0.0.1.
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a dotted IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string): number[] | null => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/i.test(piece)) {
        out.push(parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return out;
  };
  const head = groupsOf(halves[0]!);
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function isLocalIpv4([a, b]: number[]): boolean {
  return (
    a === 127 ||
    a === 10 ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254)
  );
}

function isLocalIpv6(groups: number[]): boolean {
  const first = groups[0]!;
  const zeroUpTo = (end: number) => groups.slice(0, end).every((group) => group === 0);
  if (zeroUpTo(7) && groups[7] === 1) return true;
  if (zeroUpTo(5) && groups[5] === 0xffff) {
    return isLocalIpv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** Whether `text` is an IP address at all (IPv6 with or without brackets, a zone after `%` allowed). */
export function isIpAddress(text: string): boolean {
  return ipv4Bytes(text) !== null || ipv6Groups(unbracketed(text)) !== null;
}

/** An IPv6 address as written in a host field, `[fe80::1%eth0]`, without its brackets: `fe80::1%eth0`. */
export const withoutBrackets = (text: string): string => text.replace(/^\[|\]$/g, '');

/** An IPv6 address as written in a host field without its brackets and zone: `fe80::1`. */
const unbracketed = (text: string): string => withoutBrackets(text).replace(/%.*$/, '');

/** Whether the IP address `text` is on the shop's own network; false for a public one or a non-address. */
export function isLocalNetworkAddress(text: string): boolean {
  const v4 = ipv4Bytes(text);
  if (v4) return isLocalIpv4(v4);
  const v6 = ipv6Groups(unbracketed(text));
  return v6 !== null && isLocalIpv6(v6);
}

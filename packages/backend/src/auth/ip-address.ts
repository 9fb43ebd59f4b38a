/** An address range: bytes (4 for IPv4, 16 for IPv6) and a mask of the same length. */
export interface AddressRange {
  address: Uint8Array;
  mask: Uint8Array;
}

/** IPv4 dotted quad or IPv6 text to bytes; null when it is neither. */
export function parseAddress(text: string): Uint8Array | null {
  if (text.includes(':')) return parseIpv6(text);
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return Uint8Array.from(parts.map(Number));
}

function parseIpv6(text: string): Uint8Array | null {
  const zone = text.indexOf('%');
  const bare = zone < 0 ? text : text.slice(0, zone);
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string): number[] | null => {
    if (s === '') return [];
    const out: number[] = [];
    const parts = s.split(':');
    for (const [i, p] of parts.entries()) {
      if (i === parts.length - 1 && p.includes('.')) {
        const v4 = parseAddress(p);
        if (v4 === null) return null;
        out.push(((v4[0] as number) << 8) | (v4[1] as number), ((v4[2] as number) << 8) | (v4[3] as number));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) out.push(parseInt(p, 16));
      else return null;
    }
    return out;
  };
  const head = groups(halves[0] as string);
  const tail = halves.length === 2 ? groups(halves[1] as string) : [];
  if (head === null || tail === null) return null;
  const fill = 8 - head.length - tail.length;
  if ((halves.length === 1 && fill !== 0) || fill < 0) return null;
  const all = [...head, ...new Array<number>(fill).fill(0), ...tail];
  return Uint8Array.from(all.flatMap((g) => [g >> 8, g & 255]));
}

/** `address/bits` to a range; null when malformed. */
export function parseCidr(text: string): AddressRange | null {
  const slash = text.indexOf('/');
  const address = parseAddress(text.slice(0, slash));
  const bitsText = text.slice(slash + 1);
  if (address === null || !/^\d+$/.test(bitsText)) return null;
  const bits = Number(bitsText);
  if (bits > address.length * 8) return null;
  const mask = new Uint8Array(address.length);
  for (let i = 0; i < bits; i++) mask[i >> 3] = (mask[i >> 3] as number) | (0x80 >> (i & 7));
  return { address, mask };
}

/** Is `client` (bytes) inside `range`? An IPv4 client is compared with IPv4 ranges only, and likewise IPv6. */
export function inRange(client: Uint8Array, range: AddressRange): boolean {
  if (client.length !== range.address.length) return false;
  return client.every((b, i) => (b & (range.mask[i] as number)) === ((range.address[i] as number) & (range.mask[i] as number)));
}

/** Bytes as inet_ntop writes them: dotted IPv4, or IPv6 with the longest run of zero groups as `::`. */
export function formatAddress(bytes: Uint8Array): string {
  if (bytes.length === 4) return [...bytes].join('.');
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] as number) << 8) | (bytes[2 * i + 1] as number));
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      best = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

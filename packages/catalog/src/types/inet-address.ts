/** An inet/cidr value: address bytes (4 or 16) and the netmask length. */
export interface InetValue {
  family: 4 | 6;
  bytes: Uint8Array;
  bits: number;
}

function isDigits(s: string): boolean {
  if (s.length === 0) return false;
  for (const c of s) if (c < '0' || c > '9') return false;
  return true;
}

function isHex(s: string): boolean {
  if (s.length === 0 || s.length > 4) return false;
  for (const c of s) if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return false;
  return true;
}

/** Dotted decimal with 1..4 octets; null when malformed. */
export function parseIpv4Octets(s: string): number[] | null {
  const parts = s.split('.');
  if (parts.length > 4) return null;
  const out: number[] = [];
  for (const p of parts) {
    if (!isDigits(p) || p.length > 3) return null;
    const n = Number(p);
    if (n > 255) return null;
    out.push(n);
  }
  return out;
}

/** The 16 bytes of an IPv6 address (`::` compression, trailing dotted IPv4); null when malformed. */
export function parseIpv6(s: string): Uint8Array | null {
  const dbl = s.indexOf('::');
  if (dbl !== s.lastIndexOf('::')) return null;
  const words = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const groups = part.split(':');
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i] as string;
      if (i === groups.length - 1 && g.includes('.')) {
        const v4 = parseIpv4Octets(g);
        if (v4 === null || v4.length !== 4) return null;
        out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (isHex(g)) out.push(parseInt(g, 16));
      else return null;
    }
    return out;
  };
  let all: number[];
  if (dbl >= 0) {
    const head = words(s.slice(0, dbl));
    const tail = words(s.slice(dbl + 2));
    if (head === null || tail === null || head.length + tail.length > 7) return null;
    all = [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
  } else {
    const w = words(s);
    if (w === null || w.length !== 8) return null;
    all = w;
  }
  const out = new Uint8Array(16);
  all.forEach((w, i) => {
    out[2 * i] = w >> 8;
    out[2 * i + 1] = w & 0xff;
  });
  return out;
}

/** Classful default netmask of an abbreviated IPv4 cidr (inet_cidr_pton_ipv4). */
function classfulBits(octets: readonly number[]): number {
  const first = octets[0] ?? 0;
  let bits = first >= 240 ? 32 : first >= 224 ? 8 : first >= 192 ? 24 : first >= 128 ? 16 : 8;
  if (bits < octets.length * 8) bits = octets.length * 8;
  if (bits === 8 && first === 224) bits = 4;
  return bits;
}

/** Parses inet/cidr text input (network_in); null when malformed. */
export function parseInet(text: string, isCidr: boolean): InetValue | null {
  const slash = text.indexOf('/');
  const addr = slash < 0 ? text : text.slice(0, slash);
  const bitsText = slash < 0 ? null : text.slice(slash + 1);
  if (bitsText !== null && (!isDigits(bitsText) || bitsText.length > 3)) return null;
  if (addr.includes(':')) {
    const bytes = parseIpv6(addr);
    const bits = bitsText === null ? 128 : Number(bitsText);
    if (bytes === null || bits > 128) return null;
    return { family: 6, bytes, bits };
  }
  const octets = parseIpv4Octets(addr);
  if (octets === null) return null;
  if (bitsText === null && !isCidr && octets.length !== 4) return null;
  const bits = bitsText !== null ? Number(bitsText) : octets.length === 4 ? 32 : classfulBits(octets);
  if (bits > 32) return null;
  const bytes = new Uint8Array(4);
  octets.forEach((o, i) => (bytes[i] = o));
  return { family: 4, bytes, bits };
}

/** True when no bit beyond the netmask is set (a valid cidr). */
export function hostBitsZero(v: InetValue): boolean {
  for (let i = 0; i < v.bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, v.bits - 8 * i));
    const mask = keep === 8 ? 0 : 0xff >> keep;
    if (((v.bytes[i] ?? 0) & mask) !== 0) return false;
  }
  return true;
}

function formatIpv6(b: Uint8Array): string {
  const words = Array.from({ length: 8 }, (_, i) => ((b[2 * i] ?? 0) << 8) | (b[2 * i + 1] ?? 0));
  let best = { base: -1, len: 0 };
  let cur = { base: -1, len: 0 };
  words.forEach((w, i) => {
    if (w === 0) {
      cur = cur.base < 0 ? { base: i, len: 1 } : { base: cur.base, len: cur.len + 1 };
      if (cur.len > best.len) best = cur;
    } else cur = { base: -1, len: 0 };
  });
  if (best.len < 2) best = { base: -1, len: 0 };
  let out = '';
  for (let i = 0; i < 8; i++) {
    if (best.base >= 0 && i >= best.base && i < best.base + best.len) {
      if (i === best.base) out += ':';
      continue;
    }
    if (i !== 0) out += ':';
    if (i === 6 && best.base === 0 && (best.len === 6 || (best.len === 5 && words[5] === 0xffff))) {
      out += `${b[12]}.${b[13]}.${b[14]}.${b[15]}`;
      break;
    }
    out += words[i]!.toString(16);
  }
  if (best.base >= 0 && best.base + best.len === 8) out += ':';
  return out;
}

/** network_out: the address, then `/bits` for cidr or a non-host inet. */
export function formatInet(v: InetValue, isCidr: boolean): string {
  const addr = v.family === 4 ? Array.from(v.bytes).join('.') : formatIpv6(v.bytes);
  const max = v.family === 4 ? 32 : 128;
  return isCidr || v.bits !== max ? `${addr}/${v.bits}` : addr;
}

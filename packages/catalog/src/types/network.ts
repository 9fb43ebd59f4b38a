import { PgError } from '@pgsqlite/errors';
import { badBinary, invalidSyntax, storedString } from './codec-util.js';
import { defineType } from './define.js';
import type { PgType } from './pg-type.js';
import { formatInet, hostBitsZero, parseInet, type InetValue } from './inet-address.js';

const AF_INET = 2;
const AF_INET6 = 3;

function parseChecked(text: string, isCidr: boolean): InetValue {
  const typeName = isCidr ? 'cidr' : 'inet';
  const v = parseInet(text, isCidr);
  if (v === null) throw invalidSyntax(typeName, text);
  if (isCidr && !hostBitsZero(v)) {
    throw new PgError('invalid_text_representation', `invalid cidr value: "${text}"`, {
      detail: 'Value has bits set to right of mask.',
    });
  }
  return v;
}

/** inet_send / cidr_send: family, bits, is_cidr, address length, address bytes. */
function toBinary(v: InetValue, isCidr: boolean): Uint8Array {
  const out = new Uint8Array(4 + v.bytes.length);
  out[0] = v.family === 4 ? AF_INET : AF_INET6;
  out[1] = v.bits;
  out[2] = isCidr ? 1 : 0;
  out[3] = v.bytes.length;
  out.set(v.bytes, 4);
  return out;
}

/** inet_recv / cidr_recv, with PG's checks. */
function fromBinary(b: Uint8Array, isCidr: boolean): InetValue {
  const typeName = isCidr ? 'cidr' : 'inet';
  const family = b[0];
  if (b.length < 4 || (family !== AF_INET && family !== AF_INET6)) {
    throw new PgError('invalid_binary_representation', `invalid address family in external "${typeName}" value`);
  }
  const size = family === AF_INET ? 4 : 16;
  const bits = b[1] ?? 0;
  if (bits > size * 8) throw new PgError('invalid_binary_representation', `invalid bits in external "${typeName}" value`);
  if (b[3] !== size || b.length !== 4 + size) throw new PgError('invalid_binary_representation', `invalid length in external "${typeName}" value`);
  const v: InetValue = { family: family === AF_INET ? 4 : 6, bytes: b.slice(4), bits };
  if (isCidr && !hostBitsZero(v)) throw new PgError('invalid_binary_representation', `invalid external "cidr" value`);
  return v;
}

function networkType(isCidr: boolean): PgType {
  return defineType({
    oid: isCidr ? 650 : 869,
    name: isCidr ? 'cidr' : 'inet',
    displayName: isCidr ? 'cidr' : 'inet',
    storage: 'text',
    category: 'I',
    preferred: !isCidr,
    arrayOid: isCidr ? 651 : 1041,
    toText: (v) => storedString(v),
    fromText: (t) => formatInet(parseChecked(t, isCidr), isCidr),
    toBinary: (v) => toBinary(parseChecked(storedString(v), isCidr), isCidr),
    fromBinary: (b) => formatInet(fromBinary(b, isCidr), isCidr),
  });
}

/** inet → TEXT in its canonical output form (`192.168.1.5/24`, `::1`). */
export const inetType = networkType(false);
/** cidr → TEXT in its canonical output form (`10.0.0.0/8`). */
export const cidrType = networkType(true);

function hexByte(s: string): number | null {
  if (s.length === 0) return null;
  let n = 0;
  for (const c of s) {
    const d = parseInt(c, 16);
    if (Number.isNaN(d)) return null;
    n = n * 16 + d;
    if (n > 255) return null;
  }
  return n;
}

function splitFixed(s: string, sizes: readonly number[], seps: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  for (let k = 0; k < sizes.length; k++) {
    out.push(s.slice(i, i + sizes[k]!));
    i += sizes[k]!;
    const sep = seps[k];
    if (k < sizes.length - 1 && sep !== undefined && sep !== ' ') {
      if (s[i] !== sep) return null;
      i++;
    }
  }
  return i === s.length ? out : null;
}

/** macaddr_in: the six accepted spellings (`08:00:2b:01:02:03`, `08-00-…`, `08002b:010203`, `0800.2b01.0203`, …). */
export function parseMacaddr(text: string): Uint8Array {
  const s = text.trim();
  const candidates: (string[] | null)[] = [];
  for (const sep of [':', '-']) {
    const parts = s.split(sep);
    if (parts.length === 6) candidates.push(parts);
  }
  const two = [2, 2, 2, 2, 2, 2];
  candidates.push(splitFixed(s, two, '  :  '), splitFixed(s, two, '  -  '), splitFixed(s, two, ' . . '));
  candidates.push(splitFixed(s, two, ' - - '), splitFixed(s, two, '     '));
  for (const c of candidates) {
    if (c === null) continue;
    const bytes = c.map(hexByte);
    if (bytes.every((x) => x !== null)) return Uint8Array.from(bytes as number[]);
  }
  throw invalidSyntax('macaddr', text);
}

function formatMacaddr(b: Uint8Array): string {
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(':');
}

/** macaddr → TEXT `08:00:2b:01:02:03`. */
export const macaddrType = defineType({
  oid: 829,
  name: 'macaddr',
  displayName: 'macaddr',
  storage: 'text',
  len: 6,
  category: 'U',
  arrayOid: 1040,
  toText: (v) => storedString(v),
  fromText: (t) => formatMacaddr(parseMacaddr(t)),
  toBinary: (v) => parseMacaddr(storedString(v)),
  fromBinary: (b) => {
    if (b.length !== 6) throw badBinary();
    return formatMacaddr(b);
  },
});

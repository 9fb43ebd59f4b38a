import { PgError } from '@pgsqlite/errors';
import { badBinary, invalidSyntax, isPgSpace, storedString } from './codec-util.js';
import { defineType } from './define.js';

/**
 * macaddr8 (PostgreSQL 15 mac8.c): an EUI-64 address, stored as TEXT in its output form
 * `08:00:2b:01:02:03:04:05` (lower-case, fixed width, so text order is byte order, as macaddr's).
 * A 6-byte input becomes the 8-byte form with ff:fe inserted in the middle (EUI-48 → EUI-64).
 */
const SPACERS = new Set([':', '-', '.']);

function hexPair(s: string, i: number, text: string): number {
  const pair = s.slice(i, i + 2);
  if (!/^[0-9a-fA-F]{2}$/.test(pair)) throw invalidSyntax('macaddr8', text);
  return parseInt(pair, 16);
}

/** macaddr8_in: pairs of hex digits with one spacer kind (`:`, `-`, `.`) or none; 6 or 8 bytes; spaces around. */
export function parseMacaddr8(text: string): Uint8Array {
  let i = 0;
  while (i < text.length && isPgSpace(text[i])) i++;
  const bytes: number[] = [];
  let spacer = '';
  while (i + 1 < text.length) {
    if (bytes.length === 8) throw invalidSyntax('macaddr8', text);
    bytes.push(hexPair(text, i, text));
    i += 2;
    const c = text[i];
    if (c !== undefined && SPACERS.has(c)) {
      if (spacer === '') spacer = c;
      else if (spacer !== c) throw invalidSyntax('macaddr8', text);
      i++;
    }
    // trailing white space only after the 6th or 8th byte, and nothing after it
    if ((bytes.length === 6 || bytes.length === 8) && isPgSpace(text[i])) {
      while (i < text.length && isPgSpace(text[i])) i++;
      if (i < text.length) throw invalidSyntax('macaddr8', text);
    }
  }
  if (bytes.length === 6) return Uint8Array.from([...bytes.slice(0, 3), 0xff, 0xfe, ...bytes.slice(3)]);
  if (bytes.length !== 8) throw invalidSyntax('macaddr8', text);
  return Uint8Array.from(bytes);
}

/** The stored (output) form of a MAC address of any length: `xx:xx:…`. */
export function formatMacBytes(b: Uint8Array): string {
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join(':');
}

/** The bytes of a stored macaddr or macaddr8. */
export function macBytesOfStored(s: string): Uint8Array {
  return Uint8Array.from(s.split(':'), (h) => parseInt(h, 16));
}

/** macaddr8tomacaddr: only an address with ff:fe as its 4th and 5th bytes converts (22003 otherwise). */
export function macaddr8ToMacaddr(stored: string): string {
  const b = macBytesOfStored(stored);
  if (b[3] !== 0xff || b[4] !== 0xfe) {
    throw new PgError('numeric_value_out_of_range', 'macaddr8 data out of range to convert to macaddr', {
      hint: 'Only addresses that have FF and FE as values in the 4th and 5th bytes from the left, for example xx:xx:xx:ff:fe:xx:xx:xx, are eligible to be converted from macaddr8 to macaddr.',
    });
  }
  return formatMacBytes(Uint8Array.from([...b.slice(0, 3), ...b.slice(5)]));
}

/** macaddr8 → TEXT `08:00:2b:01:02:03:04:05`; binary 8 bytes (6 accepted on receive, as macaddr8_recv). */
export const macaddr8Type = defineType({
  oid: 774,
  name: 'macaddr8',
  displayName: 'macaddr8',
  storage: 'text',
  len: 8,
  category: 'U',
  arrayOid: 775,
  toText: (v) => storedString(v),
  fromText: (t) => formatMacBytes(parseMacaddr8(t)),
  toBinary: (v) => macBytesOfStored(storedString(v)),
  fromBinary: (b) => {
    if (b.length === 6) return formatMacBytes(Uint8Array.from([...b.slice(0, 3), 0xff, 0xfe, ...b.slice(3)]));
    if (b.length !== 8) throw badBinary();
    return formatMacBytes(b);
  },
});

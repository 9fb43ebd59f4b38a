import { badBinary, invalidSyntax, storedString } from './codec-util.js';
import { defineType } from './define.js';
import { toHex } from './bytea.js';

function hexNibble(c: string | undefined): number {
  if (c === undefined) return -1;
  const code = c.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return -1;
}

/** uuid_in: optional braces, a hyphen allowed after any group of four hex digits. */
export function parseUuidBytes(text: string): Uint8Array {
  const out = new Uint8Array(16);
  let i = 0;
  const braces = text[0] === '{';
  if (braces) i++;
  for (let k = 0; k < 16; k++) {
    const hi = hexNibble(text[i]);
    const lo = hexNibble(text[i + 1]);
    if (hi < 0 || lo < 0) throw invalidSyntax('uuid', text);
    out[k] = (hi << 4) | lo;
    i += 2;
    if (text[i] === '-' && k % 2 === 1 && k < 15) i++;
  }
  if (braces) {
    if (text[i] !== '}') throw invalidSyntax('uuid', text);
    i++;
  }
  if (i !== text.length) throw invalidSyntax('uuid', text);
  return out;
}

/** Canonical 8-4-4-4-12 lower-case form. */
export function formatUuid(b: Uint8Array): string {
  const h = toHex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** uuid → TEXT lowercase 8-4-4-4-12. */
export const uuidType = defineType({
  oid: 2950,
  name: 'uuid',
  displayName: 'uuid',
  storage: 'text',
  len: 16,
  category: 'U',
  arrayOid: 2951,
  toText: (v) => storedString(v),
  fromText: (t) => formatUuid(parseUuidBytes(t)),
  toBinary: (v) => parseUuidBytes(storedString(v)),
  fromBinary: (b) => {
    if (b.length !== 16) throw badBinary();
    return formatUuid(b);
  },
});

import { PgError } from '@pgsqlite/errors';
import { storedString, utf8Decode, utf8Encode, type Stored } from './codec-util.js';
import { defineType } from './define.js';
import { byteText, charByte, charFromText, charToText } from './char-byte.js';
import type { PgType } from './pg-type.js';

/** Length in characters (code points), as PG counts for UTF8. */
function charLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

function firstChars(s: string, n: number): string {
  let out = '';
  let i = 0;
  for (const ch of s) {
    if (i++ >= n) break;
    out += ch;
  }
  return out;
}

/**
 * varchar_input / bpchar_input: too long is 22001 unless the excess is only spaces, which are
 * dropped. bpchar is then blank-padded to n.
 */
function fitLength(text: string, typmod: number, padded: boolean): string {
  if (typmod < 4) return text;
  const n = typmod - 4;
  const len = charLength(text);
  if (len > n) {
    const head = firstChars(text, n);
    const rest = text.slice(head.length);
    for (const ch of rest) {
      if (ch !== ' ') {
        const t = padded ? 'character' : 'character varying';
        throw new PgError('string_data_right_truncation', `value too long for type ${t}(${n})`);
      }
    }
    return head;
  }
  return padded ? text + ' '.repeat(n - len) : text;
}

function stringType(oid: number, name: string, displayName: string, arrayOid: number, fit: (t: string, typmod: number) => string, preferred = false): PgType {
  return defineType({
    oid,
    name,
    displayName,
    storage: 'text',
    category: 'S',
    preferred,
    arrayOid,
    toText: (v: Stored) => storedString(v),
    fromText: (t, typmod) => fit(t, typmod),
    toBinary: (v: Stored) => utf8Encode(storedString(v)),
    binaryString: (v: Stored) => storedString(v),
    fromBinary: (b, typmod) => fit(utf8Decode(b), typmod),
  });
}

/** Truncates to NAMEDATALEN-1 = 63 bytes without splitting a character. */
function fitName(t: string): string {
  if (utf8Encode(t).length <= 63) return t;
  let out = '';
  let bytes = 0;
  for (const ch of t) {
    const l = utf8Encode(ch).length;
    if (bytes + l > 63) break;
    out += ch;
    bytes += l;
  }
  return out;
}

/** text. */
export const textType = stringType(25, 'text', 'text', 1009, (t) => t, true);
/** varchar(n). */
export const varcharType = stringType(1043, 'varchar', 'character varying', 1015, (t, m) => fitLength(t, m, false));
/** bpchar / character(n): stored blank-padded to n. */
export const bpcharType = stringType(1042, 'bpchar', 'character', 1014, (t, m) => fitLength(t, m, true));
/** name: 63 bytes at most. */
export const nameType = { ...stringType(19, 'name', 'name', 1003, fitName), len: 64 };
/** refcursor: a cursor's (portal's) name, text in and out (PostgreSQL's textin/textout). */
export const refcursorType = { ...stringType(1790, 'refcursor', 'refcursor', 2201, (t) => t), category: 'U' };
/** unknown: the type of untyped literals. */
export const unknownType = { ...stringType(705, 'unknown', 'unknown', 0, (t) => t), len: -2, category: 'X' };

/** "char": one byte. */
export const charType = defineType({
  oid: 18,
  name: 'char',
  displayName: '"char"',
  storage: 'text',
  len: 1,
  category: 'Z',
  arrayOid: 1002,
  toText: (v) => charToText(v),
  fromText: (t) => charFromText(t),
  toBinary: (v) => Uint8Array.of(charByte(v)),
  fromBinary: (b) => (b.length === 0 ? '' : byteText(b[0]!)),
});

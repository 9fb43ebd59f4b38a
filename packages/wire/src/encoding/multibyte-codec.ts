import { PgError } from '@pgsqlite/errors';
import type { ClientCodec } from './client-codec.js';
import type { MultibyteTable } from './multibyte-data.js';
import { mbLength, mbVerify } from './multibyte-rules.js';
import { untranslatableFromUtf8 } from './conversion-errors.js';

/** No character (U+FFFF is none of these encodings' characters). */
const NONE = 0xffff;

/**
 * A multi-byte client encoding (SJIS, EUC_JP, EUC_KR, GBK, BIG5) as PostgreSQL 15 converts it
 * (LocalToUtf / UtfToLocal over its maps), from the tables captured from it: the whole input is
 * verified first (22021, pg_verify_mbstr), then converted (22P05 for a sequence without a UTF8
 * character); output characters take the sequence convert_to chose.
 */
export class MultibyteCodec implements ClientCodec {
  private encodeMap: Map<number, number> | null = null;
  private readonly invalid: ReadonlySet<string>;

  constructor(
    readonly name: string,
    private readonly table: MultibyteTable,
  ) {
    this.invalid = new Set(table.invalid);
  }

  decode(bytes: Uint8Array, start: number, end: number): string {
    const kind = this.table.kind;
    for (let i = start; i < end; ) {
      const l = mbVerify(kind, bytes, i, end);
      if (l < 0) throw this.invalidSequence(bytes, i, end);
      i += l;
    }
    let out = '';
    for (let i = start; i < end; ) {
      const b = bytes[i] as number;
      if (b < 0x80) {
        out += String.fromCharCode(b);
        i++;
        continue;
      }
      const l = mbVerify(kind, bytes, i, end);
      const cp = this.lookup(bytes, i, l);
      if (cp === NONE) {
        if (l === 2 && this.invalid.has(hexOf(bytes, i, 2))) throw this.invalidSequence(bytes, i, end);
        throw new PgError('untranslatable_character', `character with byte sequence ${shown(bytes, i, Math.min(mbLength(kind, b), end - i))} in encoding "${this.name}" has no equivalent in encoding "UTF8"`);
      }
      out += String.fromCharCode(cp);
      i += l;
    }
    return out;
  }

  maxBytes(s: string): number {
    return s.length * 3;
  }

  encodeInto(s: string, from: number, buf: Uint8Array, pos: number): number {
    const map = (this.encodeMap ??= this.buildEncodeMap());
    let p = pos;
    for (let i = from; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) {
        buf[p++] = c;
        continue;
      }
      const seq = map.get(c);
      // a surrogate (a character beyond the BMP) is in none of these encodings' maps
      if (seq === undefined || (c >= 0xd800 && c <= 0xdfff)) throw untranslatableFromUtf8(s, i, this.name);
      if (seq > 0xffff) buf[p++] = seq >>> 16;
      if (seq > 0xff) buf[p++] = (seq >>> 8) & 0xff;
      buf[p++] = seq & 0xff;
    }
    return p - pos;
  }

  /** The character of the verified `l`-byte sequence at `i`, or NONE. */
  private lookup(bytes: Uint8Array, i: number, l: number): number {
    const t = this.table;
    if (l === 1) return t.single.charCodeAt((bytes[i] as number) - 0x80);
    const row = l === 3 ? t.triples[bytes[i + 1] as number] : t.leads[bytes[i] as number];
    if (row === undefined) return NONE;
    const k = (bytes[i + l - 1] as number) - row[0];
    return k >= 0 && k < row[1].length ? row[1].charCodeAt(k) : NONE;
  }

  /** Character → its bytes packed big-endian: the first sequence that decodes to it, unless convert_to chose another. */
  private buildEncodeMap(): Map<number, number> {
    const t = this.table;
    const map = new Map<number, number>();
    const put = (cp: number, seq: number): void => {
      if (cp !== NONE && !map.has(cp)) map.set(cp, seq);
    };
    for (let k = 0; k < t.single.length; k++) put(t.single.charCodeAt(k), 0x80 + k);
    for (const lead of Object.keys(t.leads).map(Number).sort((a, b) => a - b)) {
      const [first, chars] = t.leads[lead] as readonly [number, string];
      for (let k = 0; k < chars.length; k++) put(chars.charCodeAt(k), (lead << 8) | (first + k));
    }
    for (const mid of Object.keys(t.triples).map(Number).sort((a, b) => a - b)) {
      const [first, chars] = t.triples[mid] as readonly [number, string];
      for (let k = 0; k < chars.length; k++) put(chars.charCodeAt(k), 0x8f0000 | (mid << 8) | (first + k));
    }
    for (const [cp, hex] of t.extra) map.set(cp, parseInt(hex, 16));
    for (const cp of t.oneWay) map.delete(cp);
    return map;
  }

  /** report_invalid_encoding: the bytes the lead byte announces, as many as there are. */
  private invalidSequence(bytes: Uint8Array, i: number, end: number): PgError {
    const n = Math.min(mbLength(this.table.kind, bytes[i] as number), end - i);
    return new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "${this.name}": ${shown(bytes, i, n)}`);
  }
}

function shown(bytes: Uint8Array, i: number, n: number): string {
  const out: string[] = [];
  for (let k = 0; k < n; k++) out.push('0x' + (bytes[i + k] as number).toString(16).padStart(2, '0'));
  return out.join(' ');
}

function hexOf(bytes: Uint8Array, i: number, n: number): string {
  let s = '';
  for (let k = 0; k < n; k++) s += (bytes[i + k] as number).toString(16).padStart(2, '0');
  return s;
}

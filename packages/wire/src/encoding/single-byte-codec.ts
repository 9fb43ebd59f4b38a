import { PgError } from '@pgsqlite/errors';
import type { SingleByteTable } from './single-byte-data.js';
import type { ClientCodec } from './client-codec.js';
import { untranslatableFromUtf8 } from './conversion-errors.js';

/** No character: a byte PostgreSQL cannot convert to UTF8 (U+FFFF is no byte's character). */
const NONE = 0xffff;
/** Characters decoded per String.fromCharCode call (its argument count is bounded). */
const CHUNK = 8192;

/**
 * A single-byte client encoding as PostgreSQL 15 converts it (utf8_and_iso8859, utf8_and_win,
 * utf8_and_cyrillic …), from the tables captured from it: ASCII is itself, 0x80–0xFF go
 * through the table, a byte without a character is 22P05, NUL is 22021 (pg_verify_mbstr).
 */
export class SingleByteCodec implements ClientCodec {
  readonly conversion = true;
  private readonly toChar = new Uint16Array(256);
  /** Byte of each BMP character (0: none; no character above U+007F maps to NUL). */
  private readonly fromChar = new Uint8Array(65536);

  constructor(
    readonly name: string,
    table: SingleByteTable,
  ) {
    for (let b = 0; b < 0x80; b++) {
      this.toChar[b] = b;
    }
    table.decode.forEach((cp, i) => {
      this.toChar[0x80 + i] = cp < 0 ? NONE : cp;
      if (cp >= 0x80) this.fromChar[cp] = 0x80 + i;
    });
    for (const [cp] of table.oneWay) this.fromChar[cp] = 0;
    for (const [cp, b] of table.extra) this.fromChar[cp] = b;
  }

  decode(bytes: Uint8Array, start: number, end: number): string {
    // pg_verify_mbstr of the client's encoding comes first: a NUL anywhere is 22021.
    for (let i = start; i < end; i++) {
      if (bytes[i] === 0) throw new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "${this.name}": 0x00`);
    }
    const table = this.toChar;
    let out = '';
    for (let at = start; at < end; at += CHUNK) {
      const stop = Math.min(end, at + CHUNK);
      const units = new Uint16Array(stop - at);
      for (let i = at; i < stop; i++) {
        const c = table[bytes[i] as number] as number;
        if (c === NONE) {
          const hex = (bytes[i] as number).toString(16).padStart(2, '0');
          throw new PgError('untranslatable_character', `character with byte sequence 0x${hex} in encoding "${this.name}" has no equivalent in encoding "UTF8"`);
        }
        units[i - at] = c;
      }
      out += String.fromCharCode.apply(null, units as unknown as number[]);
    }
    return out;
  }

  maxBytes(s: string): number {
    return s.length;
  }

  encodeInto(s: string, from: number, buf: Uint8Array, pos: number): number {
    const table = this.fromChar;
    let p = pos;
    for (let i = from; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) buf[p++] = c;
      else {
        const b = table[c] as number;
        if (b === 0) throw untranslatableFromUtf8(s, i, this.name);
        buf[p++] = b;
      }
    }
    return p - pos;
  }
}

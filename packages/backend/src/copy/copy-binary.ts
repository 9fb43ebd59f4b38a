import { PgError } from '@pgsqlite/errors';
import { badCopyFormat } from './encoding.js';

/**
 * COPY's binary format: signature `PGCOPY\n\377\r\n\0`, int32 flags, int32 header-extension
 * length; then per tuple an int16 field count and per field an int32 length (-1 = NULL) and the
 * value in its type's binary form; int16 -1 ends the data.
 * @see https://www.postgresql.org/docs/15/sql-copy.html#id-1.9.3.55.9.4
 */

export const BINARY_SIGNATURE = Uint8Array.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]);

function badFormat(message: string): PgError {
  return badCopyFormat(message);
}

/** Incremental reader of binary COPY data. */
export class BinaryCopyReader {
  private buf = new Uint8Array(0);
  private pos = 0;
  private headerDone = false;
  /** The trailer (-1) was read. */
  ended = false;

  push(chunk: Uint8Array): void {
    const rest = this.buf.subarray(this.pos);
    const next = new Uint8Array(rest.length + chunk.length);
    next.set(rest, 0);
    next.set(chunk, rest.length);
    this.buf = next;
    this.pos = 0;
  }

  private available(n: number): boolean {
    return this.buf.length - this.pos >= n;
  }

  private int32(at: number): number {
    const b = this.buf;
    return ((b[at] as number) << 24) | ((b[at + 1] as number) << 16) | ((b[at + 2] as number) << 8) | (b[at + 3] as number);
  }

  private int16(at: number): number {
    const v = ((this.buf[at] as number) << 8) | (this.buf[at + 1] as number);
    return v >= 0x8000 ? v - 0x10000 : v;
  }

  /** Reads the file header once enough bytes are there; true when done. `final`: no more data will come. */
  private header(final: boolean): boolean {
    if (this.headerDone) return true;
    const need = BINARY_SIGNATURE.length + 8;
    if (!this.available(need)) {
      if (!final) return false;
      if (!this.available(BINARY_SIGNATURE.length) || !this.signatureOk()) throw badFormat('COPY file signature not recognized');
      throw badFormat(this.available(BINARY_SIGNATURE.length + 4) ? 'invalid COPY file header (missing length)' : 'invalid COPY file header (missing flags)');
    }
    if (!this.signatureOk()) throw badFormat('COPY file signature not recognized');
    const flags = this.int32(this.pos + BINARY_SIGNATURE.length);
    if ((flags & (1 << 16)) !== 0) throw badFormat('invalid COPY file header (WITH OIDS)');
    if ((flags & ~(1 << 16)) >>> 16 !== 0) throw badFormat('unrecognized critical flags in COPY file header');
    const ext = this.int32(this.pos + BINARY_SIGNATURE.length + 4);
    if (ext < 0) throw badFormat('invalid COPY file header (wrong length)');
    if (!this.available(need + ext)) {
      if (final) throw badFormat('invalid COPY file header (wrong length)');
      return false;
    }
    this.pos += need + ext;
    this.headerDone = true;
    return true;
  }

  private signatureOk(): boolean {
    for (let i = 0; i < BINARY_SIGNATURE.length; i++) if (this.buf[this.pos + i] !== BINARY_SIGNATURE[i]) return false;
    return true;
  }

  /**
   * The next tuple's fields (null = SQL NULL), or undefined when more bytes are needed (or the
   * trailer was reached). `final` means no more data will come: a partial tuple is an error.
   */
  next(columnCount: number, final: boolean): (Uint8Array | null)[] | undefined {
    if (this.ended || !this.header(final)) return undefined;
    if (!this.available(2)) {
      if (final && this.available(1)) throw badFormat('unexpected EOF in COPY data');
      if (final) this.ended = true;
      return undefined;
    }
    const count = this.int16(this.pos);
    if (count === -1) {
      this.ended = true;
      return undefined;
    }
    if (count !== columnCount) throw badFormat(`row field count is ${count}, expected ${columnCount}`);
    let at = this.pos + 2;
    const fields: (Uint8Array | null)[] = [];
    for (let i = 0; i < count; i++) {
      if (this.buf.length - at < 4) return this.incomplete(final);
      const len = this.int32(at);
      at += 4;
      if (len === -1) {
        fields.push(null);
        continue;
      }
      if (len < 0) throw badFormat('invalid field size');
      if (this.buf.length - at < len) return this.incomplete(final);
      fields.push(this.buf.slice(at, at + len));
      at += len;
    }
    this.pos = at;
    return fields;
  }

  private incomplete(final: boolean): undefined {
    if (final) throw badFormat('unexpected EOF in COPY data');
    return undefined;
  }
}

/** Appends one binary tuple to `parts` (values already in binary form). */
export function binaryTuple(values: readonly (Uint8Array | null)[]): Uint8Array {
  let size = 2;
  for (const v of values) size += 4 + (v === null ? 0 : v.length);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  view.setInt16(0, values.length);
  let at = 2;
  for (const v of values) {
    view.setInt32(at, v === null ? -1 : v.length);
    at += 4;
    if (v !== null) {
      out.set(v, at);
      at += v.length;
    }
  }
  return out;
}

/** Signature, flags 0 and an empty header extension. */
export function binaryHeader(): Uint8Array {
  const out = new Uint8Array(BINARY_SIGNATURE.length + 8);
  out.set(BINARY_SIGNATURE, 0);
  return out;
}

/** The int16 -1 trailer. */
export function binaryTrailer(): Uint8Array {
  return Uint8Array.from([0xff, 0xff]);
}

import { PgError } from '@pgsqlite/errors';
import { decodeUtf8Strict } from './utf8.js';
import type { ClientCodec } from './encoding/client-codec.js';

/**
 * Cursor over one frontend message body with the semantics (and the 08P01 errors) of
 * PostgreSQL's pq_getmsg* functions in src/backend/libpq/pqformat.c. Every read checks the
 * remaining length first.
 */
export class BodyReader {
  private cursor: number;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly start: number,
    private readonly end: number,
    /** The client encoding's conversion (pg_client_to_server); null: UTF-8, validated. */
    private readonly codec: ClientCodec | null = null,
  ) {
    this.cursor = start;
  }

  /** Bytes not yet read. */
  get remaining(): number {
    return this.end - this.cursor;
  }

  /** pq_getmsgbyte */
  byte(): number {
    if (this.cursor >= this.end) throw protocolViolation('no data left in message');
    return this.bytes[this.cursor++] as number;
  }

  /** pq_getmsgint(msg, 2), unsigned as PostgreSQL returns it. */
  uint16(): number {
    this.need(2);
    const b = this.bytes;
    const c = this.cursor;
    this.cursor = c + 2;
    return ((b[c] as number) << 8) | (b[c + 1] as number);
  }

  /** pq_getmsgint(msg, 2) stored into an int16. */
  int16(): number {
    const v = this.uint16();
    return v >= 0x8000 ? v - 0x10000 : v;
  }

  /** pq_getmsgint(msg, 4) stored into an int32. */
  int32(): number {
    this.need(4);
    const b = this.bytes;
    const c = this.cursor;
    this.cursor = c + 4;
    return ((b[c] as number) << 24) | ((b[c + 1] as number) << 16) | ((b[c + 2] as number) << 8) | (b[c + 3] as number);
  }

  /** pq_getmsgint(msg, 4) stored into an Oid (unsigned). */
  uint32(): number {
    return this.int32() >>> 0;
  }

  /** pq_getmsgbytes: a view of the next `n` bytes (not copied). */
  bytesView(n: number): Uint8Array {
    this.need(n);
    const v = this.bytes.subarray(this.cursor, this.cursor + n);
    this.cursor += n;
    return v;
  }

  /** Everything left, as a view. */
  rest(): Uint8Array {
    const v = this.bytes.subarray(this.cursor, this.end);
    this.cursor = this.end;
    return v;
  }

  /** pq_getmsgstring: a NUL-terminated string, converted from the client encoding (validated as UTF-8 without one). */
  cstring(): string {
    const b = this.bytes;
    let nul = this.cursor;
    while (nul < this.end && b[nul] !== 0) nul++;
    if (nul >= this.end) throw protocolViolation('invalid string in message');
    const s = this.codec === null ? decodeUtf8Strict(b, this.cursor, nul) : this.codec.decode(b, this.cursor, nul);
    this.cursor = nul + 1;
    return s;
  }

  /** pq_getmsgend: the body must be fully consumed. */
  finish(): void {
    if (this.cursor !== this.end) throw protocolViolation('invalid message format');
  }

  private need(n: number): void {
    if (n < 0 || n > this.end - this.cursor) throw protocolViolation('insufficient data left in message');
  }
}

/** An ERROR-level 08P01 (the session continues). */
export function protocolViolation(message: string): PgError {
  return new PgError('protocol_violation', message);
}

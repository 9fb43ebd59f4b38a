import { PgError, isPgError, toPgError } from '@pgsqlite/errors';
import { BodyReader } from './body-reader.js';
import type { ClientCodec } from './encoding/client-codec.js';
import { FramingError } from './framing-error.js';
import { parseFrontendBody } from './frontend-parsers.js';
import type { FrontendMessage, StartupPacket } from './messages.js';
import { MAX_STARTUP_BODY, parseStartupBody, readInt32 } from './startup.js';

/** Options of a {@link FrameReader}. */
export interface FrameReaderOptions {
  /**
   * Largest accepted length word for Query, Parse, Bind, CopyData and FunctionCall (default
   * {@link PQ_LARGE_MESSAGE_LIMIT}, as PostgreSQL). The small types (Sync, Flush, Terminate,
   * Close, Describe, Execute, CopyDone, CopyFail) are capped at 10000, or at this value if lower.
   * Checked on the length word, before any byte of the body is buffered.
   */
  maxMessageLength?: number;
}

/** PostgreSQL's PQ_LARGE_MESSAGE_LIMIT: MaxAllocSize − 1, the largest length word it accepts. */
export const PQ_LARGE_MESSAGE_LIMIT = 0x3fffffff - 1;
const DEFAULT_MAX_MESSAGE_LENGTH = PQ_LARGE_MESSAGE_LIMIT;
/** PQ_SMALL_MESSAGE_LIMIT */
const SMALL_LIMIT = 10000;
/** PG_MAX_AUTH_TOKEN_LENGTH: the limit PostgreSQL applies to password and SASL messages. */
const AUTH_LIMIT = 65535;

/** Per type byte: 1 = large message, 2 = small message, 3 = authentication message. */
const KIND = new Uint8Array(256);
for (const c of 'QPBdF') KIND[c.charCodeAt(0)] = 1;
for (const c of 'SHXCDEcf') KIND[c.charCodeAt(0)] = 2;
KIND['p'.charCodeAt(0)] = 3;

/**
 * Splits the client's byte stream into startup packets and frontend messages. Bytes are kept
 * without copying where possible: a pushed chunk is referenced, not copied, so the caller must
 * not modify it afterwards; the Uint8Arrays in decoded messages are views that stay valid.
 * Every length is checked before it is trusted, and nothing but {@link FramingError} (close the
 * connection) or PgError (ERROR, the session continues) is ever thrown.
 * @see https://www.postgresql.org/docs/15/protocol-overview.html#PROTOCOL-MESSAGE-CONCEPTS
 */
export class FrameReader {
  private buf: Uint8Array = new Uint8Array(0);
  private start = 0;
  private end = 0;
  /** Whether `buf` is ours, so bytes past `end` may be written. */
  private owned = false;
  /** Length of the frame being waited for, to size the buffer once. */
  private wanted = 0;
  private readonly largeLimit: number;
  private readonly smallLimit: number;
  private readonly authLimit: number;
  private lastType: string | null = null;
  /** After authentication 'p' is no message type at all (postgres.c SocketBackend). */
  private authenticated = false;

  /** The client encoding message strings are converted from (null: UTF-8). */
  private codec: ClientCodec | null = null;

  constructor(options: FrameReaderOptions = {}) {
    const max = options.maxMessageLength ?? DEFAULT_MAX_MESSAGE_LENGTH;
    this.largeLimit = max;
    this.smallLimit = Math.min(max, SMALL_LIMIT);
    this.authLimit = Math.min(max, AUTH_LIMIT);
  }

  /** Strings of the messages read from now on are in this client encoding (null: UTF8 / SQL_ASCII). */
  setClientCodec(codec: ClientCodec | null): void {
    this.codec = codec;
  }

  /**
   * Authentication is over: from now on a PasswordMessage/SASL response ('p') is an invalid
   * message type (FATAL 08P01, before its length is read), as in PostgreSQL.
   */
  endAuthentication(): void {
    this.authenticated = true;
  }

  /** Bytes buffered but not yet consumed. */
  get pending(): number {
    return this.end - this.start;
  }

  /**
   * Type byte (one-character string) of the next message already buffered, or null when no byte
   * of it has arrived. Lets the session see that an Execute is the last message before Sync.
   */
  peekType(): string | null {
    if (this.start >= this.end) return null;
    return String.fromCharCode(this.buf[this.start] as number);
  }

  /**
   * Type byte (as a one-character string) of the last message consumed by nextMessage, also
   * when its body was malformed: the session needs it to know whether the failed message was
   * part of the extended protocol (then it skips to Sync) or of COPY.
   */
  get lastMessageType(): string | null {
    return this.lastType;
  }

  /** Appends received bytes. Amortised O(1) per byte: the buffer grows by doubling. */
  push(chunk: Uint8Array): void {
    const n = chunk.length;
    if (n === 0) return;
    if (this.start === this.end) {
      this.buf = chunk;
      this.start = 0;
      this.end = n;
      this.owned = false;
      return;
    }
    if (this.owned && this.buf.length - this.end >= n) {
      this.buf.set(chunk, this.end);
      this.end += n;
      return;
    }
    const have = this.end - this.start;
    // Double, but never allocate ahead of bytes actually received; fit exactly when the frame ends sooner.
    const size = this.wanted >= have + n && this.wanted < (have + n) * 2 ? this.wanted : (have + n) * 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(this.start, this.end), 0);
    next.set(chunk, have);
    this.buf = next;
    this.start = 0;
    this.end = have + n;
    this.owned = true;
  }

  /** Startup phase: the next startup packet, or null if more bytes are needed. */
  nextStartup(): StartupPacket | null {
    const avail = this.end - this.start;
    if (avail < 4) return null;
    const len = readInt32(this.buf, this.start);
    const bodyLen = len - 4;
    if (bodyLen < 4 || bodyLen > MAX_STARTUP_BODY) throw new FramingError('invalid length of startup packet', null);
    if (avail < len) {
      this.wanted = len;
      return null;
    }
    const at = this.start + 4;
    this.consume(len);
    try {
      return parseStartupBody(this.buf, at, bodyLen);
    } catch (e) {
      throw e instanceof FramingError ? e : new FramingError(String(e), toPgError(e));
    }
  }

  /** After startup: the next frontend message, or null if more bytes are needed. */
  nextMessage(): FrontendMessage | null {
    const avail = this.end - this.start;
    if (avail < 1) return null;
    const type = this.buf[this.start] as number;
    const limit = this.limitFor(type);
    if (limit === 0) {
      const message = `invalid frontend message type ${type}`;
      throw new FramingError(message, new PgError('protocol_violation', message, { severity: 'FATAL' }));
    }
    if (avail < 5) return null;
    const len = readInt32(this.buf, this.start + 1);
    // PostgreSQL logs this one (COMMERROR) and closes without telling the client.
    if (len < 4 || len > limit) throw new FramingError('invalid message length', null);
    if (avail < len + 1) {
      this.wanted = len + 1;
      return null;
    }
    const bodyStart = this.start + 5;
    this.consume(len + 1);
    this.lastType = String.fromCharCode(type);
    try {
      return parseFrontendBody(type, new BodyReader(this.buf, bodyStart, bodyStart + len - 4, this.codec));
    } catch (e) {
      throw isPgError(e) ? e : toPgError(e);
    }
  }

  private limitFor(type: number): number {
    switch (KIND[type]) {
      case 1:
        return this.largeLimit;
      case 2:
        return this.smallLimit;
      case 3:
        return this.authenticated ? 0 : this.authLimit;
      default:
        return 0;
    }
  }

  private consume(n: number): void {
    this.start += n;
    this.wanted = 0;
  }
}

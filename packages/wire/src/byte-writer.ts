import type { ClientCodec } from './encoding/client-codec.js';

/** Shared UTF-8 encoder. */
export const encoder = new TextEncoder();

/**
 * A growable big-endian byte buffer: pre-sized, grows by doubling, strings encoded in place
 * (ASCII fast path, TextEncoder.encodeInto otherwise). Base of {@link MessageWriter}.
 */
export class ByteWriter {
  protected buf: Uint8Array;
  protected view: DataView;
  protected pos = 0;
  /** Start of the message being written: a string the client encoding cannot hold drops it. */
  protected frameStart = 0;
  /** The client encoding's conversion; null: strings go as UTF-8 (client_encoding UTF8 or SQL_ASCII). */
  protected codec: ClientCodec | null = null;
  private readonly initialSize: number;

  constructor(initialSize = 16 * 1024) {
    this.initialSize = initialSize;
    this.buf = new Uint8Array(initialSize);
    this.view = new DataView(this.buf.buffer);
  }

  /** Bytes written and not yet taken. */
  get length(): number {
    return this.pos;
  }

  /** Returns the bytes written so far and resets the writer. */
  take(): Uint8Array {
    const n = this.pos;
    this.pos = 0;
    if (n * 2 < this.buf.length) return this.buf.slice(0, n);
    // Mostly full: hand the buffer over instead of copying it, and start a fresh one of the
    // same size (a steady stream of large batches should not grow from scratch each time),
    // unless it grew past 1 MiB for one huge batch.
    const out = this.buf.subarray(0, n);
    this.buf = new Uint8Array(this.buf.length <= 1 << 20 ? this.buf.length : this.initialSize);
    this.view = new DataView(this.buf.buffer);
    return out;
  }

  /**
   * The bytes written so far as a view of the writer's own memory, and resets the writer: the view
   * is valid until the next write (for a caller that copies it at once). Memory grown past 1 MiB
   * for one large message is let go.
   */
  takeView(): Uint8Array {
    const out = this.buf.subarray(0, this.pos);
    this.pos = 0;
    if (this.buf.length > 1 << 20) {
      this.buf = new Uint8Array(this.initialSize);
      this.view = new DataView(this.buf.buffer);
    }
    return out;
  }

  /** Makes room for `n` more bytes. */
  protected ensure(n: number): void {
    if (this.pos + n > this.buf.length) this.grow(this.pos + n);
  }

  private grow(need: number): void {
    let size = Math.max(this.buf.length * 2, 64);
    while (size < need) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }

  protected byte(v: number): void {
    this.ensure(1);
    this.buf[this.pos++] = v;
  }

  protected int16(v: number): void {
    this.ensure(2);
    this.view.setInt16(this.pos, v);
    this.pos += 2;
  }

  protected int32(v: number): void {
    this.ensure(4);
    this.view.setInt32(this.pos, v);
    this.pos += 4;
  }

  /** An unsigned 32-bit value such as an OID. */
  protected uint32(v: number): void {
    this.ensure(4);
    this.view.setUint32(this.pos, v >>> 0);
    this.pos += 4;
  }

  protected bytes(b: Uint8Array): void {
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** Writes `s` as UTF-8 without a terminator; returns the number of bytes written. */
  protected utf8(s: string): number {
    const n = s.length;
    if (n < 64) {
      this.ensure(n);
      const b = this.buf;
      const p = this.pos;
      let i = 0;
      for (; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) break;
        b[p + i] = c;
      }
      if (i === n) {
        this.pos = p + n;
        return n;
      }
    }
    if (this.codec !== null) return this.converted(s, this.codec);
    this.ensure(n * 3);
    const { written } = encoder.encodeInto(s, this.buf.subarray(this.pos));
    this.pos += written;
    return written;
  }

  /**
   * `s` in the client encoding (pg_server_to_client). A character it lacks is 22P05 and the
   * message being written is dropped, so the buffer never holds half a message.
   */
  private converted(s: string, codec: ClientCodec): number {
    this.ensure(codec.maxBytes(s));
    try {
      const written = codec.encodeInto(s, 0, this.buf, this.pos);
      this.pos += written;
      return written;
    } catch (e) {
      this.pos = this.frameStart;
      throw e;
    }
  }

  /**
   * Writes `s` as a NUL-terminated string. A NUL inside `s` would break the framing, so the
   * string is cut there, as a C string in PostgreSQL would be.
   */
  protected cstring(s: string): void {
    const from = this.pos;
    this.utf8(s);
    const b = this.buf;
    for (let i = from; i < this.pos; i++) {
      if (b[i] === 0) {
        this.pos = i;
        break;
      }
    }
    this.byte(0);
  }
}

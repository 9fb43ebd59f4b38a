import type { OpenOptions, SqlValue } from '@pgsqlite/engine';
import type { PgErrorFields } from '@pgsqlite/errors';
import type { WorkerReply, WorkerRequest } from './messages.js';

/**
 * A compact binary form of {@link WorkerRequest} and {@link WorkerReply} written straight into
 * the shared memory of a {@link SharedChannel}, so that a point query crosses threads without a
 * structured clone or a MessagePort. Little-endian; strings UTF-8 with a u32 byte length.
 * Values: tag byte 0 null, 1 float64, 2 int64 (bigint), 3 text, 4 blob, 5 ASCII text (read as
 * Latin-1, which skips UTF-8 decoding: ~25 % less per string value).
 */

const REQ_OPEN = 1;
const REQ_RUN = 2;
const REQ_ATOMIC = 3;
const REQ_CLOSE = 4;
/** A run request with a statement to run first (Executor.runAfter). */
const REQ_RUN_AFTER = 5;
const REQ_STREAM = 6;
const REQ_NEXT = 7;
const REQ_UNSTREAM = 8;
const REQ_ATOMIC_THEN = 9;
const REP_OK = 10;
const REP_OK_ROWS = 11;
const REP_ERROR = 12;
/** A reply whose rows come encoded (WorkerReply.encoded): a row count, then the bytes. */
const REP_OK_ENCODED = 13;

const T_NULL = 0;
const T_FLOAT = 1;
const T_BIGINT = 2;
const T_TEXT = 3;
const T_BLOB = 4;
const T_ASCII = 5;

/** Thrown when a message does not fit the area; the caller sends it another way. */
export class ChannelOverflow extends Error {}

const encoder = new TextEncoder();

/** Writes into a byte area (a view of shared memory) from offset 0. */
export class ByteWriter {
  pos = 0;
  readonly #u8: Uint8Array;
  readonly #dv: DataView;
  constructor(area: Uint8Array) {
    this.#u8 = area;
    this.#dv = new DataView(area.buffer, area.byteOffset, area.byteLength);
  }
  #room(n: number): void {
    if (this.pos + n > this.#u8.length) throw new ChannelOverflow('message does not fit the shared area');
  }
  u8(v: number): void {
    this.#room(1);
    this.#u8[this.pos++] = v;
  }
  u32(v: number): void {
    this.#room(4);
    this.#dv.setUint32(this.pos, v, true);
    this.pos += 4;
  }
  f64(v: number): void {
    this.#room(8);
    this.#dv.setFloat64(this.pos, v, true);
    this.pos += 8;
  }
  i64(v: bigint): void {
    this.#room(8);
    this.#dv.setBigInt64(this.pos, v, true);
    this.pos += 8;
  }
  /** Writes a u32 byte length and the UTF-8 of `s`; returns the byte length (= s.length: all ASCII). */
  str(s: string): number {
    const at = this.pos;
    this.#room(4);
    this.pos += 4;
    let n = s.length;
    // ASCII fast path: one byte per character, no native call.
    const u8 = this.#u8;
    if (n <= 64 && this.pos + n <= u8.length) {
      let i = 0;
      for (; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c > 0x7f) break;
        u8[this.pos + i] = c;
      }
      if (i === n) {
        this.#dv.setUint32(at, n, true);
        this.pos += n;
        return n;
      }
    }
    const { read, written } = encoder.encodeInto(s, u8.subarray(this.pos));
    if (read < s.length) throw new ChannelOverflow('message does not fit the shared area');
    n = written;
    this.#dv.setUint32(at, n, true);
    this.pos += n;
    return n;
  }
  bytes(b: Uint8Array): void {
    this.u32(b.length);
    this.#room(b.length);
    this.#u8.set(b, this.pos);
    this.pos += b.length;
  }
  value(v: SqlValue): void {
    if (v === null) this.u8(T_NULL);
    else if (typeof v === 'number') {
      this.u8(T_FLOAT);
      this.f64(v);
    } else if (typeof v === 'bigint') {
      this.u8(T_BIGINT);
      this.i64(v);
    } else if (typeof v === 'string') {
      const tagAt = this.pos;
      this.u8(T_TEXT);
      // as many bytes as UTF-16 units only when every character is ASCII
      if (this.str(v) === v.length) this.#u8[tagAt] = T_ASCII;
    } else {
      this.u8(T_BLOB);
      this.bytes(v);
    }
  }
}

/** The longest ASCII value a streamed batch cuts from the message's Latin-1 string (ByteReader.ascii). */
const SHARED_MAX = 64;

/** Reads what a {@link ByteWriter} wrote; blobs are copied out of the area. */
export class ByteReader {
  pos = 0;
  readonly #u8: Uint8Array;
  readonly #dv: DataView;
  /** The same memory as a Buffer: strings are made by one native UTF-8 decode, with no copy. */
  readonly #buf: Buffer;
  /** ASCII strings are cut from one Latin-1 string of the message (see ascii()). */
  readonly #shared: boolean;
  /** The message as Latin-1 characters (ascii()), made when first needed. */
  #latin1: string | null = null;
  constructor(area: Uint8Array, shared = false) {
    this.#shared = shared;
    this.#u8 = area;
    this.#dv = new DataView(area.buffer, area.byteOffset, area.byteLength);
    this.#buf = Buffer.from(area.buffer, area.byteOffset, area.byteLength);
  }
  u8(): number {
    return this.#u8[this.pos++] ?? 0;
  }
  u32(): number {
    const v = this.#dv.getUint32(this.pos, true);
    this.pos += 4;
    return v;
  }
  f64(): number {
    const v = this.#dv.getFloat64(this.pos, true);
    this.pos += 8;
    return v;
  }
  i64(): bigint {
    const v = this.#dv.getBigInt64(this.pos, true);
    this.pos += 8;
    return v;
  }
  str(): string {
    const n = this.u32();
    const start = this.pos;
    this.pos += n;
    return this.#buf.toString('utf8', start, start + n);
  }
  /**
   * A string written all ASCII: its bytes as Latin-1 (the same characters, no UTF-8 decoding).
   * Reading a streamed batch (`shared`), a short one is cut from one Latin-1 string of the whole
   * message made at the first such value: a substring costs a fraction of a native decode per value
   * (~20 against ~90 ns, 1000 rows of short texts). Such values may keep that string (at most
   * the area's size) alive while they live, fine for rows on their way to a client, not for
   * values kept long (catalog loads: not streamed).
   */
  ascii(): string {
    const n = this.u32();
    const start = this.pos;
    this.pos += n;
    // A long value's decode is mostly its copy: that one natively, and as a string of its own.
    if (!this.#shared || n > SHARED_MAX) return this.#buf.toString('latin1', start, start + n);
    const all = (this.#latin1 ??= this.#buf.toString('latin1'));
    return all.slice(start, start + n);
  }
  /**
   * Bytes copied out of the area into memory that is not zeroed first (a reply's encoded rows, up
   * to the area's size): Uint8Array#slice zeroes a new buffer before its copy, and TypedArray#set
   * from shared memory copies ~4× slower than Buffer#copy's memmove (650 KB: 131 against 35 µs).
   */
  bytesCopy(): Uint8Array {
    const n = this.u32();
    const out = Buffer.allocUnsafeSlow(n);
    this.#buf.copy(out, 0, this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  bytes(): Uint8Array {
    const n = this.u32();
    const out = this.#u8.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }
  value(): SqlValue {
    switch (this.u8()) {
      case T_NULL:
        return null;
      case T_FLOAT:
        return this.f64();
      case T_BIGINT:
        return this.i64();
      case T_ASCII:
        return this.ascii();
      case T_TEXT:
        return this.str();
      default:
        return this.bytes();
    }
  }
}

/** Encodes a request; throws {@link ChannelOverflow} when it does not fit. Returns its length. */
export function encodeRequest(area: Uint8Array, req: WorkerRequest): number {
  const w = new ByteWriter(area);
  switch (req.op) {
    case 'open':
      w.u8(REQ_OPEN);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      w.str(JSON.stringify(req.options));
      break;
    case 'run':
      w.u8(req.first === undefined ? REQ_RUN : REQ_RUN_AFTER);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      prelude(w, req.prelude, req.seq);
      if (req.first !== undefined) w.str(req.first);
      w.str(req.sql);
      w.u32(req.params.length);
      for (const p of req.params) w.value(p);
      break;
    case 'atomic':
      w.u8(req.then === undefined ? REQ_ATOMIC : REQ_ATOMIC_THEN);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      prelude(w, req.prelude, req.seq);
      w.u32(req.steps.length);
      for (const s of req.steps) w.str(s);
      if (req.then !== undefined) w.str(req.then);
      break;
    case 'close':
      w.u8(REQ_CLOSE);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      break;
    case 'stream':
      w.u8(REQ_STREAM);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      prelude(w, req.prelude, req.seq);
      w.u32(req.max);
      w.str(req.sql);
      w.u32(req.params.length);
      for (const p of req.params) w.value(p);
      break;
    case 'next':
      w.u8(REQ_NEXT);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      w.u32(req.max);
      prelude(w, req.encoding);
      break;
    case 'unstream':
      w.u8(REQ_UNSTREAM);
      w.u32(req.id);
      w.u32(req.conn ?? 0);
      break;
  }
  return w.pos;
}

/** Decodes a request written by {@link encodeRequest}. */
export function decodeRequest(area: Uint8Array): WorkerRequest {
  const r = new ByteReader(area);
  const kind = r.u8();
  const id = r.u32();
  const conn = r.u32();
  switch (kind) {
    case REQ_OPEN:
      return { op: 'open', id, conn, options: JSON.parse(r.str()) as OpenOptions };
    case REQ_RUN:
    case REQ_RUN_AFTER: {
      const pre = readPrelude(r);
      const first = kind === REQ_RUN_AFTER ? r.str() : undefined;
      const sql = r.str();
      const n = r.u32();
      const params: SqlValue[] = new Array<SqlValue>(n);
      for (let i = 0; i < n; i++) params[i] = r.value();
      const req: WorkerRequest = first === undefined ? { op: 'run', id, conn, sql, params } : { op: 'run', id, conn, sql, params, first };
      if (pre.prelude !== undefined) req.prelude = pre.prelude;
      if (pre.seq !== undefined) req.seq = pre.seq;
      return req;
    }
    case REQ_ATOMIC:
    case REQ_ATOMIC_THEN: {
      const pre = readPrelude(r);
      const n = r.u32();
      const steps: string[] = [];
      for (let i = 0; i < n; i++) steps.push(r.str());
      const req: WorkerRequest = { op: 'atomic', id, conn, steps, ...pre };
      if (kind === REQ_ATOMIC_THEN) req.then = r.str();
      return req;
    }
    case REQ_STREAM: {
      const pre = readPrelude(r);
      const max = r.u32();
      const sql = r.str();
      const n = r.u32();
      const params: SqlValue[] = new Array<SqlValue>(n);
      for (let i = 0; i < n; i++) params[i] = r.value();
      return { op: 'stream', id, conn, sql, params, max, ...pre };
    }
    case REQ_NEXT: {
      const max = r.u32();
      return r.u8() === 1 ? { op: 'next', id, conn, max, encoding: r.str() } : { op: 'next', id, conn, max };
    }
    case REQ_UNSTREAM:
      return { op: 'unstream', id, conn };
    default:
      return { op: 'close', id, conn };
  }
}

/**
 * An optional text (a prelude, a next request's encoding) and the sequence state: a flag byte
 * (bit 0 text, bit 1 seq), then the texts.
 */
function prelude(w: ByteWriter, text: string | undefined, seq?: string): void {
  w.u8((text === undefined ? 0 : 1) | (seq === undefined ? 0 : 2));
  if (text !== undefined) w.str(text);
  if (seq !== undefined) w.str(seq);
}

/** Reads what {@link prelude} wrote. */
function readPrelude(r: ByteReader): { prelude?: string; seq?: string } {
  const flags = r.u8();
  if (flags === 0) return {};
  const out: { prelude?: string; seq?: string } = {};
  if ((flags & 1) === 1) out.prelude = r.str();
  if ((flags & 2) === 2) out.seq = r.str();
  return out;
}

/** Reply state byte: bit 0 inTx, bit 1 sticky, bit 2 more (a stream has rows left), bit 3 scratch, bit 4 seq (its text follows). */
const stateByte = (rep: WorkerReply): number =>
  (rep.inTx ? 1 : 0) | (rep.sticky === true ? 2 : 0) | (rep.ok && rep.more === true ? 4 : 0) | (rep.scratch === true ? 8 : 0) | (rep.seq !== undefined ? 16 : 0);

/** Encodes a reply; throws {@link ChannelOverflow} when it does not fit. Returns its length. */
export function encodeReply(area: Uint8Array, rep: WorkerReply): number {
  const w = new ByteWriter(area);
  if (!rep.ok) {
    w.u8(REP_ERROR);
    w.u32(rep.id);
    w.u8(stateByte(rep));
    if (rep.seq !== undefined) w.str(rep.seq);
    w.str(JSON.stringify(rep.error));
    return w.pos;
  }
  const encoded = rep.encoded;
  w.u8(encoded !== undefined ? REP_OK_ENCODED : rep.rows === null ? REP_OK : REP_OK_ROWS);
  w.u32(rep.id);
  w.u8(stateByte(rep));
  if (rep.seq !== undefined) w.str(rep.seq);
  w.f64(rep.changes);
  if (encoded !== undefined) {
    w.u32(encoded.count);
    w.bytes(encoded.bytes);
  } else if (rep.rows !== null) {
    w.u32(rep.rows.length);
    for (const row of rep.rows) {
      w.u32(row.length);
      for (const v of row) w.value(v);
    }
  }
  return w.pos;
}

/** Decodes a reply written by {@link encodeReply}. */
export function decodeReply(area: Uint8Array): WorkerReply {
  return decodeReplyWith(new ByteReader(area));
}

/**
 * Decodes a reply to a stream or next request: its rows go to a client, so their ASCII strings
 * may share the message's memory (ByteReader.ascii).
 */
export function decodeStreamReply(area: Uint8Array): WorkerReply {
  return decodeReplyWith(new ByteReader(area, true));
}

function decodeReplyWith(r: ByteReader): WorkerReply {
  const kind = r.u8();
  const id = r.u32();
  const state = r.u8();
  const inTx = (state & 1) === 1;
  const sticky = (state & 2) === 2;
  const more = (state & 4) === 4;
  const scratch = (state & 8) === 8;
  const seq = (state & 16) === 16 ? { seq: r.str() } : null;
  if (kind === REP_ERROR) return { id, ok: false, error: JSON.parse(r.str()) as PgErrorFields, inTx, sticky, scratch, ...seq };
  const changes = r.f64();
  if (kind === REP_OK) return { id, ok: true, rows: null, changes, inTx, sticky, scratch, ...seq };
  if (kind === REP_OK_ENCODED) {
    const count = r.u32();
    const encoded = { count, bytes: r.bytesCopy() };
    return more ? { id, ok: true, rows: [], changes, inTx, sticky, scratch, more, encoded, ...seq } : { id, ok: true, rows: [], changes, inTx, sticky, scratch, encoded, ...seq };
  }
  const n = r.u32();
  const rows: SqlValue[][] = new Array<SqlValue[]>(n);
  for (let i = 0; i < n; i++) {
    const width = r.u32();
    const row: SqlValue[] = new Array<SqlValue>(width);
    for (let j = 0; j < width; j++) row[j] = r.value();
    rows[i] = row;
  }
  const rep: WorkerReply = more ? { id, ok: true, rows, changes, inTx, sticky, scratch, more } : { id, ok: true, rows, changes, inTx, sticky, scratch };
  if (seq !== null) rep.seq = seq.seq;
  return rep;
}

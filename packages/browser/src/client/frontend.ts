/**
 * Frontend (client) messages of protocol v3, encoded for the session behind `execProtocol`.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */
const encoder = new TextEncoder();

/** A growable byte buffer with PostgreSQL's framing. */
class Frames {
  #buf = new Uint8Array(256);
  #len = 0;
  #start = 0;

  #room(n: number): void {
    if (this.#len + n <= this.#buf.length) return;
    const next = new Uint8Array(Math.max(this.#buf.length * 2, this.#len + n));
    next.set(this.#buf.subarray(0, this.#len));
    this.#buf = next;
  }

  begin(type: string | null): this {
    if (type !== null) this.byte(type.charCodeAt(0));
    this.#start = this.#len;
    return this.int32(0);
  }

  end(): this {
    const length = this.#len - this.#start;
    new DataView(this.#buf.buffer).setInt32(this.#start, length);
    return this;
  }

  byte(b: number): this {
    this.#room(1);
    this.#buf[this.#len++] = b;
    return this;
  }

  int16(n: number): this {
    this.#room(2);
    new DataView(this.#buf.buffer).setInt16(this.#len, n);
    this.#len += 2;
    return this;
  }

  int32(n: number): this {
    this.#room(4);
    new DataView(this.#buf.buffer).setInt32(this.#len, n);
    this.#len += 4;
    return this;
  }

  bytes(b: Uint8Array): this {
    this.#room(b.length);
    this.#buf.set(b, this.#len);
    this.#len += b.length;
    return this;
  }

  cstring(s: string): this {
    return this.bytes(encoder.encode(s)).byte(0);
  }

  take(): Uint8Array {
    return this.#buf.slice(0, this.#len);
  }
}

/** StartupMessage (protocol 3.0) with the given parameters. */
export function startupMessage(params: Record<string, string>): Uint8Array {
  const f = new Frames().begin(null).int32(196608);
  for (const [k, v] of Object.entries(params)) f.cstring(k).cstring(v);
  return f.byte(0).end().take();
}

/** Query: the simple protocol (one or more statements). */
export function queryMessage(sql: string): Uint8Array {
  return new Frames().begin('Q').cstring(sql).end().take();
}

/** A parameter value in text format (null is SQL NULL). */
export type TextParam = string | null;

/**
 * Parse (unnamed, types left to the server) + Bind (text parameters, text results) + Describe
 * portal + Execute (all rows) + Sync: one statement through the extended protocol.
 */
export function extendedQuery(sql: string, params: readonly TextParam[]): Uint8Array {
  const f = new Frames();
  f.begin('P').cstring('').cstring(sql).int16(0).end();
  f.begin('B').cstring('').cstring('').int16(0).int16(params.length);
  for (const p of params) {
    if (p === null) f.int32(-1);
    else {
      const bytes = encoder.encode(p);
      f.int32(bytes.length).bytes(bytes);
    }
  }
  f.int16(0).end();
  f.begin('D').byte(0x50).cstring('').end();
  f.begin('E').cstring('').int32(0).end();
  f.begin('S').end();
  return f.take();
}

/** CopyData + CopyDone (or CopyFail with a message). */
export function copyInData(data: Uint8Array | null, fail?: string): Uint8Array {
  const f = new Frames();
  if (data !== null && data.length > 0) f.begin('d').bytes(data).end();
  if (fail !== undefined) f.begin('f').cstring(fail).end();
  else f.begin('c').end();
  return f.take();
}

/** Terminate. */
export function terminateMessage(): Uint8Array {
  return new Frames().begin('X').end().take();
}

import { connect, type Socket } from 'node:net';

/** One backend message as it came off the wire (type byte and body). */
export interface RawMessage {
  type: string;
  body: Buffer;
}

/**
 * A bare TCP client for protocol tests: writes bytes built by hand, reads backend messages.
 * `expectSslByte` makes the first byte read a lone SSL answer ('N'/'S') instead of a message.
 */
export class RawClient {
  readonly socket: Socket;
  readonly closed: Promise<void>;
  #buffer = Buffer.alloc(0);
  #waiters: (() => void)[] = [];
  #ended = false;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (d: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, d]);
      this.#wake();
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.#ended = true;
        this.#wake();
        resolve();
      }),
    );
  }

  static async connect(host: string, port: number): Promise<RawClient> {
    const socket = connect(port, host);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawClient(socket);
  }

  write(bytes: Uint8Array): void {
    this.socket.write(bytes);
  }

  /** Everything received and not yet consumed. */
  get buffered(): Buffer {
    return this.#buffer;
  }

  /** Reads exactly one raw byte (the SSLRequest answer). */
  async readByte(timeoutMs = 5000): Promise<string | null> {
    await this.#until(() => this.#buffer.length >= 1, timeoutMs);
    if (this.#buffer.length === 0) return null;
    const b = this.#buffer.subarray(0, 1).toString('latin1');
    this.#buffer = this.#buffer.subarray(1);
    return b;
  }

  /** Next backend message, or null when the connection closed first. */
  async next(timeoutMs = 5000): Promise<RawMessage | null> {
    await this.#until(() => this.#complete() !== null, timeoutMs);
    const length = this.#complete();
    if (length === null) return null;
    const type = this.#buffer.subarray(0, 1).toString('latin1');
    const body = this.#buffer.subarray(5, 1 + length);
    this.#buffer = this.#buffer.subarray(1 + length);
    return { type, body };
  }

  /** Messages up to and including the first of type `type` (e.g. 'Z'). */
  async until(type: string, timeoutMs = 5000): Promise<RawMessage[]> {
    const out: RawMessage[] = [];
    for (;;) {
      const m = await this.next(timeoutMs);
      if (m === null) throw new Error(`connection closed before '${type}'; got ${out.map((x) => x.type).join('')}`);
      out.push(m);
      if (m.type === type) return out;
    }
  }

  /** Resolves true when the server closed the connection within `timeoutMs`. */
  async waitClosed(timeoutMs = 5000): Promise<boolean> {
    await this.#until(() => this.#ended, timeoutMs);
    return this.#ended;
  }

  end(): void {
    this.socket.destroy();
  }

  #complete(): number | null {
    if (this.#buffer.length < 5) return null;
    const length = this.#buffer.readInt32BE(1);
    return this.#buffer.length >= 1 + length ? length : null;
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const w of waiters) w();
  }

  async #until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && !this.#ended && Date.now() < deadline) {
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.#waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }
}

/** ErrorResponse / NoticeResponse fields by their one-letter code. */
export function errorFields(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  let i = 0;
  while (i < body.length && body[i] !== 0) {
    const code = String.fromCharCode(body[i] ?? 0);
    const end = body.indexOf(0, i + 1);
    fields[code] = body.subarray(i + 1, end).toString('utf8');
    i = end + 1;
  }
  return fields;
}

// ------------------------------------------------------------------ frontend encoders

function cstr(s: string): Buffer {
  return Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
}

function int32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

/** An Int16 (a count up to 65,535 written as the unsigned value PostgreSQL reads it as). */
function int16(n: number): Buffer {
  const b = Buffer.alloc(2);
  if (n > 32767) b.writeUInt16BE(n);
  else b.writeInt16BE(n);
  return b;
}

/** A typed frontend message: type byte, Int32 length (self-inclusive), body. */
export function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  return Buffer.concat([Buffer.from(type, 'latin1'), int32(body.length + 4), body]);
}

/** StartupMessage for protocol 3.0. */
export function startupMessage(params: Record<string, string> = { user: 'postgres', database: 'postgres' }): Buffer {
  const body = Buffer.concat([int32(196608), ...Object.entries(params).flatMap(([k, v]) => [cstr(k), cstr(v)]), Buffer.from([0])]);
  return Buffer.concat([int32(body.length + 4), body]);
}

export const sslRequest = (): Buffer => Buffer.concat([int32(8), int32(80877103)]);
export const query = (sql: string): Buffer => message('Q', cstr(sql));
export const parse = (sql: string, name = '', types: number[] = []): Buffer =>
  message('P', Buffer.concat([cstr(name), cstr(sql), int16(types.length), ...types.map(int32)]));
export const bind = (portal = '', statement = '', params: (string | null)[] = []): Buffer =>
  message(
    'B',
    Buffer.concat([
      cstr(portal),
      cstr(statement),
      int16(0),
      int16(params.length),
      ...params.map((p) => (p === null ? int32(-1) : Buffer.concat([int32(Buffer.byteLength(p)), Buffer.from(p)]))),
      int16(0),
    ]),
  );
export const describePortal = (name = ''): Buffer => message('D', Buffer.concat([Buffer.from('P'), cstr(name)]));
export const execute = (portal = '', maxRows = 0): Buffer => message('E', Buffer.concat([cstr(portal), int32(maxRows)]));
export const sync = (): Buffer => message('S');
export const terminate = (): Buffer => message('X');

/** Connects and completes startup; returns the client positioned after the first ReadyForQuery. */
export async function startedClient(host: string, port: number): Promise<RawClient> {
  const c = await RawClient.connect(host, port);
  c.write(startupMessage());
  await c.until('Z');
  return c;
}

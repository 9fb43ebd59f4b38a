import { connect, type Socket } from 'node:net';

/**
 * One exchange of a protocol corpus case with a server: send bytes on a fresh TCP connection,
 * collect every backend message until the server closes or falls silent, and reduce them to
 * what PostgreSQL promises (message kinds, error severity/SQLSTATE/text, bodies of the others),
 * so that pgsqlite and PostgreSQL 15 answers can be compared byte for byte.
 */

/** A backend message reduced to what must be identical between servers. */
export interface SeenMessage {
  type: string;
  /** ErrorResponse / NoticeResponse: S, V, C, M, D, H, P (F, L, R name PostgreSQL's C source). */
  fields?: Record<string, string>;
  /** Any other message: its body in hex, except the parts that differ per server or connection. */
  hex?: string;
}

/** What one case produced. */
export interface Outcome {
  messages: SeenMessage[];
  /** Whether the server closed the connection. */
  closed: boolean;
}

/** The startup packet every 'auto' case starts with (user and database postgres). */
export function standardStartup(): Buffer {
  const body = Buffer.concat([Buffer.from([0, 3, 0, 0]), Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1')]);
  const head = Buffer.alloc(4);
  head.writeInt32BE(body.length + 4);
  return Buffer.concat([head, body]);
}

const COMPARED_FIELDS = ['S', 'V', 'C', 'M', 'D', 'H', 'P', 'p', 'q', 'W'];
/** ParameterStatus values that name the server or its host, not the protocol (version, the host's zone). */
const SERVER_SPECIFIC = new Set(['server_version', 'application_name', 'TimeZone']);

function cstrings(body: Buffer): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < body.length) {
    const end = body.indexOf(0, i);
    if (end < 0) break;
    out.push(body.subarray(i, end).toString('utf8'));
    i = end + 1;
  }
  return out;
}

/** Reduces one raw message (type byte, body) to its comparable form. */
export function reduce(type: string, body: Buffer): SeenMessage {
  if (type === 'E' || type === 'N') {
    const fields: Record<string, string> = {};
    let i = 0;
    while (i < body.length && body[i] !== 0) {
      const code = String.fromCharCode(body[i] ?? 0);
      const end = body.indexOf(0, i + 1);
      if (end < 0) break;
      if (COMPARED_FIELDS.includes(code)) fields[code] = body.subarray(i + 1, end).toString('utf8');
      i = end + 1;
    }
    return { type, fields };
  }
  // BackendKeyData: pid and key are random by design.
  if (type === 'K') return { type };
  if (type === 'S') {
    const [name = '', value = ''] = cstrings(body);
    return { type, hex: Buffer.from(SERVER_SPECIFIC.has(name) ? `${name}\0` : `${name}\0${value}\0`).toString('hex') };
  }
  return { type, hex: body.toString('hex') };
}

/**
 * Sends `send` (after a standard startup, whose answer is dropped, when `afterStartup`) and
 * collects the answer. Recording (no `expect`): until the server closes or is silent for
 * `quietMs`. Replaying: until as many messages as expected arrived, then until the close when
 * one is expected (at most 3 s), else `settleMs` more of silence to catch extra messages.
 */
export async function exchange(
  host: string,
  port: number,
  send: Buffer,
  options: { afterStartup: boolean; rawFirstByte?: boolean; quietMs: number; settleMs?: number; expect?: Outcome },
): Promise<Outcome> {
  const socket = connect(port, host);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const conn = new Collector(socket, options.rawFirstByte === true);
  try {
    if (options.afterStartup) {
      socket.write(standardStartup());
      await conn.waitFor(() => conn.messages.some((m) => m.type === 'Z'), 10_000);
      if (!conn.messages.some((m) => m.type === 'Z')) throw new Error('startup did not reach ReadyForQuery');
      conn.messages = [];
    }
    if (send.length > 0) socket.write(send);
    const expected = options.expect;
    if (expected !== undefined) {
      await conn.waitFor(() => conn.messages.length >= expected.messages.length, 5000);
      if (expected.closed) await conn.waitFor(() => false, 3000);
      else await conn.quiet(options.settleMs ?? 40);
    } else {
      await conn.quiet(options.quietMs);
    }
    return { messages: conn.messages.map((m) => reduce(m.type, m.body)), closed: conn.ended };
  } finally {
    socket.destroy();
  }
}

class Collector {
  messages: { type: string; body: Buffer }[] = [];
  ended = false;
  private buffer = Buffer.alloc(0);
  private lastData = Date.now();
  private wake: (() => void) | null = null;

  /** The first byte is a lone SSLRequest/GSSENCRequest answer, not a message. */
  constructor(
    socket: Socket,
    private rawFirst: boolean,
  ) {
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.lastData = Date.now();
      this.split();
      this.notify();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.ended = true;
      // A trailing partial message (the v2 error of a protocol-1/2 startup is not framed as v3).
      if (this.buffer.length > 0) this.messages.push({ type: '<raw>', body: this.buffer });
      this.buffer = Buffer.alloc(0);
      this.notify();
    });
  }

  private split(): void {
    for (;;) {
      if (this.rawFirst && this.buffer.length >= 1) {
        this.rawFirst = false;
        this.messages.push({ type: `<byte ${String.fromCharCode(this.buffer[0] ?? 0)}>`, body: Buffer.alloc(0) });
        this.buffer = this.buffer.subarray(1);
        continue;
      }
      if (this.buffer.length < 5) return;
      const len = this.buffer.readInt32BE(1);
      if (len < 4 || len > 1 << 26) return; // not a v3 frame: kept raw until close
      if (this.buffer.length < 1 + len) return;
      this.messages.push({ type: String.fromCharCode(this.buffer[0] ?? 0), body: this.buffer.subarray(5, 1 + len) });
      this.buffer = this.buffer.subarray(1 + len);
    }
  }

  private notify(): void {
    const w = this.wake;
    this.wake = null;
    w?.();
  }

  private async sleep(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, ms);
      this.wake = () => {
        clearTimeout(t);
        resolve();
      };
    });
  }

  async waitFor(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done() && !this.ended && Date.now() < deadline) await this.sleep(deadline - Date.now());
  }

  /** Until closed, or no data for `ms`. */
  async quiet(ms: number): Promise<void> {
    this.lastData = Date.now();
    while (!this.ended) {
      const left = this.lastData + ms - Date.now();
      if (left <= 0) return;
      await this.sleep(left);
    }
  }
}

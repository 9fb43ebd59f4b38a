// A bare protocol-v3 client for timing result formats without any client-side decoding: it sends
// Bind/Execute/Sync for a statement parsed once, with one result format code for every column, and
// only frames the reply (counts DataRow messages and their bytes) until ReadyForQuery. What it
// times is the server's work plus the wire, which is what a result format can change; a driver's
// own decoding (node-postgres turns every field into a UTF-8 string, binary ones included) is not.
// Trust authentication only, as both benchmark servers use.
import net from 'node:net';

const int32 = (n) => {
  const b = Buffer.allocUnsafe(4);
  b.writeInt32BE(n);
  return b;
};
const int16 = (n) => {
  const b = Buffer.allocUnsafe(2);
  b.writeInt16BE(n);
  return b;
};
const cstr = (s) => Buffer.from(`${s}\0`, 'utf8');
const message = (type, ...parts) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type, 'latin1'), int32(body.length + 4), body]);
};

/** Reads whole backend messages off a socket; `next()` resolves with `{ type, body }`. */
class MessageReader {
  #buf = Buffer.alloc(0);
  #waiting = null;
  #error = null;

  constructor(socket) {
    socket.on('data', (chunk) => {
      this.#buf = this.#buf.length === 0 ? chunk : Buffer.concat([this.#buf, chunk]);
      this.#wake();
    });
    socket.on('error', (e) => {
      this.#error = e;
      this.#wake();
    });
    socket.on('close', () => {
      this.#error ??= new Error('connection closed');
      this.#wake();
    });
  }

  #wake() {
    const w = this.#waiting;
    this.#waiting = null;
    w?.();
  }

  /** Hands each complete message to `onMessage(type, body)`, waiting for more data, until it returns true. */
  async drain(onMessage) {
    for (;;) {
      while (this.#buf.length >= 5) {
        const len = this.#buf.readInt32BE(1);
        if (this.#buf.length < len + 1) break;
        const type = String.fromCharCode(this.#buf[0]);
        const body = this.#buf.subarray(5, len + 1);
        this.#buf = this.#buf.subarray(len + 1);
        if (onMessage(type, body)) return;
      }
      if (this.#error) throw this.#error;
      await new Promise((resolve) => (this.#waiting = resolve));
    }
  }
}

const errorText = (body) => {
  const fields = {};
  for (let i = 0; i < body.length && body[i] !== 0; ) {
    const code = String.fromCharCode(body[i]);
    const end = body.indexOf(0, i + 1);
    fields[code] = body.toString('utf8', i + 1, end);
    i = end + 1;
  }
  return `${fields.C ?? '?'}: ${fields.M ?? 'error'}`;
};

/** Connects and completes start-up (user postgres, database postgres, trust). */
export async function connectWire({ host, port }) {
  const socket = net.connect({ host, port });
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const reader = new MessageReader(socket);
  const params = Buffer.concat([cstr('user'), cstr('postgres'), cstr('database'), cstr('postgres'), Buffer.from([0])]);
  socket.write(Buffer.concat([int32(params.length + 8), int32(196608), params]));
  await untilReady(reader);
  return new WireClient(socket, reader);
}

async function untilReady(reader) {
  let failure = null;
  await reader.drain((type, body) => {
    if (type === 'E') failure = errorText(body);
    else if (type === 'R' && body.readInt32BE(0) !== 0) failure = `authentication method ${body.readInt32BE(0)} not supported`;
    return type === 'Z';
  });
  if (failure !== null) throw new Error(failure);
}

/** One connection; statements are parsed once under a name and run with text parameters. */
export class WireClient {
  #socket;
  #reader;
  #names = new Map();

  constructor(socket, reader) {
    this.#socket = socket;
    this.#reader = reader;
  }

  async #prepare(text) {
    let name = this.#names.get(text);
    if (name !== undefined) return name;
    name = `w${this.#names.size + 1}`;
    this.#socket.write(Buffer.concat([message('P', cstr(name), cstr(text), int16(0)), message('S')]));
    await untilReady(this.#reader);
    this.#names.set(text, name);
    return name;
  }

  /** Runs `text` with text-format `params`, results in `format`; `{ rows, bytes }` of the DataRows. */
  async query(text, params, format) {
    const name = await this.#prepare(text);
    const values = params.map((p) => {
      const v = Buffer.from(String(p), 'utf8');
      return Buffer.concat([int32(v.length), v]);
    });
    const bind = message('B', cstr(''), cstr(name), int16(0), int16(params.length), ...values, int16(1), int16(format === 'binary' ? 1 : 0));
    this.#socket.write(Buffer.concat([bind, message('E', cstr(''), int32(0)), message('S')]));
    let rows = 0;
    let bytes = 0;
    let failure = null;
    await this.#reader.drain((type, body) => {
      if (type === 'D') {
        rows++;
        bytes += body.length;
      } else if (type === 'E') failure = errorText(body);
      return type === 'Z';
    });
    if (failure !== null) throw new Error(failure);
    return { rows, bytes };
  }

  /** Terminate and close. */
  async close() {
    this.#socket.end(message('X'));
    await new Promise((resolve) => this.#socket.once('close', resolve));
  }
}

import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

/** What a test sends during authentication when asked. */
export interface TraceOptions {
  user: string;
  database?: string;
  /** Answer to AuthenticationCleartextPassword (3). */
  cleartext?: string;
  /** Sent instead of a password message when the server asks for SASL. */
  onSasl?: Buffer;
  /** Direct TLS (PostgreSQL 17 sslnegotiation=direct) with these ALPN protocols. */
  directTls?: string[];
  timeoutMs?: number;
}

/** A StartupMessage (protocol 3.0). */
export function startupMessage(user: string, database = 'postgres'): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0${database}\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

/**
 * The backend messages of one startup, summarised: `R<code>` for Authentication requests
 * (`R10[mechanisms]`), `E(FATAL 28P01 text)` for errors, other types by letter; ends when the
 * server closes or after `timeoutMs` (then `…`).
 */
export async function traceStartup(host: string, port: number, o: TraceOptions): Promise<string> {
  const socket: Socket =
    o.directTls === undefined ? tcpConnect(port, host) : tlsConnect({ host, port, rejectUnauthorized: false, ALPNProtocols: o.directTls, servername: 'localhost' });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once(o.directTls === undefined ? 'connect' : 'secureConnect', () => resolve()));
  socket.write(startupMessage(o.user, o.database));
  const out: string[] = [];
  let buf = Buffer.alloc(0);
  socket.on('data', (d: Buffer) => {
    buf = Buffer.concat([buf, d]);
    while (buf.length >= 5) {
      const type = String.fromCharCode(buf[0] as number);
      const len = buf.readInt32BE(1);
      if (buf.length < len + 1) break;
      const body = buf.subarray(5, len + 1);
      buf = buf.subarray(len + 1);
      if (type === 'R') {
        const code = body.readInt32BE(0);
        out.push(code === 10 ? `R10[${body.subarray(4).toString().split('\0').filter(Boolean).join(',')}]` : `R${code}`);
        if (code === 10 && o.onSasl !== undefined) socket.write(o.onSasl);
        if (code === 3 && o.cleartext !== undefined) socket.write(passwordMessage(o.cleartext));
        if (code === 0 && o.cleartext === undefined && o.onSasl === undefined) socket.end();
      } else if (type === 'E') {
        const f: Record<string, string> = {};
        let i = 0;
        while (body[i]) {
          const k = String.fromCharCode(body[i] as number);
          const e = body.indexOf(0, i + 1);
          f[k] = body.subarray(i + 1, e).toString();
          i = e + 1;
        }
        out.push(`E(${f['S']} ${f['C']} ${f['M']})`);
      } else out.push(type);
    }
  });
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(out.join(' '))));
  const timeout = new Promise<string>((resolve) =>
    setTimeout(() => {
      socket.destroy();
      resolve(`${out.join(' ')} …`);
    }, o.timeoutMs ?? 3000),
  );
  return Promise.race([closed, timeout]);
}

/** PasswordMessage with a C string. */
export function passwordMessage(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write('p');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

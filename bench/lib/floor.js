// The protocol floor: a minimal PostgreSQL wire-protocol responder built on @pgsqlite/wire that
// answers every query with the same constant row and runs no SQL at all. A round trip through a
// client to this server is the least any server written on this codec can cost.
import { createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { FrameReader, MessageWriter } from '@pgsqlite/wire';

const INT4 = 23;
const TEXT = 25;
/** The constant answer: (id int4, a int4, b text) = (1, 1, 'x'). */
const FIELDS = [
  { name: 'id', tableOid: 0, columnAttr: 0, typeOid: INT4, typeSize: 4, typeModifier: -1, format: 0 },
  { name: 'a', tableOid: 0, columnAttr: 0, typeOid: INT4, typeSize: 4, typeModifier: -1, format: 0 },
  { name: 'b', tableOid: 0, columnAttr: 0, typeOid: TEXT, typeSize: -1, typeModifier: -1, format: 0 },
];
const ROW = ['1', '1', 'x'];
const STATUS = {
  server_version: '15.0',
  server_encoding: 'UTF8',
  client_encoding: 'UTF8',
  DateStyle: 'ISO, MDY',
  integer_datetimes: 'on',
  standard_conforming_strings: 'on',
  TimeZone: 'UTC',
};

function serve(socket) {
  const reader = new FrameReader();
  const out = new MessageWriter();
  /** Parameter types per prepared statement name (for Describe statement). */
  const statements = new Map();
  let started = false;
  socket.setNoDelay(true);
  const flush = () => {
    if (out.length > 0) socket.write(out.take());
  };
  const handle = (m) => {
    switch (m.type) {
      case 'Query':
        out.rowDescription(FIELDS).dataRow(ROW).commandComplete('SELECT 1').readyForQuery('I');
        break;
      case 'Parse':
        statements.set(m.name, m.paramTypes.map((t) => (t === 0 ? TEXT : t)));
        out.parseComplete();
        break;
      case 'Bind':
        out.bindComplete();
        break;
      case 'Describe':
        if (m.target === 'S') out.parameterDescription(statements.get(m.name) ?? []);
        out.rowDescription(FIELDS);
        break;
      case 'Execute':
        out.dataRow(ROW).commandComplete('SELECT 1');
        break;
      case 'Close':
        out.closeComplete();
        break;
      case 'Sync':
        out.readyForQuery('I');
        break;
      case 'Terminate':
        socket.end();
        break;
      default:
        break;
    }
  };
  socket.on('data', (chunk) => {
    reader.push(chunk);
    try {
      while (!started) {
        const p = reader.nextStartup();
        if (p === null) return;
        if (p.kind === 'SSLRequest' || p.kind === 'GSSENCRequest') socket.write('N');
        else if (p.kind === 'CancelRequest') return void socket.end();
        else {
          started = true;
          out.authenticationOk();
          for (const [k, v] of Object.entries(STATUS)) out.parameterStatus(k, v);
          out.backendKeyData(1, 1).readyForQuery('I');
        }
      }
      for (let m = reader.nextMessage(); m !== null; m = reader.nextMessage()) handle(m);
    } catch {
      socket.destroy();
      return;
    }
    flush();
  });
  socket.on('error', () => socket.destroy());
}

/** Starts the floor on 127.0.0.1 (free port) and, when `socketPath` is given, a Unix socket. */
export async function startFloor({ socketPath } = {}) {
  const tcp = createServer(serve);
  await new Promise((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  let unix;
  if (socketPath !== undefined) {
    rmSync(socketPath, { force: true });
    unix = createServer(serve);
    await new Promise((resolve) => unix.listen(socketPath, resolve));
  }
  return {
    host: '127.0.0.1',
    port: tcp.address().port,
    socketPath,
    close: async () => {
      await new Promise((resolve) => tcp.close(() => resolve()));
      if (unix) await new Promise((resolve) => unix.close(() => resolve()));
    },
  };
}

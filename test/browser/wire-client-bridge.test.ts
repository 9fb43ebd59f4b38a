import { Duplex } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { startEmbeddedHost, type EmbeddedHost } from '@pgsqlite/browser/host';
import { tempFiles } from './node-files.js';

// The socket-free transport carries any PostgreSQL wire client: node-postgres, given a duplex
// stream instead of a TCP socket, talks to the embedded host's session (startup included) exactly
// as to the server. The browser bridges clients the same way (execProtocol, or a session pipe).
let host: EmbeddedHost;

beforeAll(async () => {
  host = await startEmbeddedHost({ engine: nativeEngineFactory, files: tempFiles(), memory: true });
});

afterAll(async () => {
  await host.close();
});

/** A Duplex over a session pipe: what the client writes goes to the session, and back. */
function pipeStream(): Duplex {
  let pipe: ReturnType<EmbeddedHost['connect']> | null = null;
  const stream = new Duplex({
    read() {},
    write(chunk: Buffer, _enc, done) {
      pipe?.send(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      done();
    },
    final(done) {
      pipe?.close();
      done();
    },
  });
  pipe = host.connect({ output: (bytes) => stream.push(Buffer.from(bytes)), end: () => stream.push(null) });
  // node-postgres calls connect() and waits for 'connect' as with a socket.
  Object.assign(stream, { connect: () => queueMicrotask(() => stream.emit('connect')), setNoDelay: () => stream, setKeepAlive: () => stream, ref: () => stream, unref: () => stream });
  return stream;
}

it('node-postgres runs queries through the in-memory session pipe', async () => {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', stream: pipeStream });
  await client.connect();
  await client.query('CREATE TABLE bridge (id int PRIMARY KEY, v text)');
  await client.query('INSERT INTO bridge VALUES ($1, $2), ($3, $4)', [1, 'one', 2, null]);
  const r = await client.query('SELECT * FROM bridge ORDER BY id');
  expect(r.rows).toEqual([
    { id: 1, v: 'one' },
    { id: 2, v: null },
  ]);
  const err = await client.query('SELECT * FROM nowhere').catch((e: { code: string; position: string }) => e);
  expect(err).toMatchObject({ code: '42P01', position: '15' });
  await client.end();
});

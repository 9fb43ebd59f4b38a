import { Duplex } from 'node:stream';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { EngineFactory } from '@pgsqlite/engine';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { createWasmEngineFactory, loadSqliteWasm } from '@pgsqlite/engine-wasm';
import { startEmbeddedHost, type EmbeddedHost } from '@pgsqlite/browser/host';
import { nodeFileStore } from '../../src/wasm-node-files.js';
import { tempFiles } from './node-files.js';

// The browser's host (embedded, sessions over in-memory pipes, inline executors) keeps
// temporary tables private to their session and off the write lock too: session B creates,
// fills, reads and drops a temporary table while session A holds a write transaction open —
// on the native engine and on sqlite-wasm (the browser's engine).
const hosts: EmbeddedHost[] = [];
afterAll(async () => {
  await Promise.allSettled(hosts.map((h) => h.close()));
});

function client(host: EmbeddedHost): pg.Client {
  const stream = (): Duplex => {
    let pipe: ReturnType<EmbeddedHost['connect']> | null = null;
    const s = new Duplex({
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
    pipe = host.connect({ output: (bytes) => s.push(Buffer.from(bytes)), end: () => s.push(null) });
    Object.assign(s, { connect: () => queueMicrotask(() => s.emit('connect')), setNoDelay: () => s, setKeepAlive: () => s, ref: () => s, unref: () => s });
    return s;
  };
  return new pg.Client({ user: 'postgres', database: 'postgres', stream });
}

/** `p`, or a rejection when it has not settled within 5 s (it waits for the other session). */
async function promptly<T>(what: string, p: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what} still waiting`)), 5000)))]);
  } finally {
    clearTimeout(timer);
  }
}

const engines: [string, () => Promise<EngineFactory>][] = [
  ['native', async () => nativeEngineFactory],
  ['wasm', async () => createWasmEngineFactory({ sqlite3: await loadSqliteWasm(), files: nodeFileStore() })],
];

describe.each(engines)('temporary tables in the embedded host (%s engine)', (_name, engine) => {
  it('temp-embedded-1 a temporary table is created, used and dropped while another session holds a write transaction', async () => {
    const host = await startEmbeddedHost({ engine: await engine(), files: tempFiles(), memory: true });
    hosts.push(host);
    const a = client(host);
    const b = client(host);
    await a.connect();
    await b.connect();
    try {
      await a.query('CREATE TABLE held (x int)');
      await a.query('BEGIN');
      await a.query('INSERT INTO held VALUES (1)');
      for (const sql of ['CREATE TEMP TABLE scratch (id int PRIMARY KEY, v text)', "INSERT INTO scratch VALUES (1, 'one'), (2, 'two')", "UPDATE scratch SET v = 'TWO' WHERE id = 2", 'BEGIN', 'DELETE FROM scratch WHERE id = 1', 'ROLLBACK']) {
        await promptly(sql, b.query(sql));
      }
      expect((await promptly('SELECT', b.query('SELECT id, v FROM scratch ORDER BY id'))).rows).toEqual([
        { id: 1, v: 'one' },
        { id: 2, v: 'TWO' },
      ]);
      expect((await b.query("SELECT relpersistence AS p FROM pg_class WHERE relname = 'scratch'")).rows).toEqual([{ p: 't' }]);
      await promptly('DROP', b.query('DROP TABLE scratch'));
      await a.query('COMMIT');
      expect((await b.query('SELECT count(*)::int AS n FROM held')).rows).toEqual([{ n: 1 }]);
    } finally {
      await a.end();
      await b.end();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';

// pgsqlite --engine wasm as a Node server: the same wire protocol over sqlite-wasm, databases in
// a data directory (the same files the native engine uses), cancel and statement_timeout that
// stop SQLite mid-statement (progress handler in the engine thread).

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-wasm-server-'));
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.allSettled(running.map((s) => s.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(engine: 'wasm' | 'native'): Promise<RunningServer> {
  const server = await startPgsqlite({ port: 0, dataDir, engine });
  running.push(server);
  return server;
}

async function stop(server: RunningServer): Promise<void> {
  await server.close();
  running.splice(running.indexOf(server), 1);
}

async function client(server: RunningServer, database = 'postgres'): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: server.url.replace(/\/postgres$/, `/${database}`) });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

const LONG = 'SELECT count(*) FROM generate_series(1, 50000000) a';

describe('pgsqlite --engine wasm', () => {
  it('wasm-server-1 data, sequences and CREATE DATABASE persist across restarts, and the native engine reads the same data directory', async () => {
    const first = await start('wasm');
    const c = await client(first);
    await c.query('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL, price numeric(8,2))');
    await c.query("INSERT INTO items (name, price) VALUES ('tea', 3.5), ('cake', 4.25)");
    await c.query('CREATE DATABASE shop');
    await c.end();
    const s = await client(first, 'shop');
    await s.query('CREATE TABLE orders (n int)');
    await s.query('INSERT INTO orders VALUES (7)');
    await s.end();
    await stop(first);

    const second = await start('wasm');
    const again = await client(second);
    await again.query("INSERT INTO items (name, price) VALUES ('scone', 2)");
    expect((await again.query('SELECT id, name, price FROM items ORDER BY id')).rows).toEqual([
      { id: 1, name: 'tea', price: '3.50' },
      { id: 2, name: 'cake', price: '4.25' },
      { id: 3, name: 'scone', price: '2.00' },
    ]);
    await again.end();
    await stop(second);

    const native = await start('native');
    const n = await client(native, 'shop');
    expect((await n.query('SELECT n FROM orders')).rows).toEqual([{ n: 7 }]);
    await n.end();
    await stop(native);
  });

  it('wasm-server-2 statement_timeout and CancelRequest stop a running statement with 57014; a transaction is failed, then rolled back', async () => {
    const server = await start('wasm');
    const c = await client(server);
    await c.query("SET statement_timeout = '300ms'");
    let t0 = performance.now();
    await expect(c.query(LONG)).rejects.toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(performance.now() - t0).toBeLessThan(3000);
    await c.query('SET statement_timeout = 0');

    const sql = postgres(server.url, { max: 1, onnotice: () => undefined });
    try {
      await sql`SELECT 1`;
      const q = sql.unsafe(LONG);
      setTimeout(() => void q.cancel(), 200);
      t0 = performance.now();
      await expect(q).rejects.toMatchObject({ code: '57014', message: 'canceling statement due to user request' });
      expect(performance.now() - t0).toBeLessThan(3000);
      expect(await sql`SELECT 2 AS x`).toEqual([{ x: 2 }]);
    } finally {
      await sql.end();
    }

    await c.query('CREATE TABLE t (a int)');
    await c.query('BEGIN');
    await c.query('INSERT INTO t VALUES (1)');
    await c.query("SET LOCAL statement_timeout = '200ms'");
    await expect(c.query(LONG)).rejects.toMatchObject({ code: '57014' });
    await expect(c.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
    await c.query('ROLLBACK');
    expect((await c.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 0 }]);
    expect((await c.query('SELECT 1 AS x')).rows).toEqual([{ x: 1 }]);
    await c.end();
    await stop(server);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../protocol/fuzz/server-process.js';

/**
 * The per-statement memory guard (`--statement-memory`, startPgsqlite's `statementMemory`): a
 * result the server must hold whole (a data-modifying statement's RETURNING rows; a read-only
 * SELECT streams instead, docs/streaming.md) that is larger than the limit fails with
 * PostgreSQL's 53200 `out of memory` and its DETAIL instead of growing the server by its size,
 * and the session goes on.
 */
describe('per-statement memory guard', () => {
  let server: ServerProcess;
  let client: pg.Client;
  beforeAll(async () => {
    server = await startServerProcess(['--statement-memory', '64MB']);
    client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('SELECT 1');
    await client.query('CREATE TABLE sink (g int)');
  }, 90_000);
  afterAll(async () => {
    await client?.end().catch(() => undefined);
    await server?.stop();
  }, 30_000);

  it('an unbounded result is 53200 out of memory with DETAIL, and the server does not grow by it', async () => {
    const rss0 = server.rss();
    // ~400 MB of RETURNING rows as JavaScript strings: six times the limit (the table gets integers only).
    const err = await client.query("INSERT INTO sink SELECT g FROM generate_series(1, 200000) g RETURNING g, repeat('x', 1000) AS pad").then(
      () => null,
      (e: { code: string; message: string; detail?: string }) => e,
    );
    expect(err).toMatchObject({ code: '53200', message: 'out of memory' });
    expect(err?.detail).toMatch(/^Failed on request of size \d+ in memory context "ExecutorState"\.$/);
    expect(server.rss() - rss0).toBeLessThan(200 * 2 ** 20);
    // The session goes on; results under the limit are whole.
    expect((await client.query("SELECT count(*)::int AS n FROM (SELECT repeat('x', 1000) FROM generate_series(1, 10000)) s")).rows).toEqual([{ n: 10000 }]);
    expect((await client.query("SELECT g FROM generate_series(1, 20000) g")).rowCount).toBe(20000);
    // The failed INSERT wrote nothing; a streamed SELECT of the same size is sent whole.
    expect((await client.query('SELECT count(*)::int AS n FROM sink')).rows).toEqual([{ n: 0 }]);
    expect((await client.query("SELECT g, repeat('x', 1000) AS pad FROM generate_series(1, 200000) g")).rowCount).toBe(200000);
  }, 120_000);

  it('inside a transaction block the error aborts the block as PostgreSQL does', async () => {
    await client.query('BEGIN');
    const err = await client.query("INSERT INTO sink SELECT g FROM generate_series(1, 2000) g RETURNING repeat('y', 100000)").then(
      () => null,
      (e: { code: string }) => e.code,
    );
    expect(err).toBe('53200');
    await expect(client.query('SELECT 1')).rejects.toMatchObject({ code: '25P02' });
    await client.query('ROLLBACK');
    expect((await client.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  }, 60_000);
});

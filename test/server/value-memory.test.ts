import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../protocol/fuzz/server-process.js';

/**
 * A value a runtime function would build past what one value may take in JavaScript
 * (runtime value-memory.ts: `array_fill(1, '{100000000}')`, `string_to_array` of 100 million characters; 400 MB in PostgreSQL, gigabytes of
 * JavaScript items and JSON) is refused with 53200 `out of memory` before it is built. Building
 * it ran the executor thread into V8's heap limit with one allocation too large to stop the
 * thread alone: the whole server process died (fuzz seed 20261230), every session with it.
 */
describe('values too large to build', () => {
  let server: ServerProcess;
  let client: pg.Client;
  beforeAll(async () => {
    server = await startServerProcess([]);
    client = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('CREATE TABLE vm0 (a int)');
  }, 90_000);
  afterAll(async () => {
    await client?.end().catch(() => undefined);
    await server?.stop();
  }, 30_000);

  it('array_fill past the value memory is 53200 and the server and session go on', async () => {
    const err = await client.query('SELECT array_length(array_fill(1, ARRAY[100000000]), 1)').then(
      () => null,
      (e: { code: string; message: string; detail?: string }) => e,
    );
    expect(err).toMatchObject({ code: '53200', message: 'out of memory' });
    expect(err?.detail).toMatch(/^Failed on request of size \d+ in memory context "ExecutorState"\.$/);
    // PostgreSQL's own limit comes first
    await expect(client.query('SELECT array_fill(1, ARRAY[200000000])')).rejects.toMatchObject({ code: '54000', message: 'array size exceeds the maximum allowed (134217727)' });
    // string_to_array counts its elements before it splits (PostgreSQL: invalid memory alloc request size)
    await expect(client.query("SELECT array_length(string_to_array(repeat('ab', 50000000), NULL), 1)")).rejects.toMatchObject({ code: '53200', message: 'out of memory' });
    expect((await client.query("SELECT array_length(string_to_array(repeat('a,', 100000), ','), 1) AS n")).rows).toEqual([{ n: 100001 }]);
    // arrays of a size a session builds are built
    expect((await client.query('SELECT array_length(array_fill(7, ARRAY[1000, 1000]), 2) AS n')).rows).toEqual([{ n: 1000 }]);
    expect((await client.query('DROP TABLE IF EXISTS vm0, vm1')).command).toBe('DROP');
    const other = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
    await other.connect();
    expect((await other.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await other.end();
  }, 120_000);
});

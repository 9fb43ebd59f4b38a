import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { wasmThreadExecutorFactory } from './wasm-thread-executors.js';

// The wasm engine's executors (one engine thread for every connection), through the Executor port
// the sessions use. Needs the compiled thread module (npx tsc -b).
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-wasm-thread-'));
const factory = wasmThreadExecutorFactory();
afterAll(async () => {
  await factory.close?.();
  rmSync(dir, { recursive: true, force: true });
});
const open = (name: string) => factory.open({ path: join(dir, name), synchronous: 'NORMAL', trustedSchema: true });

describe('wasm engine thread executors', () => {
  it('wasm-thread-1 a statement failing after the BEGIN sent with it leaves the transaction open, and inTransaction() says so', async () => {
    const ex = await open('tx.sqlite');
    await ex.run('CREATE TABLE t (a INTEGER NOT NULL)', []);
    await expect(ex.runAfter?.('BEGIN', 'INSERT INTO t VALUES (NULL)', [])).rejects.toMatchObject({ fields: { code: '23502' } });
    expect(ex.inTransaction()).toBe(true);
    await ex.run('ROLLBACK', []);
    expect(ex.inTransaction()).toBe(false);
    await ex.close();
  });

  it('wasm-thread-2 interrupt stops the running statement, rejects at once with the reason, and the next call gets a fresh connection', async () => {
    const ex = await open('interrupt.sqlite');
    await ex.run('CREATE TABLE t (a INTEGER)', []);
    await ex.run('BEGIN', []);
    await ex.run('INSERT INTO t VALUES (1)', []);
    const long = ex.run('WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT count(*) FROM c', []);
    await new Promise((r) => setTimeout(r, 100));
    const reason = new PgError('query_canceled', 'canceling statement due to user request');
    expect(ex.interrupt?.(reason)).toBe(true);
    await expect(long).rejects.toBe(reason);
    await ex.retiring?.();
    expect(ex.inTransaction()).toBe(false);
    // The retired connection's transaction was rolled back.
    expect((await ex.run('SELECT count(*) FROM t', [])).rows).toEqual([[0n]]);
    expect(ex.interrupt?.(reason)).toBe(false);
    await ex.close();
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brief, TestServer, type TestClient } from './test-support/harness.js';

let server: TestServer;
let c: TestClient;
beforeEach(async () => {
  server = new TestServer();
  c = await server.connect();
  await c.query('CREATE TABLE t (a INTEGER PRIMARY KEY)');
});
afterEach(() => server.dispose());

const count = async (client: TestClient): Promise<string> => {
  const d = (await client.query('SELECT count(*) AS i_n FROM t')).find((m) => m.type === 'DataRow');
  return d?.type === 'DataRow' ? (d.text[0] ?? 'NULL') : '?';
};

describe('transactions', () => {
  it('tx-1: BEGIN/COMMIT, status T then I; warnings for BEGIN twice and COMMIT outside', async () => {
    expect(brief(await c.query('BEGIN'))).toEqual(['C:BEGIN', 'Z:T']);
    expect(brief(await c.query('BEGIN'))).toEqual(['N:25001', 'C:BEGIN', 'Z:T']);
    await c.query('INSERT INTO t VALUES (1)');
    expect(brief(await c.query('COMMIT'))).toEqual(['C:COMMIT', 'Z:I']);
    expect(brief(await c.query('COMMIT'))).toEqual(['N:25P01', 'C:COMMIT', 'Z:I']);
    expect(brief(await c.query('ROLLBACK'))).toEqual(['N:25P01', 'C:ROLLBACK', 'Z:I']);
    expect(await count(c)).toBe('1');
  });

  it('tx-2: an error fails the block: 25P02 until ROLLBACK; COMMIT of a failed block is ROLLBACK', async () => {
    await c.query('BEGIN');
    await c.query('INSERT INTO t VALUES (1)');
    expect(brief(await c.query('INSERT INTO t VALUES (1)'))).toEqual(['E:23505', 'Z:E']);
    expect(brief(await c.query('SELECT 1'))).toEqual(['E:25P02', 'Z:E']);
    expect(brief(await c.query('SAVEPOINT a'))).toEqual(['E:25P02', 'Z:E']);
    expect(brief(await c.query('COMMIT'))).toEqual(['C:ROLLBACK', 'Z:I']);
    expect(await count(c)).toBe('0');
  });

  it('tx-3: savepoints: ROLLBACK TO recovers a failed block and undoes later work and SETs', async () => {
    await c.query('BEGIN; INSERT INTO t VALUES (1); SAVEPOINT a; SET jit = off; INSERT INTO t VALUES (2)');
    expect(brief(await c.query('INSERT INTO t VALUES (2)'))).toEqual(['E:23505', 'Z:E']);
    expect(brief(await c.query('ROLLBACK TO a'))).toEqual(['C:ROLLBACK', 'Z:T']);
    expect(brief(await c.query('SHOW jit'))).toContain('D:on');
    expect(brief(await c.query('RELEASE a'))).toEqual(['C:RELEASE', 'Z:T']);
    expect(brief(await c.query('ROLLBACK TO a'))).toEqual(['E:3B001', 'Z:E']);
    await c.query('ROLLBACK');
    expect(await count(c)).toBe('0');
    expect(brief(await c.query('SAVEPOINT b'))).toEqual(['E:25P01', 'Z:I']);
    expect(brief(await c.query('RELEASE b'))).toEqual(['E:25P01', 'Z:I']);
  });

  it('tx-4: SET is undone by ROLLBACK, kept by COMMIT; SET LOCAL ends with the transaction', async () => {
    await c.query('BEGIN; SET jit = off');
    await c.query('ROLLBACK');
    expect(brief(await c.query('SHOW jit'))).toContain('D:on');
    await c.query('BEGIN; SET jit = off; SET LOCAL work_mem = 1MB');
    expect(brief(await c.query('SHOW work_mem'))).toContain('D:1MB');
    await c.query('COMMIT');
    expect(brief(await c.query('SHOW jit'))).toContain('D:off');
    expect(brief(await c.query('SHOW work_mem'))).toContain('D:4MB');
    expect(brief(await c.query('SET LOCAL jit = on'))).toEqual(['N:25P01', 'C:SET', 'Z:I']);
    expect(brief(await c.query('SHOW jit'))).toContain('D:off');
  });

  it('tx-5: READ ONLY transaction refuses writes with 25006', async () => {
    await c.query('BEGIN READ ONLY');
    const msgs = await c.query('INSERT INTO t VALUES (1)');
    expect(brief(msgs)).toEqual(['E:25006', 'Z:E']);
    expect(msgs[0]?.type === 'ErrorResponse' && msgs[0].fields['M']).toBe('cannot execute INSERT in a read-only transaction');
    await c.query('ROLLBACK');
    await c.query('SET default_transaction_read_only = on');
    expect(brief(await c.query('CREATE TABLE u (x INTEGER)'))).toEqual(['E:25006', 'Z:I']);
  });

  it('tx-6: a writer holds the write lock until COMMIT; another writer waits, readers do not', async () => {
    const other = await server.connect();
    await c.query('BEGIN; INSERT INTO t VALUES (1)');
    expect(server.db.writeLock.heldBy()).not.toBeNull();
    expect(await count(other)).toBe('0');
    other.send({ type: 'Query', sql: 'INSERT INTO t VALUES (2)' });
    await new Promise((r) => setTimeout(r, 30));
    expect(other.received.at(-1)?.type).toBe('ReadyForQuery');
    expect(brief(await c.query('COMMIT'))).toEqual(['C:COMMIT', 'Z:I']);
    expect(brief(await other.ready())).toEqual(['C:INSERT 0 1', 'Z:I']);
    expect(server.db.writeLock.heldBy()).toBeNull();
    expect(await count(c)).toBe('2');
  });

  it('tx-7: a CancelRequest ends a wait for the write lock with 57014', async () => {
    const other = await server.connect();
    const key = other.received.find((m) => m.type === 'BackendKeyData');
    await c.query('BEGIN; INSERT INTO t VALUES (1)');
    other.send({ type: 'Query', sql: 'INSERT INTO t VALUES (2)' });
    await new Promise((r) => setTimeout(r, 10));
    if (key?.type === 'BackendKeyData') server.ctx.cancel(key.processId, key.secretKey);
    expect(brief(await other.ready())).toEqual(['E:57014', 'Z:I']);
    await c.query('COMMIT');
    expect(server.db.writeLock.heldBy()).toBeNull();
  });

  it('tx-8: closing the connection rolls back and releases the write lock', async () => {
    await c.query('BEGIN; INSERT INTO t VALUES (1)');
    c.session.closed();
    const other = await server.connect();
    await other.until(() => server.db.writeLock.heldBy() === null);
    expect(await count(other)).toBe('0');
    expect(brief(await other.query('INSERT INTO t VALUES (1)'))).toEqual(['C:INSERT 0 1', 'Z:I']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brief, TestServer, type TestClient } from './test-support/harness.js';

let server: TestServer;
let c: TestClient;
beforeEach(async () => {
  server = new TestServer();
  c = await server.connect();
  await c.query('CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)');
});
afterEach(() => server.dispose());

describe('simple query', () => {
  it('simple-1: rows in text, one CommandComplete per statement, tags', async () => {
    expect(brief(await c.query("INSERT INTO t VALUES (1, 'x'), (2, NULL)"))).toEqual(['C:INSERT 0 2', 'Z:I']);
    expect(brief(await c.query('SELECT a, b FROM t ORDER BY a'))).toEqual(['T:a,b', 'D:1|x', 'D:2|NULL', 'C:SELECT 2', 'Z:I']);
    expect(brief(await c.query("UPDATE t SET b = 'y'; DELETE FROM t WHERE a = 1"))).toEqual(['C:UPDATE 2', 'C:DELETE 1', 'Z:I']);
    expect(brief(await c.query('SELECT a FROM t WHERE a > 5'))).toEqual(['T:a', 'C:SELECT 0', 'Z:I']);
  });

  it('simple-2: empty query string → EmptyQueryResponse', async () => {
    expect(brief(await c.query(''))).toEqual(['EmptyQueryResponse', 'Z:I']);
    expect(brief(await c.query(' ; '))).toEqual(['EmptyQueryResponse', 'Z:I']);
  });

  it('simple-3: syntax error carries its position and nothing runs', async () => {
    const msgs = await c.query('INSERT INTO t VALUES (1, null); FAIL');
    expect(brief(msgs)).toEqual(['E:42601', 'Z:I']);
    expect(msgs[0]?.type === 'ErrorResponse' && msgs[0].fields['P']).toBe('33');
    expect(brief(await c.query('SELECT count(*) AS i_n FROM t'))).toContain('D:0');
  });

  it('simple-4: several statements form one implicit transaction; an error rolls back the earlier ones', async () => {
    expect(brief(await c.query('INSERT INTO t VALUES (5, null); INSERT INTO t VALUES (5, null); INSERT INTO t VALUES (6, null)'))).toEqual([
      'C:INSERT 0 1',
      'E:23505',
      'Z:I',
    ]);
    expect(brief(await c.query('SELECT count(*) AS i_n FROM t'))).toContain('D:0');
  });

  it('simple-5: SET in a failed implicit transaction is undone', async () => {
    expect(brief(await c.query('SET jit = off; INSERT INTO nope VALUES (1)'))).toEqual(['C:SET', 'E:42P01', 'Z:I']);
    expect(brief(await c.query('SHOW jit'))).toEqual(['T:jit', 'D:on', 'C:SHOW', 'Z:I']);
  });

  it('simple-6: COMMIT inside an implicit transaction warns and commits; what follows is a new one', async () => {
    const msgs = await c.query('INSERT INTO t VALUES (6, null); COMMIT; INSERT INTO t VALUES (6, null)');
    expect(brief(msgs)).toEqual(['C:INSERT 0 1', 'N:25P01', 'C:COMMIT', 'E:23505', 'Z:I']);
    expect(brief(await c.query('SELECT a FROM t'))).toEqual(['T:a', 'D:6', 'C:SELECT 1', 'Z:I']);
  });

  it('simple-7: BEGIN inside a multi-statement query leaves the transaction open', async () => {
    expect(brief(await c.query('BEGIN; INSERT INTO t VALUES (7, null)'))).toEqual(['C:BEGIN', 'C:INSERT 0 1', 'Z:T']);
    const other = await server.connect();
    expect(brief(await other.query('SELECT count(*) AS i_n FROM t'))).toContain('D:0');
    expect(brief(await c.query('COMMIT'))).toEqual(['C:COMMIT', 'Z:I']);
    expect(brief(await other.query('SELECT count(*) AS i_n FROM t'))).toContain('D:1');
  });

  it('simple-8: DDL reloads the catalog and sends its notices', async () => {
    const before = server.db.reloads;
    expect(brief(await c.query('CREATE TABLE IF NOT EXISTS t (a INTEGER)'))).toEqual(['N:00000', 'C:CREATE TABLE', 'Z:I']);
    expect(server.db.reloads).toBe(before + 1);
  });

  it('simple-9: a non-PgError from a lower layer is XX000 and logged; the session survives', async () => {
    const original = server.translator.plan;
    server.translator.plan = () => {
      throw new TypeError('boom');
    };
    expect(brief(await c.query('SELECT 1'))).toEqual(['E:XX000', 'Z:I']);
    expect(server.errors.join()).toContain('boom');
    server.translator.plan = original;
    expect(brief(await c.query('SELECT 1 AS i_x'))).toEqual(['T:i_x', 'D:1', 'C:SELECT 1', 'Z:I']);
  });
});

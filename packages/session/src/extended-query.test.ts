import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FrontendMessage } from '@pgsqlite/wire';
import { brief, TestServer, type TestClient } from './test-support/harness.js';

let server: TestServer;
let c: TestClient;
beforeEach(async () => {
  server = new TestServer();
  c = await server.connect();
  await c.query('CREATE TABLE t (a INTEGER PRIMARY KEY, b TEXT)');
  await c.query("INSERT INTO t VALUES (1, 'x'), (2, 'y'), (3, NULL), (4, 'z'), (5, 'w')");
});
afterEach(() => server.dispose());

const te = new TextEncoder();
const parse = (sql: string, name = '', paramTypes: number[] = []): FrontendMessage => ({ type: 'Parse', name, sql, paramTypes });
const bind = (params: (string | null)[] = [], portal = '', statement = '', resultFormats: (0 | 1)[] = []): FrontendMessage => ({
  type: 'Bind',
  portal,
  statement,
  paramFormats: [],
  params: params.map((p) => (p === null ? null : te.encode(p))),
  resultFormats,
});
const exec = (portal = '', maxRows = 0): FrontendMessage => ({ type: 'Execute', portal, maxRows });
const sync: FrontendMessage = { type: 'Sync' };

async function run(...msgs: FrontendMessage[]): Promise<string[]> {
  c.send(...msgs);
  const n = msgs.filter((m) => m.type === 'Sync').length;
  return brief(await c.until((m) => m.filter((x) => x.type === 'ReadyForQuery').length === n));
}

describe('extended query', () => {
  it('ext-1: Parse/Bind/Describe/Execute/Sync with parameters', async () => {
    expect(await run(parse('SELECT a, b FROM t WHERE a = $1', '', [23]), bind(['2']), { type: 'Describe', target: 'P', name: '' }, exec(), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'T:a,b',
      'D:2|y',
      'C:SELECT 1',
      'Z:I',
    ]);
  });

  it('ext-2: Describe S sends ParameterDescription then RowDescription or NoData', async () => {
    c.send(parse('SELECT b FROM t WHERE a = $1', 's', [23]), { type: 'Describe', target: 'S', name: 's' }, sync);
    const msgs = await c.ready();
    expect(msgs[1]).toEqual({ type: 'ParameterDescription', typeOids: [23] });
    expect(brief(msgs).slice(2)).toEqual(['T:b', 'Z:I']);
    expect(await run(parse('INSERT INTO t VALUES ($1, $2)', 'i', [23, 25]), { type: 'Describe', target: 'S', name: 'i' }, sync)).toEqual([
      'ParseComplete',
      'ParameterDescription',
      'NoData',
      'Z:I',
    ]);
  });

  it('ext-3: errors, then everything up to Sync is discarded (PostgreSQL codes and messages)', async () => {
    c.send(parse('SELECT 1; SELECT 2'), bind(), exec(), sync);
    let msgs = await c.ready();
    expect(brief(msgs)).toEqual(['E:42601', 'Z:I']);
    expect(msgs[0]?.type === 'ErrorResponse' && msgs[0].fields['M']).toBe('cannot insert multiple commands into a prepared statement');
    expect(await run(parse('SELECT 1 AS i_x', 's1'), parse('SELECT 2', 's1'), sync)).toEqual(['ParseComplete', 'E:42P05', 'Z:I']);
    c.send(bind(['1', '2'], '', 's1'), sync);
    msgs = await c.ready();
    expect(msgs[0]?.type === 'ErrorResponse' && msgs[0].fields['M']).toBe('bind message supplies 2 parameters, but prepared statement "s1" requires 0');
    expect(await run(bind([], '', 'nope'), exec(), sync, exec('zz'), sync)).toEqual(['E:26000', 'Z:I', 'E:34000', 'Z:I']);
  });

  it('ext-4: maxRows suspends the portal; later Executes continue; the portal dies at Sync', async () => {
    expect(await run(parse('SELECT a FROM t ORDER BY a'), bind([], 'p'), exec('p', 2), exec('p', 2), exec('p', 2), exec('p', 2), sync, exec('p', 1), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'D:1',
      'D:2',
      'PortalSuspended',
      'D:3',
      'D:4',
      'PortalSuspended',
      'D:5',
      'C:SELECT 1',
      'C:SELECT 0',
      'Z:I',
      'E:34000',
      'Z:I',
    ]);
  });

  it('ext-5: Executes up to Sync form one implicit transaction; an error rolls it all back', async () => {
    expect(await run(parse('INSERT INTO t VALUES (100, null)'), bind(), exec(), parse('INSERT INTO t VALUES (100, null)'), bind(), exec(), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'C:INSERT 0 1',
      'ParseComplete',
      'BindComplete',
      'E:23505',
      'Z:I',
    ]);
    expect(brief(await c.query('SELECT count(*) AS i_n FROM t WHERE a = 100'))).toContain('D:0');
  });

  it('ext-11: a lone Execute before Sync runs as one SQLite statement; a failure leaves nothing behind', async () => {
    expect(await run(parse("INSERT INTO t VALUES (200, 'a'), (1, 'dup')"), bind(), exec(), sync)).toEqual(['ParseComplete', 'BindComplete', 'E:23505', 'Z:I']);
    expect(brief(await c.query('SELECT count(*) AS i_n FROM t WHERE a = 200'))).toContain('D:0');
    expect(await run(parse("INSERT INTO t VALUES (201, 'a'), (202, 'b')"), bind(), exec(), sync)).toEqual(['ParseComplete', 'BindComplete', 'C:INSERT 0 2', 'Z:I']);
    expect(brief(await c.query('SELECT count(*) AS i_n FROM t WHERE a > 200'))).toContain('D:2');
  });

  it('ext-6: in an explicit block an error gives E; 25P02 until ROLLBACK; portals survive Sync inside the block', async () => {
    expect(await run(parse('BEGIN'), bind(), exec(), parse('INSERT INTO t VALUES (1, null)'), bind(), exec(), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'C:BEGIN',
      'ParseComplete',
      'BindComplete',
      'E:23505',
      'Z:E',
    ]);
    expect(await run(parse('SELECT 1 AS i_x'), sync)).toEqual(['E:25P02', 'Z:E']);
    expect(await run(parse('ROLLBACK'), bind(), exec(), sync)).toEqual(['ParseComplete', 'BindComplete', 'C:ROLLBACK', 'Z:I']);
    expect(await run(parse('BEGIN'), bind(), exec(), parse('SELECT 1 AS i_x'), bind([], 'p'), sync, exec('p'), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'C:BEGIN',
      'ParseComplete',
      'BindComplete',
      'Z:T',
      'D:1',
      'C:SELECT 1',
      'Z:T',
    ]);
  });

  it('ext-7: empty statement, SET LOCAL and COMMIT outside a block, Close', async () => {
    expect(await run(parse(''), bind(), { type: 'Describe', target: 'P', name: '' }, exec(), sync)).toEqual([
      'ParseComplete',
      'BindComplete',
      'NoData',
      'EmptyQueryResponse',
      'Z:I',
    ]);
    expect(await run(parse('SET LOCAL jit = off'), bind(), exec(), sync)).toEqual(['ParseComplete', 'BindComplete', 'N:25P01', 'C:SET', 'Z:I']);
    expect(await run(parse('COMMIT'), bind(), exec(), sync)).toEqual(['ParseComplete', 'BindComplete', 'N:25P01', 'C:COMMIT', 'Z:I']);
    expect(await run(parse('SELECT 1 AS i_x', 'k'), { type: 'Close', target: 'S', name: 'k' }, { type: 'Close', target: 'S', name: 'k' }, bind([], '', 'k'), sync)).toEqual([
      'ParseComplete',
      'CloseComplete',
      'CloseComplete',
      'E:26000',
      'Z:I',
    ]);
  });

  it('ext-8: binary result format and NULL parameters', async () => {
    c.send(parse('SELECT a FROM t WHERE a = $1 OR b IS $2 ORDER BY a', '', [23, 25]), bind(['4', null], '', '', [1]), exec(), sync);
    const msgs = await c.ready();
    const rows = msgs.flatMap((m) => (m.type === 'DataRow' ? [Array.from(m.values[0] ?? [])] : []));
    expect(rows).toEqual([
      [0, 0, 0, 3],
      [0, 0, 0, 4],
    ]);
    expect(brief(msgs)).toContain('C:SELECT 2');
  });

  it('ext-9: invalid text for an int4 parameter is 22P02; wrong result-format count is 08P01', async () => {
    expect(await run(parse('SELECT a FROM t WHERE a = $1', '', [23]), bind(['abc']), exec(), sync)).toEqual(['ParseComplete', 'E:22P02', 'Z:I']);
    expect(await run(parse('SELECT a FROM t WHERE a = $1', '', [23]), bind(['1'], '', '', [0, 0]), sync)).toEqual(['ParseComplete', 'E:08P01', 'Z:I']);
  });

  it('ext-10: Flush writes pending output without ReadyForQuery', async () => {
    c.send(parse('SELECT 1 AS i_x'), bind(), exec(), { type: 'Flush' });
    expect(brief(await c.until((m) => m.length === 4))).toEqual(['ParseComplete', 'BindComplete', 'D:1', 'C:SELECT 1']);
    expect(await run(sync)).toEqual(['Z:I']);
  });
});

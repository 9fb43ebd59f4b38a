import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

const rawTypes = { getTypeParser: () => (value: string) => value };
const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url, types: rawTypes });
  await client.connect();
  return client;
}

async function one(c: pg.Client, sql: string, params: unknown[] = []): Promise<string[]> {
  const r = await c.query({ text: sql, values: params, rowMode: 'array' });
  return (r.rows[0] as string[]).map(String);
}

describe.skipIf(target === null)(`now() is the transaction start (${target?.kind})`, () => {
  it('5-now-1 inside BEGIN … COMMIT every now()/current_timestamp/transaction_timestamp() is the same; statement_timestamp() and clock_timestamp() move', async () => {
    const c = await connect();
    await c.query('BEGIN');
    const [n1, s1] = await one(c, 'SELECT now(), statement_timestamp()');
    await pause(5);
    const [n2, t2, ts2, s2, k2] = await one(c, 'SELECT now(), current_timestamp, transaction_timestamp(), statement_timestamp(), clock_timestamp()');
    await pause(5);
    const [n3] = await one(c, 'SELECT now() WHERE $1::int = 1', [1]);
    expect([n2, t2, ts2, n3]).toEqual([n1, n1, n1, n1]);
    expect(s2).not.toBe(s1);
    expect(k2).not.toBe(n1);
    const [same] = await one(c, "SELECT now()::timestamp = localtimestamp AND now()::date = current_date AND now() < clock_timestamp()");
    expect(same).toBe('t');
    await c.query('COMMIT');
    await pause(5);
    const [n4] = await one(c, 'SELECT now()');
    expect(n4).not.toBe(n1);
    await c.end();
  });

  it('5-now-2 an autocommit statement is its own transaction: now() moves between statements, equals statement_timestamp() within one', async () => {
    const c = await connect();
    const [a, b] = await one(c, 'SELECT now(), statement_timestamp()');
    expect(a).toBe(b);
    await pause(5);
    const [a2] = await one(c, 'SELECT now()');
    expect(a2).not.toBe(a);
    await c.query('CREATE TABLE nowt (id int, at timestamptz DEFAULT now())');
    await c.query('BEGIN');
    await c.query('INSERT INTO nowt (id, at) VALUES (1, now())');
    await pause(5);
    await c.query('INSERT INTO nowt (id, at) VALUES (2, now())');
    await c.query('UPDATE nowt SET at = now() WHERE id = 2');
    const [n] = await one(c, 'SELECT count(DISTINCT at) FROM nowt WHERE at = now()');
    await c.query('COMMIT');
    expect(n).toBe('1');
    await c.end();
  });

  it('5-now-3 a multi-statement simple query is one transaction: one now()', async () => {
    const c = await connect();
    const rs = (await c.query("SELECT now() AS a; SELECT pg_catalog.now() AS b")) as unknown as pg.QueryResult[];
    expect(rs[0]?.rows[0]?.a).toBe(rs[1]?.rows[0]?.b);
    await c.end();
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// COMMIT AND CHAIN / ROLLBACK AND CHAIN with node-postgres: the next transaction starts at once
// with the same characteristics. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres)
// PostgreSQL 15 itself, which is how the expected answers were checked.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

async function tagOf(c: pg.Client, sql: string): Promise<string> {
  const r = await c.query(sql);
  return `${r.command}`;
}

async function show(c: pg.Client, name: string): Promise<string> {
  return String((await c.query(`SHOW ${name}`)).rows[0]?.[name]);
}

async function errorOf(p: Promise<unknown>): Promise<[string, string]> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: string; message: string };
    return [err.code ?? '', err.message];
  }
  throw new Error('expected an error');
}

describe.skipIf(target === null)('COMMIT / ROLLBACK AND CHAIN', () => {
  it('and-chain-keeps-characteristics starts the next transaction with the same isolation, read only and deferrable', async () => {
    const c = await connect();
    await c.query('BEGIN ISOLATION LEVEL SERIALIZABLE READ ONLY DEFERRABLE');
    expect(await tagOf(c, 'COMMIT AND CHAIN')).toBe('COMMIT');
    expect([await show(c, 'transaction_isolation'), await show(c, 'transaction_read_only'), await show(c, 'transaction_deferrable')]).toEqual(['serializable', 'on', 'on']);
    expect(await tagOf(c, 'ROLLBACK AND CHAIN')).toBe('ROLLBACK');
    expect(await show(c, 'transaction_isolation')).toBe('serializable');
    await c.query('COMMIT');
    expect(await show(c, 'transaction_isolation')).toBe('read committed');
  });

  it('and-chain-commits-and-rolls-back keeps what COMMIT AND CHAIN committed and undoes what ROLLBACK AND CHAIN rolled back', async () => {
    const c = await connect();
    await c.query('CREATE TABLE chain_t (a int)');
    await c.query('BEGIN');
    await c.query('INSERT INTO chain_t VALUES (1)');
    await c.query('COMMIT AND CHAIN');
    await c.query('INSERT INTO chain_t VALUES (2)');
    await c.query('ROLLBACK AND CHAIN');
    const other = await connect();
    expect((await other.query('SELECT count(*)::int AS n FROM chain_t')).rows).toEqual([{ n: 1 }]);
    await c.query('INSERT INTO chain_t VALUES (3)');
    await c.query('COMMIT');
    expect((await other.query('SELECT array_agg(a ORDER BY a) AS a FROM chain_t')).rows).toEqual([{ a: [1, 3] }]);
    await c.query('DROP TABLE chain_t');
  });

  it('and-chain-after-error rolls a failed block back, answers ROLLBACK and chains with the default characteristics', async () => {
    const c = await connect();
    await c.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    await errorOf(c.query('SELECT 1/0'));
    expect(await tagOf(c, 'COMMIT AND CHAIN')).toBe('ROLLBACK');
    expect(await show(c, 'transaction_isolation')).toBe('read committed');
    expect((await c.query('SELECT 2 AS x')).rows).toEqual([{ x: 2 }]);
    await c.query('SET LOCAL work_mem = 128');
    expect(await show(c, 'work_mem')).toBe('128kB');
    await c.query('COMMIT');
    expect(await show(c, 'work_mem')).toBe('4MB');
  });

  it('and-chain-after-error-in-chained-block chains a failed chained block with the characteristics the chain gave it', async () => {
    const c = await connect();
    await c.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
    await c.query('ROLLBACK AND CHAIN');
    await errorOf(c.query('SELECT 1/0'));
    expect(await tagOf(c, 'ROLLBACK AND CHAIN')).toBe('ROLLBACK');
    expect(await show(c, 'transaction_isolation')).toBe('serializable');
    await errorOf(c.query('SELECT 1/0'));
    expect(await tagOf(c, 'COMMIT AND CHAIN')).toBe('ROLLBACK');
    expect(await show(c, 'transaction_isolation')).toBe('serializable');
    await c.query('COMMIT');
    expect(await show(c, 'transaction_isolation')).toBe('read committed');
  });

  it('and-chain-after-error keeps what a chain or a savepoint kept (regress transactions.sql TBLOCK_ABORT_END / ABORT_PENDING)', async () => {
    const c = await connect();
    await c.query('START TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ WRITE, DEFERRABLE');
    await c.query('COMMIT AND CHAIN');
    // the chained block failed at its top level: it chains with the characteristics the chain gave it
    await errorOf(c.query('SELECT 1/0'));
    expect(await tagOf(c, 'COMMIT AND CHAIN')).toBe('ROLLBACK');
    expect([await show(c, 'transaction_isolation'), await show(c, 'transaction_deferrable')]).toEqual(['repeatable read', 'on']);
    await c.query('COMMIT');
    // a failure inside a savepoint aborts the subtransaction only: BEGIN's options stay
    await c.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
    await c.query('SAVEPOINT x');
    await errorOf(c.query('SELECT 1/0'));
    expect(await tagOf(c, 'ROLLBACK AND CHAIN')).toBe('ROLLBACK');
    expect(await show(c, 'transaction_isolation')).toBe('serializable');
    // SET TRANSACTION in a chained block is undone by a top-level failure
    await c.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await errorOf(c.query('SELECT 1/0'));
    await c.query('COMMIT AND CHAIN');
    expect(await show(c, 'transaction_isolation')).toBe('serializable');
    await c.query('COMMIT');
  });

  it('and-chain-outside-block is 25P01 outside a transaction block', async () => {
    const c = await connect();
    expect(await errorOf(c.query('COMMIT AND CHAIN'))).toEqual(['25P01', 'COMMIT AND CHAIN can only be used in transaction blocks']);
    expect(await errorOf(c.query('ROLLBACK AND CHAIN'))).toEqual(['25P01', 'ROLLBACK AND CHAIN can only be used in transaction blocks']);
    expect((await c.query('SELECT 3 AS x')).rows).toEqual([{ x: 3 }]);
  });
});

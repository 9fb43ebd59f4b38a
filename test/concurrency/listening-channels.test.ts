import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// pg_listening_channels(): the session's committed LISTENs in the order they were made (async.c
// listenChannels); a LISTEN/UNLISTEN in a transaction counts at COMMIT, not at all after ROLLBACK.
// Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
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

async function channels(c: pg.Client, sql = 'SELECT pg_listening_channels() AS c'): Promise<string[]> {
  return (await c.query<{ c: string }>(sql)).rows.map((r) => r.c);
}

describe.skipIf(target === null)('pg_listening_channels', () => {
  it('lists committed LISTENs in order, once each, per session', async () => {
    const a = await connect();
    const b = await connect();
    expect(await channels(a)).toEqual([]);
    await a.query('LISTEN foo; LISTEN "Bar"; LISTEN foo; LISTEN a');
    expect(await channels(a)).toEqual(['foo', 'Bar', 'a']);
    expect(await channels(a, 'SELECT c FROM pg_listening_channels() WITH ORDINALITY AS t(c, n) ORDER BY n')).toEqual(['foo', 'Bar', 'a']);
    expect(await channels(b)).toEqual([]);
    await a.query('UNLISTEN foo');
    expect(await channels(a)).toEqual(['Bar', 'a']);
  });

  it('counts a transaction\'s LISTEN/UNLISTEN at COMMIT only', async () => {
    const a = await connect();
    await a.query('BEGIN');
    await a.query('LISTEN zz');
    expect(await channels(a)).toEqual([]);
    await a.query('COMMIT');
    expect(await channels(a)).toEqual(['zz']);
    await a.query('BEGIN');
    await a.query('UNLISTEN *');
    expect(await channels(a)).toEqual(['zz']);
    await a.query('ROLLBACK');
    expect(await channels(a)).toEqual(['zz']);
    await a.query('UNLISTEN *');
    expect(await channels(a)).toEqual([]);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * pg_temp.f() names the session's temporary schema, which PostgreSQL creates only when a
 * temporary object is made: before that the lookup is 3F000 (schema "pg_temp" does not exist),
 * afterwards 42883 (no such function). Checked on fresh connections (the conformance corpus
 * shares one connection, which earlier areas gave a temporary schema).
 */

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => target?.stop());

async function codes(setup: string[], statements: string[]): Promise<string[]> {
  const client = new pg.Client({ host: target!.host, port: target!.port, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    for (const s of setup) await client.query(s);
    const out: string[] = [];
    for (const s of statements) out.push(await client.query(s).then(() => 'ok', (e: { code?: string }) => e.code ?? 'none'));
    return out;
  } finally {
    await client.end();
  }
}

const LOOKUPS = ['SELECT pg_temp.tsf_none()', "SELECT pg_temp.tsf_none(1, 'x'::text)", 'DROP FUNCTION pg_temp.tsf_none()'];

it('temp-schema-lookup-1: without a temporary schema, pg_temp.f() is 3F000', async () => {
  expect(await codes([], LOOKUPS)).toEqual(['3F000', '3F000', '3F000']);
});

it('temp-schema-lookup-2: with one, 42883', async () => {
  expect(await codes(['CREATE TEMP TABLE tsl (a int)'], LOOKUPS)).toEqual(['42883', '42883', '42883']);
});

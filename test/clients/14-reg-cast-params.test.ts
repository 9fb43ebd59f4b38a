import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Parameters cast to reg* types (drizzle-kit's introspection: `relnamespace = $1::regnamespace`;
// pgx / node-postgres tests: `$1::text::regtype` of user types): the name is read when the
// statement runs, compared as an OID, with PostgreSQL's error when nothing has that name.
// Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15 itself.
const target = await startTarget();
let c: pg.Client;
beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
  await c.query("CREATE SCHEMA rcp; CREATE TYPE rcp.mood AS ENUM ('a'); CREATE DOMAIN rcp_pos AS int CHECK (VALUE > 0); CREATE TABLE rcp.t (a int); CREATE TABLE rcp_top (a int)");
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

async function row(sql: string, params: unknown[]): Promise<unknown> {
  return (await c.query({ text: sql, values: params, rowMode: 'array' })).rows[0];
}

async function errorOf(sql: string, params: unknown[]): Promise<[string, string]> {
  try {
    await c.query(sql, params);
  } catch (e) {
    const err = e as { code?: string; message: string };
    return [err.code ?? '', err.message];
  }
  throw new Error('expected an error');
}

describe.skipIf(target === null)('reg* casts of parameters', () => {
  it('reg-cast-params-namespace compares $1::regnamespace with oid columns', async () => {
    expect(await row('SELECT count(*)::int FROM pg_class WHERE relnamespace = $1::regnamespace AND relname IN ($2, $3)', ['rcp', 't', 'rcp_top'])).toEqual([1]);
    expect(await row('SELECT nspname FROM pg_namespace WHERE oid = $1::regnamespace', ['RCP'])).toEqual(['rcp']);
    expect(await row('SELECT $1::regnamespace::oid = (SELECT oid FROM pg_namespace WHERE nspname = $2)', ['"public"', 'public'])).toEqual([true]);
    expect(await row('SELECT $1::regnamespace IS NULL', [null])).toEqual([true]);
    expect(await errorOf('SELECT $1::regnamespace::oid', ['no_such_schema'])).toEqual(['3F000', 'schema "no_such_schema" does not exist']);
  });

  it('reg-cast-params-type resolves user enums, domains, row types and arrays through $1::text::regtype', async () => {
    expect(await row('SELECT $1::text::regtype::text, $2::text::regtype::text, $3::text::regtype::text, $4::text::regtype::text', ['int4', 'rcp.mood', 'rcp_pos', 'rcp.mood[]'])).toEqual(['integer', 'rcp.mood', 'rcp_pos', 'rcp.mood[]']);
    expect(await row('SELECT $1::text::regtype = (SELECT oid FROM pg_type WHERE typname = $2)', ['rcp_top', 'rcp_top'])).toEqual([true]);
    expect((await errorOf('SELECT $1::text::regtype', ['no_such_type']))[0]).toBe('42704');
  });

  it('reg-cast-params-class resolves relation names, qualified or not, with 42P01 for none', async () => {
    expect(await row('SELECT $1::regclass = $2::regclass, $1::regclass::oid > 0', ['rcp.t', '"rcp"."t"'])).toEqual([true, true]);
    expect(await row('SELECT count(*)::int FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0', ['rcp_top'])).toEqual([1]);
    expect(await errorOf('SELECT $1::regclass', ['no_such_rel'])).toEqual(['42P01', 'relation "no_such_rel" does not exist']);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, targetKind } from '../helpers/pgsqlite.js';

// Built-in PostgreSQL types pgsqlite does not implement are refused with 0A000 naming the type
// (not 42704 as if PostgreSQL had no such type); so are setting values whose effect pgsqlite
// would ignore.
// pgsqlite only: PostgreSQL accepts all of them.
const target = targetKind === 'pgsqlite' ? await startTarget() : null;
let c: pg.Client;
beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

async function errorOf(sql: string): Promise<[string, string, string | undefined]> {
  try {
    await c.query(sql);
  } catch (e) {
    const err = e as { code?: string; message: string; position?: string };
    return [err.code ?? '', err.message, err.position];
  }
  throw new Error('expected an error');
}

describe.skipIf(target === null)('unsupported built-in types', () => {
  it('unsupported-types-names names the type in 0A000 for xml, cid, regoperator, pg_ndistinct', async () => {
    expect(await errorOf('CREATE TABLE ut (b xml)')).toEqual(['0A000', 'type xml is not supported by pgsqlite', '20']);
    expect((await errorOf("SELECT '0'::cid"))[1]).toBe('type cid is not supported by pgsqlite');
    for (const t of ['xml', 'pg_catalog.regoperator', 'pg_ndistinct']) expect((await errorOf(`SELECT NULL::${t}`))[0]).toBe('0A000');
    expect((await errorOf('SELECT NULL::no_such_type'))[0]).toBe('42704');
  });

  it('unsupported-settings refuses setting values that would change results pgsqlite ignores', async () => {
    expect((await errorOf("SELECT set_config('transform_null_equals', 'on', false)"))[0]).toBe('0A000');
    expect((await errorOf('SET quote_all_identifiers = on'))[0]).toBe('0A000');
    await c.query('SET session_replication_role = origin; SET enable_seqscan = off; SET random_page_cost = 1.1; RESET ALL');
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * "A function listed there must be callable, or refused with 0A000 naming it" (issue 14): a
 * function, operator or type PostgreSQL 15 lists in pg_proc / pg_operator / pg_type that pgsqlite
 * does not implement is refused with 0A000 naming it, at its position; a name PostgreSQL does not
 * know either keeps PostgreSQL's 42883 / 42704 and text. (pgsqlite only: PostgreSQL runs these.)
 */

const { startPgsqlite } = await import('../../src/index.js');
const server = await startPgsqlite({ port: 0 });
afterAll(async () => server.close());

async function failure(c: pg.Client, sql: string): Promise<Record<string, unknown>> {
  try {
    await c.query(sql);
    return {};
  } catch (e) {
    const { code, message, position, hint } = e as Record<string, unknown>;
    return { code, message, position, hint };
  }
}

describe('catalog: built-ins pgsqlite does not implement (issue 14)', () => {
  it('catalog-builtin-unsupported-1 functions, operators and types that pg_catalog lists are refused with 0A000 naming them', async () => {
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    try {
      // listed: the catalogs say PostgreSQL has them
      const listed = await c.query(
        `SELECT (SELECT count(*) FROM pg_proc WHERE proname = 'pg_current_wal_lsn')::int AS f,
                (SELECT count(*) FROM pg_type WHERE typname = 'tid')::int AS t,
                (SELECT count(*) FROM pg_operator WHERE oprname = '<<=' AND oprleft = 869)::int AS o`,
      );
      expect(listed.rows).toEqual([{ f: 1, t: 1, o: 1 }]);
      expect(await failure(c, 'SELECT 1, pg_current_wal_lsn()')).toEqual({
        code: '0A000', message: 'function pg_current_wal_lsn() is not supported by pgsqlite', position: '11', hint: undefined,
      });
      expect(await failure(c, "SELECT 1, pg_catalog.pg_current_wal_lsn()")).toMatchObject({ code: '0A000', message: 'function pg_catalog.pg_current_wal_lsn() is not supported by pgsqlite' });
      expect(await failure(c, "SELECT '0'::cid")).toMatchObject({ code: '0A000', message: 'type cid is not supported by pgsqlite', position: '13' });
      expect(await failure(c, "SELECT '10.0.0.1'::inet <<= '10.0.0.0/8'::inet")).toMatchObject({
        code: '0A000', message: 'operator inet <<= inet is not supported by pgsqlite', position: '25',
      });
      // a system view pg_class lists that pgsqlite does not emulate
      expect(await failure(c, 'SELECT * FROM pg_catalog.pg_stat_wal')).toMatchObject({
        code: '0A000', message: 'relation "pg_catalog.pg_stat_wal" is not supported by pgsqlite', position: '15',
      });
    } finally {
      await c.end();
    }
  });

  it('catalog-builtin-unsupported-2 names PostgreSQL does not know keep 42883 / 42704 with its text and hint', async () => {
    const c = new pg.Client({ connectionString: server.url });
    await c.connect();
    try {
      expect(await failure(c, 'SELECT no_such_function(1)')).toEqual({
        code: '42883', message: 'function no_such_function(integer) does not exist', position: '8',
        hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
      });
      // a built-in name with argument types no built-in takes
      expect(await failure(c, 'SELECT length(1)')).toMatchObject({ code: '42883', message: 'function length(integer) does not exist' });
      expect(await failure(c, 'SELECT 1 <-> 2')).toMatchObject({ code: '42883', message: 'operator does not exist: integer <-> integer', position: '10' });
      expect(await failure(c, "SELECT 'x'::no_such_type")).toMatchObject({ code: '42704', message: 'type "no_such_type" does not exist' });
      expect(await failure(c, 'SELECT * FROM pg_no_such_view')).toMatchObject({ code: '42P01', message: 'relation "pg_no_such_view" does not exist', position: '15' });
    } finally {
      await c.end();
    }
  });
});

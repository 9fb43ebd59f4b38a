import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/**
 * A prepared statement whose result columns DDL changed is refused on every use with 0A000
 * "cached plan must not change result type", as PostgreSQL's plan cache refuses it: pgx reads that
 * error to drop the statement from its cache and prepare it again (pgx's TestStmtCacheInvalidation
 * got 08P01 "bind message has 3 result formats but query has 2 columns" instead). A statement whose
 * result is unchanged is re-planned silently.
 */
describe.skipIf(target === null)(`prepared statements after DDL (${target?.kind})`, () => {
  let c: pg.Client;
  beforeAll(async () => {
    c = new pg.Client({ connectionString: target?.url });
    await c.connect();
  });
  afterAll(async () => c?.end());

  it('a named statement whose SELECT * lost a column is refused on each Bind; its result formats are not looked at', async () => {
    await c.query('CREATE TABLE drop_cols (id serial PRIMARY KEY, f1 int NOT NULL, f2 int NOT NULL)');
    await c.query('INSERT INTO drop_cols (f1, f2) VALUES (1, 2)');
    const q = { name: 'get-drop-cols', text: 'SELECT * FROM drop_cols WHERE id = $1', values: [1] };
    expect((await c.query(q)).rows).toEqual([{ id: 1, f1: 1, f2: 2 }]);
    await c.query('ALTER TABLE drop_cols DROP COLUMN f1');
    for (let i = 0; i < 2; i++) await expect(c.query(q)).rejects.toMatchObject({ code: '0A000', message: 'cached plan must not change result type' });
    expect((await c.query({ ...q, name: 'get-drop-cols-2' })).rows).toEqual([{ id: 1, f2: 2 }]);
  });

  it('PREPARE / EXECUTE: a new column and a changed type are refused; an unrelated change is not; a renamed column is not found', async () => {
    await c.query('CREATE TABLE pc (a int, b text)');
    await c.query("INSERT INTO pc VALUES (1, 'x')");
    await c.query('PREPARE p_star AS SELECT * FROM pc');
    await c.query('PREPARE p_a AS SELECT a FROM pc');
    await c.query("PREPARE p_ins AS INSERT INTO pc VALUES (2, 'y')");
    await c.query('ALTER TABLE pc ADD COLUMN c int');
    await expect(c.query('EXECUTE p_star')).rejects.toMatchObject({ code: '0A000', message: 'cached plan must not change result type' });
    expect((await c.query('EXECUTE p_a')).rows).toEqual([{ a: 1 }]);
    expect((await c.query('EXECUTE p_ins')).rowCount).toBe(1);
    // (re-analysed from its text, as PostgreSQL does: the old name is gone)
    await c.query('ALTER TABLE pc RENAME COLUMN a TO aa');
    await expect(c.query('EXECUTE p_a')).rejects.toMatchObject({ code: '42703', message: 'column "a" does not exist' });
    await c.query('PREPARE p_b AS SELECT b FROM pc ORDER BY b');
    await c.query('ALTER TABLE pc ALTER COLUMN b TYPE varchar(10)');
    await expect(c.query('EXECUTE p_b')).rejects.toMatchObject({ code: '0A000' });
  });
});

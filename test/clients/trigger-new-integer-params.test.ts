import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../copy/copy-client.js';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * NEW in a BEFORE ROW trigger holds an integer column's value as an integer whatever brought it:
 * a bound parameter or a COPY row (both decoded to JavaScript numbers) printed `77.0` through
 * `NEW.id::text` before. Runs on PostgreSQL too (PGSQLITE_TEST_TARGET=postgres).
 */
const target = await startTarget();
let c: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
  await c.query(`CREATE TABLE tni (id int PRIMARY KEY, s smallint, b bigint, f float8, v text)`);
  await c.query(`CREATE TABLE tni_log (seq serial, m text)`);
  await c.query(`CREATE FUNCTION tni_f() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO tni_log (m) VALUES (NEW.id::text || ' ' || NEW.s::text || ' ' || NEW.b::text || ' ' || NEW.f::text || ' ' || (NEW.id / 2)::text); RETURN NEW; END $$`);
  await c.query(`CREATE TRIGGER tni_b BEFORE INSERT ON tni FOR EACH ROW EXECUTE FUNCTION tni_f()`);
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

describe.skipIf(target === null)(`NEW of integer columns (${target?.kind})`, () => {
  it('trigger-new-integer-1 a bound parameter and a COPY row are integers in NEW', async () => {
    await c.query('INSERT INTO tni VALUES ($1, $2, $3, $4, $5)', [77, 3, 9, 2, 'p']);
    await copy(c, 'COPY tni FROM STDIN', ['5\t1\t8\t2.5\tc\n']);
    const r = await c.query<{ m: string }>('SELECT m FROM tni_log ORDER BY seq');
    expect(r.rows.map((x) => x.m)).toEqual(['77 3 9 2 38', '5 1 8 2.5 2']);
  });
});

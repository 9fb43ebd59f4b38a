import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

/** node-postgres hands binary values over decoded as UTF-8: the hex of that string. */
const hexOf = (v: unknown): string => Buffer.from(String(v), 'utf8').toString('hex');
/** PostgreSQL's bytes as node-postgres hands them over (bytes ≥ 0x80 become U+FFFD). */
const asDecoded = (hex: string): string => Buffer.from(Buffer.from(hex, 'hex').toString('utf8'), 'utf8').toString('hex');

/**
 * Anonymous records asked for in binary are record_send with the field types PostgreSQL reports
 * (a ROW(…)'s, a subquery's, array_agg's, a whole-row reference's, CASE / COALESCE branches that
 * agree), never their text. Expected: PostgreSQL 15's bytes for the same statements (pgx's
 * pgtype suite found `row()` sent with one NULL field and subquery records sent as text).
 */
const CASES: [string, number, string[]][] = [
  ["select row()", 2249, ["00000000"]],
  ["select row(1,'a')", 2249, ["00000002000000170000000400000001000002c10000000161"]],
  ["select (select row(1,2))", 2249, ["00000002000000170000000400000001000000170000000400000002"]],
  ["select r from (select row(1,'x') as r) s", 2249, ["00000002000000170000000400000001000002c10000000178"]],
  ["select x from (values (1,'a')) x(a,b)", 2249, ["00000002000000170000000400000001000000190000000161"]],
  ["select array[row(1,2)]", 2287, ["0000000100000000000008c900000001000000010000001c00000002000000170000000400000001000000170000000400000002"]],
  ["select (1,2)::record", 2249, ["00000002000000170000000400000001000000170000000400000002"]],
  ["select row(null)", 2249, ["00000001000002c1ffffffff"]],
  ["select array_agg(row(g, 'n'||g) order by g) from generate_series(1,2) g", 2287, ["0000000100000000000008c900000002000000010000001a0000000200000017000000040000000100000019000000026e310000001a0000000200000017000000040000000200000019000000026e32"]],
  ["select array(select row(g,g::text) from generate_series(1,2) g)", 2287, ["0000000100000000000008c9000000020000000100000019000000020000001700000004000000010000001900000001310000001900000002000000170000000400000002000000190000000132"]],
  ["with c as (select row(1,true) r) select r from c", 2249, ["00000002000000170000000400000001000000100000000101"]],
  ["select array[row(1,2),null]", 2287, ["0000000100000001000008c900000002000000010000001c00000002000000170000000400000001000000170000000400000002ffffffff"]],
  ["select array_agg(x) from (values (1,'a')) x(a,b)", 2287, ["0000000100000000000008c900000001000000010000001900000002000000170000000400000001000000190000000161"]],
  ["select case when true then row(1,2) end", 2249, ["00000002000000170000000400000001000000170000000400000002"]],
  ["select coalesce(row(1,2), row(3,4))", 2249, ["00000002000000170000000400000001000000170000000400000002"]],
  ["select coalesce(null, row(1,2))", 2249, ["00000002000000170000000400000001000000170000000400000002"]],
  ["select array[row(1,'a'), row(2,'b')]", 2287, ["0000000100000000000008c900000002000000010000001900000002000000170000000400000001000002c100000001610000001900000002000000170000000400000002000002c10000000162"]],
  ["select row(row(1,'a'),2)", 2249, ["00000002000008c90000001900000002000000170000000400000001000002c10000000161000000170000000400000002"]],
  ["select row(tt.*) from tt", 2249, ["00000002000000170000000400000001000000190000000178", "0000000200000017000000040000000200000019ffffffff"]],
  ["select array_agg(row(a,b)) from tt", 2287, ["0000000100000000000008c900000002000000010000001900000002000000170000000400000001000000190000000178000000180000000200000017000000040000000200000019ffffffff"]],
  ["select row(1,2) union all select row(3,4)", 2249, ["00000002000000170000000400000001000000170000000400000002", "00000002000000170000000400000003000000170000000400000004"]],
  ["select s.r from tt, lateral (select row(tt.a, tt.b) r) s", 2249, ["00000002000000170000000400000001000000190000000178", "0000000200000017000000040000000200000019ffffffff"]],
  ["select row(a) from tt where a=1", 2249, ["00000001000000170000000400000001"]],
  ["select (select array_agg(row(a,b)) from tt)", 2287, ["0000000100000000000008c900000002000000010000001900000002000000170000000400000001000000190000000178000000180000000200000017000000040000000200000019ffffffff"]],
];

describe.skipIf(target === null)(`record values in binary (${target?.kind})`, () => {
  let c: pg.Client;
  beforeAll(async () => {
    c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    await c.query('CREATE TABLE tt (a int, b text)');
    await c.query("INSERT INTO tt VALUES (1, 'x'), (2, NULL)");
  });
  afterAll(async () => c?.end());

  it.each(CASES)('%s', async (text, oid, rows) => {
    const r = await c.query({ text, rowMode: 'array', binary: true, name: `rb-${CASES.findIndex((k) => k[0] === text)}` });
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([oid]);
    expect(r.rows.map((row: unknown[]) => hexOf(row[0]))).toEqual(rows.map(asDecoded));
  });

  it('a record whose branches have different field types is refused in binary (0A000), never sent as text', async () => {
    await expect(c.query({ text: "SELECT CASE WHEN random() > 2 THEN ROW(1, 2) ELSE ROW('a'::text, 3) END", rowMode: 'array', binary: true, name: 'rb-mixed' })).rejects.toMatchObject({ code: '0A000' });
    const ok = await c.query({ text: "SELECT CASE WHEN random() > 2 THEN ROW(1, 2) ELSE ROW('a'::text, 3) END", rowMode: 'array' });
    expect(ok.rows).toEqual([['(a,3)']]);
  });
});

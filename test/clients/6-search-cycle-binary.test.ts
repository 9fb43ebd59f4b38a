import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

/** node-postgres hands binary values over decoded as UTF-8: the hex of that string (PostgreSQL 15's bytes decoded the same way). */
const hexOf = (v: unknown): string => Buffer.from(String(v), 'utf8').toString('hex');

/** Expected bytes are PostgreSQL 15's answers to the same statement. */
describe.skipIf(target === null)(`WITH RECURSIVE … SEARCH / CYCLE columns in binary (${target?.kind})`, () => {
  it('6-search-bin-1 the BREADTH FIRST record is record_send (int8 depth, then the BY columns), the CYCLE path array_send of records', async () => {
    const c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    try {
      const r = await c.query({
        text: `WITH RECURSIVE w(id, name) AS (SELECT 1, 'a b' UNION ALL SELECT id + 1, NULL FROM w WHERE id < 2) SEARCH BREADTH FIRST BY id, name SET ord CYCLE id SET c USING p SELECT ord, p, ord::text AS ord_text FROM w ORDER BY ord`,
        rowMode: 'array',
        binary: true,
        name: 'search-cycle-bin',
      });
      expect(r.fields.map((f) => f.dataTypeID)).toEqual([2249, 2287, 25]);
      expect(r.rows.map((row: unknown[]) => [hexOf(row[0]), hexOf(row[1]), String(row[2])])).toEqual([
        [
          '00000003000000140000000800000000000000000000001700000004000000010000001900000003612062',
          '0000000100000000000008efbfbd00000001000000010000001000000001000000170000000400000001',
          '(0,1,"a b")',
        ],
        [
          '000000030000001400000008000000000000000100000017000000040000000200000019efbfbdefbfbdefbfbdefbfbd',
          '0000000100000000000008efbfbd000000020000000100000010000000010000001700000004000000010000001000000001000000170000000400000002',
          '(1,2,)',
        ],
      ]);
    } finally {
      await c.end();
    }
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: text values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

/** Expected values are PostgreSQL 15's answers to the same statements. */
describe.skipIf(target === null)(`arrays with lower bounds other than 1 written by DML (${target?.kind})`, () => {
  it('5-lb-1 MERGE … UPDATE SET a[i] / INSERT (a[i]) and INSERT (a[lo:hi]) keep the subscripts as bounds', async () => {
    const c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    try {
      await c.query('CREATE TEMP TABLE lbm (id int, a int[], b text[])');
      await c.query("INSERT INTO lbm (id, a) VALUES (1, '{1,2}')");
      await c.query('MERGE INTO lbm t USING (VALUES (20, 5), (1, 6)) s(id, v) ON t.id = s.id WHEN MATCHED THEN UPDATE SET a[0] = s.v, a[-1] = s.v WHEN NOT MATCHED THEN INSERT (id, a[0]) VALUES (s.id, s.v)');
      await c.query("INSERT INTO lbm (id, b[2:3]) VALUES (30, '{x,y,z}')");
      const r = await c.query({ text: 'SELECT id, a, b, array_lower(a, 1), b[2] FROM lbm ORDER BY id', rowMode: 'array' });
      expect(r.rows).toEqual([
        ['1', '[-1:2]={6,6,1,2}', null, '-1', null],
        ['20', '[0:0]={5}', null, '0', null],
        ['30', null, '[2:3]={x,y}', null, 'x'],
      ]);
    } finally {
      await c.end();
    }
  });
});

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

async function withClient<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: target?.url, types: raw });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Expected values are PostgreSQL 15's answers to the same statements. */
describe.skipIf(target === null)(`ctid and the tid type (${target?.kind})`, () => {
  it('ctid-tid-binary tid is sent as uint32 block + uint16 offset and received the same way', async () => {
    await withClient(async (c) => {
      const r = await c.query({ text: `SELECT '(0,1)'::tid, '(4294967295,65535)'::tid, '(258,3)'::tid`, rowMode: 'array', binary: true, name: 'tid-binary' });
      expect(r.fields.map((f) => f.dataTypeID)).toEqual([27, 27, 27]);
      // node-postgres hands binary values over as UTF-8 decoded strings: compare the low bytes
      const bytes = (v: unknown): string => [...String(v)].map((ch) => (ch.charCodeAt(0) & 0xff).toString(16).padStart(2, '0')).join('');
      expect(bytes(r.rows[0][0])).toBe('000000000001');
      expect(bytes(r.rows[0][2])).toBe('000001020003');
      const back = await c.query({ text: 'SELECT $1::tid::text', values: [Buffer.from([0, 0, 1, 2, 0, 3])], rowMode: 'array' });
      expect(back.rows).toEqual([['(258,3)']]);
      await expect(c.query({ text: 'SELECT $1::tid', values: [Buffer.from([0, 0, 1])] })).rejects.toMatchObject({ code: '08P01', message: 'insufficient data left in message' });
      await expect(c.query({ text: 'SELECT $1::tid', values: [Buffer.from([0, 0, 0, 1, 0, 2, 9])] })).rejects.toMatchObject({ code: '22P03' });
    });
  });

  it('ctid-row-lookup a row is found and changed by its ctid, also as a parameter; the dedupe idiom keeps the last of each key', async () => {
    await withClient(async (c) => {
      await c.query('BEGIN');
      await c.query('CREATE TABLE ctid_t (k int, v text)');
      await c.query(`INSERT INTO ctid_t VALUES (1, 'a'), (1, 'b'), (2, 'c'), (3, 'd'), (3, 'e')`);
      const all = await c.query({ text: 'SELECT ctid, k, v, tableoid FROM ctid_t', rowMode: 'array' });
      // RowDescription: the table and the system columns' attnums (ctid -1, tableoid -6)
      const oid = Number((await c.query({ text: `SELECT 'ctid_t'::regclass::oid`, rowMode: 'array' })).rows[0][0]);
      expect(all.fields.map((f) => [f.tableID, f.columnID])).toEqual([[oid, -1], [oid, 1], [oid, 2], [oid, -6]]);
      for (const row of all.rows) expect(row.pop()).toBe(String(oid));
      expect(all.rows).toEqual([['(0,1)', '1', 'a'], ['(0,2)', '1', 'b'], ['(0,3)', '2', 'c'], ['(0,4)', '3', 'd'], ['(0,5)', '3', 'e']]);
      const one = await c.query({ text: 'SELECT v FROM ctid_t WHERE ctid = $1', values: ['(0,3)'], rowMode: 'array' });
      expect(one.rows).toEqual([['c']]);
      const del = await c.query('DELETE FROM ctid_t a USING ctid_t b WHERE a.k = b.k AND a.ctid < b.ctid');
      expect(del.rowCount).toBe(2);
      const left = await c.query({ text: 'SELECT k, v FROM ctid_t ORDER BY k', rowMode: 'array' });
      expect(left.rows).toEqual([['1', 'b'], ['2', 'c'], ['3', 'e']]);
      const upd = await c.query({ text: `UPDATE ctid_t SET v = 'z' WHERE ctid = $1 RETURNING k`, values: ['(0,5)'], rowMode: 'array' });
      expect(upd.rows).toEqual([['3']]);
      await c.query('ROLLBACK');
    });
  });

  it('ctid-current-of a prepared UPDATE … WHERE CURRENT OF follows the cursor, and is 24000 once it passed the last row', async () => {
    await withClient(async (c) => {
      await c.query('BEGIN');
      await c.query('CREATE TABLE ctid_c (k int, v text)');
      await c.query(`INSERT INTO ctid_c VALUES (1, 'a'), (2, 'b'), (3, 'c')`);
      await c.query('DECLARE cur CURSOR FOR SELECT k FROM ctid_c WHERE k <> 2');
      const seen: unknown[] = [];
      for (;;) {
        const f = await c.query({ text: 'FETCH cur', rowMode: 'array' });
        if (f.rows.length === 0) break;
        seen.push(f.rows[0][0]);
        await c.query({ name: 'upd-current', text: 'UPDATE ctid_c SET v = v || $1 WHERE CURRENT OF cur', values: ['!'] });
      }
      expect(seen).toEqual(['1', '3']);
      const rows = await c.query({ text: 'SELECT k, v FROM ctid_c ORDER BY k', rowMode: 'array' });
      expect(rows.rows).toEqual([['1', 'a!'], ['2', 'b'], ['3', 'c!']]);
      await expect(c.query({ name: 'upd-current', text: 'UPDATE ctid_c SET v = v || $1 WHERE CURRENT OF cur', values: ['!'] })).rejects.toMatchObject({
        code: '24000',
        message: 'cursor "cur" is not positioned on a row',
      });
      await c.query('ROLLBACK');
    });
  });
});

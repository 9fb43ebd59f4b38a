import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: text values as sent, binary values as raw bytes. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

async function connect(binary: boolean): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url, types: raw, binary });
  await client.connect();
  return client;
}

const SQL = "SELECT length('abc'), position('b' IN 'abc'), octet_length('héllo'), length('abcde') / 2, strpos('abc', 'c') * 2, ascii('a')";

describe.skipIf(target === null)(`integer results of runtime functions (${target?.kind})`, () => {
  it('5-int-1 text: integers print without a fraction, divide as integers and keep int4', async () => {
    const c = await connect(false);
    const r = await c.query({ text: SQL, rowMode: 'array' });
    expect(r.rows[0]).toEqual(['3', '2', '6', '2', '6', '97']);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([23, 23, 23, 23, 23, 23]);
    const casts = await c.query({ text: "SELECT length('abc')::text, (length('abc') + 1)::text, pg_typeof(length('abc'))::text, length('abc') = 3, length('abcd') / 3", rowMode: 'array' });
    expect(casts.rows[0]).toEqual(['3', '4', 'integer', 't', '1']);
    await c.end();
  });

  it('5-int-2 binary: int4 results are 4 big-endian bytes', async () => {
    const c = await connect(true);
    try {
      // a parameter makes node-postgres use the extended protocol, where `binary` applies
      const r = await c.query({ text: `${SQL} WHERE $1::int = 1`, values: [1], rowMode: 'array' });
      const ints = (r.rows[0] as unknown[]).map((v) => {
        const b = Buffer.isBuffer(v) ? v : Buffer.from(String(v), 'latin1');
        return [b.length, b.readInt32BE(0)];
      });
      expect(ints).toEqual([[4, 3], [4, 2], [4, 6], [4, 2], [4, 6], [4, 97]]);
    } finally {
      await c.end();
    }
  });
});

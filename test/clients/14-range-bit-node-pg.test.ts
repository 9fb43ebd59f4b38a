import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// node-postgres reading range and bit string values as PostgreSQL 15 sends them, in text and in
// binary (no client-side parsing: pg-range is not installed, so raw strings and bytes compare).
const target = await startTarget();
afterAll(async () => target?.stop());

const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

async function connect(binary: boolean): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url, types: raw, binary });
  await client.connect();
  await client.query("SET TimeZone = 'UTC'");
  return client;
}

const SQL = `SELECT int4range(1, 5), '[1,5]'::int4range AS closed, numrange(1.50, NULL) AS half, 'empty'::daterange AS e,
  tstzrange('2020-01-01 00:00+00', '2020-01-02 12:00+00', '[]') AS ts, int8range(NULL, 9007199254740993) AS big, B'10110' AS b, X'1F'::bit varying AS v`;

function hex(v: unknown): string {
  return (Buffer.isBuffer(v) ? v : Buffer.from(String(v), 'latin1')).toString('hex');
}

describe.skipIf(target === null)(`range and bit values through node-postgres (${target?.kind})`, () => {
  it('range-bit-text: text output, canonical forms and type OIDs', async () => {
    const c = await connect(false);
    try {
      const r = await c.query({ text: SQL, rowMode: 'array' });
      expect(r.rows[0]).toEqual(['[1,5)', '[1,6)', '[1.50,)', 'empty', '["2020-01-01 00:00:00+00","2020-01-02 12:00:00+00"]', '(,9007199254740993)', '10110', '00011111']);
      expect(r.fields.map((f) => f.dataTypeID)).toEqual([3904, 3904, 3906, 3912, 3910, 3926, 1560, 1562]);
    } finally {
      await c.end();
    }
  });

  // node-postgres hands binary fields over as UTF-8 decoded strings: the values below keep every byte < 0x80
  const BINARY_SQL = `SELECT int4range(1, 5), '[1,5]'::int4range AS closed, numrange(7.0001, NULL) AS half, 'empty'::daterange AS e,
    daterange('2000-01-10', '2000-03-01', '[]') AS d, int8range(NULL, 9007199254740993) AS big, B'0101' AS b, X'1F'::bit varying AS v`;

  it('range-bit-binary: range_send flags and bounds, bit_send length and packed bits', async () => {
    const c = await connect(true);
    try {
      const r = await c.query({ text: `${BINARY_SQL} WHERE $1::int = 1`, values: [1], rowMode: 'array' });
      expect((r.rows[0] as unknown[]).map(hex)).toEqual([
        '02' + '00000004' + '00000001' + '00000004' + '00000005',
        '02' + '00000004' + '00000001' + '00000004' + '00000006',
        '12' + '0000000c' + '000200000000000400070001',
        '01',
        '02' + '00000004' + '00000009' + '00000004' + '0000003d',
        '08' + '00000008' + '0020000000000001',
        '00000004' + '50',
        '00000008' + '1f',
      ]);
    } finally {
      await c.end();
    }
  });

  it('range-bit-params: ranges and bit strings sent as text parameters compare and round-trip', async () => {
    const c = await connect(false);
    try {
      const r = await c.query({ text: 'SELECT $1::int4range @> 7, $2::numrange && numrange(2, 3), $3::bit(4) & B\'0110\', $1::int4range', values: ['(0,9]', '[1.5,2.5)', '1100'], rowMode: 'array' });
      expect(r.rows[0]).toEqual(['t', 't', '0100', '[1,10)']);
    } finally {
      await c.end();
    }
  });
});

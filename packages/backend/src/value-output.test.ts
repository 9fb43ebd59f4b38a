import { describe, expect, it } from 'vitest';
import { defaultFormatSettings, typeByName, type PgType } from '@pgsqlite/catalog';
import type { ResultColumn } from '@pgsqlite/translate';
import { columnEncoders, encodeRow } from './value-output.js';

const column = (name: string, type: string): ResultColumn => ({ name, tableOid: 0, attnum: 0, typeOid: (typeByName(type) as PgType).oid, typmod: -1 }) as ResultColumn;

describe('binary row encoding into per-column scratch memory', () => {
  it('two columns of one type keep their own bytes within a row, and each row equals toBinary', () => {
    const types = ['_int8', '_int8', 'numeric', 'numeric', '_text'];
    const cols = types.map((t, i) => column(`c${i}`, t));
    const encoders = columnEncoders(cols, [1, 1, 1, 1, 1], defaultFormatSettings);
    const out: (string | Uint8Array | null)[] = new Array(cols.length);
    const rows = [
      ['[1,2,3]', '[9007199254740993,-1]', '1.25', '-1000000.0001', '["x","é",null]'],
      ['[[1,2],[3,4]]', '[]', '0', '12345678901234567890.5', '["a long string element over sixty-four bytes, so the view is not one of the cached ones"]'],
    ];
    for (const row of rows) {
      encodeRow(row, encoders, out);
      // copied as the DataRow writer would before the next row reuses the memory
      const got = out.map((v) => (v instanceof Uint8Array ? Array.from(v) : v));
      const want = row.map((v, i) => Array.from((typeByName(types[i] as string) as PgType).toBinary(v, -1, defaultFormatSettings)));
      expect(got).toEqual(want);
    }
  });
});

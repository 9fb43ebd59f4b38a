import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

/** node-postgres hands binary values over decoded as UTF-8: the hex of that string (PostgreSQL 15's bytes decoded the same way). */
const hexOf = (v: unknown): string | null => (v === null ? null : Buffer.from(String(v), 'utf8').toString('hex'));

const SETUP = [
  'DROP TABLE IF EXISTS cbt',
  'DROP TYPE IF EXISTS cbin',
  'CREATE TYPE cbin AS (n int, t text, a int[], d date, f float8)',
  'CREATE TABLE cbt (id int, v cbin)',
  "INSERT INTO cbt VALUES (1, ROW(7, 'a b', '{1,2}', '2020-01-02', 1.5)), (2, ROW(NULL, '', NULL, NULL, NULL)), (3, NULL)",
];
const QUERY = "SELECT v, ROW(1, 'x'::text, 2.5::numeric) AS rec, ROW(id, ROW(id, 'q'::text)) AS nested FROM cbt ORDER BY id";

/** Expected values are PostgreSQL 15's answers to the same statements. */
describe.skipIf(target === null)(`composite values through node-postgres (${target?.kind})`, () => {
  it('composite-values-1 a composite column and ROW(…) records in text: record_out', async () => {
    const c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    try {
      for (const s of SETUP) await c.query(s);
      const r = await c.query({ text: QUERY, rowMode: 'array' });
      expect(r.fields.map((f) => (f.dataTypeID >= 16384 ? 'user' : f.dataTypeID))).toEqual(['user', 2249, 2249]);
      expect(r.rows).toEqual([["(7,\"a b\",\"{1,2}\",2020-01-02,1.5)", "(1,x,2.5)", "(1,\"(1,q)\")"], ["(,\"\",,,)", "(1,x,2.5)", "(2,\"(2,q)\")"], [null, "(1,x,2.5)", "(3,\"(3,q)\")"]]);
    } finally {
      await c.end();
    }
  });

  it('composite-values-2 the same in binary: record_send (field count, then type OID, length and send form per field)', async () => {
    const c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    try {
      for (const s of SETUP) await c.query(s);
      const r = await c.query({ text: QUERY, rowMode: 'array', binary: true, name: 'composite-bin' });
      expect(r.fields.map((f) => (f.dataTypeID >= 16384 ? 'user' : f.dataTypeID))).toEqual(['user', 2249, 2249]);
      expect(r.rows.map((row: unknown[]) => row.map(hexOf))).toEqual([["000000050000001700000004000000070000001900000003612062000003efbfbd000000240000000100000000000000170000000200000001000000040000000100000004000000020000043a0000000400001cefbfbd000002efbfbd000000083fefbfbd000000000000", "00000003000000170000000400000001000000190000000178000006efbfbd0000000c0002000000000001000213efbfbd", "00000002000000170000000400000001000008efbfbd0000001900000002000000170000000400000001000000190000000171"], ["0000000500000017efbfbdefbfbdefbfbdefbfbd0000001900000000000003efbfbdefbfbdefbfbdefbfbdefbfbd0000043aefbfbdefbfbdefbfbdefbfbd000002efbfbdefbfbdefbfbdefbfbdefbfbd", "00000003000000170000000400000001000000190000000178000006efbfbd0000000c0002000000000001000213efbfbd", "00000002000000170000000400000002000008efbfbd0000001900000002000000170000000400000002000000190000000171"], [null, "00000003000000170000000400000001000000190000000178000006efbfbd0000000c0002000000000001000213efbfbd", "00000002000000170000000400000003000008efbfbd0000001900000002000000170000000400000003000000190000000171"]]);
    } finally {
      await c.end();
    }
  });

  it('composite-values-3 a composite parameter in text comes back as PostgreSQL prints it', async () => {
    const c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    try {
      for (const s of SETUP) await c.query(s);
      const r = await c.query({ text: 'SELECT $1::cbin AS v, ($1::cbin).t', values: ['(3,"x,y",{4},2021-03-04,-0.5)'], rowMode: 'array' });
      expect(r.rows).toEqual([['(3,"x,y",{4},2021-03-04,-0.5)', 'x,y']]);
    } finally {
      await c.end();
    }
  });
});

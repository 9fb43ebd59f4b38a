import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** No client-side parsing: values as sent. */
const raw: pg.CustomTypesConfig = { getTypeParser: (() => (v: unknown) => v) as unknown as pg.CustomTypesConfig['getTypeParser'] };

/** The element type OID of the array in field `n` (0-based) of a record_send value. */
function arrayFieldElementOid(bytes: Buffer, n: number): number {
  let at = 4;
  for (let i = 0; i < n; i++) {
    const len = bytes.readInt32BE(at + 4);
    at += 8 + Math.max(0, len);
  }
  return bytes.readUInt32BE(at + 8 + 8);
}

/**
 * A composite attribute that is an array of a domain or an enum is sent, and received, with the
 * element type's own OID, as PostgreSQL's array_send / array_recv do (pgx's TestDerivedTypes sends
 * `dt_uint64[]` elements under the domain's OID and was refused with 42804 "wrong element type").
 */
describe.skipIf(target === null)(`arrays of domains and enums inside composites, in binary (${target?.kind})`, () => {
  let c: pg.Client;
  const oids = new Map<string, number>();
  beforeAll(async () => {
    c = new pg.Client({ connectionString: target?.url, types: raw });
    await c.connect();
    await c.query('CREATE DOMAIN dt_uint64 AS numeric(20,0)');
    await c.query("CREATE TYPE mood AS ENUM ('sad', 'ok')");
    await c.query('CREATE TYPE dt_test AS (a text, b dt_uint64, c dt_uint64[], m mood[])');
    const r = await c.query("SELECT typname, oid::int FROM pg_type WHERE typname IN ('dt_uint64', 'mood')", []);
    for (const [name, oid] of r.rows.map((row: Record<string, unknown>) => [String(row['typname']), Number(row['oid'])] as const)) oids.set(name, oid);
  });
  afterAll(async () => c?.end());

  it('array_send of the attribute writes the domain / enum OID as element type; array_recv takes it back', async () => {
    const r = await c.query({ text: "SELECT ROW('hi', 42, '{10,20}', '{ok}')::dt_test AS v", rowMode: 'array', binary: true, name: 'cae-out' });
    // every byte of this value is < 0x80, so node-postgres's UTF-8 decoding keeps it
    const bytes = Buffer.from(String(r.rows[0][0]), 'utf8');
    expect(bytes.readInt32BE(0)).toBe(4);
    expect(arrayFieldElementOid(bytes, 2)).toBe(oids.get('dt_uint64'));
    expect(arrayFieldElementOid(bytes, 3)).toBe(oids.get('mood'));
    const back = await c.query({ text: 'SELECT $1::dt_test::text AS t', values: [bytes], name: 'cae-in' });
    expect(back.rows[0]).toEqual({ t: '(hi,42,"{10,20}",{ok})' });
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Simple-protocol statements that differ only in integer literals share one plan in pgsqlite
// (the literals bound as int4 parameters, packages/translate/src/literal-plans.ts). Every answer
// must still be PostgreSQL's: each statement below runs several times with other literals
// (the plan is shared from the third sighting of a shape), and is checked against the answer
// computed here. `PGSQLITE_TEST_TARGET=postgres` runs the same checks against PostgreSQL 15.
const target = await startTarget();
afterAll(async () => target?.stop());

let c: pg.Client;
beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
  await c.query('DROP TABLE IF EXISTS lp');
  await c.query('CREATE TABLE lp (id int PRIMARY KEY, s smallint, i int, b bigint, n numeric(10,2), f float8, t text)');
  const rows = Array.from({ length: 12 }, (_, k) => {
    const v = (k - 4) * 3;
    return `(${k + 1}, ${v}, ${v}, ${v * 1_000_000_000}, ${v + 0.5}, ${v / 4}, 'x${v}')`;
  });
  await c.query(`INSERT INTO lp VALUES ${rows.join(', ')}`);
});
afterAll(async () => {
  if (target === null) return;
  await c.query('DROP TABLE IF EXISTS lp');
  await c.end();
});

interface Row {
  id: number;
  v: number;
}
const data: Row[] = Array.from({ length: 12 }, (_, k) => ({ id: k + 1, v: (k - 4) * 3 }));
const ops: Record<string, (a: number, b: number) => boolean> = {
  '=': (a, b) => a === b,
  '<>': (a, b) => a !== b,
  '<': (a, b) => a < b,
  '>=': (a, b) => a >= b,
};
const values = [-3, 0, 6, 7, 100_000, -2147483647, 2147483647, -6];

async function ids(sql: string): Promise<number[]> {
  return (await c.query(sql)).rows.map((r: { id: number }) => Number(r.id));
}

describe.skipIf(target === null)(`literal-shared plans answer as PostgreSQL (${target?.kind})`, () => {
  it('6-lit-1 comparisons of int2/int4/int8/numeric/float8 columns with changing integer literals', async () => {
    const columns: Record<string, (v: number) => number> = { s: (v) => v, i: (v) => v, b: (v) => v * 1_000_000_000, n: (v) => v + 0.5, f: (v) => v / 4 };
    for (const [col, of] of Object.entries(columns)) {
      for (const [op, holds] of Object.entries(ops)) {
        for (const lit of values) {
          const expected = data.filter((r) => holds(of(r.v), lit)).map((r) => r.id);
          expect(await ids(`SELECT id FROM lp WHERE ${col} ${op} ${lit} ORDER BY id`), `${col} ${op} ${lit}`).toEqual(expected);
          // The literal on the left, with a second comparison.
          const flipped = data.filter((r) => holds(lit, of(r.v)) && r.id > 2).map((r) => r.id);
          expect(await ids(`SELECT id FROM lp WHERE ${lit} ${op} ${col} AND id > 2 ORDER BY id`), `${lit} ${op} ${col}`).toEqual(flipped);
        }
      }
    }
  });

  it('6-lit-2 UPDATE … SET i = i + k WHERE id = n and DELETE by key, with overflow still 22003', async () => {
    await c.query('BEGIN');
    try {
      const expected = new Map(data.map((r) => [r.id, r.v]));
      for (const [id, k] of [[1, 5], [2, -7], [3, 0], [1, 100], [12, -1], [5, 2]] as const) {
        const r = await c.query(`UPDATE lp SET i = i + ${k} WHERE id = ${id}`);
        expect(r.rowCount).toBe(1);
        expected.set(id, (expected.get(id) ?? 0) + k);
      }
      const got = (await c.query('SELECT id, i FROM lp ORDER BY id')).rows.map((r: { id: number; i: number }) => [r.id, r.i]);
      expect(got).toEqual([...expected].sort((a, b) => a[0] - b[0]));
      for (const id of [4, 6, 99]) expect((await c.query(`DELETE FROM lp WHERE id = ${id}`)).rowCount).toBe(id === 99 ? 0 : 1);
      await c.query('SAVEPOINT s');
      await expect(c.query('UPDATE lp SET i = i + 2147483647 WHERE id = 12')).rejects.toMatchObject({ code: '22003', message: 'integer out of range' });
      await c.query('ROLLBACK TO s');
    } finally {
      await c.query('ROLLBACK');
    }
  });

  it('6-lit-3 errors keep their SQLSTATE and position on every sighting of a shape', async () => {
    for (const lit of [1, 2, 3, 4]) {
      await expect(c.query(`SELECT id FROM lp WHERE t = ${lit}`)).rejects.toMatchObject({ code: '42883', position: '27' });
      await expect(c.query(`SELECT id FROM lp WHERE nope = ${lit}`)).rejects.toMatchObject({ code: '42703', position: '25' });
    }
  });

  it('6-lit-5 an oid column compared with integer literals (int4 → oid)', async () => {
    // A negative int4 is an OID by its 32 bits: `o = -1` is `o = 4294967295`.
    await c.query('CREATE TABLE lp3 (id int PRIMARY KEY, o oid)');
    try {
      await c.query("INSERT INTO lp3 VALUES (1, '5'), (2, '6'), (3, '4294967295'), (4, '2147483648')");
      for (const [lit, want] of [[5, [1]], [6, [2]], [7, []], [0, []], [5, [1]], [2147483647, []], [-1, [3]], [-2147483648, [4]], [-1, [3]]] as const) {
        expect(await ids(`SELECT id FROM lp3 WHERE o = ${lit} ORDER BY id`), `o = ${lit}`).toEqual(want);
      }
      for (const lit of [1, 2, 5, 6]) expect(await ids(`SELECT id FROM lp3 WHERE o > ${lit} ORDER BY id`), `o > ${lit}`).toEqual(data.slice(0, 4).map((r) => r.id).filter((id) => [5, 6, 4294967295, 2147483648][id - 1]! > lit));
    } finally {
      await c.query('DROP TABLE lp3');
    }
  });

  it('6-lit-4 a shape keeps working across a change of the column type (catalog version)', async () => {
    await c.query('CREATE TABLE lp2 (id int PRIMARY KEY, v int)');
    try {
      await c.query('INSERT INTO lp2 VALUES (1, 10), (2, 20)');
      for (const lit of [10, 20, 10]) expect(await ids(`SELECT id FROM lp2 WHERE v = ${lit}`)).toEqual([lit / 10]);
      await c.query('ALTER TABLE lp2 ALTER COLUMN v TYPE text');
      for (const lit of [10, 20, 30]) await expect(c.query(`SELECT id FROM lp2 WHERE v = ${lit}`)).rejects.toMatchObject({ code: '42883' });
    } finally {
      await c.query('DROP TABLE lp2');
    }
  });

  it('6-lit-6 INSERT … VALUES with changing integer literals: values, overflow 22003 and the unique DETAIL', async () => {
    await c.query('CREATE TABLE lp4 (id int PRIMARY KEY, s smallint, b bigint, n numeric(6,1), f float8, t text DEFAULT \'d\')');
    try {
      const inserted: number[][] = [];
      for (const [id, v] of [[1, 5], [2, -7], [3, 0], [4, 32767], [5, -32768], [6, 12]] as const) {
        const r = await c.query(`INSERT INTO lp4 (id, s, b, n, f) VALUES (${id}, ${v}, ${v}, ${v}, ${v})`);
        expect(r.rowCount).toBe(1);
        inserted.push([id, v]);
      }
      for (const [id, v] of [[7, 32768], [8, -32769]]) {
        await expect(c.query(`INSERT INTO lp4 (id, s, b, n, f) VALUES (${id}, ${v}, 1, 1, 1)`)).rejects.toMatchObject({ code: '22003', message: 'smallint out of range' });
      }
      await expect(c.query('INSERT INTO lp4 (id, s, b, n, f) VALUES (9, 1, 1, 100000, 1)')).rejects.toMatchObject({ code: '22003' });
      for (const id of [3, 5, 1]) {
        await expect(c.query(`INSERT INTO lp4 (id, s, b, n, f) VALUES (${id}, 1, 1, 1, 1)`)).rejects.toMatchObject({ code: '23505', detail: `Key (id)=(${id}) already exists.` });
      }
      await c.query('INSERT INTO lp4 (id, s) VALUES (20, 1), (21, -1)');
      await c.query('INSERT INTO lp4 (id, s) VALUES (22, 2), (23, -2)');
      await expect(c.query('INSERT INTO lp4 (id, s) VALUES (24, 3), (22, -3)')).rejects.toMatchObject({ code: '23505', detail: 'Key (id)=(22) already exists.' });
      const rows = (await c.query('SELECT id, s, b::text AS b, n::text AS n, f, t FROM lp4 ORDER BY id')).rows;
      expect(rows.slice(0, 6)).toEqual(inserted.map(([id, v]) => ({ id, s: v, b: String(v), n: `${v}.0`, f: v, t: 'd' })));
      expect(rows.slice(6).map((r: { id: number; s: number }) => [r.id, r.s])).toEqual([[20, 1], [21, -1], [22, 2], [23, -2]]);
    } finally {
      await c.query('DROP TABLE lp4');
    }
  });
});

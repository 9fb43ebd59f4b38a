import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { createTypesTable, insertTypesRow, selectTypeLiterals, typeCases } from './core-types.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** Every type read as the text the server sent (no client-side parsing). */
function connect(options: postgres.Options<Record<string, postgres.PostgresType>> = {}): postgres.Sql {
  const raw = (oid: number) => ({ to: oid, from: [oid], serialize: (v: unknown) => String(v), parse: (v: string) => v });
  const oids = [16, 17, 20, 21, 23, 25, 114, 700, 701, 1042, 1043, 1082, 1114, 1184, 1700, 2950, 3802];
  return postgres(target?.url ?? '', {
    max: 1,
    onnotice: () => {},
    types: Object.fromEntries(oids.map((o) => [`t${o}`, raw(o)])),
    ...options,
  });
}

async function sqlError(p: Promise<unknown>): Promise<postgres.PostgresError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof postgres.PostgresError) return e;
    throw e;
  }
  throw new Error('expected a PostgresError');
}

describe.skipIf(target === null)(`postgres.js (${target?.kind})`, () => {
  it('postgres-js-1 serial primary key, INSERT RETURNING, UPDATE/DELETE counts', async () => {
    const sql = connect();
    try {
      await sql`CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL)`;
      const ins = await sql`INSERT INTO items (name) VALUES ('a'), ('b') RETURNING id, name`;
      expect([ins.command, ins.count, [...ins]]).toEqual([
        'INSERT',
        2,
        [
          { id: '1', name: 'a' },
          { id: '2', name: 'b' },
        ],
      ]);
      const upd = await sql`UPDATE items SET name = name || '!'`;
      expect([upd.command, upd.count]).toEqual(['UPDATE', 2]);
      const del = await sql`DELETE FROM items WHERE id = ${1}`;
      expect([del.command, del.count]).toEqual(['DELETE', 1]);
      expect([...(await sql`SELECT id, name FROM items`)]).toEqual([{ id: '2', name: 'b!' }]);
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-2 a rolled-back transaction leaves nothing behind', async () => {
    const sql = connect();
    try {
      await sql`CREATE TABLE rb (id int PRIMARY KEY)`;
      await expect(
        sql.begin(async (tx) => {
          await tx`INSERT INTO rb VALUES (1)`;
          await tx`INSERT INTO rb VALUES (1)`;
        }),
      ).rejects.toMatchObject({ code: '23505' });
      expect([...(await sql`SELECT count(*)::int AS n FROM rb`)]).toEqual([{ n: '0' }]);
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-3 errors carry PostgreSQL SQLSTATEs and positions', async () => {
    const sql = connect();
    try {
      const missing = await sqlError(sql`SELECT * FROM no_such_table`);
      expect([missing.code, missing.message, missing.position]).toEqual(['42P01', 'relation "no_such_table" does not exist', '15']);
      const syntax = await sqlError(sql.unsafe('SELECT * FORM x'));
      expect([syntax.code, syntax.message, syntax.position]).toEqual(['42601', 'syntax error at or near "FORM"', '10']);
      await sql`CREATE TABLE uniq (k int UNIQUE)`;
      await sql`INSERT INTO uniq VALUES (${1})`;
      const dup = await sqlError(sql`INSERT INTO uniq VALUES (${1})`);
      expect([dup.code, dup.constraint_name]).toEqual(['23505', 'uniq_k_key']);
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-4 parameterized CRUD', async () => {
    const sql = connect();
    try {
      await sql`CREATE TABLE people (id serial PRIMARY KEY, name text, age int)`;
      const [ann] = await sql`INSERT INTO people (name, age) VALUES (${'Ann'}, ${41}) RETURNING id`;
      expect(ann).toEqual({ id: '1' });
      await sql`INSERT INTO people ${sql({ name: 'Bob', age: 37 })}`;
      const rows = await sql`SELECT name, age FROM people WHERE age > ${30} ORDER BY age`;
      expect([...rows]).toEqual([
        { name: 'Bob', age: '37' },
        { name: 'Ann', age: '41' },
      ]);
      expect((await sql`UPDATE people SET age = ${42} WHERE name = ${'Ann'}`).count).toBe(1);
      expect((await sql`DELETE FROM people WHERE name = ${'Bob'}`).count).toBe(1);
      expect([...(await sql`SELECT name, age FROM people`)]).toEqual([{ name: 'Ann', age: '42' }]);
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-5 an error in the middle of a pipeline leaves the connection correct', async () => {
    const sql = connect();
    try {
      // With one connection, queries issued together are pipelined (each ends with its own Sync).
      const settled = await Promise.allSettled([
        sql`SELECT 1 AS a`,
        sql`SELECT * FROM no_such_table`,
        sql`SELECT ${3}::int AS c`,
      ]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(settled[1]?.status === 'rejected' ? (settled[1].reason as postgres.PostgresError).code : null).toBe('42P01');
      expect(settled[2]?.status === 'fulfilled' ? [...settled[2].value] : null).toEqual([{ c: '3' }]);
      // a pipelined transaction: sql.begin returning an array of queries
      await sql`CREATE TABLE piped (n int)`;
      const result = await sql.begin((tx) => [tx`INSERT INTO piped VALUES (1)`, tx`INSERT INTO piped VALUES (2)`]);
      expect(result.map((r) => r.count)).toEqual([1, 1]);
      await expect(
        sql.begin((tx) => [tx`INSERT INTO piped VALUES (3)`, tx`SELECT 1/0`, tx`INSERT INTO piped VALUES (4)`]),
      ).rejects.toMatchObject({ code: '22012' });
      expect([...(await sql`SELECT n FROM piped ORDER BY n`)]).toEqual([{ n: '1' }, { n: '2' }]);
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-6 five concurrent connections see each other’s committed data', async () => {
    const sql = connect({ max: 5 });
    try {
      await sql`CREATE TABLE shared (who int PRIMARY KEY)`;
      const reserved = await Promise.all([1, 2, 3, 4, 5].map(() => sql.reserve()));
      await Promise.all(reserved.map((r, i) => r`INSERT INTO shared VALUES (${i})`));
      for (const r of reserved) expect([...(await r`SELECT count(*) AS n FROM shared`)]).toEqual([{ n: '5' }]);
      for (const r of reserved) r.release();
    } finally {
      await sql.end();
    }
  });

  it('postgres-js-7 core types round-trip in text as PostgreSQL returns them', async () => {
    const sql = connect();
    try {
      await sql.unsafe(createTypesTable('types_rt'));
      await sql.unsafe(insertTypesRow('types_rt'), typeCases.map((t) => t.input));
      const expected = Object.fromEntries(typeCases.map((t) => [t.column, t.output]));
      expect([...(await sql`SELECT * FROM types_rt`)]).toEqual([expected]);
      expect([...(await sql.unsafe(selectTypeLiterals()))]).toEqual([expected]);
    } finally {
      await sql.end();
    }
  });
});

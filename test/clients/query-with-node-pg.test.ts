import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { createTypesTable, insertTypesRow, selectTypeLiterals, typeCases } from './core-types.js';

const target = await startTarget();
afterAll(async () => target?.stop());

/** Text in, text out: no client-side parsing, so we compare what the server sent. */
const rawTypes = { getTypeParser: () => (value: string) => value };

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url, types: rawTypes });
  await client.connect();
  return client;
}

async function pgError(p: Promise<unknown>): Promise<pg.DatabaseError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof pg.DatabaseError) return e;
    throw e;
  }
  throw new Error('expected a DatabaseError');
}

describe.skipIf(target === null)(`node-postgres (${target?.kind})`, () => {
  it('node-pg-1 serial primary key, INSERT RETURNING, UPDATE/DELETE counts', async () => {
    const c = await connect();
    try {
      await c.query('CREATE TABLE items (id serial PRIMARY KEY, name text NOT NULL, qty int DEFAULT 0)');
      const ins = await c.query("INSERT INTO items (name) VALUES ('a'), ('b'), ('c') RETURNING id, name");
      expect(ins.command).toBe('INSERT');
      expect(ins.rowCount).toBe(3);
      expect(ins.rows).toEqual([
        { id: '1', name: 'a' },
        { id: '2', name: 'b' },
        { id: '3', name: 'c' },
      ]);
      const upd = await c.query("UPDATE items SET qty = 5 WHERE name <> 'a'");
      expect([upd.command, upd.rowCount]).toEqual(['UPDATE', 2]);
      const del = await c.query('DELETE FROM items WHERE qty = 5');
      expect([del.command, del.rowCount]).toEqual(['DELETE', 2]);
      const none = await c.query('DELETE FROM items WHERE false');
      expect([none.command, none.rowCount]).toEqual(['DELETE', 0]);
      const sel = await c.query('SELECT id, name, qty FROM items ORDER BY id');
      expect([sel.command, sel.rowCount, sel.rows]).toEqual(['SELECT', 1, [{ id: '1', name: 'a', qty: '0' }]]);
    } finally {
      await c.end();
    }
  });

  it('node-pg-2 a rolled-back transaction leaves nothing behind', async () => {
    const c = await connect();
    try {
      await c.query('CREATE TABLE rb (id int PRIMARY KEY)');
      await c.query('BEGIN');
      await c.query('INSERT INTO rb VALUES (1), (2)');
      expect((await c.query('SELECT count(*) AS n FROM rb')).rows).toEqual([{ n: '2' }]);
      await c.query('ROLLBACK');
      expect((await c.query('SELECT count(*) AS n FROM rb')).rows).toEqual([{ n: '0' }]);
      // an error inside a transaction aborts it; COMMIT then reports ROLLBACK
      await c.query('BEGIN');
      await c.query('INSERT INTO rb VALUES (3)');
      expect((await pgError(c.query('INSERT INTO rb VALUES (3)'))).code).toBe('23505');
      expect((await pgError(c.query('SELECT 1'))).code).toBe('25P02');
      expect((await c.query('COMMIT')).command).toBe('ROLLBACK');
      expect((await c.query('SELECT count(*) AS n FROM rb')).rows).toEqual([{ n: '0' }]);
    } finally {
      await c.end();
    }
  });

  it('node-pg-3 errors carry PostgreSQL SQLSTATEs and positions', async () => {
    const c = await connect();
    try {
      await c.query('CREATE TABLE uniq (k text UNIQUE)');
      await c.query("INSERT INTO uniq VALUES ('x')");
      const dup = await pgError(c.query("INSERT INTO uniq VALUES ('x')"));
      expect([dup.code, dup.message]).toEqual(['23505', 'duplicate key value violates unique constraint "uniq_k_key"']);
      expect(dup.detail).toBe('Key (k)=(x) already exists.');
      expect(dup.constraint).toBe('uniq_k_key');
      const missing = await pgError(c.query('SELECT * FROM no_such_table'));
      expect([missing.code, missing.message, missing.position]).toEqual([
        '42P01',
        'relation "no_such_table" does not exist',
        '15',
      ]);
      const syntax = await pgError(c.query('SELECT * FORM uniq'));
      expect([syntax.code, syntax.message, syntax.position]).toEqual(['42601', 'syntax error at or near "FORM"', '10']);
      const param = await pgError(c.query('SELECT * FROM no_such_table WHERE id = $1', [1]));
      expect([param.code, param.position]).toEqual(['42P01', '15']);
      expect((await c.query('SELECT 1 AS ok')).rows).toEqual([{ ok: '1' }]);
    } finally {
      await c.end();
    }
  });

  it('node-pg-4 parameterized CRUD', async () => {
    const c = await connect();
    try {
      await c.query('CREATE TABLE people (id serial PRIMARY KEY, name text, age int, email varchar(50))');
      const ins = await c.query('INSERT INTO people (name, age, email) VALUES ($1, $2, $3) RETURNING id', ['Ann', 41, null]);
      expect(ins.rows).toEqual([{ id: '1' }]);
      await c.query('INSERT INTO people (name, age, email) VALUES ($1, $2, $3)', ['Bob', '37', 'bob@example.com']);
      const sel = await c.query('SELECT name, age, email FROM people WHERE age > $1 ORDER BY age', [30]);
      expect(sel.rows).toEqual([
        { name: 'Bob', age: '37', email: 'bob@example.com' },
        { name: 'Ann', age: '41', email: null },
      ]);
      const upd = await c.query('UPDATE people SET age = age + $1 WHERE name = $2', [1, 'Ann']);
      expect(upd.rowCount).toBe(1);
      const del = await c.query('DELETE FROM people WHERE id = $1', [2]);
      expect(del.rowCount).toBe(1);
      const named = { name: 'by-name', text: 'SELECT name, age FROM people WHERE id = $1', values: [1] };
      expect((await c.query(named)).rows).toEqual([{ name: 'Ann', age: '42' }]);
      expect((await c.query({ ...named, values: [2] })).rows).toEqual([]);
    } finally {
      await c.end();
    }
  });

  it('node-pg-5 an error among queries issued without awaiting leaves the connection usable', async () => {
    const c = await connect();
    try {
      const results = await Promise.allSettled([
        c.query('SELECT 1 AS a'),
        c.query('SELECT $1::int AS b', ['2']),
        c.query('SELECT * FROM no_such_table'),
        c.query('SELECT $1::int / 0 AS d', ['4']),
        c.query('SELECT 5 AS e'),
        c.query('SELECT $1::text AS f', ['six']),
      ]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
      const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as pg.DatabaseError).code : null));
      expect(codes).toEqual([null, null, '42P01', '22012', null, null]);
      const rows = results.map((r) => (r.status === 'fulfilled' ? r.value.rows[0] : null));
      expect(rows).toEqual([{ a: '1' }, { b: '2' }, null, null, { e: '5' }, { f: 'six' }]);
      expect((await c.query('SELECT 7 AS g')).rows).toEqual([{ g: '7' }]);
    } finally {
      await c.end();
    }
  });

  it('node-pg-6 five concurrent connections see each other’s committed data', async () => {
    const clients = await Promise.all([1, 2, 3, 4, 5].map(() => connect()));
    try {
      await clients[0]?.query('CREATE TABLE shared (who int PRIMARY KEY, note text)');
      await Promise.all(clients.map((c, i) => c.query('INSERT INTO shared VALUES ($1, $2)', [i, `from ${i}`])));
      for (const c of clients) {
        expect((await c.query('SELECT count(*) AS n FROM shared')).rows).toEqual([{ n: '5' }]);
      }
      // uncommitted data stays private until COMMIT
      await clients[1]?.query('BEGIN');
      await clients[1]?.query("INSERT INTO shared VALUES (99, 'pending')");
      expect((await clients[2]?.query('SELECT count(*) AS n FROM shared'))?.rows).toEqual([{ n: '5' }]);
      await clients[1]?.query('COMMIT');
      expect((await clients[2]?.query('SELECT note FROM shared WHERE who = 99'))?.rows).toEqual([{ note: 'pending' }]);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });

  it('node-pg-7 core types round-trip in text as PostgreSQL returns them', async () => {
    const c = await connect();
    try {
      await c.query(createTypesTable('types_rt'));
      const ins = await c.query(insertTypesRow('types_rt'), typeCases.map((t) => t.input));
      expect(ins.rowCount).toBe(1);
      const expected = Object.fromEntries(typeCases.map((t) => [t.column, t.output]));
      expect((await c.query('SELECT * FROM types_rt')).rows).toEqual([expected]);
      expect((await c.query(selectTypeLiterals())).rows).toEqual([expected]);
      const oids = (await c.query('SELECT * FROM types_rt')).fields.map((f) => f.dataTypeID);
      expect(oids).toEqual([16, 21, 23, 20, 700, 701, 701, 1700, 1700, 25, 1043, 1042, 17, 1082, 1114, 1184, 2950, 114, 3802]);
    } finally {
      await c.end();
    }
  });
});

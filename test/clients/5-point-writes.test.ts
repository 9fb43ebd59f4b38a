import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Point writes (an autocommit INSERT/UPDATE/DELETE by key) may be run and committed on
// pgsqlite's socket thread over a connection of its own instead of the session's. A statement
// text becomes eligible from its second sighting on, so each case runs its text a few times
// before the part under test: then every guard (transaction blocks, temporary tables, the write
// lock, errors) is exercised on an eligible text, and each case must hold on PostgreSQL too.
const target = await startTarget();
afterAll(async () => target?.stop());

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: target?.url });
  await client.connect();
  return client;
}

const value = async (c: pg.Client, table: string, id: number): Promise<unknown> =>
  (await c.query(`SELECT v FROM ${table} WHERE id = $1`, [id])).rows[0]?.v ?? null;

const failure = async (p: Promise<unknown>): Promise<{ code?: string; detail?: string; constraint?: string }> => {
  try {
    await p;
  } catch (e) {
    const { code, detail, constraint } = e as pg.DatabaseError;
    return { code, detail, constraint };
  }
  throw new Error('expected an error');
};

describe.skipIf(target === null)(`point writes (${target?.kind})`, () => {
  it('5-point-write-1 autocommit writes by key are committed, counted and returned as PostgreSQL does', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query('CREATE TABLE pw1 (id int PRIMARY KEY, v text, n int NOT NULL DEFAULT 0, u int UNIQUE, c numeric CHECK (c > 0))');
      for (let i = 1; i <= 5; i++) {
        const ins = await a.query('INSERT INTO pw1 (id, v, u, c) VALUES ($1, $2, $3, $4)', [i, `v${i}`, i, '1.5']);
        expect(ins.command).toBe('INSERT');
        expect(ins.rowCount).toBe(1);
      }
      for (let i = 0; i < 4; i++) {
        const upd = await a.query('UPDATE pw1 SET n = n + 1, v = $2 WHERE id = $1 RETURNING id, n, v', [1, `x${i}`]);
        expect(upd.rows).toEqual([{ id: 1, n: i + 1, v: `x${i}` }]);
        expect(await value(b, 'pw1', 1)).toBe(`x${i}`);
      }
      const none = await a.query('UPDATE pw1 SET n = n + 1, v = $2 WHERE id = $1 RETURNING id, n, v', [99, 'none']);
      expect([none.command, none.rowCount, none.rows]).toEqual(['UPDATE', 0, []]);
      for (const id of [2, 3]) expect((await a.query('DELETE FROM pw1 WHERE id = $1', [id])).rowCount).toBe(1);
      expect((await a.query('DELETE FROM pw1 WHERE id = $1', [3])).rowCount).toBe(0);
      expect(await value(b, 'pw1', 2)).toBeNull();
      // The same (eligible) texts failing: PostgreSQL's errors, and nothing written.
      expect(await failure(a.query('INSERT INTO pw1 (id, v, u, c) VALUES ($1, $2, $3, $4)', [6, 'v6', 1, '1']))).toEqual({
        code: '23505',
        detail: 'Key (u)=(1) already exists.',
        constraint: 'pw1_u_key',
      });
      expect(await failure(a.query('INSERT INTO pw1 (id, v, u, c) VALUES ($1, $2, $3, $4)', [6, 'v6', 6, '-1']))).toMatchObject({ code: '23514', constraint: 'pw1_c_check' });
      await a.query('UPDATE pw1 SET n = 2147483647 WHERE id = 4');
      expect(await failure(a.query('UPDATE pw1 SET n = n + 1, v = $2 WHERE id = $1 RETURNING id, n, v', [4, 'overflow']))).toMatchObject({ code: '22003' });
      expect(await value(b, 'pw1', 4)).toBe('v4');
      expect((await b.query('SELECT count(*)::int AS n FROM pw1')).rows[0].n).toBe(3);
      await a.query('DROP TABLE pw1');
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('5-point-write-2 inside BEGIN … ROLLBACK, and in a failing multi-statement query, an eligible write is undone', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query("CREATE TABLE pw2 (id int PRIMARY KEY, v text); INSERT INTO pw2 VALUES (1, 'one'), (2, 'two')");
      for (let i = 0; i < 3; i++) await a.query('UPDATE pw2 SET v = $2 WHERE id = $1', [1, 'one']);
      await a.query('BEGIN');
      await a.query('UPDATE pw2 SET v = $2 WHERE id = $1', [1, 'uncommitted']);
      expect(await value(a, 'pw2', 1)).toBe('uncommitted');
      expect(await value(b, 'pw2', 1)).toBe('one');
      await a.query('ROLLBACK');
      expect(await value(b, 'pw2', 1)).toBe('one');
      // Simple protocol, literals inlined: the text is eligible after two autocommit runs.
      for (let i = 0; i < 2; i++) await a.query("UPDATE pw2 SET v = 'multi' WHERE id = 2");
      await a.query("UPDATE pw2 SET v = 'two' WHERE id = 2");
      expect(await failure(a.query("UPDATE pw2 SET v = 'multi' WHERE id = 2; SELECT 1 / 0"))).toMatchObject({ code: '22012' });
      expect(await value(b, 'pw2', 2)).toBe('two');
      await a.query('DROP TABLE pw2');
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('5-point-write-3 an eligible write waits for another session holding the row (write lock) and then wins', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query("CREATE TABLE pw3 (id int PRIMARY KEY, v text); INSERT INTO pw3 VALUES (1, 'one')");
      for (let i = 0; i < 3; i++) await a.query('UPDATE pw3 SET v = $2 WHERE id = $1', [1, 'a']);
      await b.query('BEGIN');
      await b.query("UPDATE pw3 SET v = 'b' WHERE id = 1");
      let done = false;
      const waiting = a.query('UPDATE pw3 SET v = $2 WHERE id = $1', [1, 'a-after-b']).then((r) => {
        done = true;
        return r.rowCount;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(done).toBe(false);
      await b.query('COMMIT');
      expect(await waiting).toBe(1);
      expect(await value(b, 'pw3', 1)).toBe('a-after-b');
      await a.query('DROP TABLE pw3');
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('5-point-write-4 a temporary table hides the permanent one of the same name for its session only', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query("CREATE TABLE pw4 (id int PRIMARY KEY, v text); INSERT INTO pw4 VALUES (1, 'permanent')");
      for (let i = 0; i < 3; i++) await a.query('UPDATE pw4 SET v = $2 WHERE id = $1', [1, 'permanent']);
      await a.query("CREATE TEMP TABLE pw4 (id int PRIMARY KEY, v text); INSERT INTO pw4 VALUES (1, 'temporary')");
      expect((await a.query('UPDATE pw4 SET v = $2 WHERE id = $1', [1, 'temporary 2'])).rowCount).toBe(1);
      expect(await value(a, 'pw4', 1)).toBe('temporary 2');
      expect(await value(b, 'pw4', 1)).toBe('permanent');
      await a.query('DROP TABLE pw4');
      expect(await value(a, 'pw4', 1)).toBe('permanent');
      await a.query('DROP TABLE pw4');
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('5-point-write-5 a table changed by DDL is written with its new shape (same statement text)', async () => {
    const a = await connect();
    const b = await connect();
    try {
      await a.query("CREATE TABLE pw5 (id int PRIMARY KEY, v text); INSERT INTO pw5 VALUES (1, 'one')");
      for (let i = 0; i < 3; i++) await b.query('DELETE FROM pw5 WHERE id = $1', [2]);
      await a.query('DROP TABLE pw5');
      await a.query('CREATE TABLE pw5 (v text, id int PRIMARY KEY)');
      await a.query('CREATE TABLE pw5_log (id int)');
      await a.query("INSERT INTO pw5 VALUES ('one', 1), ('two', 2)");
      expect((await b.query('DELETE FROM pw5 WHERE id = $1', [2])).rowCount).toBe(1);
      expect((await a.query('SELECT id FROM pw5')).rows).toEqual([{ id: 1 }]);
      await a.query('DROP TABLE pw5, pw5_log');
    } finally {
      await a.end();
      await b.end();
    }
  });
});

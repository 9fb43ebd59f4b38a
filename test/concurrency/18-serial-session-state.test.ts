import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';

// Issue 18: serial INSERTs without a thread hop. A session's sequence state — currval per
// sequence, lastval, the ids its failed or rolled-back work consumed — is the session's, not a
// SQLite connection's: with more sessions than executor threads their statements run on whichever
// connection is free (and transactions of serial INSERTs on the server's own thread), and every
// answer must still be PostgreSQL's. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres)
// PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const rows = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<unknown[][]> => (await c.query({ text: sql, values: params, rowMode: 'array' })).rows;
const one = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<unknown> => (await rows(c, sql, params))[0]?.[0];
const int = async (c: pg.Client, sql: string, params: unknown[] = []): Promise<number> => Number(await one(c, sql, params));

describe.skipIf(target === null)('18 serial sequence state travels with the session', () => {
  it('18-serial-state-1 six sessions interleave autocommit and transaction INSERTs into two serial tables: currval/lastval are each session\'s own', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ss_a (id serial PRIMARY KEY, who int NOT NULL)');
    await setup.query('CREATE TABLE ss_b (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, who int NOT NULL)');
    const sessions = await Promise.all(Array.from({ length: 6 }, () => connect()));
    // Before its first nextval a session has no currval, whatever other sessions drew.
    await setup.query('INSERT INTO ss_a (who) VALUES (-1)');
    expect(await errorOf(sessions[0]!.query("SELECT currval('ss_a_id_seq')"))).toMatch(/^55000 /);
    expect(await errorOf(sessions[0]!.query('SELECT lastval()'))).toMatch(/^55000 /);
    const lastA = new Map<number, number>();
    const lastB = new Map<number, number>();
    const lastAny = new Map<number, number>();
    for (let round = 0; round < 6; round++) {
      await Promise.all(
        sessions.map(async (c, i) => {
          if ((round + i) % 3 === 0) {
            await c.query('BEGIN');
            const a = await int(c, 'INSERT INTO ss_a (who) VALUES ($1) RETURNING id', [i]);
            await c.query('INSERT INTO ss_b (who) VALUES ($1)', [i]);
            const b = await int(c, 'SELECT id FROM ss_b WHERE who = $1 ORDER BY id DESC LIMIT 1', [i]);
            const a2 = await int(c, 'INSERT INTO ss_a (who) VALUES ($1) RETURNING id', [i]);
            await c.query('COMMIT');
            expect(a2).toBeGreaterThan(a);
            lastA.set(i, a2);
            lastB.set(i, b);
            lastAny.set(i, a2);
          } else if ((round + i) % 3 === 1) {
            const a = await int(c, 'INSERT INTO ss_a (who) VALUES ($1) RETURNING id', [i]);
            lastA.set(i, a);
            lastAny.set(i, a);
          } else {
            await c.query('INSERT INTO ss_b (who) VALUES ($1)', [i]);
            const b = await int(c, 'SELECT max(id) FROM ss_b WHERE who = $1', [i]);
            lastB.set(i, b);
            lastAny.set(i, b);
          }
          expect(await int(c, 'SELECT lastval()')).toBe(lastAny.get(i));
        }),
      );
    }
    for (const [i, c] of sessions.entries()) {
      expect(await int(c, "SELECT currval('ss_a_id_seq')")).toBe(lastA.get(i));
      expect(await int(c, "SELECT currval('ss_b_id_seq')")).toBe(lastB.get(i));
      expect(await int(c, 'SELECT lastval()')).toBe(lastAny.get(i));
    }
    // Every id drawn once: no two sessions were given the same one.
    expect(await rows(setup, 'SELECT count(*)::int, count(DISTINCT id)::int FROM ss_a')).toEqual([[1 + 6 * (2 * 2 + 2 * 1), 1 + 6 * (2 * 2 + 2 * 1)]]);
  }, 120_000);

  it('18-serial-state-2 ids consumed by a failed INSERT, a DO NOTHING and a rolled-back transaction stay consumed while other sessions come and go', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ss_c (id serial PRIMARY KEY, u int UNIQUE)');
    const a = await connect();
    const others = await Promise.all(Array.from({ length: 4 }, () => connect()));
    const busy = (): Promise<unknown> => Promise.all(others.map((o, i) => o.query('SELECT count(*) FROM ss_c WHERE u > $1', [i])));
    expect(await int(a, 'INSERT INTO ss_c (u) VALUES (1) RETURNING id')).toBe(1);
    await busy();
    expect(await errorOf(a.query('INSERT INTO ss_c (u) VALUES (1)'))).toMatch(/^23505 /);
    await busy();
    expect(await int(a, "SELECT currval('ss_c_id_seq')")).toBe(2);
    await a.query('INSERT INTO ss_c (u) VALUES (1) ON CONFLICT (u) DO NOTHING');
    await busy();
    expect(await int(a, 'SELECT lastval()')).toBe(3);
    await a.query('BEGIN');
    expect(await int(a, 'INSERT INTO ss_c (u) VALUES (4) RETURNING id')).toBe(4);
    expect(await int(a, 'INSERT INTO ss_c (u) VALUES (5) RETURNING id')).toBe(5);
    await a.query('ROLLBACK');
    await busy();
    // currval is not rolled back, nor are the ids.
    expect(await int(a, "SELECT currval('ss_c_id_seq')")).toBe(5);
    expect(await int(others[0]!, 'INSERT INTO ss_c (u) VALUES (6) RETURNING id')).toBe(6);
    expect(await int(a, 'INSERT INTO ss_c (u) VALUES (7) RETURNING id')).toBe(7);
    expect(await int(a, "SELECT currval('ss_c_id_seq')")).toBe(7);
    expect(await int(others[0]!, "SELECT currval('ss_c_id_seq')")).toBe(6);
    expect(await rows(setup, 'SELECT id, u FROM ss_c ORDER BY id')).toEqual([
      [1, 1],
      [6, 6],
      [7, 7],
    ]);
  }, 60_000);

  it('18-serial-state-3 a transaction of serial INSERTs that turns unbounded part-way keeps its ids, RETURNING answers and currval', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ss_d (id serial PRIMARY KEY, v int NOT NULL)');
    await setup.query('INSERT INTO ss_d (v) SELECT g FROM generate_series(1, 10) g');
    const a = await connect();
    const b = await connect();
    expect(await int(b, 'INSERT INTO ss_d (v) VALUES (100) RETURNING id')).toBe(11);
    await a.query('BEGIN');
    const first = await int(a, 'INSERT INTO ss_d (v) VALUES ($1) RETURNING id', [200]);
    const second = await int(a, 'INSERT INTO ss_d (v) VALUES ($1) RETURNING id', [201]);
    expect([first, second]).toEqual([12, 13]);
    // A scan: the rest of the transaction runs where scans run, with what it did so far.
    expect(await int(a, 'SELECT sum(v)::int FROM ss_d')).toBe(55 + 100 + 200 + 201);
    expect(await int(a, "SELECT currval('ss_d_id_seq')")).toBe(13);
    const third = await int(a, 'INSERT INTO ss_d (v) VALUES ($1) RETURNING id', [202]);
    await a.query('COMMIT');
    expect(third).toBe(14);
    expect(await int(a, 'SELECT lastval()')).toBe(14);
    expect(await int(b, 'SELECT lastval()')).toBe(11);
    expect(await int(b, 'INSERT INTO ss_d (v) VALUES (101) RETURNING id')).toBe(15);
    expect(await rows(setup, 'SELECT count(*)::int, max(id) FROM ss_d')).toEqual([[15, 15]]);
  }, 60_000);

  it('18-serial-state-4 a multi-row VALUES that fails part-way consumes the ids PostgreSQL consumes, on any connection; nextval and setval keep per-session currval', async () => {
    const setup = await connect();
    await setup.query('CREATE TABLE ss_e (id serial PRIMARY KEY, u int UNIQUE)');
    await setup.query('CREATE SEQUENCE ss_plain');
    const a = await connect();
    const others = await Promise.all(Array.from({ length: 3 }, () => connect()));
    const busy = (): Promise<unknown> => Promise.all(others.map((o) => o.query("SELECT nextval('ss_plain')")));
    await a.query('INSERT INTO ss_e (u) VALUES (1), (2), (3)');
    await busy();
    expect(await errorOf(a.query('INSERT INTO ss_e (u) VALUES (4), (2), (5)'))).toMatch(/^23505 /);
    await busy();
    expect(await int(a, "SELECT currval('ss_e_id_seq')")).toBe(5);
    expect(await int(a, 'INSERT INTO ss_e (u) VALUES (6) RETURNING id')).toBe(6);
    expect(await int(a, "SELECT nextval('ss_plain')")).toBe(7);
    await busy();
    expect(await int(a, 'SELECT lastval()')).toBe(7);
    expect(await int(a, "SELECT currval('ss_e_id_seq')")).toBe(6);
    await a.query("SELECT setval('ss_plain', 40)");
    await busy();
    expect(await int(a, "SELECT currval('ss_plain')")).toBe(40);
    expect(await int(others[0]!, "SELECT nextval('ss_plain')")).toBe(44);
    expect(await int(a, "SELECT currval('ss_plain')")).toBe(40);
    expect(await int(others[0]!, "SELECT currval('ss_plain')")).toBe(44);
    await a.query('DISCARD SEQUENCES');
    await busy();
    expect(await errorOf(a.query('SELECT lastval()'))).toMatch(/^55000 /);
    expect(await errorOf(a.query("SELECT currval('ss_e_id_seq')"))).toMatch(/^55000 /);
  }, 60_000);
  it('18-serial-state-5 a session that ran DDL runs serial INSERT transactions too, one moving part-way; its next DDL sees every row', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('CREATE TABLE ss_f (id serial PRIMARY KEY, v int NOT NULL)');
    for (let round = 0; round < 3; round++) {
      await a.query('BEGIN');
      const x = await int(a, 'INSERT INTO ss_f (v) VALUES ($1) RETURNING id', [round]);
      const y = await int(a, 'INSERT INTO ss_f (v) VALUES ($1) RETURNING id', [round + 10]);
      if (round === 1) expect(await int(a, 'SELECT count(*)::int FROM ss_f')).toBe(2 * round + 2);
      await a.query('COMMIT');
      expect([x, y]).toEqual([2 * round + 1, 2 * round + 2]);
      expect(await int(a, 'SELECT lastval()')).toBe(y);
    }
    await a.query('CREATE INDEX ss_f_v ON ss_f (v)');
    await a.query('ALTER TABLE ss_f ADD COLUMN w int DEFAULT 7');
    expect(await int(a, 'INSERT INTO ss_f (v) VALUES (99) RETURNING id')).toBe(7);
    expect(await rows(b, 'SELECT count(*)::int, sum(w)::int, max(id) FROM ss_f')).toEqual([[7, 49, 7]]);
    expect(await errorOf(b.query("SELECT currval('ss_f_id_seq')"))).toMatch(/^55000 /);
  }, 60_000);
});

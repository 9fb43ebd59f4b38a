import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// PL/pgSQL functions beyond one expression (issue 14), called by node-postgres as applications call
// them: SETOF / RETURNS TABLE in FROM, void functions with SELECT, DECLARE + loops + RAISE NOTICE,
// OUT parameters, bound parameters as arguments, errors with their CONTEXT; pgsqlite and
// PostgreSQL 15 alike (PGSQLITE_TEST_TARGET=postgres).
const target = await startTarget();
let c: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  c.on('notice', (n) => notices.push(`${n.severity} ${n.code} ${n.message}`));
  await c.connect();
  await c.query(`
    CREATE TABLE plf_items (id serial PRIMARY KEY, name text NOT NULL, qty int NOT NULL DEFAULT 0);
    INSERT INTO plf_items (name, qty) VALUES ('bolt', 10), ('nut', 0), ('gear', 3), ('cog', 7);
    CREATE TABLE plf_audit (at serial, what text);
    CREATE FUNCTION plf_get_items(max_id int) RETURNS SETOF plf_items LANGUAGE plpgsql AS $$
    DECLARE r plf_items;
    BEGIN
      FOR r IN SELECT * FROM plf_items WHERE id <= max_id ORDER BY id LOOP
        IF r.qty = 0 THEN RAISE NOTICE 'item % is out of stock', r.name; CONTINUE; END IF;
        RETURN NEXT r;
      END LOOP;
    END $$;
    CREATE FUNCTION plf_stock(min_qty int) RETURNS TABLE(item text, qty int, rank bigint) LANGUAGE plpgsql AS $$
    BEGIN
      RETURN QUERY SELECT i.name, i.qty, row_number() OVER (ORDER BY i.qty DESC) FROM plf_items i WHERE i.qty >= min_qty ORDER BY i.qty DESC;
    END $$;
    CREATE FUNCTION plf_restock(item_name text, amount int DEFAULT 5) RETURNS int LANGUAGE plpgsql AS $$
    DECLARE
      new_qty int;
      limit_qty CONSTANT int := 100;
    BEGIN
      UPDATE plf_items SET qty = least(qty + amount, limit_qty) WHERE name = item_name RETURNING qty INTO new_qty;
      IF NOT FOUND THEN RAISE EXCEPTION 'no item named %', item_name USING ERRCODE = 'no_data_found', HINT = 'check the name'; END IF;
      RETURN new_qty;
    END $$;
    CREATE FUNCTION plf_log(what text) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO plf_audit (what) VALUES (what); END $$;
    CREATE FUNCTION plf_totals(OUT items bigint, OUT units bigint) LANGUAGE plpgsql AS $$
    BEGIN SELECT count(*), sum(qty) INTO items, units FROM plf_items; END $$;
  `);
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

function takeNotices(): string[] {
  return notices.splice(0);
}

describe.skipIf(target === null)(`PL/pgSQL functions (${target?.kind})`, () => {
  it('plf-1 SELECT * FROM a SETOF function with DECLARE, a FOR loop, RETURN NEXT and RAISE NOTICE, argument bound as $1', async () => {
    const r = await c.query('SELECT id, name, qty FROM plf_get_items($1)', [3]);
    expect(r.rows).toEqual([{ id: 1, name: 'bolt', qty: 10 }, { id: 3, name: 'gear', qty: 3 }]);
    expect(r.fields.map((f) => f.dataTypeID)).toEqual([23, 25, 23]);
    expect(takeNotices()).toEqual(['NOTICE 00000 item nut is out of stock']);
  });

  it('plf-2 RETURNS TABLE with RETURN QUERY, filtered and ordered by the calling query', async () => {
    const r = await c.query('SELECT item, rank FROM plf_stock($1) WHERE qty < 10 ORDER BY item', [1]);
    expect(r.rows).toEqual([{ item: 'cog', rank: '2' }, { item: 'gear', rank: '3' }]);
  });

  it('plf-3 a scalar function with a default argument and named arguments, its writes kept', async () => {
    expect((await c.query('SELECT plf_restock($1) AS q', ['nut'])).rows).toEqual([{ q: 5 }]);
    expect((await c.query('SELECT plf_restock(amount => 200, item_name => $1) AS q', ['cog'])).rows).toEqual([{ q: 100 }]);
    expect((await c.query(`SELECT qty FROM plf_items WHERE name IN ('nut', 'cog') ORDER BY id`)).rows).toEqual([{ qty: 5 }, { qty: 100 }]);
  });

  it('plf-4 RAISE EXCEPTION … USING ERRCODE/HINT reaches the client with its CONTEXT; the transaction is undone', async () => {
    let err: pg.DatabaseError | undefined;
    try {
      await c.query(`SELECT plf_restock('nosuch')`);
    } catch (e) {
      err = e as pg.DatabaseError;
    }
    expect(err).toMatchObject({ code: 'P0002', message: 'no item named nosuch', hint: 'check the name' });
    expect(err?.where).toBe('PL/pgSQL function plf_restock(text,integer) line 7 at RAISE');
  });

  it('plf-5 void functions called with SELECT (one void column) and from PERFORM in a DO block', async () => {
    const r = await c.query(`SELECT plf_log('first')`);
    expect(r.rows).toEqual([{ plf_log: '' }]);
    expect(r.fields[0]?.dataTypeID).toBe(2278);
    await c.query(`DO $$ BEGIN PERFORM plf_log('second'); END $$`);
    expect((await c.query('SELECT what FROM plf_audit ORDER BY at')).rows).toEqual([{ what: 'first' }, { what: 'second' }]);
  });

  it('plf-6 OUT parameters: in FROM as columns, and as a record value', async () => {
    expect((await c.query('SELECT * FROM plf_totals()')).rows).toEqual([{ items: '4', units: '118' }]);
    expect((await c.query('SELECT plf_totals() AS t')).rows).toEqual([{ t: '(4,118)' }]);
  });

  it('plf-7 a function called in a transaction block sees and is undone with it', async () => {
    await c.query('BEGIN');
    await c.query(`INSERT INTO plf_items (name, qty) VALUES ('washer', 1)`);
    expect((await c.query(`SELECT plf_restock('washer', 1) AS q`)).rows).toEqual([{ q: 2 }]);
    await c.query('ROLLBACK');
    expect((await c.query(`SELECT count(*)::int AS n FROM plf_items WHERE name = 'washer'`)).rows).toEqual([{ n: 0 }]);
  });
});

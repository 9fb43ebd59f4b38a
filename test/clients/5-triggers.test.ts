import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../copy/copy-client.js';
import { startTarget } from '../helpers/pgsqlite.js';

// Triggers (issue 5): the updated_at trigger migrations write, through node-postgres, on pgsqlite and PostgreSQL 15 alike.
const target = await startTarget();
let c: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  c = new pg.Client({ connectionString: target.url });
  await c.connect();
});
afterAll(async () => {
  await c?.end();
  await target?.stop();
});

describe.skipIf(target === null)(`BEFORE ROW triggers (${target?.kind})`, () => {
  it('trg-1 set_updated_at(): RETURNING shows the value the trigger set, inside and outside a transaction', async () => {
    await c.query(`CREATE TABLE trg_posts (id serial PRIMARY KEY, title text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now())`);
    await c.query(`CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.updated_at = now(); RETURN NEW; END $$`);
    await c.query(`CREATE TRIGGER trg_posts_updated_at BEFORE UPDATE ON trg_posts FOR EACH ROW EXECUTE FUNCTION set_updated_at()`);
    await c.query(`INSERT INTO trg_posts (title, created_at, updated_at) VALUES ('a', '2000-01-01', '2000-01-01')`);
    await c.query('BEGIN');
    const now = (await c.query<{ now: Date }>('SELECT now()')).rows[0]!.now;
    const r = await c.query<{ title: string; created_at: Date; updated_at: Date }>(`UPDATE trg_posts SET title = $1, updated_at = '1999-01-01' WHERE id = 1 RETURNING title, created_at, updated_at`, ['b']);
    await c.query('COMMIT');
    expect(r.rows).toEqual([{ title: 'b', created_at: new Date('2000-01-01T00:00:00Z'), updated_at: now }]);
    const stored = await c.query<{ updated_at: Date }>('SELECT updated_at FROM trg_posts WHERE id = 1');
    expect(stored.rows[0]!.updated_at).toEqual(now);
  });

  it('trg-2 BEFORE INSERT OR UPDATE with TG_OP and WHEN; DROP TRIGGER stops it', async () => {
    await c.query(`CREATE TABLE trg_tags (id int PRIMARY KEY, name text, hits int NOT NULL DEFAULT 0)`);
    await c.query(`CREATE FUNCTION trg_norm() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF TG_OP = 'INSERT' THEN NEW.name := lower(NEW.name); ELSE NEW.hits := OLD.hits + 1; END IF; RETURN NEW; END $$`);
    await c.query(`CREATE TRIGGER trg_tags_norm BEFORE INSERT OR UPDATE ON trg_tags FOR EACH ROW WHEN (NEW.name IS NOT NULL) EXECUTE PROCEDURE trg_norm()`);
    const ins = await c.query({ text: `INSERT INTO trg_tags (id, name) VALUES (1, 'PG'), (2, NULL) RETURNING id, name, hits`, rowMode: 'array' });
    expect(ins.rows).toEqual([[1, 'pg', 0], [2, null, 0]]);
    const upd = await c.query({ text: `UPDATE trg_tags SET name = coalesce(name, 'X') RETURNING id, name, hits`, rowMode: 'array' });
    expect(upd.rows.sort()).toEqual([[1, 'pg', 1], [2, 'X', 1]]);
    await c.query('DROP TRIGGER trg_tags_norm ON trg_tags');
    const after = await c.query({ text: `UPDATE trg_tags SET name = 'Q' WHERE id = 1 RETURNING name, hits`, rowMode: 'array' });
    expect(after.rows).toEqual([['Q', 1]]);
  });
});

describe.skipIf(target === null)(`triggers that run their function (${target?.kind})`, () => {
  const rows = async (sql: string, params: unknown[] = []): Promise<unknown[][]> => (await c.query({ text: sql, values: params, rowMode: 'array' })).rows;

  it('trg-3 AFTER ROW audit trigger: one audit row per changed row with TG_OP, OLD and NEW; RETURNING unaffected', async () => {
    await c.query(`CREATE TABLE trg_acct (id int PRIMARY KEY, owner text, balance numeric NOT NULL DEFAULT 0)`);
    await c.query(`CREATE TABLE trg_audit (seq serial, op text, old_balance numeric, new_balance numeric, who text)`);
    await c.query(`CREATE FUNCTION trg_audit_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO trg_audit (op, old_balance, new_balance, who) VALUES (TG_OP, OLD.balance, NEW.balance, coalesce(NEW.owner, OLD.owner));
        RETURN NULL;
      END $$`);
    await c.query(`CREATE TRIGGER trg_acct_audit AFTER INSERT OR UPDATE OR DELETE ON trg_acct FOR EACH ROW EXECUTE FUNCTION trg_audit_fn()`);
    expect(await rows(`INSERT INTO trg_acct VALUES ($1, $2, $3), (2, 'bo', 5) RETURNING id, balance`, [1, 'al', '10.50'])).toEqual([[1, '10.50'], [2, '5']]);
    const upd = await c.query(`UPDATE trg_acct SET balance = balance + 1`);
    expect(upd.command).toBe('UPDATE');
    expect(upd.rowCount).toBe(2);
    await c.query(`DELETE FROM trg_acct WHERE owner = 'bo'`);
    expect(await rows(`SELECT op, old_balance, new_balance, who FROM trg_audit ORDER BY seq`)).toEqual([
      ['INSERT', null, '10.50', 'al'],
      ['INSERT', null, '5', 'bo'],
      ['UPDATE', '10.50', '11.50', 'al'],
      ['UPDATE', '5', '6', 'bo'],
      ['DELETE', '6', null, 'bo'],
    ]);
  });

  it('trg-4 counter kept by an AFTER trigger (UPDATE of another table, nested in the statement)', async () => {
    await c.query(`CREATE TABLE trg_post (id int PRIMARY KEY, comments int NOT NULL DEFAULT 0)`);
    await c.query(`CREATE TABLE trg_comment (id serial PRIMARY KEY, post_id int NOT NULL REFERENCES trg_post, body text)`);
    await c.query(`CREATE FUNCTION trg_count_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN UPDATE trg_post SET comments = comments + 1 WHERE id = NEW.post_id;
        ELSE UPDATE trg_post SET comments = comments - 1 WHERE id = OLD.post_id; END IF;
        RETURN NULL;
      END $$`);
    await c.query(`CREATE TRIGGER trg_comment_count AFTER INSERT OR DELETE ON trg_comment FOR EACH ROW EXECUTE FUNCTION trg_count_fn()`);
    await c.query(`INSERT INTO trg_post VALUES (1), (2)`);
    await c.query(`INSERT INTO trg_comment (post_id, body) VALUES (1, 'a'), (1, 'b'), (2, 'c')`);
    await c.query(`DELETE FROM trg_comment WHERE body = 'a'`);
    expect(await rows(`SELECT id, comments FROM trg_post ORDER BY id`)).toEqual([[1, 1], [2, 1]]);
  });

  it('trg-5 RAISE EXCEPTION in a BEFORE trigger forbids the change: the error reaches the client, nothing is written', async () => {
    await c.query(`CREATE TABLE trg_price (id int PRIMARY KEY, amount int NOT NULL)`);
    await c.query(`CREATE FUNCTION trg_no_negative() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount < 0 THEN RAISE EXCEPTION 'amount must not be negative: %', NEW.amount USING HINT = 'use a refund'; END IF;
        RETURN NEW;
      END $$`);
    await c.query(`CREATE TRIGGER trg_price_check BEFORE INSERT OR UPDATE ON trg_price FOR EACH ROW EXECUTE FUNCTION trg_no_negative()`);
    await c.query(`INSERT INTO trg_price VALUES (1, 5)`);
    const err = await c.query(`INSERT INTO trg_price VALUES (2, 1), (3, -1)`).catch((e: unknown) => e as { code?: string; message?: string; hint?: string; where?: string });
    expect(err).toMatchObject({ code: 'P0001', message: 'amount must not be negative: -1', hint: 'use a refund', where: 'PL/pgSQL function trg_no_negative() line 3 at RAISE' });
    const upd = await c.query(`UPDATE trg_price SET amount = amount - 10`).catch((e: unknown) => e as { code?: string });
    expect(upd).toMatchObject({ code: 'P0001' });
    expect(await rows(`SELECT id, amount FROM trg_price ORDER BY id`)).toEqual([[1, 5]]);
  });

  it('trg-6 BEFORE DELETE returning NULL skips the row (soft delete), OLD lets it go', async () => {
    await c.query(`CREATE TABLE trg_doc (id int PRIMARY KEY, pinned boolean NOT NULL DEFAULT false, deleted boolean NOT NULL DEFAULT false)`);
    await c.query(`CREATE FUNCTION trg_soft_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.pinned THEN
          UPDATE trg_doc SET deleted = true WHERE id = OLD.id;
          RETURN NULL;
        END IF;
        RETURN OLD;
      END $$`);
    await c.query(`CREATE TRIGGER trg_doc_delete BEFORE DELETE ON trg_doc FOR EACH ROW EXECUTE FUNCTION trg_soft_delete()`);
    await c.query(`INSERT INTO trg_doc (id, pinned) VALUES (1, true), (2, false), (3, true)`);
    const del = await c.query({ text: `DELETE FROM trg_doc RETURNING id`, rowMode: 'array' });
    expect(del.rowCount).toBe(1);
    expect(del.rows).toEqual([[2]]);
    expect(await rows(`SELECT id, deleted FROM trg_doc ORDER BY id`)).toEqual([[1, true], [3, true]]);
  });

  it('trg-7 FOR EACH STATEMENT triggers fire once per statement, also when no row changes; DISABLE TRIGGER stops them', async () => {
    await c.query(`CREATE TABLE trg_item (id int)`);
    await c.query(`CREATE TABLE trg_stmt_log (what text)`);
    await c.query(`CREATE FUNCTION trg_stmt_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO trg_stmt_log VALUES (TG_WHEN || ' ' || TG_OP || ' ' || TG_LEVEL || ' ' || TG_ARGV[0]); RETURN NULL; END $$`);
    await c.query(`CREATE TRIGGER trg_item_a AFTER INSERT OR UPDATE ON trg_item FOR EACH STATEMENT EXECUTE FUNCTION trg_stmt_fn('a')`);
    await c.query(`CREATE TRIGGER trg_item_b BEFORE UPDATE ON trg_item FOR EACH STATEMENT EXECUTE FUNCTION trg_stmt_fn('b')`);
    await c.query(`INSERT INTO trg_item SELECT generate_series(1, 3)`);
    await c.query(`UPDATE trg_item SET id = id WHERE id > 100`);
    await c.query(`ALTER TABLE trg_item DISABLE TRIGGER trg_item_a`);
    await c.query(`INSERT INTO trg_item VALUES (4)`);
    expect(await rows(`SELECT what FROM trg_stmt_log`)).toEqual([['AFTER INSERT STATEMENT a'], ['BEFORE UPDATE STATEMENT b'], ['AFTER UPDATE STATEMENT a']]);
    expect(await rows(`SELECT tgname, tgenabled FROM pg_trigger WHERE tgrelid = 'trg_item'::regclass ORDER BY tgname`)).toEqual([['trg_item_a', 'D'], ['trg_item_b', 'O']]);
  });

  it('trg-8 an error in an AFTER trigger undoes the whole statement, in autocommit and back to a savepoint', async () => {
    await c.query(`CREATE TABLE trg_ledger (id int PRIMARY KEY, amount int)`);
    await c.query(`CREATE TABLE trg_ledger_log (id int)`);
    await c.query(`CREATE FUNCTION trg_ledger_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO trg_ledger_log VALUES (NEW.id);
        IF NEW.amount > 100 THEN RAISE EXCEPTION 'too much' USING ERRCODE = 'check_violation'; END IF;
        RETURN NULL;
      END $$`);
    await c.query(`CREATE TRIGGER trg_ledger_after AFTER INSERT ON trg_ledger FOR EACH ROW EXECUTE FUNCTION trg_ledger_fn()`);
    await expect(c.query(`INSERT INTO trg_ledger VALUES (1, 10), (2, 1000)`)).rejects.toMatchObject({ code: '23514' });
    expect(await rows(`SELECT count(*)::int FROM trg_ledger_log`)).toEqual([[0]]);
    await c.query('BEGIN');
    await c.query(`INSERT INTO trg_ledger VALUES (3, 30)`);
    await c.query('SAVEPOINT s');
    await expect(c.query(`INSERT INTO trg_ledger VALUES (4, 500)`)).rejects.toMatchObject({ code: '23514' });
    await c.query('ROLLBACK TO SAVEPOINT s');
    await c.query('COMMIT');
    expect(await rows(`SELECT id FROM trg_ledger ORDER BY id`)).toEqual([[3]]);
    expect(await rows(`SELECT id FROM trg_ledger_log ORDER BY id`)).toEqual([[3]]);
  });

  it('trg-9 COPY FROM through a BEFORE ROW trigger: skipped rows are not counted; a failing row undoes the COPY', async () => {
    await c.query(`CREATE TABLE trg_copy (id int PRIMARY KEY, v text, n int)`);
    await c.query(`CREATE FUNCTION trg_copy_fn() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.v = 'skip' THEN RETURN NULL; END IF; NEW.n := length(NEW.v); RETURN NEW; END $$`);
    await c.query(`CREATE TRIGGER trg_copy_b BEFORE INSERT ON trg_copy FOR EACH ROW EXECUTE FUNCTION trg_copy_fn()`);
    const r = await copy(c, 'COPY trg_copy (id, v) FROM STDIN', ['1\tabc\n2\tskip\n3\tde\n']);
    expect(r.error).toBeNull();
    expect(r.tag).toBe('COPY 2');
    const bad = await copy(c, 'COPY trg_copy (id, v) FROM STDIN', ['4\tx\n1\ty\n']);
    expect(bad.error?.code).toBe('23505');
    expect(await rows(`SELECT id, v, n FROM trg_copy ORDER BY id`)).toEqual([[1, 'abc', 3], [3, 'de', 2]]);
  });
});

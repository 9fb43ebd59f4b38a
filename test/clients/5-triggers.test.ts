import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

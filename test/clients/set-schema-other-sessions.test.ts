import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';

// ALTER TABLE / TYPE … SET SCHEMA seen from another session: its cached plans no longer find the
// old name, the new one works, and a view and a foreign key over the moved table keep working.
const { target, connect } = await startTargetWithClients();
let a: pg.Client;
let b: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  a = await connect();
  b = await connect();
});

const codeOf = (p: Promise<unknown>): Promise<string | undefined> => p.then(
  () => undefined,
  (e: { code?: string }) => e.code,
);

describe.skipIf(target === null)(`SET SCHEMA across sessions (${target?.kind})`, () => {
  it('set-schema-table-other-session: the old name is gone for a session that read it, the new one and the view work', async () => {
    await a.query('CREATE SCHEMA sso_b');
    await a.query('CREATE TABLE sso_t (id serial PRIMARY KEY, v text)');
    await a.query('CREATE VIEW sso_v AS SELECT id, v FROM sso_t');
    await a.query('CREATE TABLE sso_c (id int REFERENCES sso_t (id))');
    await a.query("INSERT INTO sso_t (v) VALUES ('x')");
    expect((await b.query('SELECT v FROM sso_t')).rows).toEqual([{ v: 'x' }]);
    await a.query('ALTER TABLE sso_t SET SCHEMA sso_b');
    expect(await codeOf(b.query('SELECT v FROM sso_t'))).toBe('42P01');
    await b.query("INSERT INTO sso_b.sso_t (v) VALUES ('y')");
    expect((await b.query('SELECT id, v FROM sso_v ORDER BY id')).rows).toEqual([{ id: 1, v: 'x' }, { id: 2, v: 'y' }]);
    await b.query('INSERT INTO sso_c VALUES (2)');
    expect(await codeOf(b.query('INSERT INTO sso_c VALUES (3)'))).toBe('23503');
    expect((await b.query("SELECT relnamespace::regnamespace::text AS nsp FROM pg_class WHERE relname = 'sso_t_id_seq'")).rows).toEqual([{ nsp: 'sso_b' }]);
  });

  it('set-schema-type-other-session: a moved enum is found by its new name only, columns of it keep their values', async () => {
    await a.query("CREATE TYPE sso_mood AS ENUM ('ok', 'sad')");
    await a.query("CREATE TABLE sso_m (m sso_mood DEFAULT 'ok')");
    await a.query('INSERT INTO sso_m DEFAULT VALUES');
    expect((await b.query("SELECT 'sad'::sso_mood AS m")).rows).toEqual([{ m: 'sad' }]);
    await a.query('ALTER TYPE sso_mood SET SCHEMA sso_b');
    expect(await codeOf(b.query("SELECT 'sad'::sso_mood AS m"))).toBe('42704');
    await b.query('INSERT INTO sso_m DEFAULT VALUES');
    expect((await b.query("SELECT m::text, 'sad'::sso_b.sso_mood::text AS s FROM sso_m")).rows).toEqual([{ m: 'ok', s: 'sad' }, { m: 'ok', s: 'sad' }]);
  });
});

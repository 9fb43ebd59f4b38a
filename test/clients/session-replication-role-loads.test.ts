import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';

// Loads that skip foreign keys: session_replication_role = replica, as pgsync (--disable-integrity)
// uses it, and ALTER TABLE … DISABLE TRIGGER ALL, as pg_restore --disable-triggers does:
// rows referencing each other load in any order within a transaction; user triggers enabled 'O'
// do not fire, 'R' and 'A' do; other sessions keep their foreign keys and triggers.
const { target, connect } = await startTargetWithClients();
let a: pg.Client;
let b: pg.Client;

beforeAll(async () => {
  if (target === null) return;
  a = await connect();
  b = await connect();
});

describe.skipIf(target === null)(`session_replication_role (${target?.kind})`, () => {
  it('replica-cyclic-load: rows of two tables referencing each other load child first in one transaction', async () => {
    await a.query('CREATE TABLE srl_dept (id int PRIMARY KEY, boss int)');
    await a.query('CREATE TABLE srl_emp (id int PRIMARY KEY, dept int REFERENCES srl_dept (id))');
    await a.query('ALTER TABLE srl_dept ADD FOREIGN KEY (boss) REFERENCES srl_emp (id)');
    await a.query('BEGIN');
    await a.query('SET LOCAL session_replication_role = replica');
    await a.query('INSERT INTO srl_emp VALUES (1, 10)');
    await a.query('INSERT INTO srl_dept VALUES (10, 1)');
    await a.query('COMMIT');
    expect((await a.query('SHOW session_replication_role')).rows).toEqual([{ session_replication_role: 'origin' }]);
    expect((await b.query('SELECT e.id, d.boss FROM srl_emp e JOIN srl_dept d ON d.id = e.dept')).rows).toEqual([{ id: 1, boss: 1 }]);
  });

  it('disable-trigger-all-cyclic-load: pg_restore --disable-triggers --single-transaction loads tables referencing each other', async () => {
    await a.query('CREATE TABLE srl_a (id int PRIMARY KEY, b int)');
    await a.query('CREATE TABLE srl_b (id int PRIMARY KEY, a int REFERENCES srl_a (id))');
    await a.query('ALTER TABLE srl_a ADD FOREIGN KEY (b) REFERENCES srl_b (id)');
    await a.query('BEGIN');
    await a.query('ALTER TABLE srl_b DISABLE TRIGGER ALL');
    await a.query('INSERT INTO srl_b VALUES (1, 10)');
    await a.query('ALTER TABLE srl_b ENABLE TRIGGER ALL');
    await a.query('ALTER TABLE srl_a DISABLE TRIGGER ALL');
    await a.query('INSERT INTO srl_a VALUES (10, 1)');
    await a.query('ALTER TABLE srl_a ENABLE TRIGGER ALL');
    await a.query('COMMIT');
    expect((await b.query('SELECT srl_a.id, srl_b.id AS b FROM srl_a JOIN srl_b ON srl_b.a = srl_a.id')).rows).toEqual([{ id: 10, b: 1 }]);
    // outside the block, the foreign keys check at once again
    const err = await a.query('INSERT INTO srl_b VALUES (2, 99)').catch((e: { code?: string }) => e.code);
    expect(err).toBe('23503');
  });

  it('disable-trigger-all-no-cascade: ON DELETE CASCADE of a table whose triggers are all disabled cascades nowhere', async () => {
    await a.query('CREATE TABLE srl_dp (i int PRIMARY KEY)');
    await a.query('CREATE TABLE srl_dc (i int REFERENCES srl_dp ON DELETE CASCADE)');
    await a.query('INSERT INTO srl_dp VALUES (1), (2), (3)');
    await a.query('INSERT INTO srl_dc VALUES (1), (2), (3)');
    await a.query('ALTER TABLE srl_dp DISABLE TRIGGER ALL');
    // a statement of its own: SQLite's foreign keys are off for it, as PostgreSQL's RI triggers are
    expect((await a.query('DELETE FROM srl_dp WHERE i = 1')).rowCount).toBe(1);
    expect((await b.query('SELECT i FROM srl_dc ORDER BY i')).rows).toEqual([{ i: 1 }, { i: 2 }, { i: 3 }]);
    // inside a transaction block the setting cannot change: 0A000 rather than a cascade
    await a.query('BEGIN');
    const err = await a.query('DELETE FROM srl_dp WHERE i = 2').catch((e: { code?: string }) => e.code);
    await a.query('ROLLBACK');
    expect(err).toBe('0A000');
    await a.query('ALTER TABLE srl_dp ENABLE TRIGGER ALL');
    await a.query('DELETE FROM srl_dp WHERE i = 3');
    expect((await b.query('SELECT i FROM srl_dc ORDER BY i')).rows).toEqual([{ i: 1 }, { i: 2 }]);
    // the connection's foreign keys are on again
    const missing = await a.query('INSERT INTO srl_dc VALUES (99)').catch((e: { code?: string }) => e.code);
    expect(missing).toBe('23503');
  });

  it('replica-other-sessions: a session in replica mode leaves the others checking foreign keys and firing triggers', async () => {
    await a.query('CREATE TABLE srl_p (id int PRIMARY KEY)');
    await a.query('CREATE TABLE srl_c (id int REFERENCES srl_p (id), note text)');
    await a.query(`CREATE FUNCTION srl_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.note := 'fired'; RETURN NEW; END $$`);
    await a.query('CREATE TRIGGER srl_t BEFORE INSERT ON srl_c FOR EACH ROW EXECUTE FUNCTION srl_note()');
    await a.query('INSERT INTO srl_p VALUES (1)');
    await a.query('SET session_replication_role = replica');
    await a.query('INSERT INTO srl_c (id) VALUES (1)');
    const err = await b.query('INSERT INTO srl_c (id) VALUES (2)').catch((e: { code?: string }) => e.code);
    expect(err).toBe('23503');
    await b.query('INSERT INTO srl_c (id) VALUES (1)');
    await a.query('RESET session_replication_role');
    expect((await a.query('SELECT note FROM srl_c ORDER BY note NULLS FIRST')).rows).toEqual([{ note: null }, { note: 'fired' }]);
  });

  it('replica-enable-replica-trigger: a trigger enabled REPLICA fires only in replica mode, ALWAYS in both', async () => {
    await a.query('CREATE TABLE srl_r (id int, note text)');
    await a.query(`CREATE FUNCTION srl_tag() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.note := coalesce(NEW.note, '') || TG_ARGV[0] || ' '; RETURN NEW; END $$`);
    await a.query(`CREATE TRIGGER srl_1r BEFORE INSERT ON srl_r FOR EACH ROW EXECUTE FUNCTION srl_tag('srl_1r')`);
    await a.query(`CREATE TRIGGER srl_2a BEFORE INSERT ON srl_r FOR EACH ROW EXECUTE FUNCTION srl_tag('srl_2a')`);
    await a.query('ALTER TABLE srl_r ENABLE REPLICA TRIGGER srl_1r, ENABLE ALWAYS TRIGGER srl_2a');
    await a.query('INSERT INTO srl_r (id) VALUES (1)');
    await a.query('SET session_replication_role = replica');
    await a.query('INSERT INTO srl_r (id) VALUES (2)');
    await a.query('SET session_replication_role = origin');
    expect((await a.query('SELECT id, note FROM srl_r ORDER BY id')).rows).toEqual([
      { id: 1, note: 'srl_2a ' },
      { id: 2, note: 'srl_1r srl_2a ' },
    ]);
  });
});

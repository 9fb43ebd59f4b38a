import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { clientSet, errorWithDetail as errorOf } from '../helpers/pg-clients.js';

// Issue 6: CREATE DATABASE … [TEMPLATE x] and DROP DATABASE [IF EXISTS] [WITH (FORCE)]. Runs
// against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15, which is how the expected
// answers were checked.
const target = await startTarget();
const clients = clientSet();
afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

function urlOf(db: string): string {
  const u = new URL(target?.url ?? 'postgresql://x/postgres');
  u.pathname = `/${db}`;
  return u.toString();
}

const connect = (db = 'postgres'): Promise<pg.Client> => clients.connect(urlOf(db));


describe.skipIf(target === null)('6 databases', () => {
  it('6-db-1 CREATE DATABASE … TEMPLATE copies the template; the copy is independent; DROP removes it', async () => {
    const admin = await connect();
    await admin.query('DROP DATABASE IF EXISTS db1_tpl');
    await admin.query('DROP DATABASE IF EXISTS db1_copy');
    await admin.query('CREATE DATABASE db1_tpl');
    const tpl = await connect('db1_tpl');
    await tpl.query('CREATE TABLE t (id serial PRIMARY KEY, v text)');
    await tpl.query("INSERT INTO t (v) VALUES ('a'), ('b')");
    await tpl.end();
    await admin.query('CREATE DATABASE db1_copy TEMPLATE db1_tpl');
    const copy = await connect('db1_copy');
    expect((await copy.query('SELECT id, v FROM t ORDER BY id')).rows).toEqual([
      { id: 1, v: 'a' },
      { id: 2, v: 'b' },
    ]);
    await copy.query("INSERT INTO t (v) VALUES ('c')");
    expect((await copy.query("SELECT id FROM t WHERE v = 'c'")).rows).toEqual([{ id: 3 }]);
    await copy.end();
    const again = await connect('db1_tpl');
    expect((await again.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
    await again.end();
    await admin.query('DROP DATABASE db1_copy');
    await admin.query('DROP DATABASE db1_tpl');
    expect(await errorOf(connect('db1_copy'))).toBe('3D000 database "db1_copy" does not exist');
  });

  it('6-db-2 errors: 42P04, 3D000, 25001, 55006 (current, busy, busy template), 42809; IF EXISTS notice', async () => {
    const admin = await connect();
    await admin.query('DROP DATABASE IF EXISTS db2');
    await admin.query('CREATE DATABASE db2');
    expect(await errorOf(admin.query('CREATE DATABASE db2'))).toBe('42P04 database "db2" already exists');
    expect(await errorOf(admin.query('CREATE DATABASE db2x TEMPLATE nosuch'))).toBe('3D000 template database "nosuch" does not exist');
    expect(await errorOf(admin.query('DROP DATABASE nosuch'))).toBe('3D000 database "nosuch" does not exist');
    const notices: string[] = [];
    admin.on('notice', (n) => notices.push(`${n.code ?? ''} ${n.message}`));
    await admin.query('DROP DATABASE IF EXISTS nosuch');
    expect(notices).toEqual(['00000 database "nosuch" does not exist, skipping']);
    await admin.query('BEGIN');
    expect(await errorOf(admin.query('CREATE DATABASE db2y'))).toBe('25001 CREATE DATABASE cannot run inside a transaction block');
    await admin.query('ROLLBACK');
    expect(await errorOf(admin.query('DROP DATABASE postgres'))).toBe('55006 cannot drop the currently open database');
    expect(await errorOf(admin.query('DROP DATABASE template1'))).toBe('42809 cannot drop a template database');
    const user = await connect('db2');
    expect(await errorOf(admin.query('DROP DATABASE db2'))).toBe(
      '55006 database "db2" is being accessed by other users | There is 1 other session using the database.',
    );
    expect(await errorOf(admin.query('CREATE DATABASE db2z TEMPLATE db2'))).toBe(
      '55006 source database "db2" is being accessed by other users | There is 1 other session using the database.',
    );
    await user.end();
    await admin.query('DROP DATABASE db2');
  });

  it('6-db-3 DROP DATABASE … WITH (FORCE) ends the other sessions with FATAL 57P01', async () => {
    const admin = await connect();
    await admin.query('DROP DATABASE IF EXISTS db3');
    await admin.query('CREATE DATABASE db3');
    const user = await connect('db3');
    await user.query('CREATE TABLE t (a int)');
    await user.query('BEGIN');
    await user.query('INSERT INTO t VALUES (1)');
    const ended = new Promise<string>((resolve) => user.once('error', (e: Error & { code?: string }) => resolve(`${e.code ?? ''} ${e.message}`)));
    await admin.query('DROP DATABASE db3 WITH (FORCE)');
    expect(await ended).toBe('57P01 terminating connection due to administrator command');
    expect(await errorOf(connect('db3'))).toBe('3D000 database "db3" does not exist');
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSet, errorOf } from '../helpers/pg-clients.js';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * Databases as pg_regress and tools use them: the templates, CREATE DATABASE's options, ALTER
 * DATABASE … SET / WITH, DROP DATABASE, pg_database. Runs against PostgreSQL 15 too
 * (PGSQLITE_TEST_TARGET=postgres), which is how these expectations were checked.
 */
let target: TestTarget | null = null;
const clients = clientSet();
let admin: pg.Client;

const urlOf = (database: string): string => {
  const u = new URL(target?.url ?? '');
  u.pathname = `/${database}`;
  return u.toString();
};

beforeAll(async () => {
  target = await startTarget();
  if (target === null) return;
  admin = await clients.connect(urlOf('postgres'));
});

afterAll(async () => {
  await clients.endAll();
  await target?.stop();
});

describe('databases', () => {
  it('databases-1 template0 and template1 are in pg_database as initdb makes them', async () => {
    const r = await admin.query("SELECT oid::int, datname, datistemplate, datallowconn, datconnlimit, encoding, datcollate FROM pg_database WHERE datname IN ('template0', 'template1', 'postgres') ORDER BY oid");
    expect(r.rows).toEqual([
      { oid: 1, datname: 'template1', datistemplate: true, datallowconn: true, datconnlimit: -1, encoding: 6, datcollate: 'C' },
      { oid: 4, datname: 'template0', datistemplate: true, datallowconn: false, datconnlimit: -1, encoding: 6, datcollate: 'C' },
      { oid: 5, datname: 'postgres', datistemplate: false, datallowconn: true, datconnlimit: -1, encoding: 6, datcollate: 'C' },
    ]);
  });

  it('databases-2 CREATE DATABASE from template0 / template1 with the options pg_regress passes, listed in pg_database', async () => {
    await admin.query("CREATE DATABASE db_t0 TEMPLATE=template0 ENCODING='UTF8' LC_COLLATE='C' LC_CTYPE='C'");
    const user = decodeURIComponent(new URL(target?.url ?? '').username);
    await admin.query(`CREATE DATABASE db_t1 WITH TEMPLATE template1 OWNER "${user}" LOCALE 'POSIX' IS_TEMPLATE false ALLOW_CONNECTIONS true CONNECTION LIMIT 7`);
    const r = await admin.query("SELECT datname, oid::int >= 16384 AS user_oid, datistemplate, datconnlimit, datcollate FROM pg_database WHERE datname LIKE 'db_t%' ORDER BY 1");
    // POSIX is C's other name: check_locale gives the canonical spelling.
    expect(r.rows).toEqual([
      { datname: 'db_t0', user_oid: true, datistemplate: false, datconnlimit: -1, datcollate: 'C' },
      { datname: 'db_t1', user_oid: true, datistemplate: false, datconnlimit: 7, datcollate: 'C' },
    ]);
    const c = await clients.connect(urlOf('db_t0'));
    expect((await c.query('SELECT current_database()')).rows[0].current_database).toBe('db_t0');
    await c.end();
  });

  it('databases-3 options pgsqlite cannot honour are refused with PostgreSQL errors', async () => {
    expect(await errorOf(admin.query("CREATE DATABASE db_x ENCODING 'nosuch'"))).toBe('42704 nosuch is not a valid encoding name');
    expect(await errorOf(admin.query("CREATE DATABASE db_x ENCODING 'LATIN1'"))).toBe('22023 new encoding (LATIN1) is incompatible with the encoding of the template database (UTF8)');
    expect(await errorOf(admin.query('CREATE DATABASE db_x CONNECTION LIMIT -2'))).toBe('22023 invalid connection limit: -2');
    expect(await errorOf(admin.query('CREATE DATABASE db_x OWNER no_such_role'))).toBe('42704 role "no_such_role" does not exist');
    expect(await errorOf(admin.query("CREATE DATABASE db_x LOCALE 'C' LOCALE 'C'"))).toBe('42601 conflicting or redundant options');
    expect(await errorOf(admin.query('CREATE DATABASE db_x TEMPLATE nosuch'))).toBe('3D000 template database "nosuch" does not exist');
    await admin.query('BEGIN');
    expect(await errorOf(admin.query('CREATE DATABASE db_x'))).toBe('25001 CREATE DATABASE cannot run inside a transaction block');
    await admin.query('ROLLBACK');
  });

  it('databases-4 template0 refuses connections (datallowconn false)', async () => {
    expect(await errorOf(clients.connect(urlOf('template0')))).toBe('55000 database "template0" is not currently accepting connections');
  });

  it('databases-5 ALTER DATABASE … SET is the default of new sessions, unless the transaction rolls back', async () => {
    await admin.query("CREATE DATABASE db_set TEMPLATE template0");
    await admin.query("ALTER DATABASE db_set SET bytea_output TO 'escape'");
    await admin.query('BEGIN');
    await admin.query("ALTER DATABASE db_set SET DateStyle TO 'German'");
    await admin.query('ROLLBACK');
    let c = await clients.connect(urlOf('db_set'));
    expect((await c.query('SHOW bytea_output')).rows[0].bytea_output).toBe('escape');
    expect((await c.query('SHOW DateStyle')).rows[0].DateStyle).toBe('ISO, MDY');
    await c.end();
    expect(await errorOf(admin.query("ALTER DATABASE db_set SET bytea_output TO 'nope'"))).toBe('22023 invalid value for parameter "bytea_output": "nope"');
    expect(await errorOf(admin.query("ALTER DATABASE db_set SET no_such_setting TO 'x'"))).toBe('42704 unrecognized configuration parameter "no_such_setting"');
    expect(await errorOf(admin.query("ALTER DATABASE db_nosuch SET work_mem TO '1MB'"))).toBe('3D000 database "db_nosuch" does not exist');
    await admin.query('ALTER DATABASE db_set RESET ALL');
    c = await clients.connect(urlOf('db_set'));
    expect((await c.query('SHOW bytea_output')).rows[0].bytea_output).toBe('hex');
    await c.end();
  });

  it('databases-6 templates cannot be dropped; IS_TEMPLATE and ALLOW_CONNECTIONS as PostgreSQL', async () => {
    expect(await errorOf(admin.query('DROP DATABASE template1'))).toBe('42809 cannot drop a template database');
    await admin.query('ALTER DATABASE db_t1 IS_TEMPLATE true ALLOW_CONNECTIONS false CONNECTION LIMIT 3');
    const r = await admin.query("SELECT datistemplate, datallowconn, datconnlimit FROM pg_database WHERE datname = 'db_t1'");
    expect(r.rows).toEqual([{ datistemplate: true, datallowconn: false, datconnlimit: 3 }]);
    expect(await errorOf(clients.connect(urlOf('db_t1')))).toBe('55000 database "db_t1" is not currently accepting connections');
    expect(await errorOf(admin.query('DROP DATABASE db_t1'))).toBe('42809 cannot drop a template database');
    await admin.query('CREATE DATABASE db_copy TEMPLATE db_t1');
    await admin.query('ALTER DATABASE db_t1 IS_TEMPLATE false');
    for (const db of ['db_t1', 'db_copy', 'db_t0', 'db_set']) await admin.query(`DROP DATABASE ${db} WITH (FORCE)`);
    const notices: string[] = [];
    admin.on('notice', (n) => notices.push(n.message ?? ''));
    await admin.query('DROP DATABASE IF EXISTS db_t1');
    expect(notices).toEqual(['database "db_t1" does not exist, skipping']);
    expect((await admin.query("SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'db_%'")).rows[0].n).toBe(0);
  });
});

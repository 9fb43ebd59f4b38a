import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientSet, errorOf } from '../helpers/pg-clients.js';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

/**
 * Roles with passwords: CREATE/ALTER/DROP ROLE as PostgreSQL 15 answers them, passwords kept
 * as SCRAM-SHA-256 (or md5) verifiers, never plain, and shown as pg_authid / pg_roles / pg_user /
 * pg_shadow show them. Runs against PostgreSQL 15 too (PGSQLITE_TEST_TARGET=postgres), which is
 * how these expectations were checked.
 */
let target: TestTarget | null = null;
const clients = clientSet();
let admin: pg.Client;

beforeAll(async () => {
  target = await startTarget();
  if (target === null) return;
  admin = await clients.connect(target.url);
  await admin.query('DROP ROLE IF EXISTS r_alice, r_bob, r_empty, r_hashed, r_md5, r_plain');
});

afterAll(async () => {
  await admin?.query('DROP ROLE IF EXISTS r_alice, r_bob, r_empty, r_hashed, r_md5, r_plain, r_renamed').catch(() => undefined);
  await clients.endAll();
  await target?.stop();
});

describe('roles', () => {
  it('roles-1 CREATE ROLE … PASSWORD stores a SCRAM-SHA-256 verifier, never the password', async () => {
    await admin.query("CREATE ROLE r_alice LOGIN PASSWORD 'secret'");
    const r = await admin.query("SELECT rolpassword FROM pg_authid WHERE rolname = 'r_alice'");
    const stored = String(r.rows[0]?.rolpassword);
    expect(stored).toMatch(/^SCRAM-SHA-256\$4096:[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=$/);
    expect(stored).not.toContain('secret');
  });

  it('roles-2 CREATE USER logs in by default, CREATE ROLE does not; pg_roles masks the password', async () => {
    await admin.query("CREATE USER r_bob PASSWORD 'pw'");
    await admin.query('CREATE ROLE r_plain');
    const r = await admin.query("SELECT rolname, rolcanlogin, rolsuper, rolinherit, rolconnlimit, rolpassword FROM pg_roles WHERE rolname IN ('r_bob', 'r_plain') ORDER BY 1");
    expect(r.rows).toEqual([
      { rolname: 'r_bob', rolcanlogin: true, rolsuper: false, rolinherit: true, rolconnlimit: -1, rolpassword: '********' },
      { rolname: 'r_plain', rolcanlogin: false, rolsuper: false, rolinherit: true, rolconnlimit: -1, rolpassword: '********' },
    ]);
    const u = await admin.query("SELECT usename, passwd FROM pg_user WHERE usename IN ('r_bob', 'r_plain')");
    expect(u.rows).toEqual([{ usename: 'r_bob', passwd: '********' }]);
    const s = await admin.query("SELECT usename, left(passwd, 14) AS p FROM pg_shadow WHERE usename = 'r_bob'");
    expect(s.rows).toEqual([{ usename: 'r_bob', p: 'SCRAM-SHA-256$' }]);
  });

  it('roles-3 an already-hashed password is stored as given; password_encryption md5 hashes with md5', async () => {
    await admin.query("CREATE ROLE r_hashed PASSWORD 'md5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' VALID UNTIL '2030-01-02 03:04:05+00'");
    await admin.query("SET password_encryption = 'md5'");
    await admin.query("CREATE ROLE r_md5 PASSWORD 'x'");
    await admin.query('RESET password_encryption');
    const r = await admin.query("SELECT rolname, rolpassword, rolvaliduntil::text AS v FROM pg_authid WHERE rolname IN ('r_hashed', 'r_md5') ORDER BY 1");
    expect(r.rows).toEqual([
      { rolname: 'r_hashed', rolpassword: 'md5aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', v: '2030-01-02 03:04:05+00' },
      // md5('x' || 'r_md5')
      { rolname: 'r_md5', rolpassword: 'md54a66c9fe32a1ccd43b7f373756801b66', v: null },
    ]);
  });

  it('roles-4 an empty password clears the password with a NOTICE; PASSWORD NULL clears it', async () => {
    const notices: string[] = [];
    const onNotice = (n: { message?: string }): void => void notices.push(String(n.message));
    admin.on('notice', onNotice);
    await admin.query("CREATE ROLE r_empty PASSWORD ''");
    admin.off('notice', onNotice);
    expect(notices).toEqual(['empty string is not a valid password, clearing password']);
    await admin.query('ALTER ROLE r_alice PASSWORD NULL');
    const r = await admin.query("SELECT rolname, rolpassword FROM pg_authid WHERE rolname IN ('r_empty', 'r_alice') ORDER BY 1");
    expect(r.rows).toEqual([
      { rolname: 'r_alice', rolpassword: null },
      { rolname: 'r_empty', rolpassword: null },
    ]);
  });

  it('roles-5 errors as PostgreSQL gives them', async () => {
    expect(await errorOf(admin.query('CREATE ROLE r_bob'))).toBe('42710 role "r_bob" already exists');
    expect(await errorOf(admin.query('CREATE ROLE pg_x'))).toBe('42939 role name "pg_x" is reserved');
    expect(await errorOf(admin.query('CREATE ROLE r_c CONNECTION LIMIT -2'))).toBe('22023 invalid connection limit: -2');
    expect(await errorOf(admin.query('CREATE ROLE r_d LOGIN LOGIN'))).toBe('42601 conflicting or redundant options');
    expect(await errorOf(admin.query('ALTER ROLE r_zz LOGIN'))).toBe('42704 role "r_zz" does not exist');
    expect(await errorOf(admin.query('DROP ROLE r_zz'))).toBe('42704 role "r_zz" does not exist');
    const user = decodeURIComponent(new URL(target?.url ?? '').username);
    expect(await errorOf(admin.query(`DROP ROLE "${user}"`))).toBe('55006 current user cannot be dropped');
    expect(await errorOf(admin.query(`ALTER ROLE "${user}" RENAME TO r_x`))).toBe('0A000 session user cannot be renamed');
  });

  it('roles-6 RENAME clears an md5 password (its salt is the name) with a NOTICE; DROP ROLE IF EXISTS skips', async () => {
    const notices: string[] = [];
    const onNotice = (n: { message?: string }): void => void notices.push(String(n.message));
    admin.on('notice', onNotice);
    await admin.query('ALTER ROLE r_md5 RENAME TO r_renamed');
    await admin.query('DROP ROLE IF EXISTS r_zz, r_renamed');
    admin.off('notice', onNotice);
    expect(notices).toEqual(['MD5 password cleared because of role rename', 'role "r_zz" does not exist, skipping']);
    const r = await admin.query("SELECT count(*)::int AS n FROM pg_roles WHERE rolname IN ('r_md5', 'r_renamed')");
    expect(r.rows).toEqual([{ n: 0 }]);
  });

  it('roles-7 a role without CREATEROLE cannot create roles (42501)', async () => {
    await admin.query("ALTER ROLE r_bob PASSWORD 'pw'");
    const u = new URL(target?.url ?? '');
    u.username = 'r_bob';
    u.password = 'pw';
    const bob = await clients.connect(u.toString());
    expect(await errorOf(bob.query('CREATE ROLE r_other'))).toBe('42501 permission denied to create role');
    expect(await errorOf(bob.query('CREATE ROLE r_other SUPERUSER'))).toBe('42501 must be superuser to create superusers');
    const me = await bob.query('SELECT current_setting(\'is_superuser\') AS s, (SELECT rolpassword FROM pg_roles WHERE rolname = current_user) AS p');
    expect(me.rows).toEqual([{ s: 'off', p: '********' }]);
    await bob.end();
  });
});

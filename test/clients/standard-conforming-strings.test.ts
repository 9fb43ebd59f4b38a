import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

/**
 * standard_conforming_strings is read by the scanner, not only reported: with it off a plain
 * '…' literal reads backslash escapes, so a client escaping for that setting (libpq's
 * PQescapeStringConn, psql, psycopg) cannot be broken out of its literal. Expectations are
 * PostgreSQL 15's (PGSQLITE_TEST_TARGET=postgres runs the same tests there).
 */
const target = await startTarget();
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-scs-'));
afterAll(async () => {
  await target?.stop();
  rmSync(dir, { recursive: true, force: true });
});
const url = target?.url ?? '';
const INJECTION = "SELECT '\\'; DROP TABLE victim; --' AS v";

interface Notice { code: string | undefined; message: string; position: string | undefined }

/** A node-postgres client, its notices and the ParameterStatus values it received. */
async function connect(options: Partial<pg.ClientConfig> = {}): Promise<{ client: pg.Client; notices: Notice[]; reported: Map<string, string> }> {
  const client = new pg.Client({ connectionString: url, ...options });
  const notices: Notice[] = [];
  const reported = new Map<string, string>();
  client.on('notice', (n) => notices.push({ code: n.code, message: n.message, position: n.position }));
  const connection = (client as unknown as { connection: { on(event: string, f: (m: { parameterName: string; parameterValue: string }) => void): void } }).connection;
  connection.on('parameterStatus', (m) => reported.set(m.parameterName, m.parameterValue));
  await client.connect();
  return { client, notices, reported };
}

async function pgError(p: Promise<unknown>): Promise<pg.DatabaseError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof pg.DatabaseError) return e;
    throw e;
  }
  throw new Error('expected a DatabaseError');
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(cmd, args, { timeout: 60_000, env: { PATH: process.env['PATH'], LC_ALL: 'C', ...env } }, (err, stdout, stderr) => {
      resolve({ code: err === null ? 0 : typeof err.code === 'number' ? err.code : -1, stdout, stderr });
    });
  });
}

describe.skipIf(target === null)(`standard_conforming_strings (${target?.kind})`, () => {
  it('scs-off-injection-is-one-literal: the escaped quote does not end the string (node-postgres, simple query)', async () => {
    const { client, notices, reported } = await connect();
    try {
      await client.query('CREATE TABLE victim (x int)');
      expect(reported.get('standard_conforming_strings')).toBe('on');
      await client.query('SET standard_conforming_strings = off');
      expect(reported.get('standard_conforming_strings')).toBe('off');
      const r = await client.query(INJECTION);
      expect(r.rows).toEqual([{ v: "'; DROP TABLE victim; --" }]);
      expect((await client.query('SELECT count(*)::int AS n FROM victim')).rows).toEqual([{ n: 0 }]);
      expect(notices).toEqual([{ code: '22P06', message: "nonstandard use of \\' in a string literal", position: '8' }]);
    } finally {
      await client.query('DROP TABLE IF EXISTS victim');
      await client.end();
    }
  });

  it('scs-follows-set-local-rollback-reset-and-startup-options', async () => {
    const { client } = await connect();
    const value = async (): Promise<unknown> => (await client.query("SELECT 'a\\\\b' AS v")).rows[0].v;
    try {
      expect(await value()).toBe('a\\\\b');
      await client.query('BEGIN');
      await client.query('SET LOCAL standard_conforming_strings = off');
      expect(await value()).toBe('a\\b');
      await client.query('ROLLBACK');
      expect(await value()).toBe('a\\\\b');
      await client.query('SET standard_conforming_strings = off');
      expect(await value()).toBe('a\\b');
      await client.query('RESET standard_conforming_strings');
      expect(await value()).toBe('a\\\\b');
    } finally {
      await client.end();
    }
    const started = await connect({ options: '-c standard_conforming_strings=off -c escape_string_warning=off' });
    try {
      expect((await started.client.query("SELECT 'a\\nb' AS v")).rows[0].v).toBe('a\nb');
      expect(started.notices).toEqual([]);
    } finally {
      await started.client.end();
    }
  });

  it('scs-prepared-statement-keeps-the-setting-of-its-parse (extended protocol)', async () => {
    const { client } = await connect();
    try {
      await client.query('SET standard_conforming_strings = off');
      const named = { name: 'scs_p', text: "SELECT 'x\\ty' AS v, $1::text AS p" };
      expect((await client.query({ ...named, values: ['a\\b'] })).rows[0]).toEqual({ v: 'x\ty', p: 'a\\b' });
      await client.query('SET standard_conforming_strings = on');
      expect((await client.query({ ...named, values: ['c'] })).rows[0]).toEqual({ v: 'x\ty', p: 'c' });
      expect((await client.query({ text: "SELECT 'x\\ty' AS v", values: [] })).rows[0].v).toBe('x\\ty');
      await client.query('SET standard_conforming_strings = off');
      await client.query("PREPARE q AS SELECT 'a\\nb' AS v");
      await client.query('SET standard_conforming_strings = on');
      expect((await client.query('EXECUTE q')).rows[0].v).toBe('a\nb');
      // node-postgres's escapeLiteral writes E'…' when a backslash is present: right in both settings.
      const evil = "\\'; DROP TABLE victim; --";
      for (const s of ['on', 'off']) {
        await client.query(`SET standard_conforming_strings = ${s}`);
        expect((await client.query(`SELECT ${client.escapeLiteral(evil)} AS v`)).rows[0].v).toBe(evil);
      }
    } finally {
      await client.end();
    }
  });

  it('scs-errors: backslash_quote = off, U&\'\' with the setting off, unterminated literal', async () => {
    const { client } = await connect();
    try {
      await client.query('SET standard_conforming_strings = off');
      const u = await pgError(client.query("SELECT U&'\\0061'"));
      expect([u.code, u.message, u.position]).toEqual(['0A000', 'unsafe use of string constant with Unicode escapes', '8']);
      const open = await pgError(client.query("SELECT 'a\\'"));
      expect([open.code, open.message, open.position]).toEqual(['42601', 'unterminated quoted string at or near "\'a\\\'"', '8']);
      await client.query('SET backslash_quote = off');
      const q = await pgError(client.query("SELECT 1, 'a\\'b'"));
      expect([q.code, q.message, q.hint, q.position]).toEqual(['22P06', "unsafe use of \\' in a string literal", "Use '' to write quotes in strings. \\' is insecure in client-only encodings.", '11']);
      await client.query('SET standard_conforming_strings = on');
      expect((await pgError(client.query("SELECT E'\\''"))).code).toBe('22P06');
      expect((await client.query("SELECT 'a\\' AS v")).rows[0].v).toBe('a\\');
    } finally {
      await client.end();
    }
  });

  it('scs-bodies: DO bodies, dynamic EXECUTE strings and SQL function bodies read under the setting', async () => {
    const { client } = await connect();
    const notices: string[] = [];
    client.on('notice', (n) => notices.push(`${n.severity ?? ''} ${n.message}`));
    try {
      await client.query('SET standard_conforming_strings = off');
      await client.query("SET client_min_messages = notice");
      await client.query("DO $$ DECLARE v text := 'p\\'q'; BEGIN RAISE NOTICE '%|%', v, length('x\\ty'); END $$");
      expect(notices.filter((n) => n.startsWith('NOTICE'))).toEqual(["NOTICE p'q|3"]);
      await client.query("DO $$ BEGIN EXECUTE 'CREATE TEMP TABLE scs_dyn AS SELECT ''x\\ty''::text AS v'; END $$");
      expect((await client.query('SELECT v FROM scs_dyn')).rows).toEqual([{ v: 'x\ty' }]);
      await client.query("CREATE FUNCTION scs_f(text) RETURNS text LANGUAGE sql AS 'SELECT $1 || ''x\\\\'''''");
      expect((await client.query("SELECT scs_f('z') AS v")).rows).toEqual([{ v: "zx'" }]);
      await client.query("CREATE FUNCTION scs_g() RETURNS text LANGUAGE sql AS $$ SELECT 'a\\tb' $$");
      expect((await client.query('SELECT scs_g() AS v')).rows).toEqual([{ v: 'a\tb' }]);
      await client.query("CREATE FUNCTION scs_pl(x text) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN x || 'p\\'q'; END $$");
      expect((await client.query("SELECT scs_pl('a') AS v")).rows).toEqual([{ v: "ap'q" }]);
      await client.query('CREATE TEMP TABLE scs_t (a text)');
      await client.query("CREATE FUNCTION scs_trg() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.a := NEW.a || '\\\\x\\''; RETURN NEW; END $$");
      await client.query('CREATE TRIGGER scs_trg BEFORE INSERT ON scs_t FOR EACH ROW EXECUTE FUNCTION scs_trg()');
      expect((await client.query("INSERT INTO scs_t VALUES ('v') RETURNING a")).rows).toEqual([{ a: "v\\x'" }]);
    } finally {
      await client.query('DROP FUNCTION IF EXISTS scs_f(text)');
      await client.query('DROP FUNCTION IF EXISTS scs_g()');
      await client.query('DROP TABLE IF EXISTS scs_t');
      await client.query('DROP FUNCTION IF EXISTS scs_trg()');
      await client.query('DROP FUNCTION IF EXISTS scs_pl(text)');
      await client.end();
    }
  });

  it('scs-postgres-js: reported parameter and literals in both settings', async () => {
    const sql = postgres(url, { max: 1, onnotice: () => {}, connection: { standard_conforming_strings: 'off' } });
    try {
      const [row] = await sql.unsafe("SELECT 'a\\\\b' AS v");
      expect(row).toEqual({ v: 'a\\b' });
      expect((sql as unknown as { parameters: Record<string, string> }).parameters['standard_conforming_strings']).toBe('off');
      const evil = "\\'; DROP TABLE victim; --";
      expect((await sql`SELECT ${evil}::text AS v`)[0]?.['v']).toBe(evil);
      await sql.unsafe('SET standard_conforming_strings = on');
      expect((await sql.unsafe("SELECT 'a\\\\b' AS v"))[0]?.['v']).toBe('a\\\\b');
    } finally {
      await sql.end();
    }
  });

  it('scs-psql: the injection script keeps the table; psql splits statements by the reported setting', async () => {
    const file = join(dir, 'inj.sql');
    writeFileSync(file, `CREATE TABLE victim (x int);\nSET standard_conforming_strings = off;\n${INJECTION};\nSELECT count(*) FROM victim;\nSELECT 'a\\\\b' AS two;\nDROP TABLE victim;\n`);
    const r = await run('psql', ['-X', '-v', 'ON_ERROR_STOP=1', '-At', '-f', file, url]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe("CREATE TABLE\nSET\n'; DROP TABLE victim; --\n0\na\\b\nDROP TABLE\n");
    expect(r.stderr).toContain("WARNING:  nonstandard use of \\' in a string literal");
  });

  it('scs-psycopg3: client-side escaping (PQescapeStringConn, Literal, ClientCursor) round-trips in both settings', async () => {
    const here = fileURLToPath(new URL('../python/', import.meta.url));
    const py = await run('python3', ['-c', 'import psycopg']);
    if (py.code !== 0) return;
    const r = await run('python3', [join(here, 'standard_conforming_strings.py'), url], { PYTHONDONTWRITEBYTECODE: '1' });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as Record<string, Record<string, unknown>>;
    const evil = "\\'; DROP TABLE victim; --";
    expect(out['on']).toMatchObject({ reported: 'on', escaped: "\\''; DROP TABLE victim; --", manual: [[evil]], row: [evil, 'a\\b'] });
    expect(out['off']).toMatchObject({ reported: 'off', escaped: "\\\\''; DROP TABLE victim; --", manual: [[evil]], row: [evil, 'a\\b'] });
    expect(out['stored']).toEqual([evil, evil]);
    expect(out['table_exists']).toBe(1);
    expect(out['notices']).toEqual([
      ['00000', 'table "victim" does not exist, skipping'],
      ['22P06', 'nonstandard use of \\\\ in a string literal'],
      ['22P06', 'nonstandard use of escape in a string literal'],
    ]);
  });
});

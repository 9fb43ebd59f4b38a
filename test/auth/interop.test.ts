import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';

/**
 * Every client of the interop matrix authenticates with SCRAM-SHA-256 over TCP and over TLS
 * (SCRAM-SHA-256-PLUS where the client does channel binding), and a wrong password gives 28P01
 * ("password authentication failed"): psql/libpq, node-postgres, postgres.js, psycopg 3,
 * asyncpg, pgjdbc and pgx. A client whose runtime is missing is skipped with a message (Python
 * modules, java + the pgjdbc jar from Maven, go). One server with a self-signed certificate.
 */
const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const PGJDBC = '42.7.4';
const jar = join(homedir(), '.m2/repository/org/postgresql/postgresql', PGJDBC, `postgresql-${PGJDBC}.jar`);

let server: RunningServer;
let binDir: string;

/** What a check reports: the session user and TLS, or the error. */
type Outcome = { user: string; ssl: boolean } | { code: string; message: string };

function works(cmd: string, args: string[]): boolean {
  try {
    execFileSync(cmd, args, { stdio: 'ignore', timeout: 120_000 });
    return true;
  } catch {
    return false;
  }
}

const has = {
  psql: works('psql', ['--version']),
  psycopg: works('python3', ['-c', 'import psycopg']),
  asyncpg: works('python3', ['-c', 'import asyncpg']),
  java: works('java', ['-version']) && works('javac', ['-version']) && (existsSync(jar) || works('mvn', ['-q', 'dependency:get', `-Dartifact=org.postgresql:postgresql:${PGJDBC}`])),
  go: works('go', ['version']),
};
for (const [name, ok] of Object.entries(has)) if (!ok) console.warn(`auth interop: ${name} not available, its cases are skipped`);

const url = (password: string, sslmode: 'disable' | 'require'): string => `postgresql://postgres:${password}@127.0.0.1:${server.port}/postgres?sslmode=${sslmode}`;

async function json(cmd: string, args: string[]): Promise<Outcome> {
  const { stdout } = await run(cmd, args, { timeout: 60_000 });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Outcome;
}

/** Each client: connect with `password` in `sslmode` and report. */
const CLIENTS: Record<string, { available: () => boolean; check: (password: string, sslmode: 'disable' | 'require') => Promise<Outcome> }> = {
  psql: {
    available: () => has.psql,
    check: async (password, sslmode) => {
      // libpq does channel binding when it can: require it over TLS (SCRAM-SHA-256-PLUS).
      const conninfo = `host=127.0.0.1 port=${server.port} user=postgres dbname=postgres sslmode=${sslmode}${sslmode === 'require' ? ' channel_binding=require' : ''}`;
      try {
        const { stdout } = await run('psql', [conninfo, '-XAt', '-c', 'SELECT current_user, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()'], { env: { ...process.env, PGPASSWORD: password }, timeout: 30_000 });
        const [user, ssl] = stdout.trim().split('|');
        return { user: user ?? '', ssl: ssl === 't' };
      } catch (e) {
        return { code: '', message: String((e as { stderr?: string }).stderr ?? e) };
      }
    },
  },
  'node-postgres': {
    available: () => true,
    check: async (password, sslmode) => {
      const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password, database: 'postgres', ...(sslmode === 'require' ? { ssl: { rejectUnauthorized: false } } : {}) });
      c.on('error', () => undefined);
      try {
        await c.connect();
        const r = await c.query('SELECT current_user AS user, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
        return r.rows[0] as Outcome;
      } catch (e) {
        const err = e as { code?: string; message: string };
        return { code: err.code ?? '', message: err.message };
      } finally {
        await c.end().catch(() => undefined);
      }
    },
  },
  'postgres.js': {
    available: () => true,
    check: async (password, sslmode) => {
      const sql = postgres({ host: '127.0.0.1', port: server.port, user: 'postgres', pass: password, database: 'postgres', ssl: sslmode === 'require' ? { rejectUnauthorized: false } : false, max: 1, onnotice: () => undefined });
      try {
        const [row] = await sql`SELECT current_user AS user, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()`;
        return { user: String(row?.['user']), ssl: row?.['ssl'] === true };
      } catch (e) {
        const err = e as { code?: string; message: string };
        return { code: err.code ?? '', message: err.message };
      } finally {
        await sql.end({ timeout: 1 });
      }
    },
  },
  'psycopg 3': { available: () => has.psycopg, check: (password, sslmode) => json('python3', [join(here, 'clients/psycopg_check.py'), url(password, sslmode)]) },
  asyncpg: { available: () => has.asyncpg, check: (password, sslmode) => json('python3', [join(here, 'clients/asyncpg_check.py'), url(password, sslmode)]) },
  pgjdbc: {
    available: () => has.java,
    check: (password, sslmode) =>
      json('java', ['-cp', `${jar}:${binDir}`, 'JdbcCheck', `jdbc:postgresql://127.0.0.1:${server.port}/postgres?sslmode=${sslmode}`, 'postgres', password]),
  },
  pgx: { available: () => has.go, check: (password, sslmode) => json(join(binDir, 'pgx-authcheck'), [url(password, sslmode)]) },
};

beforeAll(async () => {
  server = await startPgsqlite({ port: 0, password: 'sekret', tls: { selfSigned: true }, loginBackoffMs: 0 });
  binDir = mkdtempSync(join(tmpdir(), 'pgsqlite-auth-interop-'));
  if (has.java) await run('javac', ['-cp', jar, '-d', binDir, join(here, 'clients/JdbcCheck.java')], { timeout: 120_000 });
  if (has.go) await run('go', ['build', '-o', join(binDir, 'pgx-authcheck'), './authcheck'], { cwd: join(here, '../drivers/pgx'), timeout: 600_000 });
}, 600_000);

afterAll(async () => {
  await server?.close();
  if (binDir !== undefined) rmSync(binDir, { recursive: true, force: true });
});

describe('auth interop', () => {
  for (const [name, client] of Object.entries(CLIENTS)) {
    it(`interop ${name}: SCRAM over TCP, SCRAM over TLS, a wrong password fails with 28P01`, async (ctx) => {
      if (!client.available()) ctx.skip();
      const [plain, tls, wrong] = await Promise.all([client.check('sekret', 'disable'), client.check('sekret', 'require'), client.check('wrong', 'require')]);
      expect(plain).toEqual({ user: 'postgres', ssl: false });
      expect(tls).toEqual({ user: 'postgres', ssl: true });
      // libpq-based clients (psql, psycopg) report connection failures without the SQLSTATE.
      if ('code' in wrong && wrong.code !== '') expect(wrong.code).toBe('28P01');
      expect(wrong).toMatchObject({ message: expect.stringContaining('password authentication failed for user "postgres"') });
    }, 120_000);
  }
});

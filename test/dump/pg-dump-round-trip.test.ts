import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../helpers/postgres.js';

/**
 * A database built in pgsqlite moves to a real PostgreSQL 15 the way a user moves it: pg_dump
 * (plain and custom format) against pgsqlite, restored with psql / pg_restore into a throw-away
 * PostgreSQL cluster; the restored database must dump exactly as the same DDL and rows applied to
 * PostgreSQL directly. And back: a pg_dump of PostgreSQL restores into pgsqlite with psql.
 */

const here = new URL('.', import.meta.url).pathname;
const schema = join(here, 'realistic-schema.sql');
const data = join(here, 'realistic-data.sql');
const bin = postgresBinDir();
const skipReason = bin === null ? 'PostgreSQL 15 binaries (pg_config, pg_dump, psql) are not installed' : undefined;

const work = mkdtempSync(join(tmpdir(), 'pgsqlite-dump-'));
const pg: PostgresCluster | null = skipReason === undefined ? await startPostgres() : null;
const lite: TestTarget | null = pg === null ? null : await startTarget();
afterAll(async () => {
  await lite?.stop();
  await pg?.stop();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client program with a clean environment (no ~/.psqlrc, no PG* variables). */
function tool(name: string, args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], LC_ALL: 'C', PGCONNECT_TIMEOUT: '10', TZ: 'UTC' };
  return new Promise((resolve) => {
    execFile(join(bin ?? '', name), args, { env, timeout: 60_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === 'number' ? err.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

function urlOf(base: string, db: string): string {
  const u = new URL(base);
  u.pathname = `/${db}`;
  return u.toString();
}

async function ok(name: string, args: string[]): Promise<string> {
  const r = await tool(name, args);
  expect(r.stderr, `${name} ${args.join(' ')}`).not.toMatch(/ERROR|error:/);
  expect(r.code).toBe(0);
  return r.stdout;
}

const psql = (url: string, ...args: string[]): Promise<string> => ok('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', ...args, url]);

/** A pg_dump of PostgreSQL without the per-run \restrict key lines. */
async function dumpOf(url: string): Promise<string> {
  const text = await ok('pg_dump', [url]);
  return text
    .split('\n')
    .filter((l) => !l.startsWith('\\restrict ') && !l.startsWith('\\unrestrict '))
    .join('\n');
}

describe.skipIf(skipReason !== undefined)(`pg_dump round trip (${skipReason ?? 'pgsqlite <-> PostgreSQL 15'})`, () => {
  const pgUrl = pg?.url ?? '';
  const liteUrl = lite?.url ?? '';

  it('pg-dump-1 the same schema and rows built directly in PostgreSQL (the reference)', async () => {
    await psql(pgUrl, '-c', 'CREATE ROLE app_reader', '-c', 'CREATE DATABASE direct', '-c', 'CREATE DATABASE from_plain', '-c', 'CREATE DATABASE from_custom');
    await psql(urlOf(pgUrl, 'direct'), '-f', schema, '-f', data);
    await psql(liteUrl, '-c', 'CREATE ROLE app_reader', '-c', 'CREATE DATABASE shop');
    await psql(urlOf(liteUrl, 'shop'), '-f', schema, '-f', data);
  });

  it('pg-dump-2 a plain pg_dump of pgsqlite restores into PostgreSQL 15 and dumps identically', async () => {
    const plain = await ok('pg_dump', [urlOf(liteUrl, 'shop')]);
    writeFileSync(join(work, 'shop.sql'), plain);
    await psql(urlOf(pgUrl, 'from_plain'), '-f', join(work, 'shop.sql'));
    expect(await dumpOf(urlOf(pgUrl, 'from_plain'))).toBe(await dumpOf(urlOf(pgUrl, 'direct')));
  });

  it('pg-dump-3 a custom-format pg_dump of pgsqlite restores with pg_restore and dumps identically', async () => {
    await ok('pg_dump', ['-Fc', '-f', join(work, 'shop.dump'), urlOf(liteUrl, 'shop')]);
    await ok('pg_restore', ['--exit-on-error', '-d', urlOf(pgUrl, 'from_custom'), join(work, 'shop.dump')]);
    expect(await dumpOf(urlOf(pgUrl, 'from_custom'))).toBe(await dumpOf(urlOf(pgUrl, 'direct')));
  });

  it('pg-dump-4 rows read back from the restored PostgreSQL equal pgsqlite\'s, table by table', async () => {
    const tables = ['customers', 'products', 'orders', 'order_lines', 'billing.invoices', 'events'];
    for (const t of tables) {
      const q = `COPY (SELECT * FROM ${t} ORDER BY 1, 2) TO STDOUT`;
      expect(await psql(urlOf(pgUrl, 'from_plain'), '-c', q), t).toBe(await psql(urlOf(liteUrl, 'shop'), '-c', q));
    }
  });

  it('pg-dump-5 a plain pg_dump of PostgreSQL restores into pgsqlite with psql', async () => {
    const plain = await ok('pg_dump', [urlOf(pgUrl, 'direct')]);
    writeFileSync(join(work, 'direct.sql'), plain);
    await psql(liteUrl, '-c', 'CREATE DATABASE from_pg');
    await psql(urlOf(liteUrl, 'from_pg'), '-f', join(work, 'direct.sql'));
    for (const t of ['customers', 'products', 'orders', 'order_lines', 'billing.invoices', 'events']) {
      const q = `COPY (SELECT * FROM ${t} ORDER BY 1, 2) TO STDOUT`;
      expect(await psql(urlOf(liteUrl, 'from_pg'), '-c', q), t).toBe(await psql(urlOf(pgUrl, 'direct'), '-c', q));
    }
    // the restored sequences, defaults, triggers and views work
    const after = await psql(urlOf(liteUrl, 'from_pg'), '-At', '-c', "INSERT INTO customers (email) VALUES ('new@example.com') RETURNING id", '-c', "INSERT INTO orders (customer_id, placed_on) VALUES (2, '2024-07-01') RETURNING id, status, note", '-c', 'SELECT count(*) FROM open_orders');
    expect(after.split('\n').filter(Boolean)).toEqual(['51', '4|new|none', '3']);
    expect(readFileSync(join(work, 'direct.sql'), 'utf8')).toContain('CREATE VIEW public.order_totals');
  });
});

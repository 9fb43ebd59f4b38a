import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { createTestDatabase, migrationFiles, startTestDatabases } from '../../src/testing/test-databases.js';
import { examplesDir, linkPackageIntoNodeModules, runCommand } from '../examples/run-example.js';

// pgsqlite/testing, the framework-neutral part of pgsqlite/vitest: the template, its migrations
// (a folder of SQL files and/or a callback), a database per test, and the node:test usage the
// docs show (examples/node-test). Against the pgsqlite it starts, and against PostgreSQL 15 given as a URL.

const scratch = mkdtempSync(join(tmpdir(), 'pgsqlite-testdbs-'));
let postgres: PostgresCluster | null = null;
afterAll(async () => {
  await postgres?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(join(scratch, path, '..'), { recursive: true });
  writeFileSync(join(scratch, path), text);
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('pgsqlite/testing', () => {
  it('test-databases-1 migration files come in path order: flat files, one folder per migration, no down files', () => {
    write('m/0002_b.sql', '');
    write('m/0001_a.sql', '');
    write('m/0001_a.down.sql', '');
    write('m/20260101000000_init/migration.sql', '');
    write('m/_draft.sql', '');
    write('m/notes.txt', '');
    expect(migrationFiles(join(scratch, 'm')).map((f) => f.slice(join(scratch, 'm').length + 1))).toEqual(['0001_a.sql', '0002_b.sql', '20260101000000_init/migration.sql']);
  });

  for (const on of ['pgsqlite', 'postgres'] as const) {
    it(`test-databases-2 template from files then a callback; each copy is separate; drop ends open connections (${on})`, async (ctx) => {
      let databaseUrl: string | null = null;
      if (on === 'postgres') {
        postgres ??= await startPostgres();
        if (postgres === null) return ctx.skip();
        databaseUrl = postgres.url;
      }
      write(`${on}/1_schema.sql`, 'CREATE TABLE item (id serial PRIMARY KEY, name text NOT NULL);\nCREATE INDEX item_name ON item (name);');
      const seen: string[] = [];
      const dbs = await startTestDatabases({
        databaseUrl,
        migrations: join(scratch, on),
        migrate: async (url) => {
          seen.push(new URL(url).pathname);
          await query(url, "INSERT INTO item (name) VALUES ('from the callback')");
        },
      });
      try {
        expect(dbs.kind).toBe(on === 'pgsqlite' ? 'pgsqlite' : 'external');
        expect(seen).toEqual([`/${dbs.template}`]);
        const [a, b] = await Promise.all([createTestDatabase(dbs), createTestDatabase(dbs)]);
        expect(a!.name).not.toBe(b!.name);
        await query(a!.url, "INSERT INTO item (name) VALUES ('only in a')");
        expect(await query(a!.url, 'SELECT name FROM item ORDER BY id')).toEqual([{ name: 'from the callback' }, { name: 'only in a' }]);
        expect(await query(b!.url, 'SELECT name FROM item ORDER BY id')).toEqual([{ name: 'from the callback' }]);
        const left = new pg.Client({ connectionString: a!.url });
        left.on('error', () => undefined);
        await left.connect();
        await a!.drop();
        await a!.drop();
        await b!.drop();
        const names = await query(dbs.url, `SELECT datname FROM pg_database WHERE datname IN ('${a!.name}', '${b!.name}')`);
        expect(names).toEqual([]);
      } finally {
        await dbs.close();
      }
      if (databaseUrl !== null) expect(await query(databaseUrl, `SELECT datname FROM pg_database WHERE datname LIKE 'test_template_%'`)).toEqual([]);
    }, 120_000);
  }

  it('test-databases-5 one admin connection per worker even when the module is evaluated again for each file', async () => {
    const dbs = await startTestDatabases({ databaseUrl: null });
    try {
      const first = (await import('../../src/testing/admin-connection.js?file=1')) as typeof import('../../src/testing/admin-connection.js');
      const second = (await import('../../src/testing/admin-connection.js?file=2')) as typeof import('../../src/testing/admin-connection.js');
      expect(first).not.toBe(second);
      expect(await first.adminConnection(dbs.url)).toBe(await second.adminConnection(dbs.url));
      const rows = await query(dbs.url, `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'pgsqlite test databases'`);
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      await dbs.close();
    }
  }, 60_000);

  it('test-databases-3 a failing migration names its file and stops what was started', async () => {
    write('bad/1_ok.sql', 'CREATE TABLE t (v int);');
    write('bad/2_bad.sql', 'CREATE TABLE t (v int);');
    await expect(startTestDatabases({ databaseUrl: null, migrations: join(scratch, 'bad') })).rejects.toThrow(/migration .*2_bad\.sql failed: relation "t" already exists/);
  });

  it('test-databases-4 the node:test example (examples/node-test) runs green with node --test', async () => {
    linkPackageIntoNodeModules();
    const dir = join(examplesDir, 'node-test');
    const run = await runCommand(process.execPath, ['--test', '--test-reporter=spec', 'users.test.mjs'], dir, { DATABASE_URL: '' }, 120_000);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/pass 3/);
  }, 150_000);
});

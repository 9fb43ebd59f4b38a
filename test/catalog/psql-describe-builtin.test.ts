import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { psqlOutput } from '../helpers/psql-output.js';

/**
 * psql's describe commands for PostgreSQL's built-in objects (system catalogs and views, built-in
 * functions, operators, types, casts, access methods, tablespaces, languages, text search) print
 * what PostgreSQL 15 prints in a fresh database (issue 14). With PostgreSQL installed, its output
 * is the expectation (and is recorded into the golden file); without it, the recorded golden is.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'psql-describe-builtin.json');

const COMMANDS = [
  '\\dS', '\\dtS', '\\dvS', '\\diS pg_class*', '\\dS pg_class', '\\dS+ pg_namespace', '\\d information_schema.tables', '\\dnS',
  '\\df', '\\df abs', '\\dfS json_build*', '\\dfa sum', '\\do', '\\do +', '\\doS ~~', '\\dT', '\\dT int4', '\\dTS',
  '\\db', '\\dx', '\\dC', '\\dC integer', '\\dL', '\\dO', '\\dA', '\\dAc btree int4', '\\dF', '\\dFd', '\\dFp', '\\dFt',
  '\\dy', '\\drds', '\\dRs', '\\dRp', '\\des', '\\dp',
];

const psqlInstalled = await new Promise<boolean>((resolve) => execFile('psql', ['--version'], (err) => resolve(err === null)));
const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-catalog-'));
const { startPgsqlite } = await import('../../src/index.js');
const server = psqlInstalled ? await startPgsqlite({ port: 0, dataDir }) : null;
const pg: PostgresCluster | null = psqlInstalled ? await startPostgres() : null;
const golden: Record<string, string> = existsSync(goldenPath) ? (JSON.parse(readFileSync(goldenPath, 'utf8')) as Record<string, string>) : {};
const recorded: Record<string, string> = {};

afterAll(async () => {
  await server?.close();
  await pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (pg && Object.keys(recorded).length === COMMANDS.length) writeFileSync(goldenPath, `${JSON.stringify(recorded, null, 2)}\n`);
});

const psql = psqlOutput;

describe.skipIf(server === null)('catalog: psql describe commands for built-in objects (issue 14)', () => {
  const url = server?.url ?? '';

  for (const [i, cmd] of COMMANDS.entries()) {
    it(`catalog-builtin-psql-${i + 1} ${cmd}`, async () => {
      const expected = pg ? await psql(pg.url, ['-c', cmd]) : golden[cmd];
      if (pg) recorded[cmd] = expected ?? '';
      expect(expected, `no golden output recorded for ${cmd}`).toBeDefined();
      expect(await psql(url, ['-c', cmd])).toBe(expected);
    });
  }
});

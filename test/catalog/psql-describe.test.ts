import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { psqlOutput } from '../helpers/psql-output.js';
import { checkDatabaseFile } from './integrity.js';

/**
 * psql's describe commands on a schema using every catalog feature print what PostgreSQL 15
 * prints. With PostgreSQL installed, its output is the expectation (and is recorded into the
 * golden file); without it, the recorded golden output is.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'psql-describe.json');
const schema = readFileSync(join(here, 'psql-schema.sql'), 'utf8');

const COMMANDS = [
  '\\d', '\\dt', '\\di', '\\ds', '\\dv', '\\dn', '\\dn+', '\\dT', '\\l', '\\du', '\\df',
  '\\d authors', '\\d books', '\\d tags', '\\d book_tags', '\\d inventory.items', '\\d inventory.*', '\\dt inventory.*',
  '\\d+ authors', '\\d+ books', '\\d+ tags', '\\d cheap_books', '\\d+ cheap_books', '\\d order_seq', '\\d authors_id_seq',
  '\\d books_id_seq', '\\d books_pkey', '\\di books*', '\\dv+', '\\ds+',
  '\\d editions', '\\d+ editions', '\\dT+', '\\dD', '\\dT inventory.*',
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

describe.skipIf(server === null)('catalog: psql describe commands (issue 4)', () => {
  const url = server?.url ?? '';

  it('catalog-psql-0 the schema script runs without errors on pgsqlite (and PostgreSQL)', async () => {
    const file = join(dataDir, 'schema.sql');
    writeFileSync(file, schema);
    const out = await psql(url, ['-q', '-v', 'ON_ERROR_STOP=1', '-f', file]);
    expect(out).toBe('');
    if (pg) expect(await psql(pg.url, ['-q', '-v', 'ON_ERROR_STOP=1', '-f', file])).toBe('');
  });

  for (const [i, cmd] of COMMANDS.entries()) {
    it(`catalog-psql-${i + 1} ${cmd}`, async () => {
      const expected = pg ? await psql(pg.url, ['-c', cmd]) : golden[cmd];
      if (pg) recorded[cmd] = expected ?? '';
      expect(expected, `no golden output recorded for ${cmd}`).toBeDefined();
      expect(await psql(url, ['-c', cmd])).toBe(expected);
    });
  }

  it('catalog-psql-integrity the database file passes integrity_check and foreign_key_check', () => {
    const { integrity, foreignKeys } = checkDatabaseFile(join(dataDir, 'postgres.sqlite'));
    expect(integrity).toBe('ok');
    expect(foreignKeys).toEqual([]);
  });
});

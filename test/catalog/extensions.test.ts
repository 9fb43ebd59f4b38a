import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { checkDatabaseFile } from './integrity.js';
import { runStatements, type Outcome } from '../helpers/statement-outcomes.js';

/**
 * CREATE EXTENSION [IF NOT EXISTS] "uuid-ossp" / pgcrypto, DROP EXTENSION, pg_extension, and
 * uuid-ossp's functions. Each statement runs on pgsqlite and, when installed, on PostgreSQL 15;
 * rows, tags, notices and errors must agree. PostgreSQL's answers are golden.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'extensions.json');

const STATEMENTS = [
  'CREATE EXTENSION IF NOT EXISTS "uuid-ossp"',
  'CREATE EXTENSION IF NOT EXISTS "uuid-ossp"',
  'CREATE EXTENSION "uuid-ossp"',
  'CREATE EXTENSION pgcrypto WITH SCHEMA public',
  'CREATE EXTENSION plpgsql',
  "SELECT extname, extversion, extnamespace::regnamespace::text, extrelocatable FROM pg_extension ORDER BY 1",
  "SELECT length(uuid_generate_v4()::text), substr(uuid_generate_v4()::text, 15, 1), substr(uuid_generate_v1()::text, 15, 1), uuid_generate_v1mc() <> uuid_generate_v1mc()",
  'SELECT uuid_nil(), uuid_ns_dns(), uuid_ns_url(), uuid_ns_oid(), uuid_ns_x500()',
  'CREATE TABLE u (id uuid PRIMARY KEY DEFAULT uuid_generate_v4(), g uuid DEFAULT gen_random_uuid(), x int)',
  'INSERT INTO u (x) VALUES (1), (2) RETURNING length(id::text), length(g::text), x',
  'SELECT count(DISTINCT id) FROM u',
  'DROP TABLE u',
  'DROP EXTENSION pgcrypto',
  'DROP EXTENSION IF EXISTS pgcrypto',
  'DROP EXTENSION pgcrypto',
  'DROP EXTENSION IF EXISTS "uuid-ossp" CASCADE',
  "SELECT extname FROM pg_extension ORDER BY 1",
];

const runAll = (url: string): Promise<Outcome[]> => runStatements(url, STATEMENTS);

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-ext-'));
const { startPgsqlite } = await import('../../src/index.js');
const server = await startPgsqlite({ port: 0, dataDir });
const postgres = await startPostgres();
afterAll(async () => {
  await server.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('catalog: extensions agree with PostgreSQL 15 (issue 4)', () => {
  it('catalog-ext-1 every statement has PostgreSQL\'s outcome', async () => {
    const expected: Outcome[] = postgres ? await runAll(postgres.url) : (JSON.parse(readFileSync(goldenPath, 'utf8')) as Outcome[]);
    if (postgres) writeFileSync(goldenPath, `${JSON.stringify(expected, null, 2)}\n`);
    const actual = await runAll(server.url);
    for (const [i, sql] of STATEMENTS.entries()) expect.soft({ sql, ...actual[i] }).toEqual({ sql, ...expected[i] });
  });

  it('catalog-ext-2 the file passes integrity_check and foreign_key_check', () => {
    const { integrity, foreignKeys } = checkDatabaseFile(join(dataDir, 'postgres.sqlite'));
    expect(integrity).toBe('ok');
    expect(foreignKeys).toEqual([]);
  });
});

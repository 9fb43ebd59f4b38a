import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { runStatements, type Outcome } from '../helpers/statement-outcomes.js';

/**
 * What migrations meet when ALTER TABLE / ALTER DOMAIN refuse or defer a check, with PostgreSQL's
 * words (message, DETAIL, HINT) and not only its SQLSTATE: NOT VALID and VALIDATE CONSTRAINT, a
 * failed rebuild of a table with a NOT VALID CHECK (its CHECKs hold for the next statements),
 * duplicated keys, the guards of inheritance trees and partition keys, ALTER DOMAIN's checks of
 * stored values. Each statement runs on pgsqlite and, when installed, on PostgreSQL 15 (recorded
 * as golden).
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'alter-constraint-messages.json');

const STATEMENTS = [
  'CREATE TABLE nv (a int, b text)',
  "INSERT INTO nv VALUES (5, '1'), (20, 'x')",
  'ALTER TABLE nv ADD CONSTRAINT nv_a CHECK (a > 10)',
  'ALTER TABLE nv ADD CONSTRAINT nv_a CHECK (a > 10) NOT VALID',
  // the rebuild fails while copying the rows: the CHECKs still hold afterwards
  'ALTER TABLE nv ALTER COLUMN b TYPE int USING b::int',
  'INSERT INTO nv VALUES (1, 2)',
  'UPDATE nv SET a = 3 WHERE a = 20',
  'ALTER TABLE nv VALIDATE CONSTRAINT nv_a',
  'ALTER TABLE nv VALIDATE CONSTRAINT nv_nope',
  'DELETE FROM nv WHERE a <= 10',
  'ALTER TABLE nv VALIDATE CONSTRAINT nv_a',
  "SELECT conname, convalidated, pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'nv'::regclass",
  'SELECT * FROM nv',
  'CREATE TABLE dup (a int, b text)',
  "INSERT INTO dup VALUES (1, 'x'), (1, 'x'), (2, NULL), (2, NULL)",
  'ALTER TABLE dup ADD CONSTRAINT dup_ab UNIQUE (a, b)',
  'ALTER TABLE dup ADD PRIMARY KEY (a)',
  'ALTER TABLE dup ALTER COLUMN a TYPE boolean USING a + 1',
  'CREATE TABLE par (a int, b int, CONSTRAINT par_b CHECK (b > 0))',
  'CREATE TABLE kid () INHERITS (par)',
  'ALTER TABLE kid DROP COLUMN a',
  'ALTER TABLE kid ALTER COLUMN b TYPE bigint',
  'ALTER TABLE kid DROP CONSTRAINT par_b',
  'ALTER TABLE ONLY par ADD COLUMN c int',
  'CREATE TABLE pt (a int, b int) PARTITION BY RANGE (a, (a + b))',
  'CREATE TABLE pt1 PARTITION OF pt FOR VALUES FROM (0, 0) TO (10, 10)',
  'ALTER TABLE pt DROP COLUMN b',
  'ALTER TABLE pt ALTER COLUMN a TYPE bigint',
  'ALTER TABLE pt1 ADD COLUMN c int',
  'ALTER TABLE ONLY pt ALTER COLUMN b SET NOT NULL',
  'CREATE VIEW nvv AS SELECT * FROM nv',
  'ALTER TABLE nvv ALTER COLUMN a SET NOT NULL',
  'CREATE DOMAIN dpos AS int',
  'CREATE TABLE dt (d dpos)',
  'INSERT INTO dt VALUES (-1), (NULL)',
  'ALTER DOMAIN dpos ADD CONSTRAINT dpos_gt CHECK (VALUE > 0)',
  'ALTER DOMAIN dpos SET NOT NULL',
  'ALTER DOMAIN dpos DROP CONSTRAINT dpos_nope',
  'DELETE FROM dt',
  'ALTER DOMAIN dpos ADD CONSTRAINT dpos_gt CHECK (VALUE > 0)',
  'INSERT INTO dt VALUES (-5)',
];

const runAll = (url: string): Promise<Outcome[]> => runStatements(url, STATEMENTS);

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-alter-messages-'));
const { startPgsqlite } = await import('../../src/index.js');
const server = await startPgsqlite({ port: 0, dataDir });
const postgres = await startPostgres();
afterAll(async () => {
  await server.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('catalog: ALTER TABLE / ALTER DOMAIN refusals in PostgreSQL 15 words', () => {
  it('alter-constraint-messages-1 every statement has PostgreSQL\'s outcome, message and DETAIL included', async () => {
    const expected: Outcome[] = postgres ? await runAll(postgres.url) : (JSON.parse(readFileSync(goldenPath, 'utf8')) as Outcome[]);
    if (postgres) writeFileSync(goldenPath, `${JSON.stringify(expected, null, 2)}\n`);
    const actual = await runAll(server.url);
    expect(STATEMENTS.map((sql, i) => ({ sql, ...actual[i] }))).toEqual(STATEMENTS.map((sql, i) => ({ sql, ...expected[i] })));
  });
});

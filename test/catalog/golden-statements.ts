import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';
import { checkDatabaseFile } from './integrity.js';
import { runStatements, type Outcome } from '../helpers/statement-outcomes.js';

/** One golden statement suite: a list of statements whose outcomes must be PostgreSQL 15's. */
export interface GoldenStatementSuite {
  /** The describe title. */
  title: string;
  /** Test id prefix: `<id>-1` compares outcomes, `<id>-2` checks the database file. */
  id: string;
  /** File name under test/catalog/golden (PostgreSQL's recorded outcomes). */
  golden: string;
  statements: readonly string[];
  /** Report every differing statement (expect.soft) instead of stopping at the first. */
  soft?: boolean;
}

/**
 * Runs the statements on a file-backed pgsqlite and, when installed, on a throw-away PostgreSQL 15
 * (whose outcomes are re-recorded as the golden file), compares tags, rows, notices and errors
 * statement by statement, then checks the SQLite file with integrity_check and foreign_key_check.
 */
export async function describeGoldenStatements(suite: GoldenStatementSuite): Promise<void> {
  const goldenPath = join(fileURLToPath(new URL('.', import.meta.url)), 'golden', suite.golden);
  const runAll = (url: string): Promise<Outcome[]> => runStatements(url, suite.statements);
  const dataDir = mkdtempSync(join(tmpdir(), `pgsqlite-${suite.id}-`));
  const { startPgsqlite } = await import('../../src/index.js');
  const server = await startPgsqlite({ port: 0, dataDir });
  const postgres = await startPostgres();
  afterAll(async () => {
    await server.close();
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe(suite.title, () => {
    it(`${suite.id}-1 every statement has PostgreSQL's outcome`, async () => {
      const expected: Outcome[] = postgres ? await runAll(postgres.url) : (JSON.parse(readFileSync(goldenPath, 'utf8')) as Outcome[]);
      if (postgres) writeFileSync(goldenPath, `${JSON.stringify(expected, null, 2)}\n`);
      const actual = await runAll(server.url);
      const check = suite.soft ? expect.soft : expect;
      for (const [i, sql] of suite.statements.entries()) check({ sql, ...actual[i] }).toEqual({ sql, ...expected[i] });
    });

    it(`${suite.id}-2 the file passes integrity_check and foreign_key_check`, () => {
      const { integrity, foreignKeys } = checkDatabaseFile(join(dataDir, 'postgres.sqlite'));
      expect(integrity).toBe('ok');
      expect(foreignKeys).toEqual([]);
    });
  });
}

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../helpers/postgres.js';

/**
 * Constraint violations as PostgreSQL reports them: message, DETAIL (`Failing row contains (…).`,
 * `Key (a)=(1) is not present in table "p".`, `Key (k)=(v) already exists.`) and the ErrorResponse
 * fields node-postgres exposes (schema, table, column, constraint). Each statement runs on
 * pgsqlite and, when installed, on PostgreSQL 15; PostgreSQL's answers are golden.
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const goldenPath = join(here, 'golden', 'constraint-errors.json');

const STATEMENTS = [
  'CREATE TABLE p (id int PRIMARY KEY, name text NOT NULL)',
  'CREATE TABLE c (id serial UNIQUE, p_id int REFERENCES p (id), qty int CHECK (qty > 0), note text DEFAULT \'none\', made date DEFAULT \'2024-01-02\')',
  'CREATE TABLE d (a int, b text, CONSTRAINT d_pair FOREIGN KEY (a, b) REFERENCES q (x, y))',
  'CREATE TABLE q (x int, y text, PRIMARY KEY (x, y))',
  'CREATE TABLE d (k int GENERATED ALWAYS AS IDENTITY, a int, b text, flag boolean NOT NULL DEFAULT true, CONSTRAINT d_pair FOREIGN KEY (a, b) REFERENCES q (x, y), CONSTRAINT a_small CHECK (a < 100))',
  "INSERT INTO p VALUES (1, 'one'), (2, 'two')",
  'INSERT INTO p VALUES (3, NULL)',
  "INSERT INTO p (id) VALUES (4)",
  "INSERT INTO p VALUES (5, 'five'), (6, NULL)",
  "INSERT INTO p VALUES ($1, $2)",
  "INSERT INTO p VALUES (1, 'dup')",
  'INSERT INTO c (p_id, qty) VALUES (1, 5) RETURNING id',
  'INSERT INTO c (p_id, qty) VALUES (1, 0)',
  "INSERT INTO c (p_id, qty, note) VALUES (2, -3, 'it''s')",
  'INSERT INTO c (p_id, qty) VALUES (9, 1)',
  'INSERT INTO c (p_id, qty) VALUES (1, 1), (2, 2), (7, 3)',
  'INSERT INTO c (p_id, qty) VALUES (NULL, 1) RETURNING id',
  "INSERT INTO q VALUES (1, 'a')",
  "INSERT INTO d (a, b) VALUES (1, 'a'), (1, 'b')",
  "INSERT INTO d (a, b) VALUES (1, NULL)",
  "INSERT INTO d (a, b) VALUES (150, 'a')",
  "INSERT INTO d (a, b, flag) VALUES (1, 'a', NULL)",
  // a referenced key: DELETE/UPDATE of it fail on the referencing table's constraint
  'DELETE FROM p WHERE id = 1',
  'UPDATE p SET id = 10 WHERE id = 1',
  "UPDATE p SET name = 'uno' WHERE id = 1",
  'DELETE FROM p WHERE id = 2',
  "INSERT INTO d (a, b) VALUES (1, 'a')",
  'DELETE FROM q',
  "UPDATE q AS r SET y = 'z' WHERE r.x = 1",
  // UPDATE: the DETAIL shows the new row
  'UPDATE p SET name = NULL WHERE id = 1',
  "UPDATE p AS pp SET name = upper(pp.name) || NULL WHERE pp.id = 1",
  'UPDATE c SET qty = qty - 10 WHERE p_id = 1',
  "UPDATE c SET (qty, note) = (-1, 'x') WHERE p_id = 1",
  'UPDATE d SET flag = NULL',
  'UPDATE p SET id = 2 WHERE id = 1',
  'UPDATE c SET id = 1',
  // several rows: the DETAIL names the one that failed (INSERT … VALUES, INSERT … SELECT, UPDATE [… FROM])
  'CREATE TABLE e (id serial PRIMARY KEY, n int CHECK (n > 0), t text NOT NULL)',
  "INSERT INTO e (n, t) VALUES (1, 'a'), (-1, 'b'), (2, 'c')",
  "INSERT INTO e (n, t) VALUES (3, 'x'), (4, NULL)",
  'INSERT INTO c (p_id, qty) VALUES (1, 4), (2, -1), (1, -2)',
  "INSERT INTO d (a, b) VALUES (1, 'a'), (120, 'b')",
  "INSERT INTO e (n, t) SELECT g - 2, 'g' || g FROM generate_series(1, 3) g",
  "INSERT INTO e (n, t) SELECT g, CASE WHEN g = 2 THEN NULL ELSE 's' END FROM generate_series(1, 3) g",
  "INSERT INTO e (n, t) VALUES (5, 'ok'), (6, 'ok2'), (7, 'ok3') RETURNING id",
  'INSERT INTO e (id, n, t) SELECT id, n, t FROM e WHERE n = 6',
  'INSERT INTO e (n, t) VALUES (8, $1), (9, $2)',
  'UPDATE e SET n = 7 - n',
  'UPDATE e SET n = -q.x FROM q WHERE e.n = 6 AND q.x = 1',
  'UPDATE e SET n = e.n - 6 FROM q WHERE q.x = 1',
  'UPDATE e SET t = NULL FROM q WHERE q.x = 1 AND e.n > 5',
  'UPDATE e SET id = e2.id FROM e AS e2 WHERE e2.n = 6 AND e.n = 7',
  'UPDATE p SET id = 20 FROM q WHERE p.id = q.x',
];

interface ErrorOutcome {
  tag?: string;
  rows?: unknown[];
  error?: Record<string, string | undefined>;
}

async function runAll(url: string): Promise<ErrorOutcome[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: ErrorOutcome[] = [];
  try {
    for (const sql of STATEMENTS) {
      try {
        const r = await client.query({ text: sql, rowMode: 'array', values: sql.includes('$1') ? [7, null] : [] });
        out.push({ tag: r.command, rows: r.rows });
      } catch (e) {
        const err = e as pg.DatabaseError;
        const error: Record<string, string | undefined> = { code: err.code, message: err.message };
        for (const k of ['detail', 'schema', 'table', 'column', 'constraint'] as const) if (err[k] !== undefined) error[k] = err[k];
        out.push({ error });
      }
    }
  } finally {
    await client.end();
  }
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), 'pgsqlite-conerr-'));
const { startPgsqlite } = await import('../../src/index.js');
const server = await startPgsqlite({ port: 0, dataDir });
const postgres = await startPostgres();
afterAll(async () => {
  await server.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('catalog: constraint violations report what PostgreSQL 15 reports (issue 4)', () => {
  it('catalog-conerr-1 message, DETAIL and the schema/table/column/constraint fields agree', async () => {
    const expected: ErrorOutcome[] = postgres ? await runAll(postgres.url) : (JSON.parse(readFileSync(goldenPath, 'utf8')) as ErrorOutcome[]);
    if (postgres) writeFileSync(goldenPath, `${JSON.stringify(expected, null, 2)}\n`);
    const actual = await runAll(server.url);
    for (const [i, sql] of STATEMENTS.entries()) expect.soft({ sql, ...actual[i] }).toEqual({ sql, ...expected[i] });
  });
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { typeCases } from './core-types.js';

const psqlInstalled = await new Promise<boolean>((resolve) => execFile('psql', ['--version'], (err) => resolve(err === null)));
const target = psqlInstalled ? await startTarget() : null;
const scripts = mkdtempSync(join(tmpdir(), 'pgsqlite-psql-'));
afterAll(async () => {
  await target?.stop();
  rmSync(scripts, { recursive: true, force: true });
});

interface PsqlResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs psql with a clean environment (no ~/.psqlrc, no PG* variables from the caller). */
function psql(args: string[]): Promise<PsqlResult> {
  const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], LC_ALL: 'C', PGCONNECT_TIMEOUT: '10' };
  return new Promise((resolve) => {
    execFile('psql', ['-X', ...args], { env, timeout: 20_000 }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === 'number' ? err.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

function script(name: string, text: string): string {
  const path = join(scripts, name);
  writeFileSync(path, text);
  return path;
}

describe.skipIf(target === null)(`psql (${target?.kind})`, () => {
  const url = target?.url ?? '';

  it('psql-1 a script: serial key, INSERT RETURNING, command tags, rollback', async () => {
    const file = script(
      'crud.sql',
      `CREATE TABLE items (id serial PRIMARY KEY, name text);
INSERT INTO items (name) VALUES ('a'), ('b'), ('c') RETURNING id;
UPDATE items SET name = upper(name) WHERE id >= 2;
DELETE FROM items WHERE id = 3;
BEGIN;
INSERT INTO items (name) VALUES ('gone');
ROLLBACK;
SELECT id, name FROM items ORDER BY id;
`,
    );
    const r = await psql(['-v', 'ON_ERROR_STOP=1', '-f', file, url]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      `CREATE TABLE
 id 
----
  1
  2
  3
(3 rows)

INSERT 0 3
UPDATE 2
DELETE 1
BEGIN
INSERT 0 1
ROLLBACK
 id | name 
----+------
  1 | a
  2 | B
(2 rows)

`,
    );
  });

  it('psql-2 -Atc prints unaligned tuples', async () => {
    const r = await psql(['-Atc', "SELECT 1, 'two', NULL, true", url]);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '1|two||t\n', '']);
  });

  it('psql-3 ON_ERROR_STOP stops at an unknown table with exit code 3', async () => {
    const file = script('missing.sql', 'SELECT 1 AS before;\nSELECT * FROM no_such_table;\nSELECT 2 AS after;\n');
    const r = await psql(['-v', 'ON_ERROR_STOP=1', '-f', file, url]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe(' before \n--------\n      1\n(1 row)\n\n');
    expect(r.stderr).toBe(
      `psql:${file}:2: ERROR:  relation "no_such_table" does not exist
LINE 1: SELECT * FROM no_such_table;
                      ^
`,
    );
  });

  it('psql-4 a syntax error shows its position; a unique violation its detail', async () => {
    const syntax = await psql(['-Atc', 'SELECT * FORM x', url]);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toBe('ERROR:  syntax error at or near "FORM"\nLINE 1: SELECT * FORM x\n                 ^\n');
    const file = script('unique.sql', 'CREATE TABLE u (k int PRIMARY KEY);\nINSERT INTO u VALUES (1);\nINSERT INTO u VALUES (1);\n');
    const dup = await psql(['-q', '-v', 'ON_ERROR_STOP=1', '-f', file, url]);
    expect(dup.code).toBe(3);
    expect(dup.stderr).toBe(
      `psql:${file}:3: ERROR:  duplicate key value violates unique constraint "u_pkey"
DETAIL:  Key (k)=(1) already exists.
`,
    );
    const verbose = await psql(['-Atc', '\\set VERBOSITY verbose', '-c', 'INSERT INTO u VALUES (1)', url]);
    expect(verbose.stderr.split('\n')[0]).toBe('ERROR:  23505: duplicate key value violates unique constraint "u_pkey"');
  });

  it('psql-5 connects over the Unix socket', async () => {
    const r = await psql(['-h', target?.socketDir ?? '', '-p', String(target?.port), '-U', 'postgres', '-d', 'postgres', '-Atc', 'SELECT 40 + 2']);
    expect([r.code, r.stdout, r.stderr]).toEqual([0, '42\n', '']);
  });

  it('psql-6 core types print as PostgreSQL prints them', async () => {
    const sql = `SELECT ${typeCases.map((c) => `'${c.input.replaceAll("'", "''")}'::${c.type}`).join(', ')}`;
    const r = await psql(['-Atc', sql, url]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`${typeCases.map((c) => c.output).join('|')}\n`);
  });
});

import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { missingPythonMessage, missingPythonModules } from '../helpers/python-packages.js';
import { mustHold } from '../orm/must-hold.js';
import { startOrmTarget } from '../orm/orm-target.js';

/**
 * Issue 4 must-holds with Python tools (installed by .ci/run with pip, pinned): SQLAlchemy 2
 * create_all + MetaData.reflect(), Django migrate + makemigrations --check, both over psycopg 3.
 * Each script prints one JSON object; the expectations are what the scripts print against
 * PostgreSQL 15 (PGSQLITE_TEST_TARGET=postgres runs the same steps there).
 */

const here = fileURLToPath(new URL('.', import.meta.url));
const target = await startOrmTarget();
const skipPython = process.env['PGSQLITE_SKIP_PYTHON'] === '1';
const missing = skipPython ? [] : await missingPythonModules(['sqlalchemy', 'django', 'psycopg']);
const python = !skipPython && missing.length === 0;
afterAll(async () => { await target?.stop(); });

interface PyRun { code: number; out: Record<string, unknown> | null; stderr: string }

function runPython(script: string, args: string[]): Promise<PyRun> {
  return new Promise((resolve) => {
    execFile('python3', [join(here, script), ...args], { timeout: 120_000, maxBuffer: 16 << 20, env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' } }, (err, stdout, stderr) => {
      const code = err === null ? 0 : typeof err.code === 'number' ? err.code : 1;
      let out: Record<string, unknown> | null = null;
      try { out = JSON.parse(stdout.trim().split('\n').pop() ?? '') as Record<string, unknown>; } catch { out = null; }
      resolve({ code, out, stderr: stderr.slice(-2000) });
    });
  });
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

let django: PyRun | undefined;
async function djangoRun(): Promise<PyRun> {
  if (!django) {
    const work = join(target!.workDir, 'django');
    mkdirSync(work, { recursive: true });
    django = await runPython('django_migrate.py', [target!.host, String(target!.port), work]);
  }
  return django;
}

// Missing packages fail here, with the command that installs them, instead of a silent skip.
describe.skipIf(skipPython)('python: the client tests\' packages', () => {
  it('python-0 SQLAlchemy, Django and psycopg 3 are importable by python3', () => {
    if (missing.length > 0) throw new Error(missingPythonMessage(missing));
  });
});

describe.skipIf(target === null || !python)('python: SQLAlchemy 2 and Django over psycopg 3 (issue 4)', () => {
  mustHold('py-sqlalchemy-1 create_all, then MetaData.reflect() reproduces columns, types, PK, FK, indexes, uniques (file intact)', async () => {
    const run = await runPython('sqlalchemy_reflect.py', [target!.url.replace(/^postgres(ql)?:/, 'postgresql+psycopg:')]);
    expect(run.out, run.stderr).not.toBeNull();
    expect(run.out!['reflected']).toEqual(run.out!['expected']);
    expect(run.out!['defaults']).toEqual({ id: "nextval('books_id_seq'::regclass)", price: '0', published: 'false' });
    expect(run.out!['checks']).toEqual([['books_price_check', 'price >= 0::numeric']]);
    expect(run.out!['row']).toEqual(['Engines', '0.00', { pages: 10 }, ['a', 'b']]);
    expect(run.out!['after_drop_all']).toEqual([]);
    expect(run.code).toBe(0);
    expectFileOk();
  });

  mustHold('py-django-1 makemigrations + migrate of an app with foreign keys; makemigrations --check finds nothing (file intact)', async () => {
    const run = await djangoRun();
    expect(run.out, run.stderr).not.toBeNull();
    expect(run.out!['check']).toBe('No changes detected\n');
    expect(run.out!['check_ok']).toBe(true);
    expect(run.out!['second_migrate']).toContain('No migrations to apply.');
    expect(run.out!['tables']).toEqual(['library_author', 'library_book', 'library_review']);
    expect(run.code).toBe(0);
    expectFileOk();
  });

  mustHold('py-django-2 ORM on the migrated schema: create, select_related, joins across FKs, cascade delete', async () => {
    const run = await djangoRun();
    expect(run.out!['row']).toEqual(['Engines', '12.50', { pages: 10 }, 'Ada', 1]);
    expect(run.out!['after_cascade']).toEqual([0, 0]);
  });

  mustHold('py-django-3 introspection.get_constraints of a migrated table equals PostgreSQL\'s', async () => {
    const run = await djangoRun();
    expect(run.out!['book_constraints']).toEqual([
      ['book_author_title_uniq', ['author_id', 'title'], true, false, null, false],
      ['library_book_author_id_d9a3b67e', ['author_id'], false, false, null, true],
      ['library_book_author_id_d9a3b67e_fk_library_author_id', ['author_id'], false, false, ['library_author', 'id'], false],
      ['library_book_pkey', ['id'], true, true, null, false],
      ['library_book_title_fccd0c46', ['title'], false, false, null, true],
      ['library_book_title_fccd0c46_like', ['title'], false, false, null, true],
    ]);
  });
});

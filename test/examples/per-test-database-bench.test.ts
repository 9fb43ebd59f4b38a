import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { postgresBinDir } from '../helpers/postgres.js';
import { repoRoot, runCommand } from './run-example.js';

// The bench of a database per test (bench/create-database.mjs) in a short run: pgsqlite and, where
// it is installed, PostgreSQL 15 in one run, every step timed, rows in the JSON. Needs dist/
// (`npx tsc -b`, which `npm test` runs first). The numbers are not checked: benchmarks are not tests.

const out = mkdtempSync(join(tmpdir(), 'pgsqlite-pertest-bench-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Row {
  trial: string;
  system: string;
  median_us?: number;
  error?: string;
}

it('per-test-database-bench-1 reports create, connect, drop and total for pgsqlite beside PostgreSQL 15 in one JSON', async () => {
  const run = await runCommand(process.execPath, ['bench/create-database.mjs', '--rows', '500', '--iterations', '5', '--warmup', '1', '--out', out], repoRoot, {}, 240_000);
  expect(run.code, run.stderr).toBe(0);
  const file = readdirSync(out).find((f) => f.endsWith('-per-test-database.json'));
  const { trials } = JSON.parse(readFileSync(join(out, file ?? ''), 'utf8')) as { trials: Row[] };
  const systems = postgresBinDir() === null ? ['pgsqlite'] : ['pgsqlite', 'postgres'];
  for (const system of systems) {
    const steps = trials.filter((t) => t.system === system).map((t) => [t.trial, t.error ?? (t.median_us ?? 0) > 0]);
    expect(steps).toEqual([
      ['per-test-db-create', true],
      ['per-test-db-connect', true],
      ['per-test-db-drop', true],
      ['per-test-db-total', true],
    ]);
  }
  expect(run.stdout).toContain('| per test (create + connect + drop) |');
}, 260_000);

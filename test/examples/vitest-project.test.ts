import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { bin, examplesDir, linkPackageIntoNodeModules, runCommand } from './run-example.js';

// The sample project of pgsqlite/vitest (examples/vitest): 50 tests in 4 worker processes, each
// in a database of its own copied from a migrated template. Run as a user runs it (`vitest run`
// in the project folder), once against the pgsqlite its global setup starts, and once with
// DATABASE_URL pointing at a throw-away PostgreSQL 15: the helper must work on both.

const project = join(examplesDir, 'vitest');
linkPackageIntoNodeModules();
let postgres: PostgresCluster | null = null;
afterAll(async () => {
  await postgres?.stop();
});

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
}

async function runProject(env: NodeJS.ProcessEnv, tag: string): Promise<VitestReport> {
  const out = join(project, `.report-${tag}-${process.pid}.json`);
  const run = await runCommand(bin('vitest'), ['run', '--reporter=json', `--outputFile=${out}`], project, env, 300_000);
  try {
    const report = JSON.parse(readFileSync(out, 'utf8')) as VitestReport;
    const failures = report.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status !== 'passed').map((a) => `${a.fullName}: ${a.failureMessages.join('\n')}`));
    expect(failures, run.stderr).toEqual([]);
    expect(run.code, run.stderr).toBe(0);
    return report;
  } catch (e) {
    throw new Error(`vitest in examples/vitest (${tag}) exited ${run.code}:\n${run.stderr}\n${run.stdout.slice(0, 4000)}`, { cause: e });
  } finally {
    rmSync(out, { force: true });
  }
}

describe('pgsqlite/vitest sample project (examples/vitest)', () => {
  it('vitest-project-1 50 tests in 4 workers pass, each in its own cloned database, on the pgsqlite the global setup starts', async () => {
    const report = await runProject({ DATABASE_URL: '' }, 'pgsqlite');
    expect(report.numPassedTests).toBe(50);
    expect(report.testResults).toHaveLength(4);
  }, 320_000);

  it('vitest-project-2 the same project passes against PostgreSQL 15 given as DATABASE_URL', async (ctx) => {
    postgres = await startPostgres();
    if (postgres === null) return ctx.skip();
    const report = await runProject({ DATABASE_URL: postgres.url }, 'postgres');
    expect(report.numPassedTests).toBe(50);
  }, 320_000);
});

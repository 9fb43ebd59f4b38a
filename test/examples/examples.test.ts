import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from '../../src/testing/test-databases.js';
import { bin, examplesDir, linkPackageIntoNodeModules, runCommand, type CommandRun } from './run-example.js';

// Every example in examples/ runs its steps (as its README tells a user to) against one freshly
// started pgsqlite, each in a database of its own, with the repository's installed dependencies.
// The Vitest example has its own test (vitest-project.test.ts).

linkPackageIntoNodeModules();
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const { startPgsqlite } = await import('../../src/index.js');
  server = await startPgsqlite({ port: 0 });
});
afterAll(async () => {
  await server?.close();
});

/** A fresh database for one example; its URL. */
async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(server.url, name);
}

function expectOk(run: CommandRun, what: string): void {
  expect(run.code, `${what} exited ${run.code}\n${run.stderr}\n${run.stdout}`).toBe(0);
}

interface Step {
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

const node = (script: string): Step => ({ cmd: process.execPath, args: [script] });
const tsx = (script: string): Step => ({ cmd: bin('tsx'), args: [script] });
const prismaEnv = { PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1' };

const EXAMPLES: { dir: string; ok: string; steps: Step[] }[] = [
  { dir: 'node-postgres', ok: 'node-postgres example: ok', steps: [node('main.mjs')] },
  { dir: 'postgres-js', ok: 'postgres.js example: ok', steps: [node('main.mjs')] },
  { dir: 'knex', ok: 'knex example: ok', steps: [node('main.mjs')] },
  { dir: 'kysely', ok: 'kysely example: ok', steps: [node('main.mjs')] },
  {
    dir: 'prisma',
    ok: 'prisma example: ok',
    // `prisma generate` needs no schema engine; the migrations are replayed from Prisma's SQL.
    steps: [{ cmd: bin('prisma'), args: ['generate', '--schema', 'schema.prisma'], env: prismaEnv }, node('migrate.mjs'), node('migrate.mjs'), tsx('main.ts')],
  },
  {
    dir: 'drizzle',
    ok: 'drizzle example: ok',
    steps: [{ cmd: bin('drizzle-kit'), args: ['push', '--config', 'drizzle.config.ts', '--force'] }, tsx('main.ts')],
  },
];

/** Whether python3 with psycopg 3 and SQLAlchemy 2 is here (.ci/run installs them). */
function pythonReady(): boolean {
  try {
    execFileSync('python3', ['-c', 'import psycopg, sqlalchemy'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('examples/ run against a fresh pgsqlite', () => {
  for (const example of EXAMPLES) {
    it(`example-${example.dir} runs green`, async () => {
      const url = await freshDatabase(`example_${example.dir.replaceAll('-', '_')}`);
      let last: CommandRun | null = null;
      for (const step of example.steps) {
        last = await runCommand(step.cmd, step.args, join(examplesDir, example.dir), { ...step.env, DATABASE_URL: url });
        expectOk(last, `${example.dir}: ${step.args.join(' ')}`);
      }
      expect(last?.stdout).toContain(example.ok);
    }, 240_000);
  }

  // In CI the packages are installed (.ci/run), so a missing one fails there instead of skipping.
  it.skipIf(!pythonReady() && process.env['CI'] !== 'true')('example-python runs green (psycopg 3 + SQLAlchemy 2)', async () => {
    const url = await freshDatabase('example_python');
    const run = await runCommand('python3', ['main.py'], join(examplesDir, 'python'), { DATABASE_URL: url });
    expectOk(run, 'python main.py');
    expect(run.stdout).toContain('python example: ok');
  }, 120_000);
});

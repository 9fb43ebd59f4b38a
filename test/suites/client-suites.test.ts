/**
 * The client libraries' own test suites against pgsqlite (issue 16: "psycopg2's and pgx's own
 * test suites run to completion (no hang), with every wait ending in PostgreSQL's error or in
 * success"). Both drive two sessions from one client thread, which with one writer per database
 * used to wait forever. Each test gets a time limit; one still running then is recorded as hung
 * (its sessions are ended so the suite goes on), and this test fails on any hung test and when
 * the passes fall below a floor. In CI (CI=true) a subset runs within a fixed budget: the files
 * and tests that use more than one connection; `PGSQLITE_SUITES=full` runs everything.
 * Sources: test/suites/fetch-suites.sh (pinned psycopg2 2.9.10 sdist, pgx v5.7.5), run by .ci/run.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTarget, type TestTarget } from '../helpers/pgsqlite.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../', import.meta.url));
const suites = join(root, '.tmp/suites');
const psycopg2Dir = join(suites, 'psycopg2-2.9.10');
const pgxBinary = join(suites, 'pgx-stdlib.test');
const pgxDir = join(suites, 'pgx-v5.7.5/stdlib');
const full = process.env['PGSQLITE_SUITES'] === 'full';
const inCi = process.env['CI'] === 'true';

/** psycopg2 tests run in the budgeted (CI) mode: modules and classes with two connections and transactions. */
const PSYCOPG2_SUBSET = [
  'test_transaction',
  'test_with',
  'test_cancel',
  'test_connection.IsolationLevelsTestCase',
  'test_connection.TransactionControlTests',
  'test_connection.AutocommitTests',
  'test_connection.TestConnectionInfo',
  'test_lobject',
];
/** Left out of every run, with the reason (none now: test_lobject runs since large objects and FunctionCall landed). */
const PSYCOPG2_EXCLUDED: string[] = [];
/**
 * Floors of passes, a little under the runs of 2026-11-29 (psycopg2 subset 113 of 123, all 681 of
 * 747; pgx subset 12 of 12, all 43 of 43; see docs/readme-drivers.md).
 * A fall below is a regression; raise them as features land.
 */
const PSYCOPG2_FLOOR = { subset: 110, full: 670 };
const PGX_FLOOR = { subset: 11, full: 41 };
/** pgx stdlib tests in the budgeted mode: transactions, isolation, cancels and concurrent connections. */
const PGX_SUBSET = ['TestTransactionLifeCycle', 'TestConnBeginTxIsolation', 'TestConnBeginTxReadOnly', 'TestBeginTxContextCancel', 'TestStmtExecContextCancel', 'TestConnQueryFailure', 'TestQueryLifeCycle', 'TestNormalLifeCycle', 'TestConnRaw', 'TestCheckIdleConn', 'TestResetSessionHookCalled', 'TestConnQueryRowConstraintErrors'];

/**
 * pgx's own package tests (v5.7.5: pgtype's type round trips in text and binary, pgconn's wire
 * protocol edges, the pgx package's queries, batches, COPY and statement cache), each package one
 * binary run whole. Every failure must be listed here with its reason: a new one fails this test.
 */
const PGX_PACKAGES: { name: string; dir: string; known: Record<string, string> }[] = [
  {
    name: 'pgtype',
    dir: 'pgtype',
    known: {
      TestLtreeCodec: 'the ltree extension is 0A000',
      TestTextCodecACLItem: 'aclitem is 0A000',
      TestXMLCodec: 'xml is 0A000',
      TestXMLCodecUnmarshalSQLNull: 'xml is 0A000',
      TestXMLCodecPointerToPointerToString: 'xml is 0A000',
      TestXMLCodecDecodeValue: 'xml is 0A000',
    },
  },
  {
    name: 'pgconn',
    dir: 'pgconn',
    known: {
      TestConnCopyFromNoticeResponseReceivedMidStream: 'a function in pg_temp is 0A000',
    },
  },
  {
    name: 'root',
    dir: '.',
    known: {
      TestTxCommitSerializationFailure: 'one writer per database: the second writer waits and gets 55P03, not 40001 at COMMIT',
    },
  },
];

/** psycopg2's tests/ are fetched and the module (psycopg2-binary) imports. */
async function psycopg2Ready(): Promise<boolean> {
  if (!existsSync(join(psycopg2Dir, 'tests'))) return false;
  return run('python3', ['-c', 'import psycopg2']).then(() => true, () => false);
}

let target: TestTarget | null = null;
beforeAll(async () => {
  target = await startTarget();
});
afterAll(async () => {
  await target?.stop();
});

async function createDatabase(name: string): Promise<string> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  await c.connect();
  try {
    await c.query(`CREATE DATABASE ${name}`);
  } finally {
    await c.end();
  }
  const url = new URL(target?.url ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

function missing(what: string): void {
  // CI must have them (.ci/run fetches them); elsewhere the test says what is missing and passes.
  if (inCi) throw new Error(`${what} missing: run test/suites/fetch-suites.sh`);
  console.warn(`client suites: ${what} missing (test/suites/fetch-suites.sh); skipped`);
}

describe('16 client suites run to completion', () => {
  it('16-suites-1 psycopg2 2.9.10 tests/: every test ends, none hangs, passes above the floor', async () => {
    if (target === null || !(await psycopg2Ready())) return missing('psycopg2 sdist or the psycopg2 module');
    await createDatabase('psycopg2_test');
    const out = join(mkdtempSync(join(tmpdir(), 'pgsqlite-psycopg2-')), 'result.json');
    const args = [join(root, 'test/suites/psycopg2_runner.py'), psycopg2Dir, out, '--per-test', full ? '120' : '20', '--exclude', PSYCOPG2_EXCLUDED.join(','), ...(full ? [] : ['--only', PSYCOPG2_SUBSET.join(',')])];
    const env = { ...process.env, PSYCOPG2_TESTDB: 'psycopg2_test', PSYCOPG2_TESTDB_HOST: target.host, PSYCOPG2_TESTDB_PORT: String(target.port), PSYCOPG2_TESTDB_USER: 'postgres' };
    await run('python3', args, { env, timeout: full ? 3_600_000 : 240_000, maxBuffer: 64 << 20 });
    const summary = JSON.parse(readFileSync(out, 'utf8')) as { total: number; ended: number; not_run: number; excluded: number; hung: string[]; counts: Record<string, number>; seconds: number; results: Record<string, { seconds: number }> };
    const slowest = Object.entries(summary.results).sort((x, y) => y[1].seconds - x[1].seconds).slice(0, 5).map(([k, r]) => `${k.split('.').slice(-2).join('.')} ${r.seconds}s`);
    console.info(`psycopg2 suite (${full ? 'full' : 'subset'}): ${JSON.stringify({ ...summary, results: undefined })}; slowest: ${slowest.join(', ')}`);
    expect(summary.hung).toEqual([]);
    expect(summary.ended + summary.not_run + summary.excluded).toBe(summary.total);
    expect(summary.counts['pass'] ?? 0).toBeGreaterThanOrEqual(full ? PSYCOPG2_FLOOR.full : PSYCOPG2_FLOOR.subset);
  }, 3_700_000);

  it('16-suites-2 pgx v5.7.5 stdlib tests: every test ends, none hangs, passes above the floor', async () => {
    if (target === null || !existsSync(pgxBinary)) return missing('pgx stdlib test binary');
    const url = await createDatabase('pgx_test');
    const listed = (await run(pgxBinary, ['-test.list', '^Test'], { cwd: pgxDir })).stdout.split('\n').filter((t) => t.startsWith('Test'));
    const tests = full ? listed : listed.filter((t) => PGX_SUBSET.includes(t));
    const results: Record<string, 'pass' | 'fail' | 'hung'> = {};
    const started = Date.now();
    for (const name of tests) {
      try {
        await run(pgxBinary, ['-test.run', `^${name}$`, '-test.count', '1'], { cwd: pgxDir, env: { ...process.env, PGX_TEST_DATABASE: url }, timeout: full ? 300_000 : 60_000, killSignal: 'SIGKILL' });
        results[name] = 'pass';
      } catch (e) {
        results[name] = (e as { killed?: boolean }).killed === true ? 'hung' : 'fail';
      }
    }
    const count = (s: string): number => Object.values(results).filter((r) => r === s).length;
    console.info(`pgx stdlib (${full ? 'full' : 'subset'}): ${tests.length} tests, ${count('pass')} pass, ${count('fail')} fail, ${count('hung')} hung, ${Math.round((Date.now() - started) / 1000)} s; failing: ${Object.keys(results).filter((k) => results[k] !== 'pass').join(' ')}`);
    expect(Object.keys(results).filter((k) => results[k] === 'hung')).toEqual([]);
    expect(count('pass')).toBeGreaterThanOrEqual(full ? PGX_FLOOR.full : PGX_FLOOR.subset);
  }, 3_700_000);

  it('16-suites-3 pgx v5.7.5 pgtype, pgconn and pgx package tests: no failure but the listed ones, none hangs', async () => {
    if (target === null || PGX_PACKAGES.some((p) => !existsSync(join(suites, `pgx-${p.name}.test`)))) return missing('pgx package test binaries');
    const url = await createDatabase('pgx_pkg_test');
    // pgx's testsetup/postgresql_setup.sql (hstore, a domain, the roles its tests name); ltree fails there as expected
    await run('psql', [url, '-q', '-f', join(suites, 'pgx-v5.7.5/testsetup/postgresql_setup.sql')], { timeout: 60_000 }).catch(() => undefined);
    const unexpected: string[] = [];
    const nowPassing: string[] = [];
    for (const p of PGX_PACKAGES) {
      const started = Date.now();
      const out = await run(join(suites, `pgx-${p.name}.test`), ['-test.v', '-test.count', '1', '-test.timeout', '400s'], { cwd: join(suites, 'pgx-v5.7.5', p.dir), env: { ...process.env, PGX_TEST_DATABASE: url }, timeout: 420_000, killSignal: 'SIGKILL', maxBuffer: 64 << 20 }).then(
        (r) => r.stdout,
        (e: { stdout?: string; killed?: boolean }) => (e.killed === true ? 'KILLED' : (e.stdout ?? '')),
      );
      expect(out, `pgx ${p.name} tests hung`).not.toBe('KILLED');
      expect(out, `pgx ${p.name} tests timed out`).not.toMatch(/panic: test timed out/);
      const failed = [...out.matchAll(/^--- FAIL: (\S+)/gm)].map((m) => m[1] as string);
      const passed = [...out.matchAll(/^--- PASS: (\S+)/gm)].map((m) => m[1] as string);
      for (const t of failed.filter((f) => p.known[f] === undefined)) {
        // a test run alone a second time (several of pgx's race cancels against 250 ms grace periods, which a loaded machine can miss)
        const again = await run(join(suites, `pgx-${p.name}.test`), ['-test.run', `^${t}$`, '-test.count', '1', '-test.timeout', '120s'], { cwd: join(suites, 'pgx-v5.7.5', p.dir), env: { ...process.env, PGX_TEST_DATABASE: url }, timeout: 130_000, killSignal: 'SIGKILL' }).then(
          () => true,
          () => false,
        );
        if (!again) unexpected.push(`${p.name}.${t}`);
      }
      nowPassing.push(...passed.filter((t) => p.known[t] !== undefined).map((t) => `${p.name}.${t}`));
      console.info(`pgx ${p.name}: ${passed.length} pass, ${failed.length} fail (${Object.keys(p.known).length} listed), ${Math.round((Date.now() - started) / 1000)} s`);
    }
    if (nowPassing.length > 0) console.info(`pgx listed failures that now pass (remove them from PGX_PACKAGES): ${nowPassing.join(' ')}`);
    expect(unexpected).toEqual([]);
  }, 1_500_000);
});

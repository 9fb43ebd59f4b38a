import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { belowFloor, readFloor } from './lib/report.js';
import { runRegress, type FileResult } from './lib/runner.js';
import { SETUP_FILES, ciSchedule, floorModeOf } from './lib/schedule.js';
import { regressDir, repoRoot } from './lib/sources.js';

/**
 * PostgreSQL 15's regression suite, the core list and the parallel_schedule files CI holds
 * (test/regress/README.md, lib/schedule.ts CI_PARALLEL_FILES): every file must pass at least as
 * many statement blocks as test/regress/floor.json records (its `core` floor for the core list and
 * set-up files, its `parallel` floor for the others). In CI the sources must be there (.ci/run
 * fetches them): a missing source fails; elsewhere the suite skips with the reason.
 */
const inCi = process.env['CI'] !== undefined && process.env['CI'] !== '' && process.env['CI'] !== 'false';
let dir: string | null = null;
let why = '';
try {
  dir = regressDir(inCi);
} catch (e) {
  why = (e as Error).message;
}
if (dir === null && !inCi) console.warn(`test/regress skipped: ${why}`);

describe.runIf(dir === null && inCi)('PostgreSQL regression suite sources', () => {
  it('regress-0 the regression sources are available in CI', () => {
    throw new Error(why);
  });
});

describe.skipIf(dir === null)('PostgreSQL regression suite, core list and CI files of the parallel schedule (floor)', () => {
  const results = new Map<string, FileResult>();
  const files = dir === null ? [] : ciSchedule(dir);
  beforeAll(async () => {
    const run = await runRegress({
      regress: dir as string,
      work: join(repoRoot, '.tmp', 'regress', 'ci'),
      setup: SETUP_FILES,
      files,
      timeoutMs: 150_000,
      log: () => undefined,
    });
    for (const r of run) results.set(r.name, r);
  }, 35 * 60_000);

  for (const name of [...SETUP_FILES, ...files]) {
    const mode = floorModeOf(name);
    it(`regress-${mode === 'core' ? '' : 'parallel-'}${name} passes at least its floor of statement blocks`, () => {
      const r = results.get(name);
      expect(r, `${name} did not run`).toBeDefined();
      const below = belowFloor(readFloor(), mode, r === undefined ? [] : [r]);
      expect(below, `${name}: ${r?.passed} of ${r?.total} blocks pass, ${mode} floor ${readFloor()[mode][name]}`).toEqual([]);
    });
  }
});

import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { belowFloor, readFloor } from './lib/report.js';
import { runRegress, type FileResult } from './lib/runner.js';
import { CORE_FILES, SETUP_FILES } from './lib/schedule.js';
import { regressDir, repoRoot } from './lib/sources.js';

/**
 * PostgreSQL 15's regression suite, core list (test/regress/README.md): every file must pass at
 * least as many statement blocks as test/regress/floor.json records. In CI the sources must be
 * there (.ci/run fetches them): a missing source fails; elsewhere the suite skips with the reason.
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

describe.skipIf(dir === null)('PostgreSQL regression suite, core list (floor)', () => {
  const results = new Map<string, FileResult>();
  beforeAll(async () => {
    const run = await runRegress({
      regress: dir as string,
      work: join(repoRoot, '.tmp', 'regress', 'ci'),
      setup: SETUP_FILES,
      files: CORE_FILES,
      timeoutMs: 150_000,
      log: () => undefined,
    });
    for (const r of run) results.set(r.name, r);
  }, 30 * 60_000);

  for (const name of [...SETUP_FILES, ...CORE_FILES]) {
    it(`regress-${name} passes at least its floor of statement blocks`, () => {
      const r = results.get(name);
      expect(r, `${name} did not run`).toBeDefined();
      const below = belowFloor(readFloor(), 'core', r === undefined ? [] : [r]);
      expect(below, `${name}: ${r?.passed} of ${r?.total} blocks pass, floor ${readFloor().core[name]}`).toEqual([]);
    });
  }
});

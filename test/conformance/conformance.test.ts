import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAreas, loadArea } from './lib/case-file.js';
import { CaseRunner } from './lib/case-runner.js';
import { readGolden } from './lib/golden.js';
import { readKnownFailures } from './lib/known-failures.js';
import { targetKind } from '../helpers/pgsqlite.js';
import { startSubject, type RunningTarget } from './lib/targets.js';
import { judge } from './lib/verdict.js';
import { foreignText } from '../helpers/foreign-text.js';

// Differential conformance: every case in cases/ against pgsqlite, compared with PostgreSQL 15's
// recorded answers (golden/). A mismatch is allowed only when listed in known-failures.txt, and a
// listed case that now passes fails the suite, so the list only shrinks.
// Re-record: npm run conformance -- --refresh; report: npm run conformance -- --report.

// Against real PostgreSQL (PGSQLITE_TEST_TARGET=postgres) every golden answer must match: that checks the goldens.
const known = targetKind === 'postgres' ? new Map<string, string>() : readKnownFailures();
let subject: RunningTarget;
let runner: CaseRunner;
/** Error messages pgsqlite sent in SQLite's or JavaScript's words or with parser node names. */
const foreign: string[] = [];

beforeAll(async () => {
  subject = await startSubject();
  runner = new CaseRunner(subject.url);
});

afterAll(async () => {
  await runner.close();
  await subject.stop();
});

for (const area of listAreas()) {
  describe(area, () => {
    const golden = readGolden(area);
    for (const c of loadArea(area)) {
      it(c.id, async () => {
        const outcome = await runner.run(c);
        if (outcome.kind === 'error' || outcome.kind === 'setup-error') {
          const why = foreignText(outcome.message);
          if (why !== null) foreign.push(`${c.id}: ${why}: ${outcome.code} ${outcome.message}`);
        }
        const verdict = judge(c, golden[c.id], outcome);
        const reason = known.get(c.id);
        if (reason === undefined) {
          expect(verdict.diffs, `${c.id} (cases/${area}.sql:${c.line})\n${c.sql}`).toEqual([]);
        } else {
          expect(verdict.status, `${c.id} is listed in known-failures.txt (${reason}) but now passes: remove it`).not.toBe('pass');
        }
      });
    }
  });
}

it('no error message reaches a client in SQLite, JavaScript or parser words', () => {
  expect(foreign).toEqual([]);
});

it('known-failures.txt lists only existing cases', () => {
  const ids = new Set(listAreas().flatMap((a) => loadArea(a).map((c) => c.id)));
  expect([...readKnownFailures().keys()].filter((id) => !ids.has(id))).toEqual([]);
});

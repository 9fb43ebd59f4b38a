import type { ConformanceCase } from './case-file.js';
import { compareOutcomes } from './compare.js';
import { setupHash } from './golden.js';
import type { GoldenEntry, Outcome } from './outcome.js';

/** How pgsqlite did on one case compared with the recorded PostgreSQL answer. */
export interface Verdict {
  readonly id: string;
  readonly area: string;
  /** `pass`: same answer; `fail`: differs; `no-golden`: no (current) PostgreSQL answer recorded. */
  readonly status: 'pass' | 'fail' | 'no-golden';
  /** pgsqlite refused the statement with 0A000 (feature not supported) where PostgreSQL did not. */
  readonly unsupported: boolean;
  readonly diffs: readonly string[];
  readonly actual: Outcome;
}

/** Compares pgsqlite's answer to a case with its golden entry. */
export function judge(c: ConformanceCase, golden: GoldenEntry | undefined, actual: Outcome): Verdict {
  const base = { id: c.id, area: c.area, actual };
  if (golden === undefined) return { ...base, status: 'no-golden', unsupported: false, diffs: ['no golden answer; run npm run conformance -- --refresh'] };
  if (golden.sql !== c.sql || golden.setup !== setupHash(c.setup)) {
    return { ...base, status: 'no-golden', unsupported: false, diffs: ['golden answer is stale (case changed); run npm run conformance -- --refresh'] };
  }
  const diffs = compareOutcomes(golden.outcome, actual, golden.ordered);
  const unsupported =
    diffs.length > 0 && (actual.kind === 'error' || actual.kind === 'setup-error') && actual.code === '0A000' && !(golden.outcome.kind === 'error' && golden.outcome.code === '0A000');
  return { ...base, status: diffs.length === 0 ? 'pass' : 'fail', unsupported, diffs };
}

/** The one-line reason recorded in known-failures.txt for a failing verdict. */
export function failureReason(v: Verdict): string {
  const first = v.diffs[0] ?? '';
  const text = v.unsupported ? `0A000: ${first}` : first;
  const oneLine = text.split('\n').join(' ');
  return oneLine.length > 160 ? `${oneLine.slice(0, 157)}...` : oneLine;
}

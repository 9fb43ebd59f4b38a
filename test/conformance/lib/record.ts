import type { ConformanceCase } from './case-file.js';
import { describe } from './compare.js';
import { setupHash, writeGolden } from './golden.js';
import type { GoldenEntry } from './outcome.js';
import { isOrdered, loadRowOrderParser } from './row-order.js';
import { runCases } from './suite.js';

/**
 * Runs the cases against the oracle (PostgreSQL 15 at `url`) and rewrites the golden file of
 * each area in `areas`. Returns problems in the case files (setup errors, broken connections):
 * those cases are not recorded.
 */
export async function recordGoldens(url: string, areas: readonly string[], cases: readonly ConformanceCase[]): Promise<string[]> {
  await loadRowOrderParser();
  const outcomes = await runCases(url, cases);
  const problems: string[] = [];
  for (const area of areas) {
    const entries: Record<string, GoldenEntry> = {};
    for (const c of cases.filter((x) => x.area === area)) {
      const outcome = outcomes.get(c.id);
      if (outcome === undefined) continue;
      if (outcome.kind === 'setup-error' || outcome.kind === 'broken') {
        problems.push(`${c.id} (cases/${area}.sql:${c.line}): ${describe(outcome)}`);
        continue;
      }
      entries[c.id] = { sql: c.sql, setup: setupHash(c.setup), ordered: isOrdered(c), outcome };
    }
    writeGolden(area, entries);
  }
  return problems;
}

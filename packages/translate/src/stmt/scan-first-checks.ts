import type { Scope } from '../analyze/scope.js';

/**
 * Checks a query level runs before it reads its first row, after its plan-time constants: the
 * scans PostgreSQL's plan runs first whatever the other relations hold (a nested loop's outer
 * side filtered row by row, nested-loop-outer.ts), which SQLite, looping in its own order, may
 * never reach. The FROM clause adds them; the LIMIT (computed once, before any row) runs them.
 */
const checks = new WeakMap<Scope, string[]>();

/** Adds a check (SQL, its value unused) for the query level of `scope`. */
export function addScanFirstCheck(scope: Scope, sql: string): void {
  const list = checks.get(scope);
  if (list === undefined) checks.set(scope, [sql]);
  else list.push(sql);
}

/**
 * Conditions the level's rows all need, tested once before any row (as a dummy plan or a One-Time
 * Filter tests them), that SQLite's WHERE does not test before its joins: the loops of a RIGHT or
 * FULL JOIN compute their ON conditions first (where-gate.ts). Where one is not true, the LIMIT is 0.
 */
const gates = new WeakMap<Scope, string>();

/** Makes `sql` (a condition) the level's LIMIT gate. */
export function addLimitGate(scope: Scope, sql: string): void {
  gates.set(scope, sql);
}

/** The LIMIT count (SQL or undefined) running the level's gate and checks first, which it takes. */
export function withScanFirstChecks(scope: Scope, count: string | undefined): string | undefined {
  const gate = gates.get(scope);
  gates.delete(scope);
  const list = checks.get(scope);
  checks.delete(scope);
  const checked = list === undefined ? count : `CASE WHEN pg_strict_null(${list.join(', ')}) IS NULL THEN ${count ?? '-1'} END`;
  return gate === undefined ? checked : `CASE WHEN ${gate} THEN ${checked ?? '-1'} ELSE 0 END`;
}

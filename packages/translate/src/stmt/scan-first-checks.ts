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

/** The LIMIT count (SQL or undefined) running the level's checks first, which it takes. */
export function withScanFirstChecks(scope: Scope, count: string | undefined): string | undefined {
  const list = checks.get(scope);
  if (list === undefined) return count;
  checks.delete(scope);
  return `CASE WHEN pg_strict_null(${list.join(', ')}) IS NULL THEN ${count ?? '-1'} END`;
}

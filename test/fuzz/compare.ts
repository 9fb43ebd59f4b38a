import type { Answer } from './pipeline-client.js';

/** How two answers differ, coarsely: the class plus the SQLSTATEs involved. */
export interface Verdict {
  /**
   * `rows`, `types` (the silent kinds), `missing-error` (PostgreSQL errs, pgsqlite answers), `sqlstate`,
   * `spurious-error`, `unsupported` (0A000 / 42883), `internal-error` (XX000 / 42601: foreign text);
   * after shrinking also `constant-folding` and `error-order`.
   */
  readonly cls: string;
  /** The class with its SQLSTATEs, e.g. `spurious-error XX000`; shrinking keeps this fixed. */
  readonly kind: string;
}

const key = (row: readonly (string | null)[]): string => JSON.stringify(row);

function sameRows(a: Answer & { kind: 'rows' }, b: Answer & { kind: 'rows' }, ordered: boolean): boolean {
  if (a.rows.length !== b.rows.length) return false;
  const x = a.rows.map(key);
  const y = b.rows.map(key);
  if (!ordered) {
    x.sort();
    y.sort();
  }
  return x.every((v, i) => v === y[i]);
}

/**
 * pgsqlite's errors raised while planning, whatever PostgreSQL answered: a function or operator
 * it lacks, a feature it refuses, SQL it emitted that SQLite rejected. Shrinking keeps only the
 * pgsqlite side fixed for these, so a case reduces to the construct alone.
 */
const PLAN_TIME = new Set(['42883', '0A000', '42601', 'XX000', '42804', '42725', '42P18']);

const liteClass = (code: string): string =>
  code === '0A000' || code === '42883' ? 'unsupported' : code === 'XX000' || code === '42601' ? 'internal-error' : 'spurious-error';

/** null when pgsqlite answered as PostgreSQL did (rows in text, column type OIDs, SQLSTATE). */
export function judge(pgsqlite: Answer, postgres: Answer, ordered: boolean): Verdict | null {
  // A statement_timeout (5 s) depends on the machine's load, not on the answer: not compared.
  if ((pgsqlite.kind === 'error' && pgsqlite.code === '57014') || (postgres.kind === 'error' && postgres.code === '57014')) return null;
  if (pgsqlite.kind === 'error') {
    if (postgres.kind === 'error' && pgsqlite.code === postgres.code) return null;
    if (postgres.kind === 'rows' || PLAN_TIME.has(pgsqlite.code)) return { cls: liteClass(pgsqlite.code), kind: `error ${pgsqlite.code}` };
    return { cls: 'sqlstate', kind: `sqlstate ${pgsqlite.code}/${postgres.code}` };
  }
  if (postgres.kind === 'error') return { cls: 'missing-error', kind: `missing-error ${postgres.code}` };
  if (pgsqlite.types.length !== postgres.types.length || pgsqlite.types.some((t, i) => t !== postgres.types[i])) {
    return { cls: 'types', kind: 'types' };
  }
  return sameRows(pgsqlite, postgres, ordered) ? null : { cls: 'rows', kind: 'rows' };
}

/** An answer as a short line for reports and the known-differences file. */
export function summary(a: Answer): string {
  if (a.kind === 'error') return `ERROR ${a.code}: ${a.message}`;
  const rows = a.rows.slice(0, 5).map((r) => `(${r.map((v) => (v === null ? 'NULL' : v)).join(', ')})`);
  return `types [${a.types.join(',')}] ${a.rows.length} row(s) ${rows.join(' ')}${a.rows.length > 5 ? ' …' : ''}`;
}

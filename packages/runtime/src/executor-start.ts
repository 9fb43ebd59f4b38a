import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost } from './host.js';

/**
 * Errors PostgreSQL raises when the executor starts (ExecInitExpr: GREATEST/LEAST over a type
 * with no btree comparison, `could not identify a comparison function for type json`): after
 * every error of planning, before the first row, even where a One-Time Filter turns out false.
 * The plan-time check (translate: stmt/plan-time-constants.ts) notes each where the planner
 * keeps it — a note inside a branch the planner drops is never reached — and raises the first
 * noted once all the plan-time constants have been folded. A check that fails before the raise
 * leaves a note behind: the next check starts by clearing it.
 */
let pending: { code: string; message: string } | undefined;

export function registerExecutorStart(host: RuntimeHost): void {
  // not deterministic: SQLite must not compute a note once, ahead of the branch holding it
  host.defineFunction({
    name: 'pg_start_note',
    arity: 2,
    deterministic: false,
    call: (code, message) => {
      pending ??= { code: String(code), message: String(message) };
      return null;
    },
  });
  host.defineFunction({
    name: 'pg_start_raise',
    arity: 1,
    deterministic: false,
    call: (reset) => {
      const p = pending;
      pending = undefined;
      if (p !== undefined && Number(reset) !== 1) throw PgError.fromCode(p.code, p.message);
      return null;
    },
  });
}

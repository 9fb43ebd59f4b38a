import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { CursorPlan, Plan, ResultColumn } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';
import type { Cursor } from './cursor.js';
import { noteCursor } from './cursor-list.js';

/** Columns a FETCH returns (the cursor's), or null when the plan is no FETCH of a known cursor. */
export function fetchColumns(core: ExecContext, plan: Plan): ResultColumn[] | null {
  if (plan.kind !== 'cursor' || plan.action !== 'fetch' || plan.name === null) return null;
  return core.cursors.cursors.get(plan.name)?.columns ?? null;
}

/** What a cursor statement produced. */
export interface CursorOutcome {
  tag: string;
  rows: SqlValue[][] | null;
}

type Runner = (core: ExecContext, plan: Plan, params: readonly SqlValue[]) => Promise<{ rows: SqlValue[][] | null }>;

/** DECLARE / FETCH / MOVE / CLOSE (portalcmds.c, pquery.c DoPortalRunFetch over materialized rows). */
export async function runCursor(core: ExecContext, plan: CursorPlan, run: Runner): Promise<CursorOutcome> {
  const store = core.cursors;
  switch (plan.action) {
    case 'declare': {
      const name = plan.name ?? '';
      if (!plan.hold && !core.tx.inBlock()) throw PgError.fromCode('25P01', 'DECLARE CURSOR can only be used in transaction blocks');
      if (store.cursors.has(name)) throw new PgError('duplicate_cursor', `cursor "${name}" already exists`);
      const query = plan.query;
      if (query === undefined) throw new Error('DECLARE without a query');
      const rows = (await run(core, query, [])).rows ?? [];
      const columns = query.columns ?? [];
      const cursor: Cursor = { columns, rows, binary: plan.binary, noScroll: plan.noScroll, hold: plan.hold, declaredInTx: core.tx.block !== 'none', pos: 0 };
      store.cursors.set(name, cursor);
      noteCursor(core, cursor);
      return { tag: plan.tag, rows: null };
    }
    case 'close':
      if (plan.name === null) store.cursors.clear();
      else {
        store.get(plan.name);
        store.cursors.delete(plan.name);
      }
      return { tag: plan.tag, rows: null };
    case 'fetch':
    case 'move': {
      const cursor = store.get(plan.name ?? '');
      const rows = moveCursor(cursor, plan.direction, plan.count);
      return { tag: `${plan.tag} ${rows.length}`, rows: plan.action === 'fetch' ? rows : null };
    }
  }
}

function forwardOnly(): PgError {
  return new PgError('object_not_in_prerequisite_state', 'cursor can only scan forward', { hint: 'Declare it with SCROLL option to enable backward scan.' });
}

/** Moves the cursor and returns the rows passed over, in order of travel. */
function moveCursor(c: Cursor, direction: CursorPlan['direction'], count: number): SqlValue[][] {
  const n = c.rows.length;
  const at = (p: number): SqlValue[] => c.rows[p - 1] as SqlValue[];
  const jumpTo = (target: number): SqlValue[][] => {
    if (target < c.pos && c.noScroll) throw forwardOnly();
    if (target >= 1 && target <= n) {
      c.pos = target;
      return [at(target)];
    }
    c.pos = target < 1 ? 0 : n + 1;
    return [];
  };
  if (direction === 'absolute') return jumpTo(count >= 0 ? count : n + 1 + count);
  if (direction === 'relative') {
    if (count === 0) return c.pos >= 1 && c.pos <= n ? [at(c.pos)] : [];
    return jumpTo(c.pos + count);
  }
  const forward = direction === 'forward' ? count >= 0 : count < 0;
  const howMany = Math.abs(count);
  if (howMany === 0) return c.pos >= 1 && c.pos <= n ? [at(c.pos)] : [];
  const out: SqlValue[][] = [];
  if (forward) {
    while (out.length < howMany && c.pos < n) out.push(at(++c.pos));
    if (out.length < howMany) c.pos = n + 1;
    return out;
  }
  if (c.noScroll) throw forwardOnly();
  if (c.pos > n + 1) c.pos = n + 1;
  while (out.length < howMany && c.pos > 1) out.push(at(--c.pos));
  if (out.length < howMany) c.pos = 0;
  return out;
}

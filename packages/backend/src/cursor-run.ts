import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { CursorPlan, Plan, ResultColumn } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';
import { type Cursor, keepRows } from './cursor.js';
import { moveCursor } from './cursor-rows.js';
import type { ResultSource } from './result-source.js';
import { noteCursor } from './cursor-list.js';
import type { Streaming } from './execute.js';

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

type Runner = (core: ExecContext, plan: Plan, params: readonly SqlValue[], streamed?: Streaming) => Promise<{ rows: SqlValue[][] | null; source?: ResultSource }>;

/** DECLARE / FETCH / MOVE / CLOSE (portalcmds.c, pquery.c DoPortalRunFetch). */
export async function runCursor(core: ExecContext, plan: CursorPlan, run: Runner, params: readonly SqlValue[] = []): Promise<CursorOutcome> {
  const store = core.cursors;
  switch (plan.action) {
    case 'declare': {
      const name = plan.name ?? '';
      if (!plan.hold && plan.nested !== true && !core.tx.inBlock()) throw PgError.fromCode('25P01', 'DECLARE CURSOR can only be used in transaction blocks');
      if (store.cursors.has(name)) throw new PgError('duplicate_cursor', `cursor "${name}" already exists`);
      const query = plan.query;
      if (query === undefined) throw new Error('DECLARE without a query');
      // SCROLL and WITH HOLD cursors read their rows now (a held cursor outlives the transaction
      // and its connection); others stream, the query open until the cursor closes, each row
      // computed when a FETCH or MOVE first reaches it (as PostgreSQL's portal runs its plan).
      const streams = !plan.hold && plan.scroll !== true;
      // the query's $n: a DECLARE EXECUTEd with USING values (PL/pgSQL), or bound by the client
      const outcome = await run(core, query, params, streams ? 'on-demand' : false);
      const columns = query.columns ?? [];
      const cursor: Cursor = {
        columns,
        rows: [],
        rowids: [],
        ...(plan.scan ? { scan: plan.scan } : {}),
        base: 0,
        source: outcome.source ?? null,
        binary: plan.binary,
        noScroll: plan.noScroll,
        hold: plan.hold,
        declaredInTx: core.tx.block !== 'none',
        subxact: core.tx.savepoints.length,
        pos: 0,
      };
      keepRows(cursor, outcome.rows ?? []);
      store.cursors.set(name, cursor);
      noteCursor(core, cursor);
      return { tag: plan.tag, rows: null };
    }
    case 'close':
      if (plan.name === null) store.closeAll();
      else store.drop(plan.name);
      return { tag: plan.tag, rows: null };
    case 'fetch':
    case 'move': {
      const cursor = store.get(plan.name ?? '');
      const rows = await moveCursor(cursor, plan.direction, plan.count, plan.action === 'move');
      return { tag: `${plan.tag} ${rows.length}`, rows: plan.action === 'fetch' ? rows : null };
    }
  }
}

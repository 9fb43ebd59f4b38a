import type { DoCursorScroll, ParsedStatement } from '@pgsqlite/translate';
import { PgError } from '@pgsqlite/errors';
import { planOf } from '../statement-plan.js';
import { variablesOf, type DoRun } from './do-eval.js';
import { bindVariables } from './do-variables.js';

/** parsenodes.h CURSOR_OPT_NO_SCROLL */
const NO_SCROLL = 0x4;

/**
 * OPEN of a cursor over one SELECT, planned as the SQL DECLARE plans it (cursor.ts): a simple
 * scan of one table keeps each row's rowid, so `WHERE CURRENT OF` in the body finds it, and
 * without SCROLL or NO SCROLL the cursor moves back only where PostgreSQL's plan could
 * (SPI_cursor_open_internal). Its rows are read now (PL/pgSQL's portal runs with OPEN's
 * snapshot). False when `sql` is no single SELECT.
 */
export async function declareSelect(run: DoRun, sql: string, portal: string, scroll: DoCursorScroll): Promise<boolean> {
  const { core } = run;
  const parsed = core.translator.parse(sql);
  const select = parsed.length === 1 ? (parsed[0]!.ast['SelectStmt'] as Record<string, unknown> | undefined) : undefined;
  if (select === undefined) return false;
  const bound = bindVariables(parsed[0]!, variablesOf(run));
  const declare = { DeclareCursorStmt: { portalname: '', options: scroll === 'no-scroll' ? NO_SCROLL : 0, query: bound.stmt.ast } } as unknown as ParsedStatement['ast'];
  // one plan for every portal name (the cache is by source): the name is the plan's own field
  const planned = planOf(core, { ...bound.stmt, ast: declare, source: `${bound.stmt.source}\u0000OPEN` }, bound.types);
  if (planned.kind !== 'cursor') return false;
  if (scroll === 'scroll' && ((select['lockingClause'] as unknown[] | undefined) ?? []).length > 0) {
    throw new PgError('feature_not_supported', 'DECLARE SCROLL CURSOR ... FOR UPDATE/SHARE is not supported', { detail: 'Scrollable cursors must be READ ONLY.' });
  }
  await run.exec(core, { ...planned, name: portal, nested: true, scroll: true, noScroll: scroll !== 'scroll' && planned.noScroll }, bound.values);
  return true;
}

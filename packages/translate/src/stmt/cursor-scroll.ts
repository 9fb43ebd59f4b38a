import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { LOCK_STRENGTH } from './select-checks.js';
import { hasAggregateCall, hasWindowCall } from './target-srf.js';

/** parsenodes.h CURSOR_OPT_* bits of DeclareCursorStmt.options. */
export const CURSOR_OPT = { binary: 0x1, scroll: 0x2, noScroll: 0x4, insensitive: 0x8, hold: 0x20 } as const;

const list = (v: unknown): AstNode[] => (v as AstNode[] | undefined) ?? [];

/**
 * Whether PostgreSQL's plan of `q` can run backward (execAmi.c ExecSupportsBackwardScan), so a
 * cursor declared without SCROLL or NO SCROLL may move back (portalcmds.c PerformCursorOpen).
 * Decided from the query's shape where every plan PostgreSQL could choose agrees: a sort, scans
 * (tables, functions, VALUES, CTEs), LIMIT and UNION ALL run backward; aggregation, DISTINCT,
 * window functions, joins, semi-joins (IN / EXISTS in WHERE), other set operations and a
 * SELECT without FROM (a Result node) do not. Anything less certain counts as backward.
 */
export function supportsBackwardScan(q: Fields): boolean {
  const op = q['op'] as string | undefined;
  if (op !== undefined && op !== 'SETOP_NONE') {
    if (list(q['sortClause']).length > 0) return true;
    return op === 'SETOP_UNION' && q['all'] === true && supportsBackwardScan(q['larg'] as Fields) && supportsBackwardScan(q['rarg'] as Fields);
  }
  if (q['valuesLists'] !== undefined || list(q['sortClause']).length > 0) return true;
  if (list(q['groupClause']).length > 0 || q['havingClause'] !== undefined || list(q['distinctClause']).length > 0) return false;
  if (hasAggregateCall(q['targetList']) || hasWindowCall(q['targetList'])) return false;
  const from = list(q['fromClause']);
  if (from.length !== 1) return false;
  if (semiJoined(q['whereClause'] as AstNode | undefined)) return false;
  const item = from[0] as AstNode;
  switch (nodeType(item)) {
    case 'JoinExpr':
      return false;
    case 'RangeSubselect':
      return supportsBackwardScan(fieldsOf(fieldsOf(item)['subquery'] as AstNode));
    default:
      return true;
  }
}

/** Whether a WHERE clause's top-level conjuncts hold an IN (subquery) or EXISTS, which the planner makes a (semi or anti) join. */
function semiJoined(where: AstNode | undefined): boolean {
  if (where === undefined) return false;
  const type = nodeType(where);
  const f = fieldsOf(where);
  if (type === 'SubLink') return f['subLinkType'] === 'EXISTS_SUBLINK' || f['subLinkType'] === 'ANY_SUBLINK';
  if (type !== 'BoolExpr') return false;
  if (f['boolop'] === 'AND_EXPR') return list(f['args']).some((a) => semiJoined(a));
  if (f['boolop'] === 'NOT_EXPR') {
    const arg = list(f['args'])[0];
    return arg !== undefined && nodeType(arg) === 'SubLink' && fieldsOf(arg)['subLinkType'] === 'EXISTS_SUBLINK';
  }
  return false;
}

/** The row-locking clause of a cursor's query, as PostgreSQL names it (`FOR UPDATE`), or undefined. */
function lockingStrength(q: Fields): string | undefined {
  const first = list(q['lockingClause'])[0];
  if (first === undefined) return undefined;
  return LOCK_STRENGTH[fieldsOf(first)['strength'] as string] ?? 'FOR UPDATE';
}

/**
 * The cursor's scrollability: SCROLL, NO SCROLL, or without either as its plan allows
 * (PerformCursorOpen: a query locking rows never scrolls). A locking query refuses WITH HOLD,
 * SCROLL and INSENSITIVE as transformDeclareCursorStmt does.
 */
export function cursorNoScroll(ctx: PlanCtx, q: Fields, options: number): boolean {
  const locking = lockingStrength(q);
  if (locking !== undefined) {
    if ((options & CURSOR_OPT.hold) !== 0) throw ctx.error('feature_not_supported', `DECLARE CURSOR WITH HOLD ... ${locking} is not supported`, undefined, { detail: 'Holdable cursors must be READ ONLY.' });
    if ((options & CURSOR_OPT.scroll) !== 0) throw ctx.error('feature_not_supported', `DECLARE SCROLL CURSOR ... ${locking} is not supported`, undefined, { detail: 'Scrollable cursors must be READ ONLY.' });
    if ((options & CURSOR_OPT.insensitive) !== 0) throw ctx.error('invalid_cursor_definition', `DECLARE INSENSITIVE CURSOR ... ${locking} is not valid`, undefined, { detail: 'Insensitive cursors must be READ ONLY.' });
  }
  if ((options & CURSOR_OPT.noScroll) !== 0) return true;
  if ((options & CURSOR_OPT.scroll) !== 0) return false;
  return locking !== undefined || !supportsBackwardScan(q);
}

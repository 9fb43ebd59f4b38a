import { PgError } from '@pgsqlite/errors';
import type { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import type { CursorPlan, CursorScan, ResultColumn, SqlPlan } from '../plan.js';
import { type SelectResult, translateSelect } from './select.js';
import { lookupRelation } from './from-clause.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { CURSOR_OPT, cursorNoScroll } from './cursor-scroll.js';

/** Builds the SqlPlan of a cursor's query from raw SQL and its result columns (the translator's helper). */
export type CursorQueryPlanner = (rawSql: string, columns: ResultColumn[]) => SqlPlan;


/** FETCH ALL as libpg-query reports it. */
const FETCH_ALL = 2147483647;

/** DECLARE name [BINARY] [NO] SCROLL CURSOR [WITH HOLD] FOR query. */
export function planDeclareCursor(ctx: PlanCtx, f: Fields, planQuery: CursorQueryPlanner): CursorPlan {
  const query = f['query'] as AstNode;
  if (nodeType(query) !== 'SelectStmt') throw ctx.error('feature_not_supported', `DECLARE CURSOR for ${sqlConstruct(nodeType(query))} is not supported by pgsqlite`);
  const options = Number(f['options'] ?? 0);
  if ((options & CURSOR_OPT.noScroll) !== 0 && (options & CURSOR_OPT.scroll) !== 0) throw PgError.fromCode('42P11', 'cannot specify both SCROLL and NO SCROLL');
  const scanned = scannedQuery(ctx, fieldsOf(query));
  const r = scanned?.select ?? translateSelect(fieldsOf(query), new Scope(ctx));
  const noScroll = cursorNoScroll(ctx, fieldsOf(query), options);
  const columns = r.columns.map((c) => ({ name: c.name, typeOid: c.type, typmod: c.typmod, tableOid: c.tableOid, attnum: c.attnum }));
  return {
    kind: 'cursor',
    action: 'declare',
    name: String(f['portalname']),
    query: planQuery(r.sql, columns),
    hold: (options & CURSOR_OPT.hold) !== 0,
    binary: (options & CURSOR_OPT.binary) !== 0,
    noScroll,
    scroll: (options & CURSOR_OPT.scroll) !== 0,
    direction: 'forward',
    count: 0,
    tag: 'DECLARE CURSOR',
    ...(scanned ? { scan: scanned.scan } : {}),
  };
}

/**
 * A cursor's query that scans one table simply (one FROM item naming a table without inheritance
 * children, no grouping, DISTINCT or set operation: search_plan_tree finds its scan): translated
 * with that table's rowid as a hidden last column, for WHERE CURRENT OF (stmt/current-of.ts).
 * Undefined for any other query (CURRENT OF it is then 24000), or when the query aggregates.
 */
function scannedQuery(ctx: PlanCtx, q: Fields): { select: SelectResult; scan: CursorScan } | undefined {
  const from = (q['fromClause'] as AstNode[] | undefined) ?? [];
  if ((q['op'] && q['op'] !== 'SETOP_NONE') || q['valuesLists'] || q['groupClause'] || q['havingClause'] || q['distinctClause'] || q['windowClause'] || q['groupDistinct']) return undefined;
  if (from.length !== 1 || nodeType(from[0] as AstNode) !== 'RangeVar') return undefined;
  const rv = fieldsOf(from[0] as AstNode);
  // a WITH query may name the FROM item (a CTE, not the table)
  if (!rv['schemaname'] && (q['withClause'] as Fields | undefined) !== undefined) return undefined;
  let rel;
  try {
    rel = lookupRelation(new Scope(ctx), rv);
  } catch {
    return undefined;
  }
  if (rel.kind !== 'r' || (rv['inh'] !== false && rel.inheritedBy !== undefined && rel.inheritedBy.length > 0)) return undefined;
  // a column named ctid (a table created before pgsqlite refused the name) would be read instead of the rowid
  if (rel.columns.some((c) => c.name === 'ctid')) return undefined;
  const alias = ((rv['alias'] as Fields | undefined)?.['aliasname'] as string | undefined) ?? rel.name;
  const hidden = { ResTarget: { val: { ColumnRef: { fields: [{ String: { sval: alias } }, { String: { sval: 'ctid' } }] } } } } as unknown as AstNode;
  const targets = (q['targetList'] as AstNode[] | undefined) ?? [];
  let select: SelectResult;
  try {
    select = translateSelect({ ...q, targetList: [...targets, hidden] }, new Scope(ctx));
  } catch {
    // an aggregate query (its rowid is not grouped), or an error the plain translation reports
    return undefined;
  }
  return { select: { ...select, columns: select.columns.slice(0, -1) }, scan: { relOid: rel.oid, forUpdate: ((q['lockingClause'] as AstNode[] | undefined) ?? []).length > 0 } };
}

/** FETCH / MOVE [direction] [FROM | IN] name. */
export function planFetch(f: Fields): CursorPlan {
  const dir = String(f['direction'] ?? 'FETCH_FORWARD');
  const howMany = Number(f['howMany'] ?? 0);
  const direction = dir === 'FETCH_BACKWARD' ? 'backward' : dir === 'FETCH_ABSOLUTE' ? 'absolute' : dir === 'FETCH_RELATIVE' ? 'relative' : 'forward';
  const all = howMany >= FETCH_ALL && (direction === 'forward' || direction === 'backward');
  const move = f['ismove'] === true;
  return {
    kind: 'cursor',
    action: move ? 'move' : 'fetch',
    name: String(f['portalname'] ?? ''),
    hold: false,
    binary: false,
    noScroll: false,
    direction,
    count: all ? Infinity : howMany,
    tag: move ? 'MOVE' : 'FETCH',
  };
}

/** CLOSE name | CLOSE ALL. */
export function planClosePortal(f: Fields): CursorPlan {
  const name = f['portalname'] as string | undefined;
  return {
    kind: 'cursor',
    action: 'close',
    name: name ?? null,
    hold: false,
    binary: false,
    noScroll: false,
    direction: 'forward',
    count: 0,
    tag: name === undefined ? 'CLOSE CURSOR ALL' : 'CLOSE CURSOR',
  };
}

import { noteViewReads } from '../analyze/view-access.js';
import { inliningDepth } from '../analyze/sql-functions.js';
import type { PlanCtx } from '../analyze/context.js';
import { INTERNAL_PREFIX, type RelationDef } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { ScopeColumn } from '../analyze/expr-types.js';
import { type RangeEntry, Scope } from '../analyze/scope.js';
import { falseWhereWhen } from './null-semijoin.js';
import { holdsSubLink } from './folded-columns.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { translateSelect } from './select.js';
import { translateRangeFunction } from './range-function.js';
import { translateSqlDefinedView } from './sql-defined-views.js';
import { virtualRelation } from '../catalog-views/virtual-relations.js';
import { builtinRelationOid } from '../catalog-views/builtin-lookup.js';
import { sequenceRelation } from '../analyze/fn-sequences.js';
import { singleRow } from '../analyze/sublink.js';
import { lateralSrfSelect } from './target-srf.js';
import { packRows } from './lateral-rows.js';
import { snapshotTable } from './snapshots.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { innerMergedSide, mergedSide, usingCondition } from './using-join-condition.js';
import { translateTableSample } from './table-sample.js';
import { CTID_COLUMN, TABLEOID_COLUMN, expandedRelationSql, readsDescendants, rowHolders } from './inherit-expand.js';
import { rowidName } from '../analyze/system-columns.js';
import { markOuterJoinQual, markTopQual } from '../analyze/top-qual.js';
import { innerOnGuarded } from './inner-join-filters.js';
import { outerJoinNullableFilters, rightJoinOnAfterWhere } from './outer-join-filters.js';

/** Looks a table up (CTEs first, then the catalog); 42P01 when missing. Internal tables are invisible. */
export function lookupRelation(scope: Scope, rv: Fields): RelationDef {
  const ctx = scope.ctx;
  const name = String(rv['relname'] ?? '');
  const given = rv['schemaname'] as string | undefined;
  const shown = given ? `${given}.${name}` : name;
  // `pg_temp.x` names the session's own temporary schema (namespace.c)
  const schema = given === 'pg_temp' ? (ctx.searchPath.find((s) => s.startsWith('pg_temp_')) ?? given) : given;
  const rel = name.startsWith(INTERNAL_PREFIX) ? undefined : ctx.catalog.findRelation(name, schema, ctx.searchPath);
  if (!rel) {
    // PostgreSQL 15 has it (a system catalog or view pg_class lists) but pgsqlite does not emulate it: refused, named.
    const infoSearched = schema === undefined && ctx.searchPath.includes('information_schema');
    const builtin = builtinRelationOid(schema, name) ?? (infoSearched ? builtinRelationOid('information_schema', name) : undefined);
    if (builtin !== undefined) throw ctx.error('feature_not_supported', `relation "${shown}" is not supported by pgsqlite`, rv['location']);
    throw ctx.error('undefined_table', `relation "${shown}" does not exist`, rv['location']);
  }
  if (rel.kind === 'c') throw ctx.error('wrong_object_type', `"${rel.name}" is a composite type`, rv['location']);
  // Another session's temporary schema, named explicitly (its own is on the search path).
  if (rel.schema.startsWith('pg_temp_') && !ctx.searchPath.includes(rel.schema)) {
    throw ctx.error('feature_not_supported', 'cannot access temporary tables of other sessions');
  }
  return rel;
}

/**
 * The unpopulated materialized view a scan of `rel` would open (ExecOpenScanRelation): `rel`
 * itself, or one a view it is (or the views that view reads) reads.
 */
function unpopulatedMatview(ctx: PlanCtx, rel: RelationDef, seen = new Set<number>()): RelationDef | undefined {
  if (rel.populated === false) return rel;
  if (rel.kind !== 'v' || seen.has(rel.oid)) return undefined;
  seen.add(rel.oid);
  for (const oid of rel.viewDependencies ?? []) {
    const dep = ctx.catalog.relationByOid(oid);
    const found = dep === undefined ? undefined : unpopulatedMatview(ctx, dep, seen);
    if (found !== undefined) return found;
  }
  return undefined;
}

function tableEntry(rel: RelationDef, alias: string, sqlAlias: string): RangeEntry {
  const columns: ScopeColumn[] = rel.columns.map((c) => ({
    name: c.name,
    type: c.typeOid,
    typmod: c.typmod,
    sql: `${sqlAlias}.${quoteIdent(c.sqliteName)}`,
    tableOid: rel.oid,
    attnum: c.attnum,
    rangeAlias: alias,
  }));
  return { alias, columns };
}

function aliasColumns(entry: RangeEntry, alias: Fields | undefined, scope: Scope, what = 'table'): RangeEntry {
  const colnames = ((alias?.['colnames'] as AstNode[] | undefined) ?? []).map(strVal);
  if (colnames.length > entry.columns.length) {
    throw scope.ctx.error('invalid_column_reference', `${what} "${entry.alias}" has ${entry.columns.length} columns available but ${colnames.length} columns specified`);
  }
  return {
    ...entry,
    columns: entry.columns.map((c, i) => ({ ...c, name: colnames[i] ?? c.name, rangeAlias: entry.alias })),
  };
}

/** A table's `ctid` (its rowid, under a name no column hides), when `has`. */
function ctidOf(rel: RelationDef, sqlAlias: string, has: boolean): { ctidSql?: string } {
  const name = has ? rowidName(rel) : undefined;
  return name === undefined ? {} : { ctidSql: `${sqlAlias}.${name}` };
}

/**
 * Translates one FROM item into SQLite SQL, adding its range entries to `scope`. `leftJoinedOnTrue`:
 * the item is the right side of `LEFT JOIN … ON true` (a LATERAL subquery there may yield no row).
 */
export function translateFromItem(node: AstNode, scope: Scope, leftJoinedOnTrue = false, nullable = false): string {
  const ctx = scope.ctx;
  const t = nodeType(node);
  const f = fieldsOf(node);
  if (t === 'RangeVar') {
    const name = String(f['relname'] ?? '');
    const alias = (f['alias']?.['aliasname'] as string | undefined) ?? name;
    const sqlAlias = ctx.sqlAlias(alias);
    const cte = f['schemaname'] ? undefined : scope.findCte(name);
    if (cte?.noReturning) throw ctx.error('feature_not_supported', `WITH query "${name}" does not have a RETURNING clause`, f['location']);
    if (cte) {
      const entry: RangeEntry = {
        alias,
        columns: cte.columns.map((c) => ({ ...c, sql: `${sqlAlias}.${quoteIdent(c.name)}`, tableOid: 0, attnum: 0, rangeAlias: alias })),
      };
      scope.add(aliasColumns(entry, f['alias'], scope));
      return `${quoteIdent(cte.sqlName ?? name)} AS ${sqlAlias}`;
    }
    // parse_relation.c: after CTEs, an unqualified name may be a trigger's transition table (not
    // inside an inlined function's body: PostgreSQL parses that without the caller's relations).
    const enr = f['schemaname'] || inliningDepth() > 0 ? undefined : ctx.catalog.transitionTable?.(name);
    if (enr !== undefined) {
      const columns: ScopeColumn[] = enr.columns.map((c) => ({ name: c.name, type: c.typeOid, typmod: c.typmod, sql: `${sqlAlias}.${quoteIdent(c.sqliteName)}`, tableOid: 0, attnum: 0, rangeAlias: alias }));
      scope.add({ ...aliasColumns({ alias, columns }, f['alias'], scope), rowidSql: `${sqlAlias}.rowid` });
      return `${quoteIdent(enr.sqliteName)} AS ${sqlAlias}`;
    }
    const defined = translateSqlDefinedView(f, scope, (e) => aliasColumns(e, f['alias'], scope));
    if (defined !== undefined) return defined;
    const virtual = virtualRelation(ctx, f) ?? sequenceRelation(ctx, f);
    if (virtual) {
      const relationOid = builtinRelationOid(f['schemaname'] as string | undefined, name);
      const entry: RangeEntry = {
        alias,
        columns: virtual.columns.map((c) => ({ ...c, sql: `${sqlAlias}.${quoteIdent(c.name)}`, tableOid: 0, attnum: 0, rangeAlias: alias })),
        ...(relationOid === undefined ? {} : { relationOid }),
      };
      scope.add(aliasColumns(entry, f['alias'], scope));
      return `(${virtual.sql}) AS ${sqlAlias}`;
    }
    const rel = lookupRelation(scope, f);
    ctx.noteAccess(rel.oid, 'r');
    if (rel.kind === 'v') noteViewReads(ctx, rel);
    const unpopulated = ctx.notExecuted ? undefined : unpopulatedMatview(ctx, rel);
    if (unpopulated !== undefined) throw ctx.error('object_not_in_prerequisite_state', `materialized view "${unpopulated.name}" has not been populated`, undefined, { hint: 'Use the REFRESH MATERIALIZED VIEW command.' });
    if (readsDescendants(rel, f['inh'])) {
      const tableoidSql = `${sqlAlias}.${quoteIdent(TABLEOID_COLUMN)}`;
      const ctid = rowHolders(ctx, rel).every((m) => rowidName(m) !== undefined) ? { ctidSql: `${sqlAlias}.${quoteIdent(CTID_COLUMN)}` } : {};
      const facts = { relationOid: rel.oid, tableoidSql, rowidSql: tableoidSql, ...ctid, ...(rel.rowType ? { rowType: rel.rowType.oid } : {}) };
      scope.add({ ...aliasColumns(tableEntry(rel, alias, sqlAlias), f['alias'], scope), ...facts });
      return `(${expandedRelationSql(ctx, rel)}) AS ${sqlAlias}`;
    }
    const snapshot = snapshotTable(ctx, rel.oid);
    // whole-row references (scope.ts): the row type, and the rowid telling a null-extended row
    const rowFacts = { relationOid: rel.oid, ...(rel.rowType ? { rowType: rel.rowType.oid } : {}), ...(snapshot === undefined && (rel.kind === 'r' || rel.kind === 'p') ? { rowidSql: `${sqlAlias}.rowid` } : {}), ...(ctidOf(rel, sqlAlias, snapshot === undefined && (rel.kind === 'r' || rel.kind === 'p' || rel.kind === 'm'))) };
    scope.add({ ...aliasColumns(tableEntry(rel, alias, sqlAlias), f['alias'], scope), ...rowFacts });
    return `${snapshot ?? quoteIdent(rel.sqliteName)} AS ${sqlAlias}`;
  }
  if (t === 'RangeSubselect') {
    const alias = f['alias']?.['aliasname'] as string | undefined;
    if (!alias) throw ctx.error('syntax_error', 'subquery in FROM must have an alias', undefined, { hint: 'For example, FROM (SELECT ...) [AS] foo.' });
    const srf = f['lateral'] ? lateralSrfSelect(f['subquery']['SelectStmt'], alias, scope) : undefined;
    if (srf) {
      const columns = srf.columns.map((c) => ({ name: c.name, type: c.expr.type, typmod: c.expr.typmod, sql: c.expr.sql, tableOid: 0, attnum: 0, rangeAlias: alias }));
      scope.add(aliasColumns({ alias, columns }, f['alias'], scope));
      return srf.from;
    }
    const nested = new Scope(ctx, f['lateral'] ? scope : scope.forNestedFrom());
    if (!f['lateral']) nested.unseen = scope;
    else nested.fromItemOf = scope;
    const sub = translateSelect(f['subquery']['SelectStmt'], nested);
    const sqlAlias = ctx.sqlAlias(alias);
    if (f['lateral']) return lateralAsScalars(f, alias, sub, scope, leftJoinedOnTrue);
    const entry: RangeEntry = {
      alias,
      columns: sub.columns.map((c) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: `${sqlAlias}.${quoteIdent(c.alias)}`, tableOid: c.tableOid, attnum: c.attnum, rangeAlias: alias, ...(c.domain !== undefined ? { domain: c.domain } : {}), ...(c.recordFields !== undefined ? { recordLayout: c.recordFields } : {}) })),
    };
    if (!nullable) {
      scope.add(aliasColumns(entry, f['alias'], scope));
      return `(${sub.sql}) AS ${sqlAlias}`;
    }
    // on the nullable side of an outer join: a marker column tells a null-extended row (its whole-row value is NULL)
    scope.add({ ...aliasColumns(entry, f['alias'], scope), rowidSql: `${sqlAlias}."__pgsqlite_present"` });
    return `(SELECT *, 1 AS "__pgsqlite_present" FROM (${sub.sql})) AS ${sqlAlias}`;
  }
  if (t === 'JoinExpr') return translateJoin(f, scope);
  if (t === 'RangeFunction') return translateRangeFunction(f, scope);
  if (t === 'RangeTableSample') return translateTableSample(f, scope, translateFromItem);
  throw ctx.error('feature_not_supported', `${sqlConstruct(t)} in FROM is not supported by pgsqlite`, f['location']);
}

/**
 * SQLite has no LATERAL. A lateral subquery that yields exactly one row (an ungrouped aggregate,
 * as ORMs emit for nested relations) is equivalent to one correlated scalar subquery per column;
 * its FROM item disappears (returns ''). So is one yielding at most one row on the right of
 * `LEFT JOIN LATERAL … ON true` (drizzle's one-relations: `… LIMIT $1`), where no row gives NULLs.
 * Any other lateral subquery is packed (lateralRows).
 */
function lateralAsScalars(f: Fields, alias: string, sub: ReturnType<typeof translateSelect>, scope: Scope, leftJoinedOnTrue: boolean): string {
  const sel = f['subquery']['SelectStmt'] as Fields;
  const atMostOne = singleRow(sel);
  const exactlyOne = atMostOne && !sel['limitCount'] && !sel['limitOffset'] && !sel['havingClause'] && (sel['fromClause']?.length > 0 || !sel['whereClause']);
  if (!exactlyOne && !(atMostOne && leftJoinedOnTrue)) return lateralRows(f, alias, sub, scope);
  const column = (c: string): string => `(SELECT ${c} FROM (${sub.sql}))`;
  const entry: RangeEntry = {
    alias,
    columns: sub.columns.map((c) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: column(quoteIdent(c.alias)), tableOid: 0, attnum: 0, rangeAlias: alias, ...(c.recordFields !== undefined ? { recordLayout: c.recordFields } : {}) })),
  };
  scope.add(aliasColumns(entry, f['alias'], scope));
  return '';
}

/** A LATERAL subquery that may yield several rows: its rows packed per outer row (lateral-rows.ts). */
function lateralRows(f: Fields, alias: string, sub: ReturnType<typeof translateSelect>, scope: Scope): string {
  const packed = packRows(`(${sub.sql})`, sub.columns.map((c) => ({ type: c.type, sql: `"__l".${quoteIdent(c.alias)}` })));
  const sqlAlias = scope.ctx.sqlAlias(alias);
  const entry: RangeEntry = {
    alias,
    columns: sub.columns.map((c, i) => ({ name: c.name, type: c.type, typmod: c.typmod, sql: packed.read(sqlAlias, i), tableOid: 0, attnum: 0, rangeAlias: alias, ...(c.recordFields !== undefined ? { recordLayout: c.recordFields } : {}) })),
  };
  scope.add(aliasColumns(entry, f['alias'], scope));
  return `${packed.from} AS ${sqlAlias}`;
}

const JOIN_SQL: Record<string, string> = { JOIN_INNER: 'JOIN', JOIN_LEFT: 'LEFT JOIN', JOIN_RIGHT: 'RIGHT JOIN', JOIN_FULL: 'FULL JOIN' };

/**
 * A JOIN, and with an alias (`(a JOIN b USING (i)) AS x (c1, …)`) the join's output columns as
 * one FROM item of that name: the tables inside are out of sight from then on (referring to one
 * is PostgreSQL's 42P01 "invalid reference to FROM-clause entry", scope.ts).
 */
function translateJoin(f: Fields, scope: Scope): string {
  const start = scope.entries.length;
  const alias = f['alias'] as Fields | undefined;
  if (alias === undefined) return joinSql(f, scope);
  const namespaceStart = scope.namespaceStart;
  scope.namespaceStart = start;
  let sql: string;
  try {
    sql = joinSql(f, scope);
  } finally {
    scope.namespaceStart = namespaceStart;
  }
  const inner = scope.entries.splice(start);
  const name = String(alias['aliasname']);
  // the join's columns as `*` lists them (merged USING columns first)
  const columns = inner.flatMap((e) => (e.hidden === true ? [] : e.columns.filter((c) => c.qualifiedOnly !== true && !c.name.startsWith('\u0000'))));
  // a FROM item's name inside is an invalid reference now; a JOIN … USING … AS name's is not there at all
  const usingAlias = (e: RangeEntry): boolean => e.columns.length > 0 && e.columns.every((c) => c.qualifiedOnly === true);
  for (const e of inner) scope.entries.push({ ...e, alias: `\u0000joined ${start} ${e.alias}`, hidden: true, ...(usingAlias(e) ? {} : { aliasedAway: e.alias }) });
  scope.add(aliasColumns({ alias: name, columns: columns.map((c) => ({ ...c, qualifiedOnly: false })) }, alias, scope, 'join expression'));
  return sql;
}

function joinSql(f: Fields, scope: Scope): string {
  const ctx = scope.ctx;
  const leftStart = scope.entries.length;
  const left = translateFromItem(f['larg'], scope);
  const leftCount = scope.entries.length;
  const kind = JOIN_SQL[f['jointype'] as string];
  const q = f['quals'] as Fields | undefined;
  const alwaysTrue = !q || (q['A_Const']?.['boolval'] !== undefined && q['A_Const']['boolval']['boolval'] === true);
  const outer = scope.lateralBarrier;
  if (kind === 'RIGHT JOIN' || kind === 'FULL JOIN') scope.lateralBarrier = { from: leftStart, to: leftCount };
  let rightItem: string;
  try {
    rightItem = translateFromItem(f['rarg'], scope, kind === 'LEFT JOIN' && alwaysTrue, kind === 'LEFT JOIN' || kind === 'FULL JOIN');
  } finally {
    scope.lateralBarrier = outer;
  }
  // a join on the right (`a LEFT JOIN (b JOIN c ON …) ON …`, Sequelize's nested includes) keeps its parentheses
  const right = rightItem !== '' && nodeType(f['rarg'] as AstNode) === 'JoinExpr' ? `(${rightItem})` : rightItem;
  if (right === '') {
    // A single-row LATERAL subquery became scalar subqueries; only an always-true join survives that.
    if (!alwaysTrue || (kind !== 'JOIN' && kind !== 'LEFT JOIN')) {
      throw ctx.error('feature_not_supported', 'a LATERAL join with a condition is not supported by pgsqlite');
    }
    return left;
  }
  if (!kind) throw ctx.error('feature_not_supported', `${sqlConstruct(String(f['jointype']))} is not supported by pgsqlite`);
  const using = ((f['usingClause'] as AstNode[] | undefined) ?? []).map(strVal);
  if (f['isNatural']) {
    const l = new Set(scope.entries.slice(leftStart, leftCount).flatMap((e) => e.columns.map((c) => c.name)));
    for (const c of scope.entries.slice(leftCount).flatMap((e) => e.columns.map((c) => c.name))) if (l.has(c)) using.push(c);
  }
  if (using.length > 0) {
    const conds = using.map((name) => {
      const lc = findIn(scope.entries.slice(leftStart, leftCount), name);
      const rc = findIn(scope.entries.slice(leftCount), name);
      if (!lc || !rc) throw ctx.error('undefined_column', `column "${name}" specified in USING clause does not exist in ${lc ? 'right' : 'left'} table`);
      return usingCondition(scope, lc, rc, f['location'] as number | undefined);
    });
    const merged = mergeUsingColumns(scope, leftStart, leftCount, using, f['jointype'] as string);
    const usingAlias = (f['join_using_alias'] as Fields | undefined)?.['aliasname'] as string | undefined;
    // USING (…) AS x: a name for the merged columns only, readable as x.col and x.* (never unqualified)
    if (usingAlias !== undefined) scope.add({ alias: usingAlias, columns: merged.map((c) => ({ ...c, rangeAlias: usingAlias, qualifiedOnly: true })) });
    return `${left} ${kind} ${right} ON ${conds.join(' AND ')}`;
  }
  if (!f['quals']) return `${left} ${kind === 'JOIN' ? 'CROSS JOIN' : kind} ${right}${kind === 'JOIN' ? '' : ' ON 1'}`;
  markTopQual(f['quals'], true);
  if (kind !== 'JOIN') markOuterJoinQual(f['quals']);
  const on = asBool(translateExpr(f['quals'], { scope, clause: 'JOIN conditions' }), { scope }, 'argument of JOIN/ON');
  const guarded = kind === 'JOIN' ? innerOnGuarded(f, scope, [leftStart, leftCount], [left, rightItem]) : outerOnGuarded(f['quals'] as AstNode, on.sql, scope);
  // the nullable side's own ON terms filter its scan, row by row (outer-join-filters.ts)
  if (guarded !== '0') outerJoinNullableFilters(f, scope, [leftStart, leftCount], [left, rightItem]);
  return `${left} ${kind} ${right} ON ${rightJoinOnAfterWhere(f, scope, [leftStart, leftCount], guarded ?? on.sql)}`;
}

function findIn(entries: RangeEntry[], name: string): ScopeColumn | undefined {
  for (const e of entries) for (const c of e.columns) if (c.name === name && c.qualifiedOnly !== true) return c;
  return undefined;
}

/**
 * JOIN … USING (or NATURAL): each USING column becomes one merged column, the left's value for
 * an inner or left join, the right's for a right join, COALESCE of both for a full join, which
 * is what an unqualified name and `*` see; `*` lists the merged columns first, then the left's
 * others, then the right's (PostgreSQL's join alias order). `l.col` and `r.col` (and `l.*`,
 * `r.*`) still read each side's own column.
 */
function mergeUsingColumns(scope: Scope, start: number, leftCount: number, using: string[], jointype: string): ScopeColumn[] {
  const merged: ScopeColumn[] = [];
  for (const name of using) {
    const lc = findIn(scope.entries.slice(start, leftCount), name);
    const rc = findIn(scope.entries.slice(leftCount), name);
    if (!lc || !rc) continue;
    const l = mergedSide(scope, lc, rc);
    const r = mergedSide(scope, rc, lc);
    const inner = jointype === 'JOIN_INNER' ? (innerMergedSide(lc, rc) === rc ? r : l) : l;
    const sql = jointype === 'JOIN_RIGHT' ? r.sql : jointype === 'JOIN_FULL' ? `COALESCE(${l.sql}, ${r.sql})` : inner.sql;
    const from = jointype === 'JOIN_RIGHT' ? r : inner;
    const sources = jointype === 'JOIN_FULL' ? [lc, rc] : [from === r ? rc : lc];
    merged.push({ ...from, sql, rangeAlias: '', ...(jointype === 'JOIN_FULL' ? { tableOid: 0, attnum: 0 } : {}), qualifiedOnly: false, sources });
    for (const e of scope.entries.slice(start)) {
      e.columns = e.columns.map((c) => (c === lc || c === rc ? { ...c, qualifiedOnly: true } : c));
    }
  }
  if (merged.length > 0) scope.entries.splice(start, 0, { alias: `\u0000using ${start} ${scope.entries.length}`, columns: merged });
  return merged;
}

/**
 * An outer join's ON condition that the planner folds to FALSE (canonicalize_qual: a term folding
 * to a NULL constant once its constants are computed, null-semijoin.ts) matches no row, its other
 * terms never computed: tested first, where it holds the condition is false. Undefined where it
 * never does (or the condition holds a subquery).
 */
function outerOnGuarded(quals: AstNode, sql: string, scope: Scope): string | undefined {
  if (holdsSubLink(quals)) return undefined;
  const falseWhen = falseWhereWhen(quals, scope);
  if (falseWhen === undefined) return undefined;
  return falseWhen === '1' ? '0' : `(NOT (${falseWhen}) AND ${sql})`;
}

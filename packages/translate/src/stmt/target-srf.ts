import { tsvectorUnnestValues } from './tsvector-srf.js';
import { multirangeAsArray } from '../analyze/multirange-ops.js';
import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import { arrayElementOf, flatArraySql } from '../analyze/arrays.js';
import { translateExpr } from '../analyze/expr.js';
import type { Expr } from '../analyze/expr-types.js';
import { Scope } from '../analyze/scope.js';
import { quoteIdent } from '../sql/quote.js';
import { POPULATE_RECORDSETS, RECORD_SRFS, SELECT_LIST_SRFS, srfValuesArray } from './range-function.js';
import { subscriptsArraySql } from './array-subscripts.js';
import { userSrfValuesArray } from './user-function-rows.js';
import { isPlSetFunction, plSrfValuesArray } from '../plpgsql/pl-call-sites.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { isAggregateName } from '../analyze/functions.js';
import { stripLocations } from '../ddl/create-function.js';
import { checkLocking } from './select-checks.js';
import { refuseConditionalSrfs } from './srf-conditional.js';

/** The range that carries the rows of set-returning functions hoisted out of a SELECT list. */
const SRF_ALIAS = '__srf';

interface SrfCall {
  /** 'rows': any other one-column set-returning function (range-function.ts srfValuesArray). */
  kind: 'unnest' | 'subscripts' | 'rows';
  arg: AstNode;
  /** 'rows': the call itself. */
  call?: Fields;
  /** 'rows': a user SQL function returning SETOF (user-function-rows.ts). */
  user?: true;
  /** The call as written (GROUP BY may repeat it) */
  original?: Fields;
  /** 'rows' of a record-returning function (json_each …): the field selected by `(f(x)).field` */
  field?: string;
  /** generate_subscripts' dimension (a parameter in SQLAlchemy's `%(…)s::INTEGER`) and reverse flag. */
  dim?: AstNode;
  reverse?: AstNode;
}

/**
 * Set-returning functions in a SELECT list (`SELECT unnest(con.conkey) AS parent, unnest(con.confkey)
 * AS child …`, `generate_subscripts(i.indkey, 1)`, as TypeORM and drizzle-kit introspect). PostgreSQL
 * runs them in lockstep: one row per element of the longest array, NULL where an array is shorter,
 * no row for empty or NULL arrays. Here they become columns of one more FROM item, a `json_each`
 * over the longest array (which, like PostgreSQL's SRFs, sees the earlier FROM items), appended to
 * `from`. Returns the statement with those calls replaced by references to its columns, or the
 * statement itself when there is nothing to hoist (or grouping, DISTINCT or `*` make it unsafe).
 */
export function hoistTargetSrfs(stmt: Fields, scope: Scope, from: string[], rangeAlias = SRF_ALIAS): Fields {
  const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  const calls: SrfCall[] = [];
  const isUser = (call: Fields): boolean => userSetFunction(call, scope);
  const replaced = targets.map((t) => replaceSrfs(named(t, isUser), calls, rangeAlias, isUser) as AstNode);
  if (calls.length === 0) return stmt;
  refuseConditionalSrfs(targets, scope);
  refuseLockedSrfs(scope, stmt);
  const placed = srfPlacement(stmt, replaced, calls, rangeAlias);
  if (typeof placed === 'string') {
    const at = (calls[0]?.call ?? (calls[0]?.arg as Fields | undefined))?.['location'] as number | undefined;
    throw scope.ctx.error('feature_not_supported', `set-returning functions in a SELECT list with ${placed} are not supported by pgsqlite`, at);
  }
  const groupClause = placed.groupClause;
  const elems: (number | undefined)[] = [];
  const arrays = calls.map((c) => {
    if (c.kind === 'rows') {
      const values = c.user === true ? (plSrfValuesArray(c.call as Fields, scope, c.field) ?? userSrfValuesArray(c.call as Fields, scope, c.field)) : srfValuesArray(c.call as Fields, scope, c.field);
      elems.push(values?.type);
      return { sql: values?.sql ?? 'NULL', type: Oid.unknown };
    }
    const tsv = c.kind === 'unnest' ? tsvectorUnnestValues(translateExpr(c.arg, { scope, clause: 'SELECT' })) : undefined;
    if (tsv) {
      elems.push(tsv.type);
      return { sql: tsv.sql, type: Oid.unknown };
    }
    const a = dimensionGated(c, multirangeAsArray(scope.ctx, translateExpr(c.arg, { scope, clause: 'SELECT' })), scope);
    elems.push(arrayElementOf(a.type));
    return c.kind === 'unnest' ? { ...a, sql: flatArraySql(a.sql) } : a;
  });
  if (elems.some((e) => e === undefined)) return stmt;
  const len = (sql: string): string => `COALESCE(json_array_length(${sql}), 0)`;
  const longest = arrays.slice(1).reduce((acc, a) => `(CASE WHEN ${len(a.sql)} > ${len(acc)} THEN ${a.sql} ELSE ${acc} END)`, arrays[0]!.sql);
  const key = `${quoteIdent(rangeAlias)}.key`;
  scope.add({
    alias: rangeAlias,
    hidden: true,
    columns: calls.map((c, i) => {
      const a = arrays[i]!.sql;
      return c.kind !== 'subscripts'
        ? { name: `c${i}`, type: elems[i]!, typmod: -1, sql: `json_extract(${a}, '$[' || ${key} || ']')`, tableOid: 0, attnum: 0, rangeAlias }
        : { name: `c${i}`, type: Oid.int4, typmod: -1, sql: `json_extract(${a}, '$[' || ${key} || ']')`, tableOid: 0, attnum: 0, rangeAlias };
    }),
  });
  from.push(`json_each(${longest}) AS ${quoteIdent(rangeAlias)}`);
  return { ...stmt, targetList: replaced, ...(groupClause !== undefined ? { groupClause } : {}) };
}

/**
 * FOR UPDATE/SHARE of a query with set-returning functions in its SELECT list: 0A000, after the
 * reasons PostgreSQL's CheckSelectLocking tests first (DISTINCT, GROUP BY, HAVING, aggregates, windows).
 */
export function refuseLockedSrfs(scope: Scope, stmt: Fields): void {
  const clauses = (stmt['lockingClause'] as AstNode[] | undefined) ?? [];
  if (clauses.length === 0) return;
  const targets = stmt['targetList'];
  checkLocking(scope, stmt, { distinct: stmt['distinctClause'] !== undefined, grouped: false, hasAgg: hasAggregateCall(targets), hasWindow: hasWindowCall(targets), hasSrf: true });
}

/**
 * Whether the SELECT list's set-returning functions run above grouping or window functions, as
 * PostgreSQL's ProjectSet above Agg/WindowAgg does: aggregates without GROUP BY, a GROUP BY that
 * does not include them, OVER, aggregates in their arguments (srf-above-grouping.ts plans these).
 */
export function srfsRunAboveGrouping(stmt: Fields, scope: Scope): boolean {
  const calls: SrfCall[] = [];
  const isUser = (call: Fields): boolean => userSetFunction(call, scope);
  const replaced = ((stmt['targetList'] as AstNode[] | undefined) ?? []).map((t) => replaceSrfs(named(t, isUser), calls, SRF_ALIAS, isUser) as AstNode);
  return calls.length > 0 && typeof srfPlacement(stmt, replaced, calls, SRF_ALIAS) === 'string';
}

/** Whether `node` calls an aggregate (outside subqueries). */
export function hasAggregateCall(node: unknown): boolean {
  return findCall(node, isAggregateCall);
}

/** Whether `node` calls a set-returning function (outside subqueries); `isUser`: a user function returning a set. */
export function hasSetReturningCall(node: unknown, isUser: (call: Fields) => boolean): boolean {
  return findCall(node, (f) => srfCall(f, isUser) !== undefined);
}

/** Whether `node` calls a window function (outside subqueries). */
export function hasWindowCall(node: unknown): boolean {
  return findCall(node, (f) => f['over'] !== undefined);
}

/** Whether `node` is a set-returning function call that a SELECT list hoists (`unnest(a)`, `(json_each(j)).key`). */
export function isTargetSrf(node: AstNode, scope: Scope): boolean {
  const isUser = (call: Fields): boolean => userSetFunction(call, scope);
  if (selectedField(node, isUser) !== undefined) return true;
  const call = node['FuncCall'] as Fields | undefined;
  return call !== undefined && srfCall(call, isUser) !== undefined;
}

/** Whether `node` holds a hoistable set-returning function call outside subqueries. */
export function containsTargetSrf(node: unknown, scope: Scope): boolean {
  const calls: SrfCall[] = [];
  const isUser = (call: Fields): boolean => userSetFunction(call, scope);
  replaceSrfs(node, calls, SRF_ALIAS, isUser);
  return calls.length > 0;
}

/** The output name of a SELECT-list target holding a set-returning function (`unnest`, `key`, its alias). */
export function srfTargetName(target: AstNode, scope: Scope): string | undefined {
  return named(target, (call) => userSetFunction(call, scope))['ResTarget']?.['name'] as string | undefined;
}

/**
 * The hoisted SRFs run below grouping, DISTINCT and ORDER BY, as PostgreSQL's ProjectSet below
 * Agg/Unique/Sort does when the grouping keys include them (`SELECT unnest(tags) AS tag, count(*)
 * … GROUP BY tag`): the GROUP BY list with SRF calls written there replaced by the hoisted
 * columns. Where PostgreSQL evaluates them above aggregation or window functions (aggregates
 * without GROUP BY, a GROUP BY that does not include them, OVER, aggregates in their arguments)
 * the answer is what puts them there (a string naming it).
 */
function srfPlacement(stmt: Fields, replaced: readonly AstNode[], calls: readonly SrfCall[], rangeAlias: string): { groupClause?: AstNode[] } | string {
  const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  if (stmt['windowClause'] || calls.some((c) => c.arg !== undefined && (findCall(c.arg, (f) => f['over'] !== undefined) || findCall(c.arg, isAggregateCall))) || findCall(targets, (f) => f['over'] !== undefined)) {
    return 'window functions or aggregates in their arguments';
  }
  const group = stmt['groupClause'] as AstNode[] | undefined;
  if (group === undefined) {
    if (stmt['havingClause'] || findCall(targets, isAggregateCall)) return 'aggregates';
    return {};
  }
  const ref = (i: number): string => JSON.stringify([rangeAlias, `c${i}`]);
  const refOf = (node: AstNode | undefined): string | undefined => {
    const cr = node?.['ColumnRef'] as Fields | undefined;
    return cr ? JSON.stringify(((cr['fields'] as AstNode[] | undefined) ?? []).map((x) => x['String']?.['sval'])) : undefined;
  };
  const covered = new Set<string>();
  const keys = group.map((k) => {
    const ord = k['A_Const']?.['ival'] as Fields | undefined;
    const byOrdinal = ord !== undefined ? replaced[Number(ord['ival'] ?? 0) - 1] : undefined;
    const name = refOf(k);
    const byAlias = name !== undefined ? replaced.find((t) => t['ResTarget']?.['name'] !== undefined && JSON.stringify([t['ResTarget']['name']]) === name) : undefined;
    const target = byOrdinal ?? byAlias;
    if (target !== undefined) {
      const r = refOf(target['ResTarget']?.['val'] as AstNode | undefined);
      if (r !== undefined) covered.add(r);
      return k;
    }
    const same = calls.findIndex((c) => c.original !== undefined && sameCall(c.original, k['FuncCall'] as Fields | undefined));
    if (same < 0) return k;
    covered.add(ref(same));
    return { ColumnRef: { fields: [rangeAlias, `c${same}`].map((sval) => ({ String: { sval } })), location: -1 } };
  });
  if (calls.some((_, i) => !covered.has(ref(i)))) return 'a GROUP BY that does not include them';
  return { groupClause: keys };
}

function sameCall(a: Fields, b: Fields | undefined): boolean {
  return b !== undefined && JSON.stringify(stripLocations(a)) === JSON.stringify(stripLocations(b));
}

/** An aggregate call (by name, `(*)`, FILTER or WITHIN GROUP), not a window function. */
function isAggregateCall(f: Fields): boolean {
  if (f['over'] !== undefined) return false;
  const parts = names(f['funcname']);
  return f['agg_star'] === true || f['agg_filter'] !== undefined || f['agg_within_group'] === true || isAggregateName((parts[parts.length - 1] ?? '').toLowerCase());
}

/** Whether `node` holds a FuncCall matching `test` outside subqueries. */
function findCall(node: unknown, test: (f: Fields) => boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => findCall(n, test));
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if ('SubLink' in obj) return false;
  const call = obj['FuncCall'] as Fields | undefined;
  if (call !== undefined && test(call)) return true;
  return Object.values(obj).some((v) => findCall(v, test));
}

/** A bare SRF call keeps its function's name as the output column's (`SELECT unnest(a)` is "unnest"). */
function named(target: AstNode, isUser: (call: Fields) => boolean): AstNode {
  const rt = target['ResTarget'];
  const field = rt?.['name'] === undefined ? selectedField(rt?.['val'], isUser) : undefined;
  if (field !== undefined) return { ResTarget: { ...rt, name: field.name } };
  const call = rt?.['val']?.['FuncCall'] as Fields | undefined;
  if (!rt || rt['name'] !== undefined || !call || !srfCall(call, isUser)) return target;
  const fn = names(call['funcname']);
  return { ResTarget: { ...rt, name: fn[fn.length - 1] } };
}

/** Copies `node`, replacing hoistable SRF calls (not inside subqueries) by column references. */
function replaceSrfs(node: unknown, calls: SrfCall[], rangeAlias: string, isUser: (call: Fields) => boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => replaceSrfs(n, calls, rangeAlias, isUser));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  if ('SubLink' in obj) return node;
  const field = selectedField(obj, isUser);
  if (field !== undefined) {
    calls.push({ kind: 'rows', arg: field.call, call: field.call, field: field.name, ...(field.user ? { user: true as const } : {}) });
    const fields = [rangeAlias, `c${calls.length - 1}`].map((sval) => ({ String: { sval } }));
    return { ColumnRef: { fields, location: field.call['location'] } };
  }
  const call = obj['FuncCall'] as Fields | undefined;
  const srf = call ? srfCall(call, isUser) : undefined;
  if (srf && call) {
    calls.push({ ...srf, original: call });
    const fields = [rangeAlias, `c${calls.length - 1}`].map((sval) => ({ String: { sval } }));
    return { ColumnRef: { fields, location: call['location'] } };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) out[k] = replaceSrfs(v, calls, rangeAlias, isUser);
  return out;
}

function srfCall(call: Fields, isUser: (call: Fields) => boolean = () => false): SrfCall | undefined {
  if (call['over'] || call['agg_star'] || call['agg_distinct'] || call['agg_order'] || call['agg_filter']) return undefined;
  if (isUser(call)) return { kind: 'rows', arg: call, call, user: true };
  const name = names(call['funcname']).filter((n) => n !== 'pg_catalog').join('.');
  const args = (call['args'] as AstNode[] | undefined) ?? [];
  if (name === 'unnest' && args.length === 1) return { kind: 'unnest', arg: args[0]! };
  // string_to_table(s, d [, null]) is unnest(string_to_array(s, d [, null]))
  if (name === 'string_to_table' && (args.length === 2 || args.length === 3)) {
    return { kind: 'unnest', arg: { FuncCall: { funcname: [{ String: { sval: 'string_to_array' } }], args, location: call['location'] } } };
  }
  if (SELECT_LIST_SRFS.has(name) || (RECORD_SRFS.has(name) && args.length === 1) || (POPULATE_RECORDSETS.has(name) && args.length === 2)) return { kind: 'rows', arg: call, call };
  if (name === 'generate_subscripts' && (args.length === 2 || args.length === 3)) return { kind: 'subscripts', arg: args[0]!, dim: args[1]!, reverse: args[2] };
  return undefined;
}

/** `(json_each(x)).key`: a record-returning SRF call and the field selected from it. */
function selectedField(node: unknown, isUser: (call: Fields) => boolean): { call: Fields; name: string; user: boolean } | undefined {
  const ind = (node as Fields | undefined)?.['A_Indirection'] as Fields | undefined;
  const call = ind?.['arg']?.['FuncCall'] as Fields | undefined;
  const path = (ind?.['indirection'] as AstNode[] | undefined) ?? [];
  const name = path.length === 1 ? (path[0]?.['String']?.['sval'] as string | undefined) : undefined;
  if (call === undefined || name === undefined) return undefined;
  const fn = names(call['funcname']).filter((n) => n !== 'pg_catalog').join('.');
  if (RECORD_SRFS.has(fn)) return { call, name, user: false };
  return isUser(call) ? { call, name, user: true } : undefined;
}

/** A call of a visible user SQL function returning SETOF whose body pgsqlite inlines. */
function userSetFunction(call: Fields, scope: Scope): boolean {
  const parts = names(call['funcname']);
  const name = parts[parts.length - 1];
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (schema === 'pg_catalog' || SELECT_LIST_SRFS.has(name ?? '')) return false;
  const fns = userFunctionsNamed(scope.ctx, name ?? '', schema);
  return fns.some((fn) => fn.setof === true && fn.query !== undefined) || isPlSetFunction(fns);
}

/** generate_subscripts(a, dim [, reverse]): the JSON array of the subscripts (array-subscripts.ts). */
function dimensionGated(c: SrfCall, array: Expr, scope: Scope): Expr {
  if (c.kind !== 'subscripts') return array;
  const env = { scope, clause: 'SELECT' };
  const sql = subscriptsArraySql(array, translateExpr(c.dim as AstNode, env), c.reverse ? translateExpr(c.reverse, env) : undefined, scope);
  return sql === undefined ? { ...array, type: Oid.unknown } : { ...array, sql };
}

/**
 * `LATERAL (SELECT unnest(i.indkey), generate_subscripts(i.indkey, 1) + 1) AS k(attnum, i)` (drizzle-kit):
 * a FROM-less lateral subquery whose SELECT list has set-returning functions. Its targets are
 * translated in `scope` (they may refer to earlier FROM items) over one `json_each` FROM item, which
 * is returned; undefined when the subquery is not of that shape.
 */
export function lateralSrfSelect(sel: Fields, alias: string, scope: Scope): { from: string; columns: { name: string; expr: Expr }[] } | undefined {
  for (const k of ['fromClause', 'whereClause', 'sortClause', 'limitCount', 'limitOffset', 'withClause', 'valuesLists']) if (sel[k]) return undefined;
  if (sel['op'] && sel['op'] !== 'SETOP_NONE') return undefined;
  const from: string[] = [];
  // The hoisted range lives in a scope of its own, so that `*` of the outer query does not see it.
  const inner = new Scope(scope.ctx, scope);
  const hoisted = hoistTargetSrfs(sel, inner, from, `${alias}__srf`);
  if (hoisted === sel) return undefined;
  const columns = ((hoisted['targetList'] as AstNode[] | undefined) ?? []).map((t, i) => {
    const rt = t['ResTarget'] as Fields;
    const expr = translateExpr(rt['val'] as AstNode, { scope: inner, clause: 'SELECT' });
    return { name: (rt['name'] as string | undefined) ?? expr.name ?? `?column?${i}`, expr };
  });
  return { from: from[0]!, columns };
}

import { Oid } from '@pgsqlite/catalog';
import { type Fields, names } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { comparable, compare, unify } from './operators.js';
import { equalityKey } from './order-key.js';
import { translateRowSubLink } from './row-compare.js';
import { type SelectResult, translateSelect } from '../stmt/select.js';
import { Scope } from './scope.js';
import { arrayTypeOf, isSubArrayType } from './arrays.js';
import { isAggregateName } from './functions.js';
import { refuseSubquery } from './array-membership-list.js';
import { sqlConstruct } from '../errors/construct-names.js';
import { emptySubqueryIsFalse } from './in-subquery-empty.js';
import { subplanOuterQuals, withoutRows } from './subplan-outer-quals.js';
import { collectColumnRefs } from './outer-aggregate-level.js';

/** EXISTS (…), x IN (…), x op ANY/ALL (…), scalar (…) and ARRAY(…) subqueries. */
export function translateSubLink(f: Fields, env: ExprEnv): Expr {
  const kind = f['subLinkType'] as string;
  const select = f['subselect']['SelectStmt'] as Fields;
  refuseSubquery(env, f['location'] as number | undefined);
  const inner = new Scope(env.scope.ctx, env.scope);
  const sub = translateSelect(select, inner);
  if (kind === 'EXISTS_SUBLINK' || kind === 'EXPR_SUBLINK' || kind === 'ANY_SUBLINK' || kind === 'ALL_SUBLINK') {
    // conditions on the outer row alone are tested first, rows or not (subplan-outer-quals.ts)
    const outer = subplanOuterQuals(f, select, env);
    // (no condition taken out: the subquery rewritten in place, as an anti-join's)
    if (outer !== undefined && outer.conditions.length === 0) return translateSubLinkOf(f, outer.rest, env);
    if (outer !== undefined) {
      const then = translateSubLinkOf(f, outer.rest, env);
      // no row read: EXISTS and ANY are false, ALL true, a scalar subquery what it answers over nothing
      const otherwise =
        outer.otherwise !== undefined
          ? translateSubLinkOf(f, outer.otherwise, env).sql
          : kind === 'EXPR_SUBLINK'
            ? translateSubLinkOf(f, withoutRows(outer.rest), env).sql
            : kind === 'ALL_SUBLINK'
              ? '1'
              : '0';
      const dummy = outer.foldsFalse === undefined ? '' : `WHEN ${outer.foldsFalse} THEN ${otherwise} `;
      return { ...then, sql: `(CASE ${dummy}WHEN ${outer.conditions.map((c) => c.sql).join(' AND ')} THEN ${then.sql} ELSE ${otherwise} END)` };
    }
  }
  return translateSubLinkOf(f, select, env, { sub, inner });
}

/** The sublink `f` over the subquery `select` (its own, or that without its outer-only conditions; `done`: already translated). */
function translateSubLinkOf(f: Fields, select: Fields, env: ExprEnv, done?: { sub: SelectResult; inner: Scope }): Expr {
  const ctx = env.scope.ctx;
  const kind = f['subLinkType'] as string;
  const location = f['location'] as number | undefined;
  const inner = done?.inner ?? new Scope(ctx, env.scope);
  const sub = done?.sub ?? translateSelect(select, inner);
  switch (kind) {
    case 'EXISTS_SUBLINK':
      return { sql: `EXISTS (${sub.sql})`, type: Oid.bool, typmod: -1, name: 'exists', nameStrength: 2 };
    case 'EXPR_SUBLINK': {
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery must return only one column', location);
      const c = sub.columns[0]!;
      const name = c.name === '?column?' ? '?column?' : c.name;
      const nameStrength = name === '?column?' ? 0 : 2;
      const domain = { ...(c.domain !== undefined ? { domain: c.domain } : {}), ...(c.recordFields !== undefined ? { layout: c.recordFields } : {}) };
      if (singleRow(select, inner)) return { sql: `(${sub.sql})`, type: c.type, typmod: c.typmod, name, nameStrength, ...domain };
      // PostgreSQL refuses a second row (21000); SQLite would silently take the first.
      const sql = `(SELECT CASE WHEN count(*) > 1 THEN pg_raise('21000', 'more than one row returned by a subquery used as an expression') ELSE max(v) END FROM (SELECT ${quoteAlias(c.alias)} AS v FROM (${sub.sql}) LIMIT 2))`;
      return { sql, type: c.type, typmod: c.typmod, name, nameStrength, ...domain };
    }
    case 'ARRAY_SUBLINK': {
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery must return only one column', location);
      const c = sub.columns[0]!;
      if (isSubArrayType(c.type)) {
        // ARRAY(SELECT array): one more dimension, rows checked as array_agg's (fn-arrays-md); no rows → '{}'
        return { sql: `(SELECT COALESCE(pg_array_agg_arrays(json_group_array(json(v))), '[]') FROM (SELECT ${quoteAlias(c.alias)} AS v FROM (${sub.sql})))`, type: c.type, typmod: -1, name: 'array', nameStrength: 2 };
      }
      const at = arrayTypeOf(c.type);
      if (!at) throw ctx.error('undefined_object', `could not find array type for data type ${c.type}`, location);
      return { sql: `(SELECT json_group_array(v) FROM (SELECT ${quoteAlias(c.alias)} AS v FROM (${sub.sql})))`, type: at, typmod: -1, name: 'array', nameStrength: 2, ...(c.type === Oid.record && c.recordFields !== undefined ? { layout: c.recordFields } : {}) };
    }
    case 'ANY_SUBLINK':
    case 'ALL_SUBLINK': {
      const row = translateRowSubLink(f, sub, env);
      if (row) return row;
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery has too many columns', location);
      const op = f['operName'] ? names(f['operName']).join('.') : '=';
      const c = sub.columns[0]!;
      const left = translateExpr(f['testexpr'], env);
      const right: Expr = { sql: `sq.${quoteAlias(c.alias)}`, type: c.type, typmod: c.typmod, name: c.name };
      const [a, b] = unify(left, right, env, op, location);
      const cond = compare(op, a, b, env, location);
      if (kind === 'ANY_SUBLINK' && op === '=' ) {
        // on order keys: int 1 = numeric 1.0, interval '1 day' = '24 hours' (analyze/order-key.ts)
        const [ca, cb, t] = comparable(a, b, env, op, location);
        const member = `(${equalityKey({ ...ca, type: t })} IN (SELECT ${equalityKey({ ...cb, type: t })} FROM (${sub.sql}) AS sq))`;
        return { sql: emptySubqueryIsFalse(f, member, sub.sql, quoteAlias(c.alias), ctx), type: Oid.bool, typmod: -1, name: '?column?', hasAgg: left.hasAgg };
      }
      const from = `(${sub.sql}) AS sq`;
      const sql =
        kind === 'ALL_SUBLINK'
          ? `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE NOT ${cond.sql}) THEN 0 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 1 END)`
          : `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql}) THEN 1 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 0 END)`;
      return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: left.hasAgg };
    }
    default:
      throw ctx.error('feature_not_supported', `${sqlConstruct(String(kind))} is not supported by pgsqlite`, location);
  }
}

function quoteAlias(a: string): string {
  return `"${a.split('"').join('""')}"`;
}

/**
 * True when a SELECT can return at most one row: an ungrouped aggregate query, or LIMIT 1. With
 * the query's `scope` (translated), an aggregate reading only enclosing queries' columns belongs to
 * their level (agglevelsup), not this one, and makes no aggregate query of it:
 * `(SELECT sum(outer.x) FROM t)` has t's rows.
 */
export function singleRow(sel: Fields, scope?: Scope): boolean {
  if (sel['op'] && sel['op'] !== 'SETOP_NONE') return false;
  const limit = sel['limitCount'] as Fields | undefined;
  const lc = limit?.['A_Const'] as Fields | undefined;
  if (lc?.['ival'] !== undefined && Number(lc['ival']['ival'] ?? 0) <= 1) return true;
  if (sel['groupClause']?.length || sel['valuesLists']) return false;
  if (!sel['fromClause']?.length) return true;
  const targets = (sel['targetList'] as Fields[] | undefined) ?? [];
  return targets.length > 0 && targets.every((t) => hasAggregateCall((t['ResTarget'] as Fields)?.['val'], scope));
}

function hasAggregateCall(node: unknown, scope: Scope | undefined): boolean {
  if (node === null || typeof node !== 'object') return false;
  const fc = (node as Fields)['FuncCall'] as Fields | undefined;
  if (fc && !fc['over'] && isAggregateName(String(names(fc['funcname']).at(-1) ?? '').toLowerCase()) && ownLevel(fc, scope)) return true;
  if ((node as Fields)['SubLink']) return false;
  return Object.values(node as Fields).some((v) => hasAggregateCall(v, scope));
}

/** The aggregate call is of the query of `scope`: its arguments read no column or one of this level (unknown without a scope). */
function ownLevel(fc: Fields, scope: Scope | undefined): boolean {
  if (scope === undefined) return true;
  const refs: string[][] = [];
  collectColumnRefs([fc['args'], fc['agg_order'], fc['agg_filter']], refs);
  return refs.length === 0 || refs.some((r) => scope.levelOf(r) === scope);
}

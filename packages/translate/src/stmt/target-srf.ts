import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import { arrayElementOf, flatArraySql } from '../analyze/arrays.js';
import { translateExpr } from '../analyze/expr.js';
import type { Expr } from '../analyze/expr-types.js';
import { Scope } from '../analyze/scope.js';
import { quoteIdent } from '../sql/quote.js';
import { SELECT_LIST_SRFS, srfValuesArray } from './range-function.js';
import { subscriptsArraySql } from './array-subscripts.js';
import { userSrfValuesArray } from './user-function-rows.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';

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
  if (stmt['groupClause'] || stmt['havingClause'] || stmt['distinctClause'] || stmt['windowClause']) return stmt;
  const targets = (stmt['targetList'] as AstNode[] | undefined) ?? [];
  if (JSON.stringify(targets).includes('"A_Star"')) return stmt;
  const calls: SrfCall[] = [];
  const isUser = (call: Fields): boolean => userSetFunction(call, scope);
  const replaced = targets.map((t) => replaceSrfs(named(t, isUser), calls, rangeAlias, isUser) as AstNode);
  if (calls.length === 0) return stmt;
  const elems: (number | undefined)[] = [];
  const arrays = calls.map((c) => {
    if (c.kind === 'rows') {
      const values = c.user === true ? userSrfValuesArray(c.call as Fields, scope) : srfValuesArray(c.call as Fields, scope);
      elems.push(values?.type);
      return { sql: values?.sql ?? 'NULL', type: Oid.unknown };
    }
    const a = dimensionGated(c, translateExpr(c.arg, { scope, clause: 'SELECT' }), scope);
    elems.push(arrayElementOf(a.type));
    return c.kind === 'unnest' ? { ...a, sql: flatArraySql(a.sql) } : a;
  });
  if (elems.some((e) => e === undefined)) return stmt;
  const len = (sql: string): string => `COALESCE(json_array_length(${sql}), 0)`;
  const longest = arrays.slice(1).reduce((acc, a) => `(CASE WHEN ${len(a.sql)} > ${len(acc)} THEN ${a.sql} ELSE ${acc} END)`, arrays[0]!.sql);
  const key = `${quoteIdent(rangeAlias)}.key`;
  scope.add({
    alias: rangeAlias,
    columns: calls.map((c, i) => {
      const a = arrays[i]!.sql;
      return c.kind !== 'subscripts'
        ? { name: `c${i}`, type: elems[i]!, typmod: -1, sql: `json_extract(${a}, '$[' || ${key} || ']')`, tableOid: 0, attnum: 0, rangeAlias }
        : { name: `c${i}`, type: Oid.int4, typmod: -1, sql: `json_extract(${a}, '$[' || ${key} || ']')`, tableOid: 0, attnum: 0, rangeAlias };
    }),
  });
  from.push(`json_each(${longest}) AS ${quoteIdent(rangeAlias)}`);
  return { ...stmt, targetList: replaced };
}

/** A bare SRF call keeps its function's name as the output column's (`SELECT unnest(a)` is "unnest"). */
function named(target: AstNode, isUser: (call: Fields) => boolean): AstNode {
  const rt = target['ResTarget'];
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
  const call = obj['FuncCall'] as Fields | undefined;
  const srf = call ? srfCall(call, isUser) : undefined;
  if (srf && call) {
    calls.push(srf);
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
  if (SELECT_LIST_SRFS.has(name)) return { kind: 'rows', arg: call, call };
  if (name === 'generate_subscripts' && (args.length === 2 || args.length === 3)) return { kind: 'subscripts', arg: args[0]!, dim: args[1]!, reverse: args[2] };
  return undefined;
}

/** A call of a visible user SQL function returning SETOF whose body pgsqlite inlines. */
function userSetFunction(call: Fields, scope: Scope): boolean {
  const parts = names(call['funcname']);
  const name = parts[parts.length - 1];
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (schema === 'pg_catalog' || SELECT_LIST_SRFS.has(name ?? '')) return false;
  return userFunctionsNamed(scope.ctx, name ?? '', schema).some((fn) => fn.setof === true && fn.query !== undefined);
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

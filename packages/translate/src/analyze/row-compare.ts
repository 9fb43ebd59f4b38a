import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, listItems, names, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compare, unify } from './operators.js';

function rowItems(node: AstNode): AstNode[] | undefined {
  if (nodeType(node) !== 'RowExpr') return undefined;
  return (fieldsOf(node)['args'] as AstNode[] | undefined) ?? [];
}

/**
 * Row-wise comparison `(a, b) op (c, d)` as PostgreSQL defines it: = and <> combine the pairs;
 * ordering operators decide on the first unequal pair (NULL when that pair has a NULL).
 */
export function translateRowComparison(op: string, f: Fields, env: ExprEnv): Expr | undefined {
  const ctx = env.scope.ctx;
  const left = rowItems(f['lexpr']);
  const right = rowItems(f['rexpr']);
  if (!left || !right) return undefined;
  const location = f['location'] as number | undefined;
  if (left.length !== right.length) throw ctx.error('syntax_error', 'unequal number of entries in row expressions', location);
  const pairs = left.map((l, i) => unify(translateExpr(l, env), translateExpr(right[i] as AstNode, env), env, op, location));
  return bool(rowCompareSql(op, pairs, env, location), pairs.flat());
}

function bool(sql: string, parts: Expr[]): Expr {
  return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: parts.some((p) => p.hasAgg) };
}

/** SQL of a row-wise comparison over unified pairs of (left, right) items. */
export function rowCompareSql(op: string, pairs: [Expr, Expr][], env: ExprEnv, location?: number): string {
  const ctx = env.scope.ctx;
  const cmp = (o: string, [a, b]: [Expr, Expr]): string => compare(o, a, b, env, location).sql;
  if (op === '=') return `(${pairs.map((p) => cmp('=', p)).join(' AND ')})`;
  if (op === '<>' || op === '!=') return `(${pairs.map((p) => cmp('<>', p)).join(' OR ')})`;
  if (!['<', '<=', '>', '>='].includes(op)) throw ctx.error('feature_not_supported', `row comparison with operator ${op} is not supported by pgsqlite`, location);
  const strict = op[0] as string;
  // ROW(a) < ROW(b): one pair is the plain comparison (an empty CASE is no SQL)
  if (pairs.length === 1) return cmp(op, pairs[0] as [Expr, Expr]);
  let sql = 'CASE';
  pairs.slice(0, -1).forEach(([a, b]) => {
    sql += ` WHEN ${a.sql} IS NULL OR ${b.sql} IS NULL THEN NULL WHEN ${cmp('<>', [a, b])} THEN ${cmp(strict, [a, b])}`;
  });
  sql += ` ELSE ${cmp(op, pairs[pairs.length - 1] as [Expr, Expr])} END`;
  return `(${sql})`;
}

/** `row IS [NOT] NULL`: every field NULL (IS NULL) or every field non-NULL (IS NOT NULL). */
export function translateRowNullTest(f: Fields, env: ExprEnv): Expr | undefined {
  const items = rowItems(f['arg']);
  if (!items) return undefined;
  const exprs = items.map((n) => translateExpr(n, env));
  const test = f['nulltesttype'] === 'IS_NULL' ? 'IS NULL' : 'IS NOT NULL';
  return bool(exprs.length === 0 ? '1' : `(${exprs.map((e) => `${e.sql} ${test}`).join(' AND ')})`, exprs);
}

/**
 * `a IS [NOT] DISTINCT FROM b` for values and rows: NULLs are equal to each other, and non-NULL
 * values compare with the type's equality (so `1.0 IS DISTINCT FROM 1` is false, as in PostgreSQL).
 */
export function translateDistinct(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  const left = rowItems(f['lexpr']) ?? [f['lexpr'] as AstNode];
  const right = rowItems(f['rexpr']) ?? [f['rexpr'] as AstNode];
  if (left.length !== right.length) throw ctx.error('syntax_error', 'unequal number of entries in row expressions', location);
  const pairs = left.map((l, i) => unify(translateExpr(l, env), translateExpr(right[i] as AstNode, env), env, '=', location));
  const distinct = pairs.map(([a, b]) => {
    const eq = compare('=', a, b, env, location).sql;
    return `(CASE WHEN ${a.sql} IS NULL THEN ${b.sql} IS NOT NULL WHEN ${b.sql} IS NULL THEN 1 ELSE NOT ${eq} END)`;
  });
  const any = distinct.length === 1 ? (distinct[0] as string) : `(${distinct.join(' OR ')})`;
  return bool(f['kind'] === 'AEXPR_DISTINCT' ? any : `(NOT ${any})`, pairs.flat());
}

/** `(a, b) [NOT] IN ((1, 2), (3, 4))`: an OR of row equalities (AND of <> for NOT IN). */
export function translateRowIn(f: Fields, op: string, env: ExprEnv): Expr | undefined {
  if (!rowItems(f['lexpr'])) return undefined;
  const list = listItems(f['rexpr']);
  const rowOp = op === '<>' ? '<>' : '=';
  const parts = list.map((r) => {
    const e = translateRowComparison(rowOp, { lexpr: f['lexpr'], rexpr: r, location: f['location'] }, env);
    if (!e) throw env.scope.ctx.error('syntax_error', 'unequal number of entries in row expressions', f['location'] as number | undefined);
    return e;
  });
  return bool(`(${parts.map((p) => p.sql).join(rowOp === '=' ? ' OR ' : ' AND ')})`, parts);
}

/**
 * `(a, b) op ANY/ALL (subquery)` (and so `(a, b) IN (SELECT …)`): each subquery row is compared
 * row-wise; true/false/NULL combine as PostgreSQL's ANY/ALL do.
 */
export function translateRowSubLink(f: Fields, sub: { sql: string; columns: { alias: string; type: number; typmod: number; name: string }[] }, env: ExprEnv): Expr | undefined {
  const items = rowItems(f['testexpr']);
  if (!items) return undefined;
  const ctx = env.scope.ctx;
  const location = f['location'] as number | undefined;
  if (items.length !== sub.columns.length) {
    throw ctx.error('syntax_error', items.length < sub.columns.length ? 'subquery has too many columns' : 'subquery has too few columns', location);
  }
  const op = f['operName'] ? names(f['operName']).join('.') : '=';
  const pairs = items.map((n, i) => {
    const c = sub.columns[i]!;
    const right: Expr = { sql: `"__sq"."${c.alias.split('"').join('""')}"`, type: c.type, typmod: c.typmod, name: c.name };
    return unify(translateExpr(n, env), right, env, op, location);
  });
  const cond = rowCompareSql(op, pairs, env, location);
  const from = `(${sub.sql}) AS "__sq"`;
  const sql =
    f['subLinkType'] === 'ALL_SUBLINK'
      ? `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE NOT ${cond}) THEN 0 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond} IS NULL) THEN NULL ELSE 1 END)`
      : `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond}) THEN 1 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond} IS NULL) THEN NULL ELSE 0 END)`;
  return bool(sql, pairs.flat());
}

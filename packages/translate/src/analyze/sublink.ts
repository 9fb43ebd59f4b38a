import { Oid } from '@pgsqlite/catalog';
import { type Fields, names } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { compare, unify } from './operators.js';
import { translateSelect } from '../stmt/select.js';
import { Scope } from './scope.js';
import { arrayTypeOf } from './arrays.js';

/** EXISTS (…), x IN (…), x op ANY/ALL (…), scalar (…) and ARRAY(…) subqueries. */
export function translateSubLink(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const kind = f['subLinkType'] as string;
  const location = f['location'] as number | undefined;
  const sub = translateSelect(f['subselect']['SelectStmt'], new Scope(ctx, env.scope));
  switch (kind) {
    case 'EXISTS_SUBLINK':
      return { sql: `EXISTS (${sub.sql})`, type: Oid.bool, typmod: -1, name: 'exists' };
    case 'EXPR_SUBLINK': {
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery must return only one column', location);
      const c = sub.columns[0]!;
      return { sql: `(${sub.sql})`, type: c.type, typmod: c.typmod, name: c.name === '?column?' ? '?column?' : c.name };
    }
    case 'ARRAY_SUBLINK': {
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery must return only one column', location);
      const c = sub.columns[0]!;
      const at = arrayTypeOf(c.type);
      if (!at) throw ctx.error('undefined_object', `could not find array type for data type ${c.type}`, location);
      return { sql: `(SELECT json_group_array(v) FROM (SELECT ${quoteAlias(c.alias)} AS v FROM (${sub.sql})))`, type: at, typmod: -1, name: 'array' };
    }
    case 'ANY_SUBLINK':
    case 'ALL_SUBLINK': {
      if (sub.columns.length !== 1) throw ctx.error('syntax_error', 'subquery has too many columns', location);
      const op = f['operName'] ? names(f['operName']).join('.') : '=';
      const c = sub.columns[0]!;
      const left = translateExpr(f['testexpr'], env);
      const right: Expr = { sql: `sq.${quoteAlias(c.alias)}`, type: c.type, typmod: c.typmod, name: c.name };
      const [a, b] = unify(left, right, env, op, location);
      const cond = compare(op, a, b, env, location);
      if (kind === 'ANY_SUBLINK' && op === '=' ) {
        return { sql: `(${a.sql} IN (SELECT ${b.sql} FROM (${sub.sql}) AS sq))`, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: left.hasAgg };
      }
      const from = `(${sub.sql}) AS sq`;
      const sql =
        kind === 'ALL_SUBLINK'
          ? `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE NOT ${cond.sql}) THEN 0 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 1 END)`
          : `(CASE WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql}) THEN 1 WHEN EXISTS (SELECT 1 FROM ${from} WHERE ${cond.sql} IS NULL) THEN NULL ELSE 0 END)`;
      return { sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: left.hasAgg };
    }
    default:
      throw ctx.error('feature_not_supported', `subquery form ${kind} is not supported by pgsqlite`, location);
  }
}

function quoteAlias(a: string): string {
  return `"${a.split('"').join('""')}"`;
}

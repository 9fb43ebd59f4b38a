import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { coerce } from '../analyze/coerce.js';
import { translateExpr } from '../analyze/expr.js';
import type { Scope } from '../analyze/scope.js';
import type { OutputColumn } from './targets.js';

function count(node: AstNode | undefined, scope: Scope, clause: string, code: string): string | undefined {
  if (!node) return undefined;
  const e = coerce(scope.ctx, translateExpr(node, { scope, clause }), Oid.int8, -1, 'implicit');
  if (e.isNull) return undefined;
  return `(CASE WHEN ${e.sql} < 0 THEN pg_raise('${code}', '${clause} must not be negative') ELSE ${e.sql} END)`;
}

/**
 * FETCH FIRST n ROWS WITH TIES: the rows after OFFSET m whose ORDER BY peer group starts within
 * the first m + n rows — rank() and row_number() over the ORDER BY keys, kept as hidden columns.
 * `inner` is the query without ORDER BY and LIMIT.
 */
export function withTiesQuery(inner: string, order: { key: string; direction: string }[], columns: OutputColumn[], stmt: Fields, scope: Scope): string {
  // transformLimitClause: a NULL literal count (not a NULL expression) is refused while parsing
  const literal = (stmt['limitCount'] as AstNode | undefined)?.['A_Const'] as Fields | undefined;
  if (literal?.['isnull'] === true) throw scope.ctx.error('invalid_row_count_in_limit_clause', 'row count cannot be null in FETCH FIRST ... WITH TIES clause');
  const hidden = order.map((o, i) => `${o.key} AS "__k${i}"`);
  const body = inner.slice('SELECT '.length);
  const distinct = body.startsWith('DISTINCT ') ? 'DISTINCT ' : '';
  const innerSql = `SELECT ${distinct}${hidden.join(', ')}, ${body.slice(distinct.length)}`;
  const byKeys = order.map((o, i) => `"__k${i}" ${o.direction}`).join(', ');
  const n = count(stmt['limitCount'] as AstNode | undefined, scope, 'LIMIT', '2201W');
  const m = count(stmt['limitOffset'] as AstNode | undefined, scope, 'OFFSET', '2201X') ?? '0';
  const cond = n === undefined ? `"__rn" > ${m}` : `"__rn" > COALESCE(${m}, 0) AND "__rk" <= COALESCE(${m}, 0) + ${n}`;
  const ranked = `SELECT *, rank() OVER (ORDER BY ${byKeys}) AS "__rk", row_number() OVER (ORDER BY ${byKeys}) AS "__rn" FROM (${innerSql})`;
  return `SELECT ${columns.map((c) => quoteIdent(c.alias)).join(', ')} FROM (${ranked}) WHERE ${cond} ORDER BY "__rn"`;
}

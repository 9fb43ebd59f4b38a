import { Oid, isCitext } from '@pgsqlite/catalog';
import { citextAsText } from './citext.js';
import { type AstNode, type Fields, names, nodeType } from '../parse/ast.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { as } from './fn-args.js';
import { typeName } from './types.js';

/**
 * `s [NOT] SIMILAR TO pattern [ESCAPE e]`: the parser hands the pattern over as
 * similar_to_escape(pattern[, e]) (a text regex), matched with `~` semantics.
 */
export function translateSimilar(f: Fields, env: ExprEnv): Expr {
  const op = names(f['name']).filter((n) => n !== 'pg_catalog').join('.');
  const location = f['location'] as number | undefined;
  const l0 = translateExpr(f['lexpr'], env);
  const r0 = similarRegex(f['rexpr'], env) ?? translateExpr(f['rexpr'], env);
  // citext SIMILAR TO: citext's ~ operator, case-insensitive
  const ci = isCitext(env.scope.ctx.catalog, l0.type);
  const l = ci ? citextAsText(l0) : as(env, l0, Oid.text);
  const r = as(env, r0, Oid.text);
  if (!l || !r) {
    throw env.scope.ctx.error('undefined_function', `operator does not exist: ${typeName(l0.type)} ${op} ${typeName(r0.type)}`, location, {
      hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
    });
  }
  const sql = `pg_regexp_like(${l.sql}, ${r.sql}, '${ci ? 'i' : ''}')`;
  return { sql: op === '!~' ? `(NOT ${sql})` : sql, type: Oid.bool, typmod: -1, name: '?column?', hasAgg: Boolean(l.hasAgg || r.hasAgg) };
}

/**
 * The parser's `similar_to_escape(p[, e])` under SIMILAR TO: the same regex in the form this
 * engine matches with (runtime pg_similar_regex: part 1 of an escape-double-quote split lazy).
 */
function similarRegex(node: unknown, env: ExprEnv): Expr | undefined {
  if (nodeType(node as AstNode) !== 'FuncCall') return undefined;
  const call = (node as AstNode)['FuncCall'] as Fields;
  const args = (call['args'] as unknown[] | undefined) ?? [];
  if (names(call['funcname']).join('.') !== 'pg_catalog.similar_to_escape' || args.length < 1 || args.length > 2) return undefined;
  const parts = args.map((a) => as(env, translateExpr(a as AstNode, env), Oid.text));
  if (parts.some((p) => p === undefined)) return undefined;
  const sql = `pg_similar_regex(${parts.map((p) => (p as Expr).sql).join(', ')})`;
  return { sql, type: Oid.text, typmod: -1, name: 'similar_to_escape', hasAgg: parts.some((p) => p?.hasAgg) };
}

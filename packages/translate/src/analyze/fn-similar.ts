import { Oid, isCitext } from '@pgsqlite/catalog';
import { citextAsText } from './citext.js';
import { type Fields, names } from '../parse/ast.js';
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
  const r0 = translateExpr(f['rexpr'], env);
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

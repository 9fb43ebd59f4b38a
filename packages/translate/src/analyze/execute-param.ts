import { PgError } from '@pgsqlite/errors';
import type { Fields } from '../parse/ast.js';
import { typeLabel } from '../ddl/type-label.js';
import { leftmostLocation } from '../errors/location.js';
import { coerce } from './coerce.js';
import { type ExprEnv, resolveTypeName, translateExpr } from './expr.js';
import type { Expr } from './expr-types.js';

/** The node of an EXECUTE argument (stmt/prepare.ts executeArgsStatement): `{ arg, typeName, param }`. */
export const EXECUTE_PARAM = 'PgsqliteExecuteParam';

/**
 * An EXECUTE argument as EvaluateParams takes it: the expression coerced to the prepared
 * statement's parameter type by assignment (not by an explicit cast), else 42804 naming the
 * parameter, pointing at the argument.
 */
export function translateExecuteParam(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const arg = translateExpr(f['arg'], env);
  const { oid } = resolveTypeName(ctx, f['typeName']);
  try {
    return coerce(ctx, arg, oid, -1, 'assignment');
  } catch (e) {
    if (!(e instanceof PgError) || e.code !== '42804') throw e;
    const label = (t: number): string => typeLabel(ctx.catalog, ctx.searchPath, t, -1);
    throw ctx.error('datatype_mismatch', `parameter $${String(f['param'])} of type ${label(arg.type)} cannot be coerced to the expected type ${label(oid)}`, leftmostLocation(f['arg']), {
      hint: 'You will need to rewrite or cast the expression.',
    });
  }
}

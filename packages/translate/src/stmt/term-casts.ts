import { Oid } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import type { OutputColumn, Targets } from './targets.js';

/** Recursive terms whose outputs are cast to the union's column types (translateSetOp). */
const targetCoercions = new WeakMap<Fields, number[]>();

/** Asks that `stmt`'s outputs be cast to `types` when it is translated (a recursive term, select.ts translateSetOp). */
export function castTargetsOf(stmt: Fields, types: number[]): void {
  targetCoercions.set(stmt, types);
}

/** `targets` with each output cast to the type asked for `stmt` (targetCoercions), if any. */
export function coerceTargets(stmt: Fields, targets: Targets, scope: Scope): Targets {
  const types = targetCoercions.get(stmt);
  if (types === undefined) return targets;
  const exprs = targets.exprs.map((e, i) => {
    const want = types[i];
    if (want === undefined || e.type === want) return e;
    // an untyped literal is of the type wanted (as translateSetOp's branch casts it)
    const untyped = (targets.columns[i] as OutputColumn).untyped;
    return coerce(scope.ctx, untyped !== undefined && want !== Oid.text ? untyped : e, want, -1, 'implicit');
  });
  return {
    ...targets,
    exprs,
    sql: exprs.map((e, i) => `${e.sql} AS ${quoteIdent((targets.columns[i] as OutputColumn).alias)}`),
    columns: targets.columns.map((c, i) => ((exprs[i] as Expr).type === c.type ? c : { ...c, type: (exprs[i] as Expr).type, typmod: -1, domain: undefined, recordFields: undefined })),
  };
}

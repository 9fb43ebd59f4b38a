import { Oid, typeByOid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/**
 * `arr[i]` (and `arr[i][j]`): one element of an array stored as JSON text, NULL when out of
 * range, as PostgreSQL (1-based subscripts, lower bound 1). Slices are not supported.
 */
export function translateIndirection(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const arg = translateExpr(f['arg'], env);
  let sql = arg.sql;
  let type = arg.type;
  for (const n of (f['indirection'] as AstNode[]) ?? []) {
    const t = typeByOid(type);
    if (nodeType(n) !== 'A_Indices' || !t?.elemOid) {
      throw ctx.error('feature_not_supported', `${nodeType(n) === 'A_Indices' ? 'subscripting a non-array value' : `indirection ${nodeType(n)}`} is not supported by pgsqlite`, f['location']);
    }
    const ind = fieldsOf(n);
    if (ind['is_slice']) throw ctx.error('feature_not_supported', 'array slices are not supported by pgsqlite yet', f['location']);
    const i = coerce(ctx, translateExpr(ind['uidx'], env), Oid.int4, -1, 'implicit');
    const elem = t.elemOid;
    const path = `'$[' || (${i.sql} - 1) || ']'`;
    sql = `(CASE WHEN ${i.sql} >= 1 THEN json_extract(${sql}, ${path}) END)`;
    const isArrayElem = typeByOid(elem)?.elemOid;
    // A nested array element stays JSON text (json_extract returns it as text).
    type = isArrayElem ? elem : elem;
  }
  return { sql, type, typmod: -1, name: arg.column ? arg.name : '?column?', hasAgg: arg.hasAgg };
}

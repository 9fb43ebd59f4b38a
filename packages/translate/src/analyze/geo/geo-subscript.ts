import { Oid } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType } from '../../parse/ast.js';
import { coerce } from '../coerce.js';
import type { Expr } from '../expr-types.js';
import { type ExprEnv, translateExpr } from '../expr.js';

/** The element type of each subscriptable geometric type (pg_type.typelem). */
const ELEMENT: Readonly<Record<number, { elem: number; kind: string }>> = {
  [Oid.point]: { elem: Oid.float8, kind: 'point' },
  [Oid.lseg]: { elem: Oid.point, kind: 'lseg' },
  [Oid.box]: { elem: Oid.point, kind: 'box' },
  [Oid.line]: { elem: Oid.float8, kind: 'line' },
};

/**
 * `p[0]`, `b[1]`, `b[0][1]`: point, lseg, box and line subscripted as the fixed-length arrays of
 * float8 or point PostgreSQL reads them as (zero-based; NULL past the end; no slices).
 */
export function geoSubscript(arg: Expr, ind: readonly AstNode[], env: ExprEnv, location: number | undefined): Expr | undefined {
  const spec = ELEMENT[arg.type];
  const first = ind[0];
  if (spec === undefined || first === undefined || nodeType(first) !== 'A_Indices') return undefined;
  const f = fieldsOf(first);
  const ctx = env.scope.ctx;
  if (f['is_slice']) throw ctx.error('feature_not_supported', 'slices of fixed-length arrays not implemented', location);
  const idx = coerce(ctx, translateExpr(f['uidx'] as AstNode, env), Oid.int4, -1, 'assignment');
  const e: Expr = {
    sql: `pg_geo('subscript_${spec.kind}', ${arg.sql}, ${idx.sql})`,
    type: spec.elem,
    typmod: -1,
    name: arg.name,
    nameStrength: arg.nameStrength,
    hasAgg: Boolean(arg.hasAgg || idx.hasAgg),
  };
  return ind.length === 1 ? e : (geoSubscript(e, ind.slice(1), env, location) ?? e);
}

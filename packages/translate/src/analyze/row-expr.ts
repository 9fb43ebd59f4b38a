import { Oid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';

/**
 * `ROW(a, b, …)` / `(a, b, …)` as a value (comparisons are handled in row-compare.ts): an
 * anonymous record (type 2249) carried as its text form, which record_out prints as `(1,x)`.
 * Untyped literals are text, as PostgreSQL resolves unknown record fields.
 */
export function translateRowExpr(f: Fields, env: ExprEnv): Expr {
  const ctx = env.scope.ctx;
  const sources = ((f['args'] as AstNode[] | undefined) ?? []).map((n) => translateExpr(n, env));
  const fields = sources.map((e) => (e.type === Oid.unknown ? coerce(ctx, e, Oid.text, -1, 'implicit') : e));
  const args = fields.flatMap((e) => [String(e.type), e.sql]);
  const recordFields = fields.map((e, i) => ({ name: `f${i + 1}`, type: e.type, sql: e.sql, source: sources[i] as Expr, ...(e.recordFields !== undefined ? { recordFields: e.recordFields } : {}) }));
  return { sql: `pg_record_out(${args.join(', ')})`, type: Oid.record, typmod: -1, name: 'row', nameStrength: 2, hasAgg: fields.some((e) => e.hasAgg), recordFields };
}

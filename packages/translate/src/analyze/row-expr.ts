import { Oid } from '@pgsqlite/catalog';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
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
  const sources = ((f['args'] as AstNode[] | undefined) ?? []).flatMap((n) => starColumns(n, env) ?? [translateExpr(n, env)]);
  const fields = sources.map((e) => (e.type === Oid.unknown ? coerce(ctx, e, Oid.text, -1, 'implicit') : e));
  const args = fields.flatMap((e) => [String(e.type), e.sql]);
  const recordFields = fields.map((e, i) => ({ name: `f${i + 1}`, type: e.type, sql: e.sql, source: sources[i] as Expr, ...(e.recordFields !== undefined ? { recordFields: e.recordFields } : {}) }));
  return { sql: `pg_record_out(${args.join(', ')})`, type: Oid.record, typmod: -1, name: 'row', nameStrength: 2, hasAgg: fields.some((e) => e.hasAgg), recordFields };
}

/** `alias.*` inside ROW(…) (or a VALUES row): the alias's columns, expanded as PostgreSQL's ExpandColumnRefStar does. */
export function starColumns(node: AstNode, env: ExprEnv): Expr[] | undefined {
  if (nodeType(node) !== 'ColumnRef') return undefined;
  const f = fieldsOf(node);
  const parts = (f['fields'] as AstNode[] | undefined) ?? [];
  const last = parts[parts.length - 1];
  if (parts.length < 2 || last === undefined || nodeType(last) !== 'A_Star') return undefined;
  const alias = strVal(parts[parts.length - 2] as AstNode);
  const row = env.scope.resolveWholeRow(alias, f['location'] as number | undefined);
  return (row.rowFields ?? []).map((c) => {
    // read as `alias.col` (the GROUP BY check names that column); a duplicate name reads its own column
    const e = translateExpr({ ColumnRef: { fields: [{ String: { sval: alias } }, { String: { sval: c.name } }], location: f['location'] } } as AstNode, env);
    return e.column === c ? e : { sql: c.sql, type: c.type, typmod: c.typmod, name: c.name, nameStrength: 2, column: c };
  });
}

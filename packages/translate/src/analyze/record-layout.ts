import { Oid, type RecordFieldLayout } from '@pgsqlite/catalog';
import type { Expr, RecordField, ScopeColumn } from './expr-types.js';

/** record[] (`_record`). */
export const RECORD_ARRAY = 2287;

/**
 * The field types of a ROW(…)'s fields, nested ROWs with their own. An untyped literal or NULL
 * field is of type unknown (705), as record_send reports it.
 */
export function rowLayout(fields: readonly RecordField[] | undefined): RecordFieldLayout[] | undefined {
  return fields?.map((f) => {
    const nested = f.type === Oid.record ? (rowLayout(f.recordFields) ?? f.source?.layout?.slice()) : undefined;
    const oid = f.source !== undefined && f.source.type === Oid.unknown ? Oid.unknown : f.type;
    return nested ? { oid, fields: nested } : { oid };
  });
}

/** The field types of the columns of a whole-row reference (`SELECT x FROM (VALUES …) x`). */
function wholeRowLayout(columns: readonly ScopeColumn[]): RecordFieldLayout[] {
  return columns.map((c) => (c.type === Oid.record && c.recordLayout !== undefined ? { oid: c.type, fields: c.recordLayout.slice() } : { oid: c.type }));
}

/**
 * What record_send needs of an anonymous record value (type record), or of each element of a
 * record[]: the field types known at plan time — a ROW(…)'s, a subquery's or a function's record
 * column's, a whole-row reference's. Undefined when they are not known.
 */
export function recordLayoutOf(e: Expr): RecordFieldLayout[] | undefined {
  if (e.type !== Oid.record && e.type !== RECORD_ARRAY) return undefined;
  if (e.type === Oid.record) {
    const own = rowLayout(e.recordFields);
    if (own !== undefined) return own;
  }
  if (e.layout !== undefined) return e.layout.slice();
  if (e.column?.recordLayout !== undefined) return e.column.recordLayout.slice();
  if (e.type === Oid.record && e.column?.rowFields !== undefined) return wholeRowLayout(e.column.rowFields);
  return undefined;
}

/** `{ layout }` to spread into an Expr of type record or record[] built from `of` (its value or its element). */
export function layoutFrom(of: Expr): { layout?: RecordFieldLayout[] } {
  const layout = of.type === Oid.record ? recordLayoutOf(of) : undefined;
  return layout === undefined ? {} : { layout };
}

/**
 * `{ layout }` of a record value that is one of `parts` (CASE / COALESCE results, ARRAY[…]
 * elements) when they all have the same field types; NULLs do not count. PostgreSQL sends each
 * record with its own fields; pgsqlite knows them only when the branches agree.
 */
export function commonLayout(type: number, parts: readonly Expr[]): { layout?: RecordFieldLayout[] } {
  if (type !== Oid.record) return {};
  const layouts = parts.filter((p) => !p.isNull).map((p) => JSON.stringify(recordLayoutOf(p) ?? null));
  if (layouts.length === 0 || layouts.some((l) => l !== layouts[0] || l === 'null')) return {};
  return { layout: JSON.parse(layouts[0] as string) as RecordFieldLayout[] };
}

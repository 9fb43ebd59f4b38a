import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr, RecordField, ScopeColumn } from './expr-types.js';
import { REG_OBJECT_TYPES } from '../catalog-views/reg-objects.js';
import { planType } from './types.js';
import { compositeColumns, isComposite } from './composite.js';
import type { CoerceFn } from './user-types.js';

/**
 * reg* values inside a container printed as text: array_out and record_out call each element's
 * output function, so `ARRAY['pg_class'::regclass]::text` is `{pg_class}` and
 * `ROW('int4'::regtype, 'now'::regproc)::text` is `(integer,now)`. The names are known only to the
 * catalog (the runtime holds the OIDs), so the container is rebuilt here with each reg* value
 * replaced by its text — which array_out / record_out quote exactly as they quote the name — and
 * then printed as before. Undefined when `e` holds no reg* value this can reach.
 */
export function regNamesInContainer(ctx: PlanCtx, e: Expr, coerce: CoerceFn): Expr | undefined {
  const elem = arrayElemOf(e.type);
  if (elem !== 0 && isReg(elem)) {
    // each element through its own cast to text (json_each of the elements in storage order)
    const name = coerce(ctx, { sql: 'value', type: elem, typmod: -1, name: 'value' }, Oid.text, -1, 'explicit').sql;
    const mapped = `(SELECT json_group_array(x) FROM (SELECT ${name} AS x FROM json_each(pg_array_leaves(a)) ORDER BY key))`;
    return { ...e, sql: `(SELECT pg_array_with_leaves(a, ${mapped}) FROM (SELECT ${e.sql} AS a))`, type: Oid._text, typmod: -1, constant: undefined, recordFields: undefined, column: undefined };
  }
  // a ROW(…) constructor, a whole-row reference (of a table's row type too), a composite value
  const fields: readonly (RecordField | ScopeColumn)[] | undefined = e.type === Oid.record ? (e.recordFields ?? e.column?.rowFields) : (e.column?.rowFields ?? (isComposite(e.type) ? compositeColumns(ctx, e) : undefined));
  if (fields === undefined || !fields.some((f) => needsNames(f))) return undefined;
  const args = fields.flatMap((f) => {
    const field: Expr = { sql: f.sql, type: f.type, typmod: -1, name: f.name, ...('recordFields' in f && f.recordFields !== undefined ? { recordFields: f.recordFields } : {}) };
    if (isReg(f.type)) return [String(Oid.text), coerce(ctx, field, Oid.text, -1, 'explicit').sql];
    const named = needsNames(f) ? regNamesInContainer(ctx, field, coerce) : undefined;
    return named === undefined ? [String(f.type), f.sql] : [String(named.type), named.sql];
  });
  // a whole-row reference of a row an outer join null-extended is NULL, not a row of NULLs
  const sql = e.recordFields === undefined ? `(CASE WHEN ${e.sql} IS NULL THEN NULL ELSE pg_record_out(${args.join(', ')}) END)` : `pg_record_out(${args.join(', ')})`;
  return { ...e, sql, type: Oid.record, typmod: -1, constant: undefined, recordFields: undefined, column: undefined, domain: undefined };
}

/** `e` when it is no array of reg* values, else the same array as text[] of the names (array_to_string's elements). */
export function regArrayAsText(ctx: PlanCtx, e: Expr, coerce: CoerceFn): Expr {
  const elem = arrayElemOf(e.type);
  return elem !== 0 && isReg(elem) ? (regNamesInContainer(ctx, e, coerce) ?? e) : e;
}

function isReg(oid: number): boolean {
  return oid === Oid.regclass || oid === Oid.regtype || REG_OBJECT_TYPES.has(oid);
}

function arrayElemOf(oid: number): number {
  const t = planType(oid);
  return t?.category === 'A' ? t.elemOid : 0;
}

function needsNames(f: { type: number; recordFields?: readonly RecordField[] }): boolean {
  if (isReg(f.type)) return true;
  const elem = arrayElemOf(f.type);
  if (elem !== 0 && isReg(elem)) return true;
  return f.type === Oid.record && f.recordFields !== undefined && f.recordFields.some((x) => needsNames(x));
}

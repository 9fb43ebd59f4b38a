import { compositeShapeOf, compositeTypeOf, packComposite, type RelationDef, typeByOid, unpackComposite } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import { rowTypeRelation, typeLabel } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { DoRecord } from './do-variables.js';

/**
 * PL/pgSQL variables of a named composite type (pl_comp.c: a PLpgSQL_rec with a rectypeid): a
 * variable declared `r items`, `r items%ROWTYPE` or `c mytype`, a parameter of such a type,
 * a trigger's NEW and OLD. Each is a record whose fields are the type's attributes (dropped ones
 * kept, named ""), NULL as a whole until assigned, and, read as a whole, a value of its type.
 */

/** A record of the relation's row type, NULL as a whole (or holding `stored`, the type's stored form). */
function recordOf(core: ExecContext, rel: RelationDef, stored: SqlValue = null): DoRecord {
  const catalog = core.handle.catalog();
  const path = core.settings.searchPath();
  const columns = rel.columns.map((c) => ({ name: c.name, type: c.typeOid, typname: typeLabel(catalog, path, c.typeOid, c.typmod) }));
  const rec: DoRecord = { kind: 'record', columns, values: columns.map(() => null), isNull: true, declaredType: true };
  if (rel.rowType !== undefined) rec.typeOid = rel.rowType.oid;
  setStored(rec, stored);
  return rec;
}

/** The variable a declaration of a composite type makes (undefined when `typname` names none). */
export function declaredRecord(core: ExecContext, typname: string): DoRecord | undefined {
  const rel = rowTypeRelation(core.handle.catalog(), core.settings.searchPath(), typname);
  return rel === undefined ? undefined : recordOf(core, rel);
}

/** A parameter of composite type `type` holding `stored` (undefined when the type is not composite). */
export function parameterRecord(core: ExecContext, type: number, stored: SqlValue): DoRecord | undefined {
  const found = compositeTypeOf(core.handle.catalog(), type);
  return found === undefined ? undefined : recordOf(core, found.rel, stored);
}

/** Puts a value of the record's type (its stored form, or NULL) into it. */
export function setStored(rec: DoRecord, stored: SqlValue): void {
  const n = rec.columns?.length ?? 0;
  if (stored === null || typeof stored !== 'string') {
    rec.values = Array.from({ length: n }, () => null);
    rec.isNull = true;
    return;
  }
  const fields = unpackComposite(stored);
  const columns = rec.columns ?? [];
  rec.values = Array.from({ length: n }, (_, i) => asStorage(fields[i] ?? null, columns[i]?.type ?? 0));
  rec.isNull = false;
}

/**
 * A field as the engine gives a value of its type: the stored JSON's whole numbers are integers
 * (BigInt, as SQLite's INTEGER comes back) unless the type is stored as REAL — bound as a double
 * an int8 field would print `2.0`.
 */
export function asStorage(v: SqlValue, type: number): SqlValue {
  if (typeof v !== 'number' || !Number.isInteger(v) || typeByOid(type)?.storage === 'real') return v;
  return BigInt(v);
}

/**
 * The record as a value of its composite type (stored form; NULL when it is NULL as a whole): its
 * fields by name onto the type's attributes as the catalog has them now.
 */
export function storedRecord(core: ExecContext, rec: DoRecord & { typeOid: number }): SqlValue {
  if (rec.isNull === true || rec.columns === null) return null;
  const shape = compositeShapeOf(core.handle.catalog(), rec.typeOid);
  if (shape === undefined) return packComposite(rec.values);
  const columns = rec.columns;
  return packComposite(shape.n.map((name) => (name === '' ? null : (rec.values[columns.findIndex((c) => c.name === name)] ?? null))));
}

/** The fields a record shows (its columns but the dropped ones), with their values. */
export function liveFields(rec: DoRecord): { columns: NonNullable<DoRecord['columns']>; values: SqlValue[] } {
  const columns = rec.columns ?? [];
  const keep = columns.map((c, i) => (c.name === '' ? -1 : i)).filter((i) => i >= 0);
  return { columns: keep.map((i) => columns[i]!), values: keep.map((i) => rec.values[i] ?? null) };
}

/** The name of a record's type as SQL spells it (for a cast to it). */
export function recordTypeName(core: ExecContext, typeOid: number): string {
  return typeLabel(core.handle.catalog(), core.settings.searchPath(), typeOid, -1);
}

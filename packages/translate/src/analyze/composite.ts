import { Oid, rowTypesOf, userTypeByOid, type CompositeShape, type FieldShape } from '@pgsqlite/catalog';
import { toPgError } from '@pgsqlite/errors';
import { quoteString } from '../sql/quote.js';
import type { PlanCtx } from './context.js';
import type { Expr, ScopeColumn } from './expr-types.js';
import { isHstoreType, isString, planCompositeFieldShape, planCompositeShape, typeName } from './types.js';
import type { CoerceFn } from './user-types.js';
import { untypedToUserType } from './untyped-input.js';

/**
 * Composite values in expressions (their stored form: catalog composite-value.ts): casts to and
 * from composite types, attribute selection, and the shape literal the runtime functions take.
 */

/** The shape of composite type `oid` as an SQL string literal, or undefined when `oid` is no composite type. */
export function compositeShapeSql(oid: number): string | undefined {
  const shape = planCompositeShape(oid);
  return shape === undefined ? undefined : quoteString(JSON.stringify(shape));
}

/** Whether `oid` is a composite type of the catalog being planned. */
export function isComposite(oid: number): boolean {
  return planCompositeShape(oid) !== undefined;
}

/** The array-of-composite type `oid` → its element composite OID. */
function compositeArrayElem(ctx: PlanCtx, oid: number): number | undefined {
  return rowTypesOf(ctx.catalog).find((t) => t.arrayOid === oid)?.oid;
}

/** The stored value of attribute `f` read from `sql` (json_extract of the stored composite): bytea back to bytes. */
function fieldSql(sql: string, index: number, f: FieldShape): string {
  const raw = `json_extract(${sql}, '$[${index}]')`;
  const base = f.t ?? f.o;
  return base === Oid.bytea ? `unhex(substr(${raw}, 3))` : raw;
}

/** The columns of a composite value `e` as `(e).*` expands them (dropped attributes left out). */
export function compositeColumns(ctx: PlanCtx, e: Expr): ScopeColumn[] | undefined {
  // (ROW(a, b)).*: the row's fields f1, f2, …
  if (e.type === Oid.record && e.recordFields !== undefined) {
    return e.recordFields.map((f, i) => ({ name: f.name, type: f.type, typmod: f.source?.typmod ?? -1, sql: f.sql, tableOid: 0, attnum: i + 1, rangeAlias: '' }));
  }
  const shape = planCompositeShape(e.type);
  if (shape === undefined) return undefined;
  const out: ScopeColumn[] = [];
  shape.f.forEach((f, i) => {
    const name = shape.n[i] as string;
    if (name === '') return;
    const t = f.b !== undefined ? { type: f.b, domain: f.o } : { type: f.o };
    out.push({ name, type: t.type, typmod: f.m ?? -1, sql: fieldSql(e.sql, i, f), tableOid: 0, attnum: i + 1, rangeAlias: '', ...(t.domain !== undefined ? { domain: t.domain } : {}) });
  });
  return out;
}

/** `(e).name` of a composite value: the attribute (42703 `column "x" not found in data type t`). */
export function compositeField(ctx: PlanCtx, e: Expr, name: string, location: number | undefined): Expr | undefined {
  const cols = compositeColumns(ctx, e);
  if (cols === undefined) return undefined;
  const col = cols.find((c) => c.name === name);
  if (col === undefined) throw ctx.error('undefined_column', `column "${name}" not found in data type ${typeName(e.type)}`, location);
  return { sql: col.sql, type: col.type, typmod: col.typmod, name, nameStrength: 2, hasAgg: e.hasAgg, ...(col.domain !== undefined ? { domain: col.domain } : {}) };
}

/** A composite built from attribute expressions already coerced to the attribute types. */
export function packSql(fields: readonly Expr[]): string {
  return `pg_row_pack(${fields.map((f) => f.sql).join(', ')})`;
}

/**
 * `ROW(a, b, …)::t` (and a row constructor assigned to a composite column): each item coerced
 * to its attribute's type as an assignment (coerce_record_to_complex), 42846 when the counts or
 * a type differ.
 */
export function rowToComposite(ctx: PlanCtx, items: readonly Expr[], target: number, coerce: CoerceFn, castLocation: number | undefined): Expr | undefined {
  const shape = planCompositeShape(target);
  if (shape === undefined) return undefined;
  const live = shape.f.map((f, i) => ({ f, i })).filter(({ i }) => shape.n[i] !== '');
  const fail = (detail: string): never => {
    throw ctx.error('cannot_coerce', `cannot cast type record to ${typeName(target)}`, castLocation, { detail });
  };
  const values: Expr[] = shape.f.map(() => ({ sql: 'NULL', type: Oid.unknown, typmod: -1, name: '' }));
  // coerce_record_to_complex: attribute by attribute, then the surplus
  live.forEach(({ f, i }, k) => {
    const item = items[k];
    if (item === undefined) return fail('Input has too few columns.');
    try {
      values[i] = coerce(ctx, item, f.o, f.m ?? -1, 'assignment');
    } catch (err) {
      const pg = toPgError(err);
      if (pg.code !== '42804' && pg.code !== '42846') throw err;
      fail(`Cannot cast type ${typeName(item.type)} to ${typeName(f.o)} in column ${k + 1}.`);
    }
  });
  if (items.length > live.length) fail('Input has too many columns.');
  return { sql: packSql(values), type: target, typmod: -1, name: 'row', nameStrength: 2, hasAgg: items.some((e) => e.hasAgg) };
}

/**
 * Coercions to and from composite types (undefined when neither side is one): NULL; an untyped
 * literal through record_in at plan time; a parameter typed as the composite; text and anonymous
 * records (record_out's text) through record_in at run time; composite → text / record through
 * record_out (I/O conversion, not implicit to text); no other cast exists (42846).
 */
export function coerceComposite(ctx: PlanCtx, e: Expr, target: number, typmod: number, mode: 'implicit' | 'assignment' | 'explicit', coerce: CoerceFn, castLocation?: number): Expr | undefined {
  const targetShape = planCompositeShape(target);
  const targetArrayElem = targetShape === undefined ? compositeArrayElem(ctx, target) : undefined;
  const sourceShape = planCompositeShape(e.type);
  if (targetShape === undefined && targetArrayElem === undefined && sourceShape === undefined) return undefined;
  if (e.type === target || userTypeByOid(ctx.catalog, target)?.kind === 'd') return undefined;
  const out = (sql: string): Expr => ({ ...e, sql, type: target, typmod: -1, literal: undefined, param: undefined, constant: undefined, column: undefined, recordFields: undefined });
  if (targetShape !== undefined || targetArrayElem !== undefined) {
    const untyped = untypedToUserType(ctx, e, target, out);
    if (untyped !== undefined) return untyped;
    if (targetShape !== undefined && e.recordFields !== undefined && sourceShape === undefined) {
      const items = e.recordFields.map((f) => f.source ?? { sql: f.sql, type: f.type, typmod: -1, name: f.name });
      return rowToComposite(ctx, items, target, coerce, castLocation ?? e.location);
    }
    if (targetShape !== undefined && ((isString(e.type) && mode !== 'implicit') || e.type === Oid.record || e.type === Oid.unknown)) {
      return out(`pg_row_in(${e.sql}, ${quoteString(JSON.stringify(targetShape))})`);
    }
  }
  if (sourceShape !== undefined) {
    const text = `pg_row_out(${e.sql}, ${quoteString(JSON.stringify(sourceShape))})`;
    if (target === Oid.record) return { ...out(text), type: Oid.record };
    if (isString(target) && mode !== 'implicit') return coerce(ctx, { ...out(text), type: Oid.text, typmod: -1 }, target, typmod, mode);
  }
  if (mode === 'explicit') throw ctx.error('cannot_coerce', `cannot cast type ${typeName(e.type)} to ${typeName(target)}`, castLocation ?? e.location);
  return undefined;
}

/** The shape of a composite type, for callers that build runtime calls themselves. */
export function shapeOf(oid: number): CompositeShape | undefined {
  return planCompositeShape(oid);
}

/**
 * A composite or array-of-composite value as json (what to_json and json_build_* take for it):
 * `pg_field_json(v, shape, 0)` typed json; any other value unchanged.
 */
export function compositeAsJson(e: Expr): Expr {
  // hstore's cast to json (hstore_to_json), which to_json and json_build_* use as PostgreSQL's do
  if (isHstoreType(e.type)) return { ...e, sql: `pg_hstore_to_json(${e.sql}, 0, 0)`, type: Oid.json, typmod: -1, column: undefined, recordFields: undefined };
  const f = planCompositeFieldShape(e.type);
  if (f === undefined) return e;
  return { ...e, sql: `pg_field_json(${e.sql}, ${quoteString(JSON.stringify(f))}, 0)`, type: Oid.json, typmod: -1, column: undefined, recordFields: undefined };
}

/** row_to_json(v [, pretty]) of a composite value (pretty: each attribute after the first on a line of its own). */
export function compositeRowJson(ctx: PlanCtx, e: Expr, pretty: Expr | undefined): { sql: string; type: number; typmod: number } | undefined {
  const shape = compositeShapeSql(e.type);
  if (shape === undefined) return undefined;
  void ctx;
  const mode = pretty === undefined ? '0' : `(CASE WHEN ${pretty.sql} THEN 2 ELSE 0 END)`;
  return { sql: `pg_row_json(${e.sql}, ${shape}, ${mode})`, type: Oid.json, typmod: -1 };
}

/**
 * `x IS [NOT] NULL` of a composite value, as PostgreSQL tests a row: IS NULL when the value is
 * NULL or every attribute is, IS NOT NULL when it is not NULL and no attribute is. Undefined
 * for other types.
 */
export function compositeNullTestSql(e: Expr, isNull: boolean): string | undefined {
  if (!isComposite(e.type)) return undefined;
  return isNull
    ? `(${e.sql} IS NULL OR NOT EXISTS (SELECT 1 FROM json_each(${e.sql}) WHERE type <> 'null'))`
    : `(${e.sql} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM json_each(${e.sql}) WHERE type = 'null'))`;
}

/**
 * An untyped string literal compared with a composite value: PostgreSQL picks the record
 * operators and reads the literal as an anonymous record, which record_in refuses (0A000).
 */
export function anonymousRecordLiteral(ctx: PlanCtx, untyped: Expr, other: Expr): void {
  if (untyped.literal === undefined || untyped.isNull || !isComposite(other.type)) return;
  throw ctx.error('feature_not_supported', 'input of anonymous composite types is not implemented', untyped.location);
}

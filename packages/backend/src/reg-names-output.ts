import { Oid, compositeShapeOf, makeArrayType, parseRecordText, quoteRecordField, recordArrayText, storedRecordArray, typeByOid, type Catalog, type CompositeShape, type FormatSettings, type PgType, type RecordFieldLayout } from '@pgsqlite/catalog';
import { REG_OBJECT_TYPES, regObjectText, relationNames, userTypeNames } from '@pgsqlite/translate';

/**
 * The text output of reg* values (regclassout, regtypeout, regprocout, …) in a result column:
 * the names are known to the catalog only, so these types are given output functions here, for
 * the value itself, its arrays, and the fields of a record or composite value that hold them.
 */

/** Names of the catalog objects the reg* types print, read once per portal. */
export interface RegNames {
  catalog: Catalog;
  searchPath: readonly string[];
  roleName: (oid: number) => string | undefined;
}

/** Whether `oid` is a reg* type or an array of one: its text prints names only the catalog knows (namedRegType). */
export function isRegType(oid: number): boolean {
  const base = typeByOid(oid);
  if (base === undefined) return false;
  if (base.category === 'A') return isRegType(base.elemOid);
  return oid === Oid.regtype || oid === Oid.regclass || REG_OBJECT_TYPES.has(oid);
}

/** A copy of reg* type `oid` (or an array of one) whose text output prints names; undefined for any other type. */
export function namedRegType(oid: number, names: RegNames): PgType | undefined {
  const base = typeByOid(oid);
  if (base === undefined) return undefined;
  if (base.category === 'A') {
    const elem = namedRegType(base.elemOid, names);
    return elem === undefined ? undefined : makeArrayType(elem);
  }
  const scalar = scalarNames(oid, names);
  return scalar === undefined ? undefined : { ...base, toText: (v, m, s) => scalar(Number(v) >>> 0) ?? base.toText(v, m, s) };
}

function scalarNames(oid: number, n: RegNames): ((v: number) => string | undefined) | undefined {
  if (oid === Oid.regtype) {
    const types = userTypeNames(n.catalog, n.searchPath);
    return (v) => types.get(v);
  }
  if (oid === Oid.regclass) {
    const rels = relationNames(n.catalog, n.searchPath);
    // InvalidOid prints as '-'
    return (v) => rels.get(v) ?? (v === 0 ? '-' : undefined);
  }
  if (REG_OBJECT_TYPES.has(oid)) return (v) => regObjectText(oid, v, n.catalog, n.roleName, n.searchPath);
  return undefined;
}

/** A field of a row for this purpose: its type, and for a nested row its fields. */
interface RowField {
  oid: number;
  fields?: readonly RowField[];
}

function holdsReg(fields: readonly RowField[]): boolean {
  return fields.some((f) => (f.fields !== undefined ? holdsReg(f.fields) : regContent(f.oid)));
}

function regContent(oid: number): boolean {
  const t = typeByOid(oid);
  const scalar = t?.category === 'A' ? t.elemOid : oid;
  return scalar === Oid.regclass || scalar === Oid.regtype || REG_OBJECT_TYPES.has(scalar);
}

/** The fields of composite shape `shape` as its text shows them (dropped attributes left out). */
function shapeFields(shape: CompositeShape): RowField[] {
  return shape.f.flatMap((f, i) => (shape.n[i] === '' ? [] : [{ oid: f.o, ...(f.r !== undefined ? { fields: shapeFields(f.r) } : {}) }]));
}

/** Whether a record layout (a ROW's, or a record[]'s elements') has a field holding reg* values, at any depth. */
export function layoutHoldsReg(layout: readonly RecordFieldLayout[]): boolean {
  return holdsReg(layout);
}

/**
 * record_out's text of a row whose fields hold reg* values, rewritten with their names: each such
 * field's text read back through its type's input and printed by namedRegType, the other fields
 * as they are (quoted again as record_out quotes them). Undefined when no field holds one.
 */
export function recordTextWithRegNames(layout: readonly RecordFieldLayout[] | undefined, compositeOid: number, names: RegNames, settings: FormatSettings): ((text: string) => string) | undefined {
  const shape = layout === undefined ? compositeShapeOf(names.catalog, compositeOid) : undefined;
  const fields: readonly RowField[] | undefined = layout ?? (shape === undefined ? undefined : shapeFields(shape));
  if (fields === undefined || !holdsReg(fields)) return undefined;
  const rewrite = (text: string, fs: readonly RowField[]): string => {
    const parts = parseRecordText(text).map((t, i) => {
      if (t === null) return '';
      const f = fs[i];
      if (f === undefined) return quoteRecordField(t);
      if (f.fields !== undefined) return quoteRecordField(holdsReg(f.fields) ? rewrite(t, f.fields) : t);
      const named = namedRegType(f.oid, names);
      const base = typeByOid(f.oid);
      return quoteRecordField(named === undefined || base === undefined ? t : named.toText(base.fromText(t, -1, settings), -1, settings));
    });
    return `(${parts.join(',')})`;
  };
  return (text) => rewrite(text, fields);
}

/**
 * The text of a record[] (array_agg(ROW(…)), ARRAY[ROW(…)]) whose elements' fields hold reg*
 * values, each element rewritten by recordTextWithRegNames with the elements' layout. Undefined
 * when no field holds one; a stored value of another form (a SEARCH/CYCLE path) prints as before.
 */
export function recordArrayTextWithRegNames(layout: readonly RecordFieldLayout[] | undefined, names: RegNames, settings: FormatSettings, plain: (v: unknown) => string): ((v: unknown) => string) | undefined {
  const row = layout === undefined ? undefined : recordTextWithRegNames(layout, Oid.record, names, settings);
  if (row === undefined) return undefined;
  const each = (x: unknown): unknown => (typeof x === 'string' ? row(x) : Array.isArray(x) ? x.map(each) : x);
  return (v) => {
    const stored = typeof v === 'string' ? storedRecordArray(v) : undefined;
    return (stored === undefined ? undefined : recordArrayText(JSON.stringify(each(stored)))) ?? plain(v);
  };
}

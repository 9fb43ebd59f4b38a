import type { CompositeShape, FieldShape } from '../types/composite-codec.js';
import { typeByOid } from '../types/registry.js';
import type { Catalog, RelationDef } from './catalog.js';
import { rowTypeByOid, rowTypesOf, type RowTypeDef } from './rowtypes-catalog.js';
import { userTypeByOid, userTypesOf } from './types-catalog.js';

/**
 * Composite types in the catalog. A `CREATE TYPE name AS (…)` type is, as in PostgreSQL, a
 * relation of relkind 'c' (no SQLite table behind it, sqlite_name '') whose attributes are
 * pg_attribute rows and whose pg_type row is its row type (rowtypes-catalog.ts allocates it like
 * a table's), so tables, views and composite types share one model: typrelid, pg_attribute, the
 * codec and the shape below.
 */

const shapes = new WeakMap<Catalog, Map<number, CompositeShape | undefined>>();

/** The row type (composite type) with OID `oid`, with its relation. */
export function compositeTypeOf(catalog: Catalog, oid: number): { type: RowTypeDef; rel: RelationDef } | undefined {
  const type = rowTypeByOid(catalog, oid);
  const rel = type === undefined ? undefined : catalog.relationByOid(type.relOid);
  return type && rel ? { type, rel } : undefined;
}

/** Whether `oid` is a composite type (a table's or view's row type, or CREATE TYPE … AS). */
export function isCompositeType(catalog: Catalog, oid: number): boolean {
  return rowTypeByOid(catalog, oid) !== undefined;
}

/** The composite type a domain (over a domain …) is based on, if any. */
function domainComposite(catalog: Catalog, oid: number): number | undefined {
  let t = userTypeByOid(catalog, oid);
  let cur = oid;
  while (t?.kind === 'd') {
    cur = t.baseOid;
    t = userTypeByOid(catalog, cur);
  }
  return cur !== oid && isCompositeType(catalog, cur) ? cur : undefined;
}

/** The shape of one attribute of type `oid` (see composite-codec.ts). */
export function fieldShapeOf(catalog: Catalog, oid: number, typmod: number): FieldShape {
  const out: FieldShape = { o: oid };
  if (typmod >= 0) out.m = typmod;
  if (typeByOid(oid) !== undefined) return out;
  const nested = compositeShapeOf(catalog, oid);
  if (nested !== undefined) return { ...out, r: nested };
  const u = userTypeByOid(catalog, oid);
  if (u?.kind === 'e') return { ...out, t: 25, e: u.labels.map((l) => l.label), d: u.name };
  if (u?.kind === 'b') return { ...out, t: 25, ...(u.name === 'hstore' ? { h: 1 as const } : {}) };
  if (u?.kind === 'd') {
    const comp = domainComposite(catalog, oid);
    if (comp !== undefined) return { ...out, r: compositeShapeOf(catalog, comp) as CompositeShape, d: u.name, b: comp };
    const base = fieldShapeOf(catalog, u.baseOid, typmod >= 0 ? typmod : u.baseTypmod);
    return { ...base, o: oid, d: u.name, b: base.b ?? base.o, ...(base.t === undefined && typeByOid(base.o) ? { t: base.o } : {}) };
  }
  // arrays of user types: of a composite, the element's shape; of an enum or domain, the built-in array of its storage
  const elemRow = rowTypesOf(catalog).find((t) => t.arrayOid === oid);
  if (elemRow !== undefined) {
    const shape = compositeShapeOf(catalog, elemRow.oid);
    if (shape !== undefined) return { ...out, a: shape };
  }
  const elemUser = userTypesOf(catalog).find((t) => t.arrayOid === oid);
  if (elemUser !== undefined) {
    const elem = fieldShapeOf(catalog, elemUser.oid, -1);
    if (elem.r !== undefined) return { ...out, a: elem.r };
    const arr = typeByOid(elem.t ?? elem.o)?.arrayOid;
    if (arr) return { ...out, t: arr, y: elemUser.oid };
  }
  return out;
}

/** The shape of composite type `oid` (undefined when it is none); cached per catalog snapshot. */
export function compositeShapeOf(catalog: Catalog, oid: number): CompositeShape | undefined {
  let perCatalog = shapes.get(catalog);
  if (!perCatalog) shapes.set(catalog, (perCatalog = new Map()));
  if (perCatalog.has(oid)) return perCatalog.get(oid);
  perCatalog.set(oid, undefined);
  const found = compositeTypeOf(catalog, oid);
  let shape: CompositeShape | undefined;
  if (found !== undefined) {
    const cols = found.rel.columns;
    shape = { n: cols.map((c) => c.name), f: cols.map((c) => fieldShapeOf(catalog, c.typeOid, c.typmod)) };
  }
  perCatalog.set(oid, shape);
  return shape;
}

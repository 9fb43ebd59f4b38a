import { FIRST_USER_OID, Oid, pseudoTypeName, compositeShapeOf, fieldShapeOf, type FieldShape, domainBase, isCitext, isHstore, typeByOid, typeIn, userTypeByOid, type Catalog, type CompositeShape, type PgType } from '@pgsqlite/catalog';
import { oidCommonType } from './oid-common-type.js';

/**
 * The catalog of the statement being planned. Planning is synchronous and every plan starts by
 * constructing a PlanCtx, which installs its catalog here (setPlanCatalog), so type lookups made
 * while analysing a statement see the user types (enums, domains and their arrays) of that catalog.
 */
let planCatalog: Catalog | undefined;

/** Installs the catalog whose user types planType resolves (called by the PlanCtx constructor). */
export function setPlanCatalog(catalog: Catalog): void {
  planCatalog = catalog;
}

/** The codec of a type OID: a built-in type, or a user enum/domain (or its array) of the catalog being planned. */
export function planType(oid: number): PgType | undefined {
  return typeByOid(oid) ?? (planCatalog === undefined || oid < FIRST_USER_OID ? undefined : typeIn(planCatalog, oid));
}

/** Numeric types in PostgreSQL's implicit promotion order (int2 → … → float8). */
const NUMERIC_RANK: ReadonlyMap<number, number> = new Map([
  [Oid.int2, 1],
  [Oid.int4, 2],
  [Oid.int8, 3],
  [Oid.numeric, 4],
  [Oid.float4, 5],
  [Oid.float8, 6],
]);

/** True for int2/int4/int8/numeric/float4/float8. */
export function isNumeric(oid: number): boolean {
  return NUMERIC_RANK.has(oid);
}

/** True for int2/int4/int8. */
export function isInteger(oid: number): boolean {
  return oid === Oid.int2 || oid === Oid.int4 || oid === Oid.int8;
}

/** True for float4/float8. */
export function isFloat(oid: number): boolean {
  return oid === Oid.float4 || oid === Oid.float8;
}

/** True for the string category (text, varchar, bpchar, name, unknown). */
export function isString(oid: number): boolean {
  return oid === Oid.text || oid === Oid.varchar || oid === Oid.bpchar || oid === Oid.name || oid === Oid.unknown;
}

/** True for date/time types stored as integers on one time line (date, timestamp, timestamptz). */
export function isDateTime(oid: number): boolean {
  return oid === Oid.date || oid === Oid.timestamp || oid === Oid.timestamptz;
}

/** The common numeric type of two numeric types (the higher in promotion order). */
export function numericCommon(a: number, b: number): number {
  return (NUMERIC_RANK.get(a) ?? 0) >= (NUMERIC_RANK.get(b) ?? 0) ? a : b;
}

/** `oid` itself, or its base type when it is a domain of the catalog being planned. */
export function withoutDomain(oid: number): number {
  if (planCatalog === undefined || oid < FIRST_USER_OID || userTypeByOid(planCatalog, oid)?.kind !== 'd') return oid;
  return domainBase(planCatalog, oid).oid;
}

/** The labels of an enum of the catalog being planned with their sort orders, or undefined when `oid` is no enum. */
export function enumLabelsOf(oid: number): ReadonlyMap<string, number> | undefined {
  if (planCatalog === undefined || oid < FIRST_USER_OID) return undefined;
  const t = userTypeByOid(planCatalog, oid);
  return t?.kind === 'e' ? new Map(t.labels.map((l) => [l.label, l.sortOrder])) : undefined;
}

/** True when `oid` is citext in the catalog being planned (analyze/citext.ts). */
export function isCitextType(oid: number): boolean {
  return planCatalog !== undefined && isCitext(planCatalog, oid);
}

/** True when `oid` is hstore in the catalog being planned (analyze/hstore.ts). */
export function isHstoreType(oid: number): boolean {
  return planCatalog !== undefined && isHstore(planCatalog, oid);
}

/** The type name PostgreSQL prints in messages (format_type without typmod). */
export function typeName(oid: number): string {
  if (oid === Oid.unknown) return 'unknown';
  return planType(oid)?.displayName ?? pseudoTypeName(oid) ?? `type ${oid}`;
}

/** The SQLite storage class of a type. */
export function storageOf(oid: number): 'integer' | 'real' | 'text' | 'blob' {
  return planType(oid)?.storage ?? 'text';
}

/**
 * The type an untyped literal or expression list resolves to when several branches meet
 * (UNION, CASE, COALESCE): PostgreSQL's select_common_type, simplified to the built-in categories.
 */
export function commonType(types: readonly number[]): number | undefined {
  const known = types.filter((t) => t !== Oid.unknown && t !== 0);
  if (known.length === 0) return Oid.text;
  let result = known[0] as number;
  for (const t of known.slice(1)) {
    if (t === result) continue;
    if (isNumeric(t) && isNumeric(result)) result = numericCommon(result, t);
    else if (isString(t) && isString(result)) result = Oid.text;
    else if (isDateTime(t) && isDateTime(result)) result = t === Oid.timestamptz || result === Oid.timestamptz ? Oid.timestamptz : Oid.timestamp;
    else {
      const o = oidCommonType(result, t);
      if (o === undefined || o === null) return undefined;
      result = o;
    }
  }
  return result;
}

/** The shape of a composite type of the catalog being planned (catalog composite-catalog.ts), or undefined when `oid` is none. */
export function planCompositeShape(oid: number): CompositeShape | undefined {
  return planCatalog === undefined || oid < FIRST_USER_OID ? undefined : compositeShapeOf(planCatalog, oid);
}

/** The shape of a composite or array-of-composite type as an attribute of that type, or undefined for any other type. */
export function planCompositeFieldShape(oid: number): FieldShape | undefined {
  if (planCatalog === undefined || oid < FIRST_USER_OID) return undefined;
  const f = fieldShapeOf(planCatalog, oid, -1);
  return f.r !== undefined || f.a !== undefined ? f : undefined;
}

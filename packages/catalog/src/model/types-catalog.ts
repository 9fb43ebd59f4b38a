import { PgError } from '@pgsqlite/errors';
import type { FormatSettings, PgType } from '../types/pg-type.js';
import type { SqlValue } from '../types/sql-value.js';
import { storedString, utf8Decode, utf8Encode } from '../types/codec-util.js';
import { makeArrayType } from '../types/array.js';
import { typeByOid } from '../types/registry.js';
import type { Catalog } from './catalog.js';
import { FIRST_USER_OID } from './internal-schema.js';
import { rowTypeByOid, rowTypesOf } from './rowtypes-catalog.js';
import { userMultirangeType, userRangeType } from './range-types-catalog.js';
import { compositeShapeOf } from './composite-catalog.js';
import { compositeCodec } from '../types/composite-codec.js';
import { hstoreCodec } from '../types/hstore-codec.js';

/** One label of an enum (pg_enum). */
export interface EnumLabelDef {
  oid: number;
  /** pg_enum.enumsortorder: declaration order, fractional after ADD VALUE BEFORE/AFTER */
  sortOrder: number;
  label: string;
}

/** A CHECK constraint of a domain (pg_constraint with contypid). */
export interface DomainCheckDef {
  oid: number;
  name: string;
  /** As pg_get_constraintdef prints it, without CHECK and parentheses (VALUE spelled `VALUE`) */
  expr: string;
  /** The SQLite expression over a column named `value` holding the base-type storage value */
  sqlite: string;
}

/**
 * A user-defined type: an enum (typtype 'e'), a domain (typtype 'd'), a range (typtype 'r', its
 * subtype kept as baseOid), its multirange (typtype 'm', baseOid its range) or a base type an extension created (typtype 'b': citext), as pg_type keeps it.
 */
export interface UserTypeDef {
  oid: number;
  /** OID of its array type `_name` */
  arrayOid: number;
  schema: string;
  name: string;
  kind: 'e' | 'd' | 'b' | 'r' | 'm';
  /** Enums: labels in sort order; domains: [] */
  labels: readonly EnumLabelDef[];
  /** Domains: base type and typmod; enums: 0 and -1 */
  baseOid: number;
  baseTypmod: number;
  notNull: boolean;
  /** Domains: DEFAULT as PostgreSQL prints it, or null */
  defaultExpr: string | null;
  checks: readonly DomainCheckDef[];
}

/** Internal tables holding user types (created with the other internal tables). */
export const TYPES_SCHEMA_SQL: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS _pgsqlite_type (
     oid INTEGER PRIMARY KEY,
     nspname TEXT NOT NULL,
     typname TEXT NOT NULL,
     typtype TEXT NOT NULL,
     typarray INTEGER NOT NULL,
     typbasetype INTEGER NOT NULL DEFAULT 0,
     typtypmod INTEGER NOT NULL DEFAULT -1,
     typnotnull INTEGER NOT NULL DEFAULT 0,
     typdefault TEXT,
     UNIQUE (nspname, typname))`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_enum (
     oid INTEGER PRIMARY KEY,
     enumtypid INTEGER NOT NULL,
     enumsortorder REAL NOT NULL,
     enumlabel TEXT NOT NULL,
     UNIQUE (enumtypid, enumlabel))`,
  `CREATE TABLE IF NOT EXISTS _pgsqlite_domain_check (
     oid INTEGER PRIMARY KEY,
     contypid INTEGER NOT NULL,
     conname TEXT NOT NULL,
     condef TEXT NOT NULL,
     consql TEXT NOT NULL)`,
];

type Query = (sql: string) => Promise<SqlValue[][]>;

/** The reads of `loadUserTypes` (batched by `loadCatalog`). */
export const USER_TYPE_READS = {
  types: { sql: `SELECT oid, nspname, typname, typtype, typarray, typbasetype, typtypmod, typnotnull, typdefault FROM _pgsqlite_type ORDER BY oid`, columns: 9 },
  labels: { sql: `SELECT oid, enumtypid, enumsortorder, enumlabel FROM _pgsqlite_enum ORDER BY enumtypid, enumsortorder`, columns: 4 },
  checks: { sql: `SELECT oid, contypid, conname, condef, consql FROM _pgsqlite_domain_check ORDER BY oid`, columns: 5 },
} as const;

/** Reads the user types of a database (enums with their labels, domains with their checks). */
export async function loadUserTypes(query: Query): Promise<UserTypeDef[]> {
  const [types, labels, checks] = await Promise.all([
    query(USER_TYPE_READS.types.sql),
    query(USER_TYPE_READS.labels.sql),
    query(USER_TYPE_READS.checks.sql),
  ]);
  return types.map((r) => {
    const oid = Number(r[0]);
    return {
      oid,
      schema: String(r[1]),
      name: String(r[2]),
      kind: String(r[3]) === 'd' ? 'd' : String(r[3]) === 'b' ? 'b' : String(r[3]) === 'r' ? 'r' : String(r[3]) === 'm' ? 'm' : 'e',
      arrayOid: Number(r[4]),
      baseOid: Number(r[5]),
      baseTypmod: Number(r[6]),
      notNull: Number(r[7]) === 1,
      defaultExpr: r[8] === null || r[8] === undefined ? null : String(r[8]),
      labels: labels.filter((l) => Number(l[1]) === oid).map((l) => ({ oid: Number(l[0]), sortOrder: Number(l[2]), label: String(l[3]) })),
      checks: checks
        .filter((c) => Number(c[1]) === oid)
        .map((c) => ({ oid: Number(c[0]), name: String(c[2]), expr: String(c[3]), sqlite: String(c[4]) })),
    };
  });
}

/** The user types of a catalog (none for catalogs that keep no user types). */
export function userTypesOf(catalog: Catalog): readonly UserTypeDef[] {
  return catalog.userTypes?.() ?? [];
}

/** The user type with this OID, or undefined. */
export function userTypeByOid(catalog: Catalog, oid: number): UserTypeDef | undefined {
  return userTypesOf(catalog).find((t) => t.oid === oid);
}

/** Finds a user type by (optional) schema and name along the search path. */
export function findUserType(catalog: Catalog, name: string, schema: string | undefined, searchPath: readonly string[]): UserTypeDef | undefined {
  const all = userTypesOf(catalog);
  if (schema !== undefined) return all.find((t) => t.schema === schema && t.name === name);
  for (const s of searchPath) {
    const t = all.find((u) => u.schema === s && u.name === name);
    if (t) return t;
  }
  return undefined;
}

/** The domain's ultimate base type (domains over domains resolve to the first non-domain). */
export function domainBase(catalog: Catalog, oid: number): { oid: number; typmod: number } {
  let t = userTypeByOid(catalog, oid);
  let typmod = -1;
  let cur = oid;
  while (t?.kind === 'd') {
    cur = t.baseOid;
    if (typmod < 0) typmod = t.baseTypmod;
    t = userTypeByOid(catalog, cur);
  }
  return { oid: cur, typmod };
}

function badEnum(name: string, text: string): PgError {
  return new PgError('invalid_text_representation', `invalid input value for enum ${name}: "${text}"`);
}

/** check_safe_enum_use: a value added to the enum in the transaction still open (55P04). */
export function unsafeEnumValue(typeName: string, label: string): PgError {
  return PgError.fromCode('55P04', `unsafe use of new value "${label}" of enum type ${typeName}`, { hint: 'New enum values must be committed before they can be used.' });
}

/** enum_in/enum_out/enum_send/enum_recv: the stored value is the label itself. */
function enumType(def: UserTypeDef): PgType {
  const labels = new Set(def.labels.map((l) => l.label));
  const check = (t: string, s?: FormatSettings): string => {
    if (!labels.has(t)) throw badEnum(def.name, t);
    if (s?.uncommittedEnumValues?.includes(`${def.oid}:${t}`)) throw unsafeEnumValue(def.name, t);
    return t;
  };
  return {
    oid: def.oid,
    name: def.name,
    displayName: def.name,
    len: 4,
    category: 'E',
    preferred: false,
    storage: 'text',
    arrayOid: def.arrayOid,
    elemOid: 0,
    toText: (v) => storedString(v),
    fromText: (t, _m, s) => check(t, s),
    toBinary: (v) => utf8Encode(storedString(v)),
    fromBinary: (b, _m, s) => check(utf8Decode(b), s),
  };
}

/** A domain reads and writes as its base type; its checks run in SQL (see the translator). */
function domainType(catalog: Catalog, def: UserTypeDef): PgType | undefined {
  const base = typeIn(catalog, domainBase(catalog, def.oid).oid);
  if (!base) return undefined;
  return { ...base, oid: def.oid, name: def.name, displayName: def.name, arrayOid: def.arrayOid, elemOid: 0 };
}

/** citext (contrib citext 1.6): text's I/O and binary form under its own OID (typcategory 'S'). */
function citextType(def: UserTypeDef): PgType | undefined {
  if (def.name === 'hstore') return hstoreCodec(def.oid, def.name, def.arrayOid);
  const text = typeByOid(25);
  if (!text) return undefined;
  return { ...text, oid: def.oid, name: def.name, displayName: def.name, category: 'S', preferred: false, arrayOid: def.arrayOid, elemOid: 0 };
}

/** True when `oid` is citext (the type CREATE EXTENSION citext made in this database). */
export function isCitext(catalog: Catalog, oid: number): boolean {
  if (oid < FIRST_USER_OID) return false;
  const t = userTypeByOid(catalog, oid);
  return t?.kind === 'b' && t.name === 'citext';
}

/**
 * A column of this type compares as SQLite's NOCASE collation: citext, a domain over it, or an
 * array of it (NOCASE on the stored JSON folds only the elements' letters).
 */
export function comparesNocase(catalog: Catalog, oid: number): boolean {
  const base = domainBase(catalog, oid).oid;
  return isCitext(catalog, base) || isCitext(catalog, typeIn(catalog, base)?.elemOid ?? 0);
}

/** True when `oid` is hstore (the type CREATE EXTENSION hstore made in this database). */
export function isHstore(catalog: Catalog, oid: number): boolean {
  if (oid < FIRST_USER_OID) return false;
  const t = userTypeByOid(catalog, oid);
  return t?.kind === 'b' && t.name === 'hstore';
}

/** citext's OID in this database, or undefined before CREATE EXTENSION citext. */
export function citextOid(catalog: Catalog): number | undefined {
  return userTypesOf(catalog).find((t) => t.kind === 'b' && t.name === 'citext')?.oid;
}

const cache = new WeakMap<Catalog, Map<number, PgType | undefined>>();

/**
 * The codec of a type OID in this catalog: a built-in type, a user enum or domain, a relation's
 * row type, or the array type of one of them. Undefined when the OID names no type.
 */
export function typeIn(catalog: Catalog, oid: number): PgType | undefined {
  const builtin = typeByOid(oid);
  if (builtin) return builtin;
  let perCatalog = cache.get(catalog);
  if (!perCatalog) cache.set(catalog, (perCatalog = new Map()));
  if (perCatalog.has(oid)) return perCatalog.get(oid);
  perCatalog.set(oid, undefined);
  let out: PgType | undefined;
  const def = userTypeByOid(catalog, oid);
  const row = def ? undefined : rowTypeByOid(catalog, oid);
  if (def) out = def.kind === 'e' ? enumType(def) : def.kind === 'b' ? citextType(def) : def.kind === 'r' ? userRangeType(def, (o) => domainBase(catalog, o).oid) : def.kind === 'm' ? userMultirangeType(def, (o) => typeIn(catalog, o)) : domainType(catalog, def);
  else if (row) out = compositeCodec(compositeShapeOf(catalog, oid) ?? { n: [], f: [] }, { oid: row.oid, name: row.name, arrayOid: row.arrayOid });
  else {
    const elem = userTypesOf(catalog).find((t) => t.arrayOid === oid) ?? rowTypesOf(catalog).find((t) => t.arrayOid === oid);
    const elemType = elem ? typeIn(catalog, elem.oid) : undefined;
    if (elemType) out = makeArrayType(elemType);
  }
  perCatalog.set(oid, out);
  return out;
}

import { FIRST_USER_OID, Oid, builtinColumnIndex, builtinRows, userTypeByOid } from '@pgsqlite/catalog';
import { type Fields, names } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { arrayElementOf } from '../analyze/arrays.js';
import { isHstoreType, typeName } from '../analyze/types.js';
import { rangeSpecOf } from '../analyze/range-ops.js';
import { multirangeSpecOf } from '../analyze/multirange-ops.js';
import { extensionInstalled } from './extension-list.js';
import { geoIndexable, isGeoOpclass } from './geo-index.js';
import { tsIndexable } from './ts-index.js';

/** Scalar types btree_gin / btree_gist give GIN / GiST operator classes (PostgreSQL 15 contrib). */
const BTREE_EMULATED = new Set<number>([
  Oid.int2, Oid.int4, Oid.int8, Oid.float4, Oid.float8, Oid.numeric, Oid.timestamp, Oid.timestamptz, Oid.time, Oid.timetz,
  Oid.date, Oid.interval, Oid.oid, Oid.money, Oid.varchar, Oid.text, Oid.bpchar, Oid.bytea, Oid.macaddr, Oid.inet, Oid.cidr,
  Oid.uuid, Oid.bool,
]);

/** One key of an index: its type and, when given, its operator class name. */
export interface MethodKey {
  type: number;
  opclass: string | undefined;
  /** ASC/DESC or NULLS FIRST/LAST was written */
  ordered: boolean;
  location?: number;
}

function isEnum(ctx: PlanCtx, type: number): boolean {
  return type >= FIRST_USER_OID && userTypeByOid(ctx.catalog, type)?.kind === 'e';
}

/** The key is indexable by `method`: a built-in operator class, or one a created extension adds. */
function supported(ctx: PlanCtx, method: 'gin' | 'gist' | 'spgist' | 'hash', k: MethodKey): boolean {
  // range_ops: GiST and SP-GiST classes of every range type (its key is pg_range_key, which answers the same)
  if ((method === 'gist' || method === 'spgist') && (rangeSpecOf(k.type) !== undefined || multirangeSpecOf(k.type) !== undefined)) return k.opclass === undefined || k.opclass === 'range_ops';
  const geo = geoIndexable(method, k.type, k.opclass) ?? tsIndexable(method, k.type, k.opclass);
  if (geo !== undefined) return geo;
  if (method === 'spgist') return false;
  // hstore 1.8's classes: btree_hstore_ops, hash_hstore_ops, gist_hstore_ops, gin_hstore_ops (all defaults)
  if (isHstoreType(k.type)) return k.opclass === undefined || k.opclass === `${method}_hstore_ops`;
  // hash_ops exist for every type pgsqlite has but json (and arrays of it)
  if (method === 'hash') {
    if (k.type === Oid.json || arrayElementOf(k.type) === Oid.json) return false;
    if (k.opclass === undefined) return true;
    const intype = hashOpclassType(k.opclass);
    if (intype === undefined) return false;
    if (!hashAccepts(ctx, intype, k.type)) throw ctx.error('datatype_mismatch', `operator class "${k.opclass}" does not accept data type ${typeName(k.type)}`);
    return true;
  }
  if (k.opclass === 'gin_trgm_ops' || k.opclass === 'gist_trgm_ops') {
    return k.opclass.startsWith(method) && extensionInstalled(ctx.catalog, 'pg_trgm') && (k.type === Oid.text || k.type === Oid.varchar || k.type === Oid.bpchar);
  }
  // GIN's own classes: jsonb_ops / jsonb_path_ops, array_ops
  if (method === 'gin' && (k.type === Oid.jsonb || arrayElementOf(k.type) !== undefined)) return true;
  const ext = method === 'gin' ? 'btree_gin' : 'btree_gist';
  return extensionInstalled(ctx.catalog, ext) && (BTREE_EMULATED.has(k.type) || isEnum(ctx, k.type));
}

/** The input type of the built-in hash operator class `name` (pg_opclass), or undefined when hash has none of that name. */
function hashOpclassType(name: string): number | undefined {
  const col = (c: string): number => builtinColumnIndex('pg_opclass', c);
  const row = builtinRows('pg_opclass').find((r) => Number(r[col('opcmethod')]) === HASH_AM && r[col('opcname')] === name);
  return row === undefined ? undefined : Number(row[col('opcintype')]);
}

const HASH_AM = 405;
/** Polymorphic input types of operator classes (pg_type). */
const [ANYARRAY, ANYENUM, ANYRANGE, ANYMULTIRANGE] = [2277, 3500, 3831, 4537];

/** Whether a hash class of input type `intype` takes keys of `type`: the same type, one binary-coercible to it, or the polymorphic class's kind. */
function hashAccepts(ctx: PlanCtx, intype: number, type: number): boolean {
  if (intype === type) return true;
  if (intype === ANYARRAY) return arrayElementOf(type) !== undefined;
  if (intype === ANYENUM) return isEnum(ctx, type);
  if (intype === ANYRANGE) return rangeSpecOf(type) !== undefined;
  if (intype === ANYMULTIRANGE) return multirangeSpecOf(type) !== undefined;
  // text_ops takes varchar (binary coercible); inet_ops takes cidr
  return (intype === Oid.text && type === Oid.varchar) || (intype === Oid.inet && type === Oid.cidr);
}

/**
 * The access method of CREATE INDEX … USING m, checked as PostgreSQL 15 checks it: btree (the
 * default) → undefined; hash on one key of a hashable type; gin and gist where an operator class exists for every key (jsonb and
 * arrays for GIN, scalars once btree_gin / btree_gist are created, text with pg_trgm's classes).
 * SQLite keeps such an index as an ordinary one: it answers every query the same, only the
 * search strategy differs. Other methods are 0A000.
 */
export function indexMethod(ctx: PlanCtx, stmt: Fields, keys: readonly MethodKey[]): string | undefined {
  const method = String(stmt['accessMethod'] ?? 'btree');
  if (method === 'btree') {
    for (const k of keys) if (geoIndexable('btree', k.type, k.opclass) === false) unsupportedKey(ctx, method, k);
    return undefined;
  }
  const rangeKeys = keys.length > 0 && keys.every((k) => rangeSpecOf(k.type) !== undefined || multirangeSpecOf(k.type) !== undefined || geoIndexable('spgist', k.type, k.opclass) === true);
  if (method !== 'gin' && method !== 'gist' && method !== 'hash' && !(method === 'spgist' && rangeKeys)) throw ctx.error('feature_not_supported', `index access method "${method}" is not supported by pgsqlite`);
  if (stmt['unique']) throw ctx.error('feature_not_supported', `access method "${method}" does not support unique indexes`);
  if (method === 'hash' && keys.length > 1) throw ctx.error('feature_not_supported', 'access method "hash" does not support multicolumn indexes');
  for (const k of keys) {
    if (k.ordered) throw ctx.error('feature_not_supported', `access method "${method}" does not support ASC/DESC options`);
    if (!supported(ctx, method, k)) unsupportedKey(ctx, method, k);
  }
  return method;
}

function unsupportedKey(ctx: PlanCtx, method: string, k: MethodKey): never {
  if (k.opclass !== undefined && isGeoOpclass(method, k.opclass)) throw ctx.error('datatype_mismatch', `operator class "${k.opclass}" does not accept data type ${typeName(k.type)}`);
  if (k.opclass !== undefined) throw ctx.error('undefined_object', `operator class "${k.opclass}" does not exist for access method "${method}"`);
  throw ctx.error('undefined_object', `data type ${typeName(k.type)} has no default operator class for access method "${method}"`, undefined, {
    hint: 'You must specify an operator class for the index or define a default operator class for the data type.',
  });
}

/** The operator class named in an index element (`col gin_trgm_ops`), unqualified. */
export function opclassOf(elem: Fields): string | undefined {
  const n = names(elem['opclass']);
  return n.length ? n[n.length - 1] : undefined;
}

/** Default operator class names pg_get_indexdef leaves out (`<type>_ops`, text_ops for varchar and char). */
const DEFAULT_NAMES = new Set(['text_ops', 'bpchar_ops', 'int2_ops', 'int4_ops', 'int8_ops', 'float4_ops', 'float8_ops', 'numeric_ops', 'bool_ops', 'uuid_ops', 'date_ops', 'timestamp_ops', 'timestamptz_ops', 'time_ops', 'timetz_ops', 'interval_ops', 'bytea_ops', 'oid_ops', 'jsonb_ops', 'array_ops', 'enum_ops', 'inet_ops', 'macaddr_ops', 'money_ops', 'char_ops', 'name_ops', 'varchar_ops']);

/** The operator class to print for a key: one named and not the type's default. */
export function shownOpclass(opclass: string | undefined): string | undefined {
  return opclass === undefined || DEFAULT_NAMES.has(opclass) ? undefined : opclass;
}

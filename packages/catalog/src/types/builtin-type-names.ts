import { BUILTIN_TABLES } from '../builtin/pg15-data.js';

/** Schemas of PostgreSQL 15's built-in types other than pg_catalog (11). */
const BUILTIN_SCHEMAS: ReadonlyMap<number, string> = new Map([[99, 'pg_toast'], [13207, 'information_schema']]);

/** typname → oid and oid → typarray of PostgreSQL 15's built-in pg_type rows (parsed once, on first use). */
let byName: Map<string, number> | undefined;
let arrayOf: Map<number, number> | undefined;
/** oid → typname, typelem, typlen. */
let byOid: Map<number, { name: string; elem: number; len: number; ns: number }> | undefined;

function load(): void {
  if (byName !== undefined) return;
  byName = new Map();
  arrayOf = new Map();
  byOid = new Map();
  const table = BUILTIN_TABLES.find((t) => t.name === 'pg_type');
  if (table === undefined) return;
  const col = (n: string): number => table.columns.findIndex(([c]) => c === n);
  const [oid, name, ns, arr, elem, len] = [col('oid'), col('typname'), col('typnamespace'), col('typarray'), col('typelem'), col('typlen')];
  for (const r of JSON.parse(table.rows) as unknown[][]) {
    byOid.set(Number(r[oid]), { name: String(r[name]), elem: Number(r[elem]), len: Number(r[len]), ns: Number(r[ns]) });
    // pg_catalog (11) only: the names a bare or pg_catalog-qualified type name finds
    if (r[ns] !== 11) continue;
    byName.set(String(r[name]), Number(r[oid]));
    if (Number(r[arr]) !== 0) arrayOf.set(Number(r[oid]), Number(r[arr]));
  }
}

/**
 * The OID of a pg_catalog type by its pg_type name, for the types pgsqlite's type registry does
 * not implement as values: pseudo-types (cstring, internal, "any", anyelement…), and `name[]` for
 * their array types — what regtypein finds through the catalog. Undefined when PostgreSQL 15 has
 * no such type.
 */
export function builtinTypeOidByName(name: string): number | undefined {
  load();
  if (name.endsWith('[]')) {
    const elem = builtinTypeOidByName(name.slice(0, -2).trimEnd());
    return elem === undefined ? undefined : arrayOf?.get(elem);
  }
  return byName?.get(name);
}

/**
 * format_type of a built-in type pgsqlite's registry does not implement (cstring, trigger,
 * pg_ddl_command…): its name, an array as its element's name with [] (typlen -1 with an
 * element). Undefined for an OID PostgreSQL 15 has no type for.
 */
export function builtinTypeDisplayName(oid: number, element: (oid: number) => string): string | undefined {
  load();
  const t = byOid?.get(oid);
  if (t === undefined) return undefined;
  if (t.elem !== 0 && t.len === -1) return `${element(t.elem)}[]`;
  const name = /^[a-z_][a-z0-9_]*$/.test(t.name) ? t.name : `"${t.name.replaceAll('"', '""')}"`;
  // a type outside pg_catalog (information_schema's domains) is not on the search path: qualified
  const schema = BUILTIN_SCHEMAS.get(t.ns);
  return t.ns === 11 || schema === undefined ? name : `${schema}.${name}`;
}

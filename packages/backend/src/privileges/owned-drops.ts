import { CatalogClassOid, type Catalog, formatType, userTypesOf } from '@pgsqlite/catalog';

const q = (name: string): string => `"${name.split('"').join('""')}"`;
const qualified = (schema: string, name: string): string => `${q(schema)}.${q(name)}`;

/**
 * DROP OWNED BY's drops (shdepDropOwned → performMultipleDeletions): a DROP statement for each
 * object of this database the roles own — views and materialized views first, then tables,
 * sequences no dropped table owns, routines, types and domains, schemas last — each IF EXISTS (an
 * earlier one's CASCADE may have taken it), with CASCADE when the statement says so. Indexes and a
 * table's row type go with their table.
 */
export function ownedDropStatements(catalog: Catalog, roles: readonly number[], cascade: boolean): string[] {
  const mode = cascade ? ' CASCADE' : '';
  const owned = (catalog.acls?.() ?? []).filter((a) => a.objsubid === 0 && roles.includes(a.owner));
  const ownedOids = (classoid: number): Set<number> => new Set(owned.filter((a) => a.classoid === classoid).map((a) => a.objoid));
  const rels = [...ownedOids(CatalogClassOid.pg_class)].map((oid) => catalog.relationByOid(oid)).filter((r) => r !== undefined);
  const droppedTables = new Set(rels.filter((r) => r.kind === 'r' || r.kind === 'p').map((r) => r.oid));
  const out: string[] = [];
  const byKind = (kinds: string, word: string): void => {
    for (const r of rels) if (kinds.includes(r.kind)) out.push(`DROP ${word} IF EXISTS ${qualified(r.schema, r.name)}${mode}`);
  };
  byKind('v', 'VIEW');
  byKind('m', 'MATERIALIZED VIEW');
  byKind('rp', 'TABLE');
  for (const r of rels) {
    if (r.kind !== 'S') continue;
    const seq = catalog.sequences().find((s) => s.oid === r.oid);
    if (seq?.ownedBy !== undefined && seq.ownedBy !== null && droppedTables.has(seq.ownedBy.relOid)) continue;
    out.push(`DROP SEQUENCE IF EXISTS ${qualified(r.schema, r.name)}${mode}`);
  }
  const procs = ownedOids(CatalogClassOid.pg_proc);
  for (const a of catalog.userAggregates?.() ?? []) {
    if (procs.has(a.oid)) out.push(`DROP AGGREGATE IF EXISTS ${qualified(a.schema, a.name)}(${a.star ? '*' : a.argTypes.map((t) => formatType(t, -1)).join(', ')})${mode}`);
  }
  for (const f of catalog.userFunctions?.() ?? []) {
    if (procs.has(f.oid)) out.push(`DROP ${f.procedure === true ? 'PROCEDURE' : 'FUNCTION'} IF EXISTS ${qualified(f.schema, f.name)}(${f.argTypes.map((t) => formatType(t, -1)).join(', ')})${mode}`);
  }
  const types = ownedOids(CatalogClassOid.pg_type);
  for (const t of userTypesOf(catalog)) {
    if (types.has(t.oid)) out.push(`DROP ${t.kind === 'd' ? 'DOMAIN' : 'TYPE'} IF EXISTS ${qualified(t.schema, t.name)}${mode}`);
  }
  const schemas = ownedOids(CatalogClassOid.pg_namespace);
  for (const n of catalog.namespaces()) {
    // a session's temporary schema is not dropped (PostgreSQL's has the bootstrap superuser as owner)
    if (schemas.has(n.oid) && !n.name.startsWith('pg_temp_') && !n.name.startsWith('pg_toast_temp_')) out.push(`DROP SCHEMA IF EXISTS ${q(n.name)}${mode}`);
  }
  return out;
}

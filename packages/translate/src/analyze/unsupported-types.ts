/**
 * PostgreSQL 15's built-in types (pg_type in pg_catalog: base, range and multirange types) that
 * pgsqlite does not implement. Naming one is 0A000 naming the type, not 42704 as if PostgreSQL had
 * no such type; a type pgsqlite registers later is found before this list is consulted.
 */
const UNSUPPORTED = new Set([
  'aclitem', 'cid', 'gtsvector',
  'pg_brin_bloom_summary', 'pg_brin_minmax_multi_summary', 'pg_dependencies', 'pg_mcv_list', 'pg_ndistinct',
  'pg_node_tree', 'regcollation',
  'regoperator', 'regprocedure',
  'xml',
]);

/** How PostgreSQL spells the type in messages (the grammar's bit varying is varbit). */
const SHOWN: Record<string, string> = { varbit: 'bit varying' };

/** The name of an unimplemented PostgreSQL type for `parts` (pg_catalog-qualified or not), else undefined. */
export function unsupportedBuiltinType(parts: readonly string[]): string | undefined {
  const name = parts[parts.length - 1];
  if (name === undefined || parts.length > 2 || (parts.length === 2 && parts[0] !== 'pg_catalog')) return undefined;
  return UNSUPPORTED.has(name) ? (SHOWN[name] ?? name) : undefined;
}

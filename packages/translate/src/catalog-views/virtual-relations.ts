import { pgLocks } from './pg-locks.js';
import type { Catalog } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { VirtualRelation } from './relation-builder.js';
import { pgAttrdef, pgAttribute, pgClass, pgDepend, pgDescription, pgNamespace, pgSequence } from './pg-class.js';
import { pgConstraint, pgIndex, pgType } from './pg-keys.js';
import { pgEnum } from './pg-user-types.js';
import { pgRangeUser } from './pg-range.js';
import { pgProc } from './pg-proc.js';
import { pgAuthMembers, pgDefaultAcl, pgLargeObject, pgLargeObjectMetadata } from './acl-cells.js';
import { pgAggregateUser } from './pg-aggregate.js';
import { pgTrigger } from './pg-trigger.js';
import { pgAvailableExtensions } from './pg-available-extensions.js';
import { pgInherits, pgPartitionedTable } from './pg-inherits.js';
import { EMPTY_RELATIONS, emptyRelation, pgDatabase, pgExtension, pgRoles, pgUser } from './pg-misc.js';
import { pgIndexes, pgPolicies, pgSequences, pgStatUserIndexes, pgStatUserTables, pgTables, pgViews, pgMatviews } from './system-views.js';
import * as info from './information-schema.js';
import { pgStatioTables } from './pg-statio.js';
import { pgStatActivity } from './pg-stat-activity.js';
import { pgDatabaseLive } from './pg-database.js';
import { withBuiltinRows, withColumns } from './builtin-union.js';
import { builtinCatalogTables, builtinRelationColumns, builtinRelationOid } from './builtin-lookup.js';
import type { Col } from './relation-builder.js';
import { userDescriptions } from './pg-class.js';
import { pgSettings } from './pg-settings.js';
import { pgCursors } from './pg-cursors.js';
import { pgPreparedStatements } from './pg-prepared-statements.js';
import { pgRolesLive } from './pg-roles.js';
import { pgStatSsl } from './pg-stat-ssl.js';
import { pgHbaFileRules } from './pg-hba-file-rules.js';
import { quietView } from './quiet-views.js';
import { pgRewrite } from './pg-rewrite.js';
import { pgRules } from './pg-rules.js';

export type { VirtualRelation } from './relation-builder.js';

type Builder = (catalog: Catalog) => VirtualRelation;

/** Catalogs of PostgreSQL 15's built-in rows only. */
const BUILTIN_ONLY = [
  'pg_am', 'pg_amop', 'pg_amproc', 'pg_opclass', 'pg_opfamily', 'pg_operator', 'pg_cast', 'pg_aggregate', 'pg_collation',
  'pg_tablespace', 'pg_language', 'pg_conversion', 'pg_ts_config', 'pg_ts_config_map', 'pg_ts_dict', 'pg_ts_parser',
  'pg_ts_template', 'pg_init_privs',
];

/** pg_description: the built-in comments (but those COMMENT ON replaced) and the catalog model's. */
function pgDescriptionAll(catalog: Catalog): VirtualRelation {
  const replaced = userDescriptions(catalog)
    .filter((d) => d.objoid < 16384)
    .map((d) => `(objoid = ${d.objoid} AND classoid = ${d.classoid} AND objsubid = ${d.objsubid})`);
  return withBuiltinRows('pg_description', pgDescription(catalog), replaced.length ? replaced.join(' OR ') : undefined);
}

const PG_CATALOG: Record<string, Builder> = {
  pg_type: (catalog) => withBuiltinRows('pg_type', pgType(catalog)),
  pg_namespace: (catalog) => withBuiltinRows('pg_namespace', pgNamespace(catalog)),
  pg_class: (catalog) => withBuiltinRows('pg_class', pgClass(catalog)),
  pg_attribute: (catalog) => withBuiltinRows('pg_attribute', pgAttribute(catalog)),
  pg_attrdef: pgAttrdef,
  pg_index: (catalog) => withBuiltinRows('pg_index', pgIndex(catalog)),
  pg_constraint: (catalog) => withBuiltinRows('pg_constraint', pgConstraint(catalog)),
  pg_sequence: pgSequence,
  pg_description: pgDescriptionAll,
  pg_depend: pgDepend,
  pg_roles: pgRoles,
  pg_authid: pgRoles,
  pg_user: pgUser,
  pg_database: pgDatabase,
  pg_extension: pgExtension,
  pg_available_extensions: pgAvailableExtensions,
  pg_tables: pgTables,
  pg_views: pgViews,
  pg_matviews: pgMatviews,
  pg_rules: pgRules,
  pg_indexes: pgIndexes,
  pg_sequences: pgSequences,
  pg_stat_user_tables: pgStatUserTables,
  pg_stat_user_indexes: pgStatUserIndexes,
  pg_stat_all_indexes: pgStatUserIndexes,
  pg_policies: pgPolicies,
  pg_stat_all_tables: pgStatUserTables,
  pg_settings: pgSettings,
  pg_statio_all_tables: pgStatioTables,
  pg_statio_user_tables: pgStatioTables,
};
// A catalog table pgsqlite derives no rows for is empty, with PostgreSQL's columns (the few
// EMPTY_RELATIONS declares where PostgreSQL 15 has no such table).
for (const [name, cols] of Object.entries(EMPTY_RELATIONS)) PG_CATALOG[name] = () => emptyRelation(fullColumns(name) ?? cols);
for (const name of builtinCatalogTables()) {
  const cols = fullColumns(name);
  if (PG_CATALOG[name] === undefined && cols !== undefined) PG_CATALOG[name] = () => emptyRelation(cols);
}
for (const name of BUILTIN_ONLY) PG_CATALOG[name] = () => withBuiltinRows(name);
PG_CATALOG['pg_proc'] = (catalog) => withBuiltinRows('pg_proc', pgProc(catalog, EMPTY_RELATIONS['pg_proc'] ?? []));
PG_CATALOG['pg_trigger'] = (catalog) => pgTrigger(catalog, EMPTY_RELATIONS['pg_trigger'] ?? []);
PG_CATALOG['pg_enum'] = pgEnum;
PG_CATALOG['pg_range'] = (catalog) => withBuiltinRows('pg_range', pgRangeUser(catalog));
PG_CATALOG['pg_rewrite'] = pgRewrite;
PG_CATALOG['pg_inherits'] = pgInherits;
PG_CATALOG['pg_partitioned_table'] = pgPartitionedTable;
PG_CATALOG['pg_default_acl'] = pgDefaultAcl;
PG_CATALOG['pg_aggregate'] = (catalog) => withBuiltinRows('pg_aggregate', pgAggregateUser(catalog));
PG_CATALOG['pg_auth_members'] = () => pgAuthMembers();
PG_CATALOG['pg_largeobject_metadata'] = () => pgLargeObjectMetadata();
PG_CATALOG['pg_largeobject'] = () => pgLargeObject();

const INFORMATION_SCHEMA: Record<string, Builder> = {
  schemata: info.schemata,
  tables: info.tables,
  columns: info.columns,
  views: info.views,
  sequences: info.sequences,
  table_constraints: info.tableConstraints,
  key_column_usage: info.keyColumnUsage,
  referential_constraints: info.referentialConstraints,
  constraint_column_usage: info.constraintColumnUsage,
  check_constraints: info.checkConstraints,
};

/** Relations whose columns their own builders settle (settings, databases, extensions). */
const OWN_COLUMNS = new Set(['pg_catalog.pg_settings', 'pg_catalog.pg_database', 'pg_catalog.pg_extension']);

function fullColumns(name: string): Col[] | undefined {
  const oid = builtinRelationOid('pg_catalog', name);
  const cols = oid === undefined ? [] : builtinRelationColumns(oid);
  return cols.length ? cols : undefined;
}

const cache = new WeakMap<Catalog, Map<string, VirtualRelation>>();

function builderFor(ctx: PlanCtx, schema: string | undefined, name: string): [string, Builder] | undefined {
  if (schema === undefined || schema === 'pg_catalog') {
    const b = PG_CATALOG[name];
    if (b) return [`pg_catalog.${name}`, b];
  }
  const quiet = schema === undefined || schema === 'pg_catalog' ? quietView(`pg_catalog.${name}`) : undefined;
  if (quiet) return [`pg_catalog.${name}`, quiet];
  const infoSearched = schema === undefined && ctx.searchPath.includes('information_schema');
  if (schema === 'information_schema' || infoSearched) {
    const b = INFORMATION_SCHEMA[name] ?? quietView(`information_schema.${name}`);
    if (b) return [`information_schema.${name}`, b];
  }
  return undefined;
}

/** The pg_catalog / information_schema relation a RangeVar names, if any (pg_catalog is searched first, as in PG). */
export function virtualRelation(ctx: PlanCtx, rv: Fields): VirtualRelation | undefined {
  const schema = rv['schemaname'] as string | undefined;
  // Live rows (bound by the session when the statement runs): built per plan, not cached.
  if (rv['relname'] === 'pg_stat_activity' && (schema === undefined || schema === 'pg_catalog')) return pgStatActivity(ctx);
  if (rv['relname'] === 'pg_stat_ssl' && (schema === undefined || schema === 'pg_catalog')) return pgStatSsl(ctx);
  if (rv['relname'] === 'pg_hba_file_rules' && (schema === undefined || schema === 'pg_catalog')) return pgHbaFileRules(ctx);
  const databases = rv['relname'] === 'pg_database' && (schema === undefined || schema === 'pg_catalog') ? pgDatabaseLive(ctx) : null;
  if (databases !== null) return databases;
  if (rv['relname'] === 'pg_cursors' && (schema === undefined || schema === 'pg_catalog')) return pgCursors(ctx);
  if (rv['relname'] === 'pg_prepared_statements' && (schema === undefined || schema === 'pg_catalog')) return pgPreparedStatements(ctx);
  if (rv['relname'] === 'pg_locks' && (schema === undefined || schema === 'pg_catalog')) return pgLocks(ctx);
  const roles = schema === undefined || schema === 'pg_catalog' ? pgRolesLive(ctx, String(rv['relname'])) : null;
  if (roles !== null) return roles;
  const found = builderFor(ctx, schema, String(rv['relname'] ?? ''));
  if (!found) return undefined;
  const [key, build] = found;
  let perCatalog = cache.get(ctx.catalog);
  if (!perCatalog) {
    perCatalog = new Map();
    cache.set(ctx.catalog, perCatalog);
  }
  let rel = perCatalog.get(key);
  if (!rel) {
    rel = build(ctx.catalog);
    // PostgreSQL's columns, all of them (the relations other parts own are left as they are)
    const full = key.startsWith('pg_catalog.') && !OWN_COLUMNS.has(key) ? fullColumns(key.slice('pg_catalog.'.length)) : undefined;
    if (full !== undefined) rel = withColumns(full, rel);
    perCatalog.set(key, rel);
  }
  return rel;
}

import type { Catalog } from '@pgsqlite/catalog';
import type { Fields } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { VirtualRelation } from './relation-builder.js';
import { pgAttrdef, pgAttribute, pgClass, pgDepend, pgDescription, pgNamespace, pgSequence } from './pg-class.js';
import { pgConstraint, pgIndex, pgType } from './pg-keys.js';
import { pgEnum } from './pg-user-types.js';
import { pgOpclass } from './pg-opclass.js';
import { pgProc } from './pg-proc.js';
import { pgTrigger } from './pg-trigger.js';
import { EMPTY_RELATIONS, emptyRelation, pgAm, pgCollation, pgDatabase, pgExtension, pgRoles, pgTablespace, pgUser } from './pg-misc.js';
import { pgIndexes, pgPolicies, pgSequences, pgStatUserIndexes, pgStatUserTables, pgTables, pgViews } from './system-views.js';
import * as info from './information-schema.js';
import { pgStatioTables } from './pg-statio.js';
import { pgStatActivity } from './pg-stat-activity.js';
import { pgSettings } from './pg-settings.js';
import { pgCursors } from './pg-cursors.js';

export type { VirtualRelation } from './relation-builder.js';

type Builder = (catalog: Catalog) => VirtualRelation;

const PG_CATALOG: Record<string, Builder> = {
  pg_type: pgType,
  pg_namespace: pgNamespace,
  pg_class: pgClass,
  pg_attribute: pgAttribute,
  pg_attrdef: pgAttrdef,
  pg_index: pgIndex,
  pg_constraint: pgConstraint,
  pg_sequence: pgSequence,
  pg_description: pgDescription,
  pg_depend: pgDepend,
  pg_am: pgAm,
  pg_roles: pgRoles,
  pg_authid: pgRoles,
  pg_user: pgUser,
  pg_database: pgDatabase,
  pg_collation: pgCollation,
  pg_tablespace: pgTablespace,
  pg_extension: pgExtension,
  pg_tables: pgTables,
  pg_views: pgViews,
  pg_indexes: pgIndexes,
  pg_sequences: pgSequences,
  pg_stat_user_tables: pgStatUserTables,
  pg_stat_user_indexes: pgStatUserIndexes,
  pg_stat_all_indexes: pgStatUserIndexes,
  pg_policies: pgPolicies,
  pg_opclass: pgOpclass,
  pg_stat_all_tables: pgStatUserTables,
  pg_settings: pgSettings,
  pg_statio_all_tables: pgStatioTables,
  pg_statio_user_tables: pgStatioTables,
};
for (const [name, cols] of Object.entries(EMPTY_RELATIONS)) PG_CATALOG[name] = () => emptyRelation(cols);
PG_CATALOG['pg_proc'] = (catalog) => pgProc(catalog, EMPTY_RELATIONS['pg_proc'] ?? []);
PG_CATALOG['pg_trigger'] = (catalog) => pgTrigger(catalog, EMPTY_RELATIONS['pg_trigger'] ?? []);
PG_CATALOG['pg_enum'] = pgEnum;

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

const cache = new WeakMap<Catalog, Map<string, VirtualRelation>>();

function builderFor(ctx: PlanCtx, schema: string | undefined, name: string): [string, Builder] | undefined {
  if (schema === undefined || schema === 'pg_catalog') {
    const b = PG_CATALOG[name];
    if (b) return [`pg_catalog.${name}`, b];
  }
  const infoSearched = schema === undefined && ctx.searchPath.includes('information_schema');
  if (schema === 'information_schema' || infoSearched) {
    const b = INFORMATION_SCHEMA[name];
    if (b) return [`information_schema.${name}`, b];
  }
  return undefined;
}

/** The pg_catalog / information_schema relation a RangeVar names, if any (pg_catalog is searched first, as in PG). */
export function virtualRelation(ctx: PlanCtx, rv: Fields): VirtualRelation | undefined {
  const schema = rv['schemaname'] as string | undefined;
  // Live rows (bound by the session when the statement runs): built per plan, not cached.
  if (rv['relname'] === 'pg_stat_activity' && (schema === undefined || schema === 'pg_catalog')) return pgStatActivity(ctx);
  if (rv['relname'] === 'pg_cursors' && (schema === undefined || schema === 'pg_catalog')) return pgCursors(ctx);
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
    perCatalog.set(key, rel);
  }
  return rel;
}

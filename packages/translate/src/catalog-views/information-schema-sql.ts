import { typeByOid } from '@pgsqlite/catalog';
import { pgColumns } from './quiet-views.js';
import { ROUTINE_VIEWS } from './information-schema-routines.js';
import { TYPE_VIEWS } from './information-schema-types.js';
import { PRIVILEGE_VIEWS } from './information-schema-privileges.js';
import { USAGE_VIEWS } from './information-schema-usage.js';
import { ROUTINE_USAGE_VIEWS } from './information-schema-routine-usage.js';

/**
 * information_schema views pgsqlite defines as PostgreSQL SQL over its own pg_catalog (which holds
 * PostgreSQL 15's built-in rows and the database's objects), translated like any query where they
 * are read. Each gives the expressions of its non-NULL columns and its FROM clause; the columns
 * are PostgreSQL 15's, in its order and of the base types of its information_schema domains
 * (sql_identifier → name, character_data / yes_or_no → varchar, cardinal_number → integer,
 * time_stamp → timestamptz: what RowDescription reports); a column not given is NULL.
 */
export interface InfoViewDef {
  readonly cols: Readonly<Record<string, string>>;
  readonly from: string;
}

const DEFINITIONS: Readonly<Record<string, InfoViewDef>> = { ...ROUTINE_VIEWS, ...TYPE_VIEWS, ...PRIVILEGE_VIEWS, ...USAGE_VIEWS, ...ROUTINE_USAGE_VIEWS };

const cache = new Map<string, string>();

/** The PostgreSQL SQL of information_schema view `name`, or undefined when it is not defined here. */
export function informationSchemaSql(name: string): string | undefined {
  const hit = cache.get(name);
  if (hit !== undefined) return hit;
  const def = DEFINITIONS[name];
  const columns = def === undefined ? null : pgColumns(`information_schema.${name}`);
  if (def === undefined || columns === null) return undefined;
  const list = columns.map(([col, type]) => `CAST(${def.cols[col] ?? 'NULL'} AS pg_catalog.${typeByOid(type)?.name ?? 'text'}) AS "${col}"`);
  const sql = `SELECT ${list.join(', ')} FROM ${def.from}`;
  cache.set(name, sql);
  return sql;
}


import { patternSql } from './pattern.js';
import { textRows, type DescribeCommand } from './describe-types.js';

const KIND_NAMES = `CASE c.relkind WHEN 'r' THEN 'table' WHEN 'v' THEN 'view' WHEN 'm' THEN 'materialized view' WHEN 'i' THEN 'index' WHEN 'S' THEN 'sequence' WHEN 't' THEN 'TOAST table' WHEN 'f' THEN 'foreign table' WHEN 'p' THEN 'partitioned table' WHEN 'I' THEN 'partitioned index' END`;

/** What `\d`, `\dt`, `\di`, `\dv`, `\ds` list (psql's listTables): relkinds and extra columns. */
export interface RelationList {
  kinds: string[];
  indexes: boolean;
  /** Access method column and pg_am join (tables, indexes, materialized views). */
  accessMethod: boolean;
  /** What psql says when nothing matches: "relations", "tables", "indexes" … */
  noun: [singular: string, plural: string];
}

export const RELATION_LISTS: Record<string, RelationList> = {
  d: { kinds: ['r', 'p', 'v', 'm', 'S', 'f'], indexes: false, accessMethod: true, noun: ['relation', 'relations'] },
  dt: { kinds: ['r', 'p'], indexes: false, accessMethod: true, noun: ['relation', 'relations'] },
  di: { kinds: ['i', 'I'], indexes: true, accessMethod: true, noun: ['relation', 'relations'] },
  dv: { kinds: ['v'], indexes: false, accessMethod: false, noun: ['relation', 'relations'] },
  ds: { kinds: ['S'], indexes: false, accessMethod: false, noun: ['relation', 'relations'] },
};

/** psql 15's listTables query for one of RELATION_LISTS. */
export function listTablesSql(list: RelationList, pattern: string | undefined, verbose: boolean): string {
  let sql = `SELECT n.nspname as "Schema",\n  c.relname as "Name",\n  ${KIND_NAMES} as "Type",\n  pg_catalog.pg_get_userbyid(c.relowner) as "Owner"`;
  if (list.indexes) sql += `,\n  c2.relname as "Table"`;
  if (verbose) {
    sql += `,\n  CASE c.relpersistence WHEN 'p' THEN 'permanent' WHEN 't' THEN 'temporary' WHEN 'u' THEN 'unlogged' END as "Persistence"`;
    if (list.accessMethod) sql += `,\n  am.amname as "Access method"`;
    sql += `,\n  pg_catalog.pg_size_pretty(pg_catalog.pg_table_size(c.oid)) as "Size",\n  pg_catalog.obj_description(c.oid, 'pg_class') as "Description"`;
  }
  sql += `\nFROM pg_catalog.pg_class c\n     LEFT JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace`;
  if (list.accessMethod) sql += `\n     LEFT JOIN pg_catalog.pg_am am ON am.oid = c.relam`;
  if (list.indexes) sql += `\n     LEFT JOIN pg_catalog.pg_index i ON i.indexrelid = c.oid\n     LEFT JOIN pg_catalog.pg_class c2 ON i.indrelid = c2.oid`;
  sql += `\nWHERE c.relkind IN (${[...list.kinds, ''].map((k) => `'${k}'`).join(',')})\n`;
  if (pattern === undefined) sql += `      AND n.nspname <> 'pg_catalog'\n      AND n.nspname !~ '^pg_toast'\n      AND n.nspname <> 'information_schema'\n`;
  sql += patternSql(pattern, 'c.relname', 'n.nspname', 'pg_catalog.pg_table_is_visible(c.oid)').where;
  return `${sql}ORDER BY 1,2;`;
}

/** `\d` without a pattern, `\dt`, `\di`, `\dv`, `\ds`: "List of relations". */
export function listRelations(list: RelationList): DescribeCommand {
  return async (db, pattern, verbose) => {
    const { fields, rows } = await textRows(db, listTablesSql(list, pattern, verbose));
    if (rows.length === 0) {
      const message = pattern === undefined ? `Did not find any ${list.noun[1]}.` : `Did not find any ${list.noun[0]} named "${pattern}".`;
      return [{ title: 'List of relations', fields, rows, footers: [], message }];
    }
    return [{ title: 'List of relations', fields, rows, footers: [] }];
  };
}

/** `\dn[+]`: "List of schemas". */
export const listSchemas: DescribeCommand = async (db, pattern, verbose) => {
  let sql = `SELECT n.nspname AS "Name",\n  pg_catalog.pg_get_userbyid(n.nspowner) AS "Owner"`;
  if (verbose) sql += `,\n  pg_catalog.array_to_string(n.nspacl, E'\\n') AS "Access privileges",\n  pg_catalog.obj_description(n.oid, 'pg_namespace') AS "Description"`;
  sql += `\nFROM pg_catalog.pg_namespace n\n`;
  sql += pattern === undefined ? `WHERE n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'\n` : `WHERE true\n${patternSql(pattern, 'n.nspname', 'n.nspname', null).where}`;
  const { fields, rows } = await textRows(db, `${sql}ORDER BY 1;`);
  return [{ title: 'List of schemas', fields, rows, footers: [] }];
};

/** `\df[+]`: "List of functions". */
export const listFunctions: DescribeCommand = async (db, pattern, verbose) => {
  let sql = `SELECT n.nspname as "Schema",\n  p.proname as "Name",\n  pg_catalog.pg_get_function_result(p.oid) as "Result data type",\n  pg_catalog.pg_get_function_arguments(p.oid) as "Argument data types",\n CASE p.prokind\n  WHEN 'a' THEN 'agg'\n  WHEN 'w' THEN 'window'\n  WHEN 'p' THEN 'proc'\n  ELSE 'func'\n END as "Type"`;
  if (verbose) {
    sql += `,\n CASE\n  WHEN p.provolatile = 'i' THEN 'immutable'\n  WHEN p.provolatile = 's' THEN 'stable'\n  WHEN p.provolatile = 'v' THEN 'volatile'\n END as "Volatility",\n CASE\n  WHEN p.proparallel = 'r' THEN 'restricted'\n  WHEN p.proparallel = 's' THEN 'safe'\n  WHEN p.proparallel = 'u' THEN 'unsafe'\n END as "Parallel",\n pg_catalog.pg_get_userbyid(p.proowner) as "Owner",\n CASE WHEN prosecdef THEN 'definer' ELSE 'invoker' END AS "Security",\n pg_catalog.array_to_string(p.proacl, E'\\n') AS "Access privileges",\n l.lanname as "Language",\n COALESCE(pg_catalog.pg_get_function_sqlbody(p.oid), p.prosrc) as "Source code",\n pg_catalog.obj_description(p.oid, 'pg_proc') as "Description"`;
  }
  sql += `\nFROM pg_catalog.pg_proc p\n     LEFT JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace`;
  if (verbose) sql += `\n     LEFT JOIN pg_catalog.pg_language l ON l.oid = p.prolang`;
  sql += `\nWHERE true\n${patternSql(pattern, 'p.proname', 'n.nspname', 'pg_catalog.pg_function_is_visible(p.oid)').where}`;
  if (pattern === undefined) sql += `      AND n.nspname <> 'pg_catalog'\n      AND n.nspname <> 'information_schema'\n`;
  const { fields, rows } = await textRows(db, `${sql}ORDER BY 1, 2, 4;`);
  return [{ title: 'List of functions', fields, rows, footers: [] }];
};

/** `\l[+]`: "List of databases". */
export const listDatabases: DescribeCommand = async (db, pattern, verbose) => {
  let sql = `SELECT d.datname as "Name",\n       pg_catalog.pg_get_userbyid(d.datdba) as "Owner",\n       pg_catalog.pg_encoding_to_char(d.encoding) as "Encoding",\n       d.datcollate as "Collate",\n       d.datctype as "Ctype",\n       d.daticulocale as "ICU Locale",\n       CASE d.datlocprovider WHEN 'c' THEN 'libc' WHEN 'i' THEN 'icu' END AS "Locale Provider",\n       pg_catalog.array_to_string(d.datacl, E'\\n') AS "Access privileges"`;
  if (verbose) {
    sql += `,\n       CASE WHEN pg_catalog.has_database_privilege(d.datname, 'CONNECT')\n            THEN pg_catalog.pg_size_pretty(pg_catalog.pg_database_size(d.datname))\n            ELSE 'No Access'\n       END as "Size",\n       t.spcname as "Tablespace",\n       pg_catalog.shobj_description(d.oid, 'pg_database') as "Description"`;
  }
  sql += `\nFROM pg_catalog.pg_database d\n`;
  if (verbose) sql += `  JOIN pg_catalog.pg_tablespace t on d.dattablespace = t.oid\n`;
  if (pattern !== undefined) sql += `WHERE true\n${patternSql(pattern, 'd.datname', 'd.datname', null).where}`;
  const { fields, rows } = await textRows(db, `${sql}ORDER BY 1;`);
  return [{ title: 'List of databases', fields, rows, footers: [] }];
};

import { BUMP_CATALOG_VERSION_SQL, BUMP_OID_SQL, NEXT_OID_SQL } from '@pgsqlite/catalog';
import { quoteString, sqlLiteral } from '../sql/quote.js';

/** Facts of one column written to the internal catalog. */
export interface AttributeFacts {
  attnum: number;
  name: string;
  typeOid: number;
  typmod: number;
  notNull: boolean;
  defaultExpr: string | null;
  defaultSqlite: string | null;
  identity: '' | 'a' | 'd';
  sqliteName: string;
}

function relOidSql(schema: string, name: string): string {
  return `(SELECT oid FROM _pgsqlite_class WHERE nspname = ${quoteString(schema)} AND relname = ${quoteString(name)})`;
}

/** Steps that register a relation (and its columns) in the internal catalog. */
export function registerRelation(schema: string, name: string, kind: string, sqliteName: string, columns: readonly AttributeFacts[]): string[] {
  const steps = [
    `INSERT INTO _pgsqlite_class (oid, nspname, relname, relkind, sqlite_name) VALUES (${NEXT_OID_SQL}, ${quoteString(schema)}, ${quoteString(name)}, ${quoteString(kind)}, ${quoteString(sqliteName)})`,
    BUMP_OID_SQL,
  ];
  if (columns.length) {
    const rows = columns.map(
      (c) =>
        `(${relOidSql(schema, name)}, ${c.attnum}, ${quoteString(c.name)}, ${c.typeOid}, ${c.typmod}, ${c.notNull ? 1 : 0}, ${sqlLiteral(c.defaultExpr)}, ${sqlLiteral(c.defaultSqlite)}, ${quoteString(c.identity)}, ${quoteString(c.sqliteName)})`,
    );
    steps.push(
      `INSERT INTO _pgsqlite_attribute (attrelid, attnum, attname, atttypid, atttypmod, attnotnull, attdefault, attdefault_sqlite, attidentity, sqlite_name) VALUES ${rows.join(', ')}`,
    );
  }
  return steps;
}

/** Steps that remove a relation from the internal catalog. */
export function unregisterRelation(oid: number): string[] {
  return [`DELETE FROM _pgsqlite_attribute WHERE attrelid = ${oid}`, `DELETE FROM _pgsqlite_class WHERE oid = ${oid}`];
}

/** Every DDL plan ends by bumping the catalog version (the plan cache key). */
export function bumpVersion(): string {
  return BUMP_CATALOG_VERSION_SQL;
}

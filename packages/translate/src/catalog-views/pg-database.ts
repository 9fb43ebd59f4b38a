import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { SysOid } from './oids.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to the server's databases when a statement reads
 * pg_database: a JSON array of {oid, name, isTemplate, allowConnections, connectionLimit,
 * collate, ctype} (session DatabaseRow).
 */
export const DATABASES_PARAM = -4;

/** Statements whose SQL plan the session runs with its parameter order. */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** Template databases' ACL in a fresh cluster: `{=c/owner,owner=CTc/owner}`. */
const TEMPLATE_ACL = "json_array('=c/' || pg_session_user(), pg_session_user() || '=CTc/' || pg_session_user())";

/** pg_database's columns (PostgreSQL 15) and the SQL of each over one json_each row. */
const COLUMNS: [name: string, type: number, sql: string][] = [
  ['oid', Oid.oid, "json_extract(value, '$.oid')"],
  ['datname', Oid.name, "json_extract(value, '$.name')"],
  ['datdba', Oid.oid, String(SysOid.superuser)],
  ['encoding', Oid.int4, '6'],
  ['datlocprovider', Oid.char, "'c'"],
  ['datistemplate', Oid.bool, "json_extract(value, '$.isTemplate')"],
  ['datallowconn', Oid.bool, "json_extract(value, '$.allowConnections')"],
  ['datconnlimit', Oid.int4, "json_extract(value, '$.connectionLimit')"],
  ['datfrozenxid', Oid.int8, '0'],
  ['datminmxid', Oid.int8, '1'],
  ['dattablespace', Oid.oid, '1663'],
  ['datcollate', Oid.text, "json_extract(value, '$.collate')"],
  ['datctype', Oid.text, "json_extract(value, '$.ctype')"],
  ['daticulocale', Oid.text, 'NULL'],
  ['datcollversion', Oid.text, 'NULL'],
  ['datacl', Oid._text, `(CASE WHEN json_extract(value, '$.name') IN ('template0', 'template1') THEN ${TEMPLATE_ACL} END)`],
];

/**
 * pg_database: every database of the server (templates included), as the server's database
 * catalog lists them when the statement runs; null outside the statements the session binds
 * (the caller then uses the fixed relation).
 */
export function pgDatabaseLive(ctx: PlanCtx): VirtualRelation | null {
  if (!BOUND.has(nodeType(ctx.stmt.ast))) return null;
  const select = COLUMNS.map(([name, , sql]) => `${sql} AS ${quoteIdent(name)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(${ctx.paramMarker(DATABASES_PARAM)})`,
    columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })),
  };
}

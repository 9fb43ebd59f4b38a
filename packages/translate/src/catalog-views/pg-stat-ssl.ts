import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import { ACTIVITY_PARAM } from './pg-stat-activity.js';
import type { VirtualRelation } from './relation-builder.js';

const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** pg_stat_ssl's columns (PostgreSQL 15) over one session's activity JSON (its `ssl` object). */
const COLUMNS: [name: string, type: number, sql: string][] = [
  ['pid', Oid.int4, "json_extract(value, '$.pid')"],
  ['ssl', Oid.bool, "(json_type(value, '$.ssl') = 'object')"],
  ['version', Oid.text, "json_extract(value, '$.ssl.version')"],
  ['cipher', Oid.text, "json_extract(value, '$.ssl.cipher')"],
  ['bits', Oid.int4, "json_extract(value, '$.ssl.bits')"],
  ['client_dn', Oid.text, 'NULL'],
  ['client_serial', Oid.numeric, 'NULL'],
  ['issuer_dn', Oid.text, 'NULL'],
];

/**
 * pg_stat_ssl: one row per session of the server (the rows of pg_stat_activity), with its TLS
 * version, cipher and key bits; client certificates are not requested, so the DN columns are NULL.
 */
export function pgStatSsl(ctx: PlanCtx): VirtualRelation {
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(ACTIVITY_PARAM) : "'[]'";
  const select = COLUMNS.map(([name, , sql]) => `${sql} AS ${quoteIdent(name)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(${source})`,
    columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })),
  };
}

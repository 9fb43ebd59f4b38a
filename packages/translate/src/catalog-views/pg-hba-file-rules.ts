import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to the server's access rules when a statement reads
 * pg_hba_file_rules: a JSON array of {line, type, databases, users, address, netmask, method}
 * (the file's lines, or the default policy's when the server has no file).
 */
export const HBA_RULES_PARAM = -7;

const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

const COLUMNS: [name: string, type: number, sql: string][] = [
  ['line_number', Oid.int4, "json_extract(value, '$.line')"],
  ['type', Oid.text, "json_extract(value, '$.type')"],
  ['database', Oid._text, "json_extract(value, '$.databases')"],
  ['user_name', Oid._text, "json_extract(value, '$.users')"],
  ['address', Oid.text, "json_extract(value, '$.address')"],
  ['netmask', Oid.text, "json_extract(value, '$.netmask')"],
  ['auth_method', Oid.text, "json_extract(value, '$.method')"],
  ['options', Oid._text, 'NULL'],
  ['error', Oid.text, 'NULL'],
];

/** pg_hba_file_rules: the access rules the server loaded, one row per line. */
export function pgHbaFileRules(ctx: PlanCtx): VirtualRelation {
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(HBA_RULES_PARAM) : "'[]'";
  const select = COLUMNS.map(([name, , sql]) => `${sql} AS ${quoteIdent(name)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(${source})`,
    columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })),
  };
}

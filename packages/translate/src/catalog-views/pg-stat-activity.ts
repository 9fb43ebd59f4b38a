import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent, sqlLiteral } from '../sql/quote.js';
import type { Col } from './relation-builder.js';
import type { VirtualRelation } from './relation-builder.js';
import { SysOid } from './oids.js';

/**
 * Parameter number the session binds to the live rows of pg_stat_activity: a JSON array of
 * objects keyed by column name (session BackendActivity), read with json_each at run time.
 */
export const ACTIVITY_PARAM = -3;

/** Statements whose SQL plan the session runs with its parameter order (as fn-clock.ts STAMPED). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** pg_stat_activity's columns (PostgreSQL 15), and the JSON key each is read from (null: always NULL). */
const COLUMNS: [Col, string | null][] = [
  [['datid', Oid.oid], null],
  [['datname', Oid.name], 'datname'],
  [['pid', Oid.int4], 'pid'],
  [['leader_pid', Oid.int4], null],
  [['usesysid', Oid.oid], null],
  [['usename', Oid.name], 'usename'],
  [['application_name', Oid.text], 'application_name'],
  [['client_addr', Oid.inet], 'client_addr'],
  [['client_hostname', Oid.text], null],
  [['client_port', Oid.int4], 'client_port'],
  [['backend_start', Oid.timestamptz], 'backend_start'],
  [['xact_start', Oid.timestamptz], 'xact_start'],
  [['query_start', Oid.timestamptz], 'query_start'],
  [['state_change', Oid.timestamptz], 'state_change'],
  [['wait_event_type', Oid.text], 'wait_event_type'],
  [['wait_event', Oid.text], 'wait_event'],
  [['state', Oid.text], 'state'],
  [['backend_xid', Oid.int8], null],
  [['backend_xmin', Oid.int8], null],
  [['query_id', Oid.int8], null],
  [['query', Oid.text], 'query'],
  [['backend_type', Oid.text], 'backend_type'],
];

function cell(name: string, key: string | null): string {
  if (name === 'datid') return `(CASE WHEN json_extract(value, '$.datname') = pg_current_database() THEN ${SysOid.database} ELSE NULL END)`;
  if (name === 'usesysid') return String(SysOid.superuser);
  return key === null ? 'NULL' : `json_extract(value, ${sqlLiteral(`$.${key}`)})`;
}

/**
 * pg_stat_activity: one row per session of the server, as the session reports them when the
 * statement runs (never cached: the rows are a parameter). backend_xid / backend_xmin are NULL
 * (typed int8: pgsqlite has no xid type). Outside the statements the session binds, it is empty.
 */
export function pgStatActivity(ctx: PlanCtx): VirtualRelation {
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(ACTIVITY_PARAM) : "'[]'";
  const select = COLUMNS.map(([[name], key]) => `${cell(name, key)} AS ${quoteIdent(name)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(${source})`,
    columns: COLUMNS.map(([[name, type]]) => ({ name, type, typmod: -1 })),
  };
}

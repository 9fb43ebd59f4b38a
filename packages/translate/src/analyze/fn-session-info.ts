import { Oid } from '@pgsqlite/catalog';
import { ACTIVITY_PARAM } from '../catalog-views/pg-stat-activity.js';
import { nodeType } from '../parse/ast.js';
import { sqlLiteral } from '../sql/quote.js';
import type { ExprEnv } from './expr.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * Session information functions read from the session's own activity row (the rows the session
 * binds for pg_stat_activity, ACTIVITY_PARAM), so a cached plan answers for whichever session runs
 * it: the query string it is running, and both ends of its connection (NULL over a Unix socket).
 */

/** Statements the session runs with its parameter order (as pg-stat-activity.ts). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** SQL: `key` of this session's activity row, NULL where the statement binds no rows. */
function ownActivity(env: ExprEnv, key: string): string {
  const ctx = env.scope.ctx;
  if (!BOUND.has(nodeType(ctx.stmt.ast))) return 'NULL';
  const rows = ctx.paramMarker(ACTIVITY_PARAM);
  return `(SELECT json_extract(value, ${sqlLiteral(`$.${key}`)}) FROM json_each(${rows}) WHERE json_extract(value, '$.pid') = pg_backend_pid())`;
}

const field =
  (key: string, type: number, sql: (value: string) => string = (v) => v): ScalarImpl =>
  (args, env) =>
    args.length === 0 ? { sql: sql(ownActivity(env, key)), type, typmod: -1 } : undefined;

/** A port: NULL where there is none (a Unix socket's client_port is -1 in pg_stat_activity). */
const port = (v: string): string => `NULLIF(${v}, -1)`;

/**
 * When this server started (µs since 1970): the moment its SQL layer was loaded, as the process
 * starts serving. pg_postmaster_start_time() and pg_conf_load_time() (no configuration file is
 * reloaded while a pgsqlite server runs) give it.
 */
const SERVER_START = Date.now() * 1000;

const serverStart: ScalarImpl = (args) => (args.length === 0 ? { sql: String(SERVER_START), type: Oid.timestamptz, typmod: -1 } : undefined);

export const SESSION_INFO_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_postmaster_start_time: serverStart,
  pg_conf_load_time: serverStart,
  current_query: field('query', Oid.text),
  inet_client_addr: field('client_addr', Oid.inet),
  inet_client_port: field('client_port', Oid.int4, port),
  inet_server_addr: field('server_addr', Oid.inet),
  inet_server_port: field('server_port', Oid.int4, port),
};

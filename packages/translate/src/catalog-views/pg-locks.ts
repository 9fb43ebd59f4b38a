import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { nodeType } from '../parse/ast.js';
import { quoteIdent, sqlLiteral } from '../sql/quote.js';
import type { VirtualRelation } from './relation-builder.js';

/**
 * Parameter number the session binds to the server's locks when a statement reads pg_locks or
 * calls pg_blocking_pids: a JSON object, `locks` (rows keyed by pg_locks' column names, bools as
 * 0/1) and `blocking` ([pid, [blocking pids]] for each waiting session).
 */
export const LOCKS_PARAM = -8;

/** Statements whose SQL plan the session runs with its parameter order (as pg-stat-activity.ts). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** pg_locks' columns (PostgreSQL 15); transactionid is int8 (pgsqlite has no xid type). */
const COLUMNS: readonly (readonly [string, number])[] = [
  ['locktype', Oid.text],
  ['database', Oid.oid],
  ['relation', Oid.oid],
  ['page', Oid.int4],
  ['tuple', Oid.int2],
  ['virtualxid', Oid.text],
  ['transactionid', Oid.int8],
  ['classid', Oid.oid],
  ['objid', Oid.oid],
  ['objsubid', Oid.int2],
  ['virtualtransaction', Oid.text],
  ['pid', Oid.int4],
  ['mode', Oid.text],
  ['granted', Oid.bool],
  ['fastpath', Oid.bool],
  ['waitstart', Oid.timestamptz],
];

/** The bound lock state, or an empty one where the statement binds none. */
export function locksSource(ctx: PlanCtx): string {
  return BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(LOCKS_PARAM) : "'{}'";
}

/**
 * pg_locks: the locks pgsqlite keeps, held and awaited, when the statement runs: each session's
 * transaction id while it holds its database's write lock (ExclusiveLock on transactionid), a
 * wait for it (ShareLock on the holder's transactionid, not granted), advisory locks and LOCK
 * TABLE's relation locks.
 */
export function pgLocks(ctx: PlanCtx): VirtualRelation {
  const select = COLUMNS.map(([name]) => `json_extract(value, ${sqlLiteral(`$.${name}`)}) AS ${quoteIdent(name)}`).join(', ');
  return {
    sql: `SELECT ${select} FROM json_each(json_extract(${locksSource(ctx)}, '$.locks'))`,
    columns: COLUMNS.map(([name, type]) => ({ name, type, typmod: -1 })),
  };
}

/** pg_blocking_pids(pid): the pids `pid` waits for now (int4[]; empty when it does not wait). */
export function blockingPidsSql(ctx: PlanCtx, pid: string): string {
  return `COALESCE((SELECT json_extract(value, '$[1]') FROM json_each(json_extract(${locksSource(ctx)}, '$.blocking')) WHERE json_extract(value, '$[0]') = (${pid})), '[]')`;
}

import { Oid } from '@pgsqlite/catalog';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';
import { nodeType } from '../parse/ast.js';

/**
 * Parameter number the session binds to the channels it listens on (committed LISTENs, in the
 * order they were made, as async.c's listenChannels) when a statement calls
 * pg_listening_channels(): a JSON array of text.
 */
export const LISTENING_PARAM = -10;

/** Statements whose SQL plan the session runs with its parameter order (as catalog-views/pg-cursors.ts). */
const BOUND = new Set(['SelectStmt', 'InsertStmt', 'UpdateStmt', 'DeleteStmt']);

/** pg_listening_channels() → setof text, or undefined for another call. */
export function listeningChannelsRows(name: string, args: Expr[], scope: Scope): { from: string; columns: { name: string; type: number; sql: (a: string) => string }[]; ordinality: (a: string) => string } | undefined {
  if (name !== 'pg_listening_channels' || args.length !== 0) return undefined;
  const ctx = scope.ctx;
  const source = BOUND.has(nodeType(ctx.stmt.ast)) ? ctx.paramMarker(LISTENING_PARAM) : "'[]'";
  return {
    from: `json_each(${source})`,
    columns: [{ name, type: Oid.text, sql: (alias) => `${alias}.value` }],
    ordinality: (alias) => `(${alias}.key + 1)`,
  };
}

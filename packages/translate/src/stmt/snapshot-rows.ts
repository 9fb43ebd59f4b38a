import { Oid } from '@pgsqlite/catalog';
import { coerce } from '../analyze/coerce.js';
import type { Expr } from '../analyze/expr-types.js';
import type { Scope } from '../analyze/scope.js';

/** pg_snapshot_xip(pg_snapshot) → setof xid8, txid_snapshot_xip(txid_snapshot) → setof bigint: the in-progress xids in order. */
export const SNAPSHOT_SRFS: ReadonlySet<string> = new Set(['pg_snapshot_xip', 'txid_snapshot_xip']);

/** The rows of pg_snapshot_xip / txid_snapshot_xip (a json_each over the runtime's list), or undefined for another call. */
export function snapshotRangeFunction(name: string, args: Expr[], scope: Scope): { from: string; columns: { name: string; type: number; sql: (a: string) => string }[]; ordinality: (a: string) => string } | undefined {
  if (!SNAPSHOT_SRFS.has(name) || args.length !== 1) return undefined;
  const x8 = name === 'pg_snapshot_xip';
  const a = args[0] as Expr;
  const snapType = x8 ? Oid.pg_snapshot : Oid.txid_snapshot;
  if (a.type !== snapType && a.type !== Oid.unknown) return undefined;
  const s = coerce(scope.ctx, a, snapType, -1, 'implicit');
  return {
    from: `json_each(pg_snapshot_xip_json(${s.sql}, ${x8 ? 1 : 0}))`,
    columns: [{ name, type: x8 ? Oid.xid8 : Oid.int8, sql: (alias) => `${alias}.value` }],
    ordinality: (alias) => `(${alias}.key + 1)`,
  };
}

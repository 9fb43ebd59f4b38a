import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { typeName } from './types.js';

/**
 * The snapshot functions of PostgreSQL 15 (xid8funcs.c) over a given snapshot value:
 * pg_snapshot_xmin/xmax (→ xid8), pg_visible_in_snapshot(xid8, pg_snapshot), and the deprecated
 * txid_snapshot_xmin/xmax (→ bigint), txid_visible_in_snapshot(bigint, txid_snapshot). The
 * in-progress list (pg_snapshot_xip, txid_snapshot_xip) is a set-returning function
 * (stmt/snapshot-rows.ts). The current snapshot and transaction IDs are not here: pgsqlite assigns
 * no transaction IDs (pg_current_xact_id() & co. stay 0A000).
 */
function part(which: 'xmin' | 'xmax', snapType: number): ScalarImpl {
  return (args, env) => {
    const s = args.length === 1 ? as(env, args[0] as Expr, snapType) : undefined;
    const x8 = snapType === Oid.pg_snapshot;
    return s ? res(`pg_snapshot_part(${s.sql}, '${which}', ${x8 ? 1 : 0})`, x8 ? Oid.xid8 : Oid.int8) : undefined;
  };
}

function visible(xidType: number, snapType: number): ScalarImpl {
  return (args, env) => {
    if (args.length !== 2) return undefined;
    const x = as(env, args[0] as Expr, xidType);
    const s = as(env, args[1] as Expr, snapType);
    return x && s ? res(`pg_snapshot_visible(${x.sql}, ${s.sql})`, Oid.bool) : undefined;
  };
}

export const SNAPSHOT_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_snapshot_xmin: part('xmin', Oid.pg_snapshot),
  pg_snapshot_xmax: part('xmax', Oid.pg_snapshot),
  txid_snapshot_xmin: part('xmin', Oid.txid_snapshot),
  txid_snapshot_xmax: part('xmax', Oid.txid_snapshot),
  pg_visible_in_snapshot: visible(Oid.xid8, Oid.pg_snapshot),
  txid_visible_in_snapshot: visible(Oid.int8, Oid.txid_snapshot),
};

const COMPARISON = new Set(['=', '<>', '!=', '<', '>', '<=', '>=']);

/** pg_snapshot and txid_snapshot have no operators at all (42883, not a comparison of stored text). */
export function snapshotOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): undefined {
  const snap = (t: number): boolean => t === Oid.pg_snapshot || t === Oid.txid_snapshot;
  if (!COMPARISON.has(op) || !(snap(l.type) || snap(r.type))) return undefined;
  const lt = l.type === Oid.unknown ? r.type : l.type;
  const rt = r.type === Oid.unknown ? l.type : r.type;
  throw env.scope.ctx.error('undefined_function', `operator does not exist: ${typeName(lt)} ${op} ${typeName(rt)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

import type { PlanCtx } from '../analyze/context.js';

/**
 * Statement snapshots of tables a data-modifying WITH changes (stmt/modifying-with.ts): while one
 * such statement is planned, FROM items naming those tables read a temporary copy taken before
 * the first modification, as PostgreSQL's single snapshot shows them.
 */
const SNAPSHOTS = new WeakMap<PlanCtx, ReadonlyMap<number, string>>();

/** Makes FROM items of `ctx` read relation OID → (quoted) snapshot table. */
export function useSnapshots(ctx: PlanCtx, tables: ReadonlyMap<number, string>): void {
  SNAPSHOTS.set(ctx, tables);
}

/** The snapshot table FROM items read instead of relation `oid`, if any. */
export function snapshotTable(ctx: PlanCtx, oid: number): string | undefined {
  return SNAPSHOTS.get(ctx)?.get(oid);
}

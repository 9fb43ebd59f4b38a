import { findUserType } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';

/**
 * A new table, view or sequence gets a row type named like it (heap_create_with_catalog), so a
 * user enum or domain of that name in its schema refuses it: 42710 `type "x" already exists`
 * with PostgreSQL's hint. (Other relations are refused earlier as `relation "x" already exists`.)
 */
export function refuseTypeNameClash(ctx: PlanCtx, schema: string, name: string): void {
  if (findUserType(ctx.catalog, name, schema, []) === undefined) return;
  throw ctx.error('duplicate_object', `type "${name}" already exists`, undefined, {
    hint: "A relation has an associated type of the same name, so you must use a name that doesn't conflict with any existing type.",
  });
}

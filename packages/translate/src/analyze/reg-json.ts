import { Oid } from '@pgsqlite/catalog';
import type { PlanCtx } from './context.js';
import type { Expr } from './expr-types.js';
import { coerce } from './coerce.js';

/** The OID alias types whose output function prints a catalog object's name (regclassout, regprocout, …). */
const REG_TYPES: ReadonlySet<number> = new Set([Oid.regclass, Oid.regtype, Oid.regproc, Oid.regoper, Oid.regnamespace, Oid.regrole]);

/**
 * A reg* value as to_json / json_build_* / json_agg / row_to_json take it: json.c puts these types
 * in no category of their own, so the value is its output text as a JSON string ("pg_class", not
 * 1259). The name is known only to the catalog, so it is made here (the runtime sees the OID).
 */
export function regAsText(ctx: PlanCtx, e: Expr): Expr {
  return REG_TYPES.has(e.type) ? coerce(ctx, e, Oid.text, -1, 'explicit') : e;
}

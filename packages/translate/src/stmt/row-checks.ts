import type { RelationDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { translateExpr } from '../analyze/expr.js';
import { asBool } from '../analyze/operators.js';
import { tableScope } from '../ddl/table-sql.js';
import { parseExprText } from '../ddl/table-model.js';
import type { RowCheck } from '../plan.js';

/**
 * The CHECK constraints of `rel` as SQLite conditions over its unqualified columns (as the table's
 * own CHECK clauses read them), for a 23514's DETAIL: which of several written rows failed
 * (errors/row-details.ts evaluates them over each row). Undefined when `rel` has none, or one
 * cannot be translated (the DETAIL is then left out as before).
 */
export function rowChecks(ctx: PlanCtx, rel: RelationDef): RowCheck[] | undefined {
  const cons = ctx.catalog.constraintsOf(rel.oid).filter((c) => c.type === 'c' && c.checkExpr !== null);
  if (cons.length === 0) return undefined;
  try {
    return cons.map((c) => {
      const scope = tableScope(ctx, rel);
      const e = asBool(translateExpr(parseExprText(c.checkExpr as string), { scope, clause: 'check constraints' }), { scope });
      return { name: c.name, sql: e.sql };
    });
  } catch {
    return undefined;
  }
}

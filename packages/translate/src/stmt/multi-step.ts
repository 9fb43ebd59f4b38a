import { finishSql, type PlanCtx } from '../analyze/context.js';
import type { CommandVerb, ResultColumn, SqlPlan, SqlStep } from '../plan.js';

/** A step before parameter markers are resolved. */
export interface RawStep {
  sql: string;
  role: SqlStep['role'];
  into?: string;
}

/** A SqlPlan run as several SQLite statements (MERGE, data-modifying WITH): see SqlPlan.steps. */
export function multiStepPlan(ctx: PlanCtx, raw: readonly RawStep[], columns: ResultColumn[] | null, verb: CommandVerb | string): SqlPlan {
  const steps: SqlStep[] = raw.map((r) => {
    const { sql, paramOrder } = finishSql(r.sql);
    return { sql, paramOrder, role: r.role, ...(r.into !== undefined ? { into: r.into } : {}) };
  });
  const main = steps.find((s) => s.role === 'result') ?? steps[0];
  return {
    kind: 'sql',
    sql: main?.sql ?? '',
    paramOrder: main?.paramOrder ?? [],
    paramTypes: ctx.paramTypes.map((t) => t || 25),
    paramTypmods: [...ctx.paramTypmods],
    columns,
    verb,
    readonly: false,
    steps,
  };
}

import type { Plan } from '@pgsqlite/translate';
import type { Uses } from './context.js';
import type { PreparedStatement } from './prepared-statements.js';

/**
 * How many custom plans PostgreSQL's plan cache (plancache.c choose_custom_plan) makes for a
 * statement with parameters before it compares them with the generic plan.
 */
const CUSTOM_PLANS_FIRST = 5;

/**
 * The origin pg_prepared_statements shows for a statement prepared from `source` by the statement
 * that started at `at` (µs; prepare_time is GetCurrentStatementStartTimestamp in PostgreSQL).
 */
export function preparedOrigin(source: string, fromSql: boolean, at: number): NonNullable<PreparedStatement['origin']> {
  return { text: source, fromSql, at };
}

/**
 * One execution of `stmt` (Bind of a portal, or EXECUTE) under `planCacheMode`: a statement
 * without parameters, or under force_generic_plan, runs its generic plan; force_custom_plan a
 * custom one; otherwise custom plans come first (the generic plan is then the cheaper one for the
 * statements pgsqlite plans, which have no data-dependent plan).
 */
export function notePlanChoice(stmt: PreparedStatement, paramCount: number, planCacheMode: string): void {
  const plans = (stmt.plans ??= { generic: 0, custom: 0 });
  const custom = paramCount > 0 && planCacheMode !== 'force_generic_plan' && (planCacheMode === 'force_custom_plan' || plans.custom < CUSTOM_PLANS_FIRST);
  if (custom) plans.custom++;
  else plans.generic++;
}

/** Parameter types of a prepared statement: its plan's (declared or inferred), else those declared (Describe, pg_prepared_statements). */
export function statementParamTypes(plan: Plan, declared: readonly number[]): readonly number[] {
  if (plan.kind === 'sql' || plan.kind === 'session-fn') return plan.paramTypes;
  // DECLARE … CURSOR FOR a query with parameters: the query's (as PostgreSQL's Parse infers them)
  if (plan.kind === 'cursor' && plan.query !== undefined) return plan.query.paramTypes;
  return declared;
}

/** The rows of pg_prepared_statements (translate's PREPARED_PARAM) as JSON: the named statements. */
export function preparedJson(core: Uses<'prepared'>): string {
  const rows = [...core.prepared.statements.values()]
    .filter((s) => s.name !== '')
    .map((s) => ({
      name: s.name,
      statement: s.origin?.text ?? s.parsed?.source ?? '',
      prepare_time: s.origin?.at ?? null,
      parameter_types: statementParamTypes(s.plan, s.declaredTypes),
      from_sql: s.origin?.fromSql === true ? 1 : 0,
      generic_plans: s.plans?.generic ?? 0,
      custom_plans: s.plans?.custom ?? 0,
    }));
  return JSON.stringify(rows);
}

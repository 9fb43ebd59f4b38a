import type { Plan } from '@pgsqlite/translate';
import type { Uses } from './context.js';
import { PgError } from '@pgsqlite/errors';
import { resultShapeChanged, type PreparedStatement } from './prepared-statements.js';
import { noteTempUse } from './temp-schema.js';

/** What planning a statement for a session reads: its catalog, settings, translator and pid (temp schema). */
type Planner = Uses<'handle' | 'settings' | 'translator' | 'processId'>;

/** What a prepared statement's plan depends on besides its text: catalog version and search_path. */
export function planKey(core: Uses<'handle' | 'settings'>): string {
  return `${core.handle.catalog().version}\u0000${core.settings.get('search_path')}`;
}

/** Plans a parsed statement (null: the empty query) with the declared parameter types. */
export function planOf(core: Planner, stmt: PreparedStatement['parsed'], types: readonly number[]): Plan {
  if (stmt === null) return { kind: 'empty' };
  noteTempUse(core, stmt);
  return core.translator.plan(stmt, types, { catalog: core.handle.catalog(), searchPath: core.settings.searchPath(), settings: core.settings.formatSettings() });
}

/**
 * The statement's plan, re-planned when DDL or search_path changed since it was made. A re-plan
 * whose result columns differ from the statement's when it was prepared is refused, as
 * PostgreSQL's RevalidateCachedQuery refuses it for a fixed-result statement (0A000, on every
 * use: drivers such as pgx read it as "forget this statement").
 */
export function currentPlan(core: Planner, stmt: PreparedStatement): Plan {
  const key = planKey(core);
  if (stmt.planKey !== key) {
    const plan = planOf(core, stmt.parsed, stmt.declaredTypes);
    if (resultShapeChanged(stmt, plan)) {
      throw new PgError('feature_not_supported', 'cached plan must not change result type');
    }
    stmt.plan = plan;
    stmt.planKey = key;
  }
  return stmt.plan;
}

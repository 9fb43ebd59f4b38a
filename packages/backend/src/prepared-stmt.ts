import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { createAsExecuteStatement, executeArgsStatement, type ParsedStatement, type Plan, type PreparedPlan, type ResultColumn } from '@pgsqlite/translate';
import type { PreparedStatement } from './prepared-statements.js';
import type { ExecContext } from './context.js';
import { currentPlan, planKey, planOf } from './statement-plan.js';
import { notePlanChoice, preparedOrigin, statementParamTypes } from './prepared-list.js';

type Runner = (core: ExecContext, plan: Plan, params: readonly SqlValue[]) => Promise<{ tag: string | null; rows: SqlValue[][] | null }>;

/** The plan EXECUTE name would run, for RowDescription; null when there is none. */
export function executedPlan(core: ExecContext, plan: PreparedPlan): Plan | null {
  if (plan.action !== 'execute' || plan.name === null) return null;
  const stmt = core.prepared.statements.get(plan.name);
  return stmt === undefined ? null : currentPlan(core, stmt);
}

/** Columns of EXECUTE's statement, through `columnsOf` (execute.ts resultColumns). */
export function executeColumns(core: ExecContext, plan: PreparedPlan, columnsOf: (p: Plan) => ResultColumn[] | null): ResultColumn[] | null {
  const inner = executedPlan(core, plan);
  return inner === null ? null : columnsOf(inner);
}

/**
 * PREPARE / EXECUTE / DEALLOCATE (prepare.c). SQL-level statements share the namespace of the
 * protocol's named statements, as in PostgreSQL.
 */
export async function runPrepared(core: ExecContext, plan: PreparedPlan, run: Runner): Promise<{ tag: string | null; rows: SqlValue[][] | null }> {
  const store = core.prepared;
  switch (plan.action) {
    case 'prepare': {
      const name = plan.name ?? '';
      if (store.statements.has(name)) throw new PgError('duplicate_prepared_statement', `prepared statement "${name}" already exists`);
      const parsed = plan.statement ?? null;
      const inner = planOf(core, parsed, plan.paramTypes);
      store.addStatement({ name, parsed, declaredTypes: plan.paramTypes, plan: inner, planKey: planKey(core), origin: preparedOrigin(parsed?.source ?? '', true, Number(core.tx.clockStamps()[1])) });
      return { tag: plan.tag, rows: null };
    }
    case 'deallocate':
      if (plan.name === null) store.statements.clear();
      else {
        store.statement(plan.name);
        store.statements.delete(plan.name);
      }
      return { tag: plan.tag, rows: null };
    case 'create_as':
      return runCreateAsExecute(core, plan, run);
    case 'execute': {
      const stmt = store.statement(plan.name ?? '');
      const inner = currentPlan(core, stmt);
      const types = checkedParamTypes(stmt, inner, plan.argCount ?? 0);
      const given = plan.argCount ?? 0;
      let params: SqlValue[] = [];
      if (given > 0) {
        const catalog = core.handle.catalog();
        const args = core.translator.plan(executeArgsStatement(plan, types, catalog, core.settings.searchPath()), types, {
          catalog,
          searchPath: core.settings.searchPath(),
          settings: core.settings.formatSettings(),
          paramsAllowed: false,
        });
        params = (await run(core, args, [])).rows?.[0] ?? [];
      }
      notePlanChoice(stmt, given, core.settings.get('plan_cache_mode'));
      return run(core, inner, params);
    }
  }
}

/** The prepared statement's parameter types, when `given` arguments match them (42601 otherwise, as EvaluateParams). */
function checkedParamTypes(stmt: PreparedStatement, inner: Plan, given: number): readonly number[] {
  const types = statementParamTypes(inner, stmt.declaredTypes);
  if (given !== types.length) {
    throw new PgError('syntax_error', `wrong number of parameters for prepared statement "${stmt.name}"`, {
      detail: `Expected ${types.length} parameters but got ${given}.`,
    });
  }
  return types;
}

/**
 * CREATE TABLE … AS EXECUTE name(args) (ExecuteQuery with an INTO clause): the prepared statement
 * must be a SELECT (42809); the CREATE TABLE AS is planned again over its query, the arguments in
 * place of its parameters, and run.
 */
async function runCreateAsExecute(core: ExecContext, plan: PreparedPlan, run: Runner): Promise<{ tag: string | null; rows: SqlValue[][] | null }> {
  const stmt = core.prepared.statement(plan.name ?? '');
  const inner = currentPlan(core, stmt);
  const select = stmt.parsed?.ast['SelectStmt'] as Record<string, unknown> | undefined;
  if (stmt.parsed === null || select === undefined || select['intoClause'] !== undefined) throw new PgError('wrong_object_type', 'prepared statement is not a SELECT');
  const types = checkedParamTypes(stmt, inner, plan.argCount ?? 0);
  const catalog = core.handle.catalog();
  const searchPath = core.settings.searchPath();
  const statement = createAsExecuteStatement(plan.statement as ParsedStatement, stmt.parsed, types, catalog, searchPath);
  const ctas = core.translator.plan(statement, [], { catalog, searchPath, settings: core.settings.formatSettings() });
  const done = await run(core, ctas, []);
  // the prepared query's portal runs, for no rows WITH NO DATA: its tag counts them (SELECT 0)
  return done.tag === 'CREATE TABLE AS' ? { ...done, tag: 'SELECT 0' } : done;
}

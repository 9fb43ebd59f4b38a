import { PgError } from '@pgsqlite/errors';
import type { ParsedStatement, Plan } from '@pgsqlite/translate';

/** A statement prepared by Parse (or by PREPARE), with the plan it had when last checked. */
export interface PreparedStatement {
  readonly name: string;
  /** null for an empty query string */
  readonly parsed: ParsedStatement | null;
  /** Parameter type OIDs the client declared in Parse (0 = unspecified). */
  readonly declaredTypes: readonly number[];
  plan: Plan;
  /** Catalog version and search_path the plan was made for. */
  planKey: string;
}

/** Where a prepared statement came from, as pg_prepared_statements shows it. */
export interface PreparedOrigin {
  /** The query string that made it: the whole one holding PREPARE, or Parse's. */
  readonly text: string;
  /** PREPARE (true) or the protocol's Parse (false). */
  readonly fromSql: boolean;
  /** When the statement that made it started (µs since 1970). */
  readonly created: number;
}

/** What pg_prepared_statements shows besides the statement itself (prepare.c's PreparedStatement, plancache's counts). */
interface PreparedFacts extends PreparedOrigin {
  generic: number;
  custom: number;
}

/** Parameter types of a statement's plan (declared or inferred). */
function parameterTypes(stmt: PreparedStatement): readonly number[] {
  return stmt.plan.kind === 'sql' || stmt.plan.kind === 'session-fn' ? stmt.plan.paramTypes : stmt.declaredTypes;
}

/** Named and unnamed prepared statements of one session (prepare.c's hash table). */
export class PreparedStatements {
  readonly statements = new Map<string, PreparedStatement>();
  readonly #facts = new WeakMap<PreparedStatement, PreparedFacts>();

  /** Stores a statement; a named one must not exist yet (42P05), the unnamed one is replaced. */
  addStatement(stmt: PreparedStatement, origin?: PreparedOrigin): void {
    if (stmt.name !== '' && this.statements.has(stmt.name)) {
      throw new PgError('duplicate_prepared_statement', `prepared statement "${stmt.name}" already exists`);
    }
    this.statements.set(stmt.name, stmt);
    if (origin !== undefined) this.#facts.set(stmt, { ...origin, generic: 0, custom: 0 });
  }

  /**
   * Counts a run of `stmt` as plancache.c's choose_custom_plan would plan it: without parameters
   * (or under plan_cache_mode force_generic_plan) a generic plan; under force_custom_plan a custom
   * one; otherwise custom for the first five runs, then generic. (PostgreSQL keeps choosing custom
   * plans afterwards only when the generic plan's estimated cost exceeds their average; pgsqlite
   * has no cost estimates and counts the generic plan PostgreSQL picks for simple statements.)
   */
  countRun(stmt: PreparedStatement, planCacheMode: string): void {
    const facts = this.#facts.get(stmt);
    if (facts === undefined) return;
    const params = parameterTypes(stmt).length;
    const custom = params > 0 && planCacheMode !== 'force_generic_plan' && (planCacheMode === 'force_custom_plan' || facts.custom < 5);
    if (custom) facts.custom++;
    else facts.generic++;
  }

  /** The rows of pg_prepared_statements (translate's PREPARED_PARAM) as JSON: the named statements. */
  rowsJson(): string {
    const rows = [];
    for (const stmt of this.statements.values()) {
      if (stmt.name === '') continue;
      const facts = this.#facts.get(stmt);
      rows.push({
        name: stmt.name,
        statement: facts?.text ?? stmt.parsed?.source ?? '',
        prepare_time: facts?.created ?? null,
        parameter_types: parameterTypes(stmt),
        from_sql: facts?.fromSql === true ? 1 : 0,
        generic_plans: facts?.generic ?? 0,
        custom_plans: facts?.custom ?? 0,
      });
    }
    return JSON.stringify(rows);
  }

  statement(name: string): PreparedStatement {
    const stmt = this.statements.get(name);
    if (stmt === undefined) {
      throw new PgError(
        'invalid_sql_statement_name',
        name === '' ? 'unnamed prepared statement does not exist' : `prepared statement "${name}" does not exist`,
      );
    }
    return stmt;
  }
}

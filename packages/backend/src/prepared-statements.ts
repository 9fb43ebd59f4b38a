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
  /** What pg_prepared_statements shows: the client's query string, PREPARE or Parse, when (µs). */
  readonly origin?: { readonly text: string; readonly fromSql: boolean; readonly at: number };
  /** Executions so far, counted as PostgreSQL's plan cache counts its plan choices. */
  plans?: { generic: number; custom: number };
  /** The result's column names and types when prepared (a re-plan may not change them: statement-plan.ts) */
  resultShape?: string;
}

/**
 * The names, types and typmods of a plan's result columns (undefined for a plan whose result is
 * known only when it runs), compared as PostgreSQL's plan cache compares result descriptors.
 */
export function resultShapeOf(plan: Plan): string | undefined {
  if (plan.kind !== 'sql' && plan.kind !== 'session-fn') return undefined;
  return JSON.stringify(plan.columns?.map((c) => [c.name, c.typeOid, c.typmod]) ?? null);
}

/** Named and unnamed prepared statements of one session (prepare.c's hash table). */
export class PreparedStatements {
  readonly statements = new Map<string, PreparedStatement>();

  /** Stores a statement; a named one must not exist yet (42P05), the unnamed one is replaced. */
  addStatement(stmt: PreparedStatement): void {
    if (stmt.name !== '' && this.statements.has(stmt.name)) {
      throw new PgError('duplicate_prepared_statement', `prepared statement "${stmt.name}" already exists`);
    }
    stmt.resultShape = resultShapeOf(stmt.plan);
    this.statements.set(stmt.name, stmt);
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

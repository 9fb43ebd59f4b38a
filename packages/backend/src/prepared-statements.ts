import { PgError } from '@pgsqlite/errors';
import type { ParsedStatement, Plan, ResultColumn } from '@pgsqlite/translate';

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
  /** Its result columns when prepared (undefined: known only when it runs); a re-plan may not change them (statement-plan.ts) */
  preparedColumns?: readonly ResultColumn[] | null;
}

/** A plan's result columns when the plan fixes them (undefined: known only when it runs). */
function fixedColumns(plan: Plan): readonly ResultColumn[] | null | undefined {
  return plan.kind === 'sql' || plan.kind === 'session-fn' ? plan.columns : undefined;
}

/**
 * Whether a re-plan's result columns differ from the statement's when prepared in name, type or
 * typmod, as PostgreSQL's plan cache compares result descriptors; false when either is known only
 * when it runs.
 */
export function resultShapeChanged(stmt: PreparedStatement, plan: Plan): boolean {
  const x = stmt.preparedColumns;
  const y = fixedColumns(plan);
  if (x === undefined || y === undefined) return false;
  if (x === null || y === null) return x !== y;
  return x.length !== y.length || x.some((c, i) => c.name !== y[i]!.name || c.typeOid !== y[i]!.typeOid || c.typmod !== y[i]!.typmod);
}

/** Named and unnamed prepared statements of one session (prepare.c's hash table). */
export class PreparedStatements {
  readonly statements = new Map<string, PreparedStatement>();

  /** Stores a statement; a named one must not exist yet (42P05), the unnamed one is replaced. */
  addStatement(stmt: PreparedStatement): void {
    if (stmt.name !== '' && this.statements.has(stmt.name)) {
      throw new PgError('duplicate_prepared_statement', `prepared statement "${stmt.name}" already exists`);
    }
    stmt.preparedColumns = fixedColumns(stmt.plan);
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

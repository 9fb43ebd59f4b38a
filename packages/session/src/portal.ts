import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { FormatCode } from '@pgsqlite/wire';
import type { ParsedStatement, Plan, ResultColumn } from '@pgsqlite/translate';
import type { ValueEncoder } from './results.js';

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

/**
 * A portal created by Bind: a plan with its parameters and result formats. The statement runs
 * at the first Execute; its rows are buffered here and handed out `maxRows` at a time.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-EXT-QUERY
 */
export interface Portal {
  readonly name: string;
  readonly plan: Plan;
  /** Parameter values in storage encoding, by PostgreSQL parameter number - 1. */
  readonly params: readonly SqlValue[];
  /** Result columns (null: NoData) and their formats. */
  readonly columns: readonly ResultColumn[] | null;
  readonly formats: readonly FormatCode[];
  encoders: ValueEncoder[] | null;
  /** Set once the statement has run. */
  rows: SqlValue[][] | null;
  tag: string | null;
  cursor: number;
  ran: boolean;
}

/** Named and unnamed prepared statements and portals of one session. */
export class PortalStore {
  readonly statements = new Map<string, PreparedStatement>();
  readonly portals = new Map<string, Portal>();

  /** Stores a statement; a named one must not exist yet (42P05), the unnamed one is replaced. */
  addStatement(stmt: PreparedStatement): void {
    if (stmt.name !== '' && this.statements.has(stmt.name)) {
      throw new PgError('duplicate_prepared_statement', `prepared statement "${stmt.name}" already exists`);
    }
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

  /** Stores a portal; a named one must not exist yet (42P03), the unnamed one is replaced. */
  addPortal(portal: Portal): void {
    if (portal.name !== '' && this.portals.has(portal.name)) {
      throw new PgError('duplicate_cursor', `cursor "${portal.name}" already exists`);
    }
    this.portals.set(portal.name, portal);
  }

  portal(name: string): Portal {
    const portal = this.portals.get(name);
    if (portal === undefined) throw new PgError('invalid_cursor_name', `portal "${name}" does not exist`);
    return portal;
  }

  /** Portals do not outlive their transaction. */
  dropPortals(): void {
    this.portals.clear();
  }
}

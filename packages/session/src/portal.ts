import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { FormatCode } from '@pgsqlite/wire';
import type { Plan, ResultColumn } from '@pgsqlite/translate';
import type { ResultSource, ValueEncoder } from '@pgsqlite/backend';

/**
 * A portal created by Bind: a plan with its parameters and result formats. The statement runs
 * at the first Execute; its rows are read from `source` `maxRows` at a time — a query streams
 * (the statement stays open, suspended between Executes), other plans hand out rows they made.
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
  /** A result format code other than 0/1 from Bind: 22023 once a row is to be sent. */
  readonly invalidFormat?: number;
  /** The statement's plan made again (for the current catalog), when another session's DDL moved it (CatalogMoved). */
  readonly replan?: () => Plan;
  /** The catalog version `plan` was made for (Transaction.catalogVersion). */
  readonly plannedAt?: number;
  encoders: ValueEncoder[] | null;
  /** Set once the statement has run: rows it made in full (handed out from `cursor` on) … */
  rows: SqlValue[][] | null;
  cursor: number;
  /** … or the rows of a query still running, read as they are sent. */
  source: ResultSource | null;
  tag: string | null;
  ran: boolean;
}

/** Named and unnamed portals of one session (prepared statements are the backend's PreparedStatements). */
export class PortalStore {
  readonly portals = new Map<string, Portal>();

  /** Stores a portal; a named one must not exist yet (42P03), the unnamed one is replaced. */
  addPortal(portal: Portal): void {
    if (portal.name !== '' && this.portals.has(portal.name)) {
      throw new PgError('duplicate_cursor', `cursor "${portal.name}" already exists`);
    }
    this.portals.set(portal.name, portal);
  }

  /** Drops a portal (Close, or the unnamed one replaced); its statement ends. */
  remove(name: string): void {
    this.portals.get(name)?.source?.close();
    this.portals.delete(name);
  }

  portal(name: string): Portal {
    const portal = this.portals.get(name);
    if (portal === undefined) throw new PgError('invalid_cursor_name', `portal "${name}" does not exist`);
    return portal;
  }

  /** Portals do not outlive their transaction. */
  dropPortals(): void {
    for (const p of this.portals.values()) p.source?.close();
    this.portals.clear();
  }
}

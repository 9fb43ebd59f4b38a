import type { DdlPlan } from '@pgsqlite/translate';

/** What a CREATE TEMP TABLE … ON COMMIT asks for at each commit. */
export type OnCommit = NonNullable<DdlPlan['onCommit']>;

/**
 * ON COMMIT DROP / DELETE ROWS of one session's temporary tables. PostgreSQL does them inside each
 * committing transaction (an autocommit statement too); here they run right after it, before
 * ReadyForQuery, each as its own statement.
 */
export class TempTables {
  /** The actions registered, by schema-qualified table name. */
  readonly actions = new Map<string, OnCommit>();

  /** A CREATE TEMP TABLE … ON COMMIT ran. */
  register(onCommit: OnCommit): void {
    this.actions.set(`${onCommit.schema}.${onCommit.name}`, onCommit);
  }
}

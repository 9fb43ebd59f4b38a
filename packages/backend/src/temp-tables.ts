import type { DdlPlan } from '@pgsqlite/translate';
import type { ExecContext } from './context.js';
import { executePlan } from './execute.js';
import { tempSchemaName } from './temp-schema.js';

type OnCommit = NonNullable<DdlPlan['onCommit']>;

/**
 * ON COMMIT DROP / DELETE ROWS of one session's temporary tables. PostgreSQL does them inside each
 * committing transaction (an autocommit statement too); here they run right after it, before
 * ReadyForQuery, each as its own statement.
 */
export class TempTables {
  private readonly actions = new Map<string, OnCommit>();

  /** A CREATE TEMP TABLE … ON COMMIT ran. */
  register(onCommit: OnCommit): void {
    this.actions.set(`${onCommit.schema}.${onCommit.name}`, onCommit);
  }

  /** Runs the ON COMMIT actions due, each as its own statement outside any transaction. */
  async settle(core: ExecContext): Promise<void> {
    // Whether the last statement or block committed does not matter: after a rollback the rows
    // of a DELETE ROWS table are already gone (removed at the previous commit), and a DROP table
    // created in a rolled-back block no longer exists.
    if (this.actions.size === 0 || core.tx.block !== 'none') return;
    for (const [key, a] of [...this.actions]) {
      if (core.handle.catalog().findRelation(a.name, a.schema, []) === undefined) {
        this.actions.delete(key);
        continue;
      }
      if (a.action === 'drop') this.actions.delete(key);
      const verb = a.action === 'drop' ? 'DROP TABLE' : 'DELETE FROM';
      await runInternal(core, `${verb} ${quoteIdent(a.schema)}.${quoteIdent(a.name)}`);
    }
  }
}

/**
 * Disconnect (or a stale schema of a crashed server found at startup): drops the session's
 * temporary schema and everything in it.
 */
export async function dropTempSchema(core: ExecContext): Promise<void> {
  const schema = tempSchemaName(core.processId);
  if (!core.handle.catalog().schemas().includes(schema)) return;
  await runInternal(core, `DROP SCHEMA ${quoteIdent(schema)} CASCADE`);
}

async function runInternal(core: ExecContext, sql: string): Promise<void> {
  const stmt = core.translator.parse(sql)[0];
  if (stmt === undefined) return;
  const plan = core.translator.plan(stmt, [], { catalog: core.handle.catalog(), searchPath: core.settings.searchPath(), settings: core.settings.formatSettings() });
  // Internal clean-up sends nothing to the client (no NOTICE "drop cascades to …").
  await executePlan({ ...core, cancelled: () => null }, plan.kind === 'ddl' ? { ...plan, notices: [] } : plan, []);
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

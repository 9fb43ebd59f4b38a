import type { ExecContext } from './context.js';
import { executePlan } from './execute.js';
import { tempSchemaName } from './temp-schema.js';
import { quoteIdent } from './sql-quote.js';

/**
 * Runs the session's ON COMMIT actions due (temp-table-actions.ts), each as its own statement
 * outside any transaction: after a commit and before ReadyForQuery.
 */
export async function settleTempTables(core: ExecContext): Promise<void> {
  const actions = core.tempTables.actions;
  // Whether the last statement or block committed does not matter: after a rollback the rows
  // of a DELETE ROWS table are already gone (removed at the previous commit), and a DROP table
  // created in a rolled-back block no longer exists.
  if (actions.size === 0 || core.tx.block !== 'none') return;
  for (const [key, a] of [...actions]) {
    if (core.handle.catalog().findRelation(a.name, a.schema, []) === undefined) {
      actions.delete(key);
      continue;
    }
    if (a.action === 'drop') actions.delete(key);
    const verb = a.action === 'drop' ? 'DROP TABLE' : 'DELETE FROM';
    await runInternal(core, `${verb} ${quoteIdent(a.schema)}.${quoteIdent(a.name)}`);
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

import { PgError } from '@pgsqlite/errors';
import { executePlan } from '@pgsqlite/backend';
import type { SessionCore } from './session-core.js';

/**
 * FunctionCall ('F', the fastpath interface): PostgreSQL's HandleFunctionRequest checks, in this
 * order, that the transaction is not aborted, reads the function's OID and looks it up. An OID
 * that names no function is its 42883; calling a function that exists through this interface is
 * not supported by pgsqlite (0A000, naming it), rather than answered with a guess.
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-FUNCTION-CALL
 * @see src/backend/tcop/fastpath.c HandleFunctionRequest
 */
export async function functionCall(core: SessionCore, body: Uint8Array): Promise<void> {
  if (core.tx.failed) {
    throw new PgError('in_failed_sql_transaction', 'current transaction is aborted, commands ignored until end of transaction block');
  }
  if (body.length < 4) throw new PgError('protocol_violation', 'insufficient data left in message');
  const oid = ((body[0] as number) * 0x1000000 + ((body[1] as number) << 16) + ((body[2] as number) << 8) + (body[3] as number)) >>> 0;
  if (!(await functionExists(core, oid))) throw new PgError('undefined_function', `function with OID ${oid} does not exist`);
  throw new PgError('feature_not_supported', 'fastpath function calls are not supported');
}

/** Whether pg_proc has a row with this OID (an unsigned 32-bit integer, so the literal is safe). */
async function functionExists(core: SessionCore, oid: number): Promise<boolean> {
  const [stmt] = core.translator.parse(`SELECT 1 FROM pg_catalog.pg_proc WHERE oid = ${oid}`);
  if (stmt === undefined) return false;
  const ctx = { catalog: core.handle.catalog(), searchPath: core.settings.searchPath(), settings: core.settings.formatSettings(), paramsAllowed: false };
  const { plan, params } = core.translator.planSimple(stmt, ctx);
  const outcome = await executePlan(core, plan, params);
  return (outcome.rows?.length ?? 0) > 0;
}

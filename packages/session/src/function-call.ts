import { PgError } from '@pgsqlite/errors';
import { executePlan, fastpathLargeObject } from '@pgsqlite/backend';
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
  const { formats, args, resultFormat } = readCall(body);
  const implicit = core.tx.block === 'none';
  if (implicit) core.tx.startImplicit('started');
  const result = await fastpathLargeObject(core, oid, formats, args, resultFormat);
  if (result === undefined) throw new PgError('feature_not_supported', 'fastpath function calls are not supported');
  if (implicit && core.tx.block === 'implicit') await core.tx.end(true);
  core.out.functionCallResponse(result);
}

/** The rest of a FunctionCall body: argument format codes, arguments (null: length -1), result format. */
function readCall(body: Uint8Array): { formats: number[]; args: (Uint8Array | null)[]; resultFormat: number } {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  let p = 4;
  const need = (n: number): void => {
    if (p + n > body.length) throw new PgError('protocol_violation', 'insufficient data left in message');
  };
  need(2);
  const nFormats = view.getInt16(p);
  p += 2;
  const formats: number[] = [];
  for (let i = 0; i < nFormats; i++) {
    need(2);
    formats.push(view.getInt16(p));
    p += 2;
  }
  need(2);
  const nArgs = view.getInt16(p);
  p += 2;
  const args: (Uint8Array | null)[] = [];
  for (let i = 0; i < nArgs; i++) {
    need(4);
    const len = view.getInt32(p);
    p += 4;
    if (len < 0) {
      args.push(null);
      continue;
    }
    need(len);
    args.push(body.slice(p, p + len));
    p += len;
  }
  need(2);
  return { formats, args, resultFormat: view.getInt16(p) };
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

import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { stagedCteStatement, type Plan, type SessionFunctionPlan, type StagedCte } from '@pgsqlite/translate';
import { planOf } from './statement-plan.js';
import { columnEncoders, type ValueEncoder } from './value-output.js';
import { warn, type ExecContext } from './context.js';
import type { LockScope } from './locks/lock-table.js';
import { advisoryTag, waitForTableLock } from './locks/session-locks.js';
import { callSessionOwn } from './session-calls.js';
import { callLargeObject } from './large-objects.js';

type Runner = (core: ExecContext, plan: Plan, params: readonly SqlValue[]) => Promise<{ tag?: string | null; rows: SqlValue[][] | null }>;

/** Storage values of void and bool results. */
const VOID: SqlValue = '';
const bool = (b: boolean): SqlValue => (b ? 1 : 0);

/** A call's result in its type's text form (a cast to text): void's is empty, bool's true/false. */
function textForm(v: SqlValue, type: number): SqlValue {
  if (v === null) return null;
  if (type === 16) return v === 1 || v === 1n ? 'true' : 'false';
  return typeof v === 'string' ? v : String(v);
}

/** An integer argument in one canonical text form (`3`, whether it came as 3, '3' or '3.0'). */
function integerText(v: SqlValue): bigint {
  try {
    return BigInt(String(v));
  } catch {
    return BigInt(Math.trunc(Number(v)));
  }
}

/**
 * Runs a SELECT with session-function calls among its outputs: the SQL yields the rows with each
 * call's arguments packed in its column (a text[]), then the calls run row by row, in order.
 * Lock waits end with the statement's cancel (57014) or lock_timeout (55P03).
 */
export async function runSessionFunctions(core: ExecContext, plan: SessionFunctionPlan, params: readonly SqlValue[], run: Runner): Promise<{ tag: string; rows: SqlValue[][] | null }> {
  if (plan.staged !== undefined) return runStagedCte(core, plan.staged, plan.paramTypes, params, run);
  const rows = (await run(core, plan.args, params)).rows ?? [];
  for (const row of rows) {
    for (const call of plan.calls) {
      const value = await callOne(core, call.fn, call.twoKeys, unpackArgs(row[call.column] ?? null, call.argc));
      row[call.column] = call.textOf === undefined ? value : textForm(value, call.textOf);
    }
  }
  if (core.tx.block === 'none') core.advisoryLocks?.releaseAll(core.processId, 'xact', { locktype: 'advisory' });
  return { tag: plan.tag ?? `SELECT ${rows.length}`, rows };
}

/**
 * A CTE calling session functions (translate's stmt/staged-cte.ts): it runs first, then the
 * statement is planned and run with its rows in the CTE's place, as constants in their text form.
 */
async function runStagedCte(core: ExecContext, staged: StagedCte, paramTypes: readonly number[], params: readonly SqlValue[], run: Runner): Promise<{ tag: string; rows: SqlValue[][] | null }> {
  const first = await runSessionFunctions(core, staged.first, params.slice(0, staged.first.paramTypes.length), run);
  const firstRows = first.rows ?? [];
  const shown = core.settings.formatSettings();
  // Text forms that read back as the same values (floats in their shortest exact form).
  const settings = shown.extraFloatDigits >= 1 ? shown : { ...shown, extraFloatDigits: 1 };
  const columns = staged.columns.map((c) => ({ name: c.name, typeOid: c.typeOid, typmod: c.typmod, tableOid: 0, attnum: 0 }));
  const encoders = columnEncoders(columns, [], settings, core.handle.catalog(), core.settings.searchPath());
  const texts = firstRows.map((row) => row.map((v, i) => (v === null ? null : String((encoders[i] as ValueEncoder)(v)))));
  const rest = planOf(core, stagedCteStatement(staged, texts), paramTypes);
  // A staged SELECT answers SELECT n; staged DML its own tag (INSERT 0 n …) and RETURNING rows.
  const done = await run(core, rest, params.slice(0, paramTypes.length));
  if (nodeTypeOf(staged) !== 'SelectStmt') return { tag: done.tag ?? '', rows: done.rows };
  const rows = done.rows ?? [];
  return { tag: `SELECT ${rows.length}`, rows };
}

/** The statement kind a staged CTE belongs to (SelectStmt, InsertStmt …). */
const nodeTypeOf = (staged: StagedCte): string => Object.keys(staged.ast)[0] ?? '';

/** The arguments of one call from their packed text[] storage value (JSON text; NULL when none). */
function unpackArgs(packed: SqlValue, argc: number): SqlValue[] {
  if (argc === 0 || packed === null) return [];
  const values = JSON.parse(String(packed)) as unknown;
  if (!Array.isArray(values)) return [];
  return values.map((v: unknown) => (v === null || v === undefined ? null : String(v)));
}

async function callOne(core: ExecContext, fn: string, twoKeys: boolean, args: readonly SqlValue[]): Promise<SqlValue> {
  const own = callSessionOwn(core, fn, args);
  if (own !== undefined) return own;
  const lo = await callLargeObject(core, fn, args);
  if (lo !== undefined) return lo;
  if (fn === 'pg_notify') {
    if (core.notify === null) throw new PgError('feature_not_supported', 'pg_notify is not supported by this server');
    core.notify.notify(args[0] === null ? '' : String(args[0]), args[1] === null ? '' : String(args[1]), core.tx.block !== 'none');
    return VOID;
  }
  if (fn === 'pg_cancel_backend' || fn === 'pg_terminate_backend') {
    const pid = args[0];
    if (pid === null || pid === undefined) return null;
    const sent = core.signalBackend(Number(pid), fn === 'pg_cancel_backend' ? 'cancel' : 'terminate');
    if (!sent) warn(core, '01000', `PID ${String(pid)} is not a PostgreSQL backend process`);
    return bool(sent);
  }
  const locks = core.advisoryLocks;
  if (locks === null) throw new PgError('feature_not_supported', `${fn} is not supported by this server`);
  const owner = core.processId;
  if (fn === 'pg_advisory_unlock_all') {
    locks.releaseAll(owner, 'session', { database: core.handle.name, locktype: 'advisory' });
    return VOID;
  }
  if (args.some((a) => a === null)) throw new PgError('null_value_not_allowed', 'advisory lock key cannot be null');
  const tag = advisoryTag(core, twoKeys ? [integerText(args[0] ?? 0), integerText(args[1] ?? 0)] : integerText(args[0] ?? 0));
  const mode = fn.endsWith('_shared') ? 'ShareLock' : 'ExclusiveLock';
  if (fn.startsWith('pg_advisory_unlock')) {
    const ok = locks.release(tag, owner, mode, 'session');
    if (!ok) warn(core, '01000', `you don't own a lock of type ${mode}`);
    return bool(ok);
  }
  const scope: LockScope = fn.includes('_xact_') ? 'xact' : 'session';
  if (fn.startsWith('pg_try_')) return bool(locks.tryAcquire(tag, owner, mode, scope));
  await waitForTableLock(core, locks, tag, mode, scope);
  return VOID;
}

import { runLockTable } from './locks/run-lock.js';
import { runDiscard } from './discard.js';
import { locksJson, withWaitEvents } from './locks/lock-views.js';
import { lockWriteTargets, releaseStatementLocks } from './locks/write-targets.js';
import { PgError } from '@pgsqlite/errors';
import { PIPELINE_BATCH_ROWS, type SqlValue } from '@pgsqlite/engine';
import { StreamSource, type ResultSource } from './result-source.js';
import type { DdlPlan, Plan, SetPlan, ShowPlan, SqlPlan, TransactionPlan } from '@pgsqlite/translate';
import { commandTag } from './command-tag.js';
import { syncRuntime } from './runtime-sync.js';
import { addUniqueDetail, formatExplainRows, refineEngineError } from '@pgsqlite/translate';
import { uniqueChecksOf } from './unique-checks-cache.js';
import { runCheckingUniques } from './deferred-unique-run.js';
import { sendNotice, warn, type ExecContext } from './context.js';
import { findGuc } from './settings/guc-table.js';
import { runCopy } from './copy/copy-run.js';
import { runDatabase } from './database-stmt.js';
import { runCursor } from './cursor-run.js';
import { runPrepared } from './prepared-stmt.js';
import type { PlanOutcome } from './result-columns.js';
import { runListen } from './notify/run-listen.js';
import { runSessionFunctions } from './session-functions.js';
import { runSqlSteps } from './sql-steps.js';
import { runDoBlock } from './pl/do-block.js';
import { runWithPlCalls } from './pl/hoisted-calls.js';
import { runTriggeredDml } from './pl/trigger-dml-run.js';
import { pointWrite } from './counter-notes.js';
import { ACTIVITY_PARAM, CURSORS_PARAM, LISTENING_PARAM, DATABASES_PARAM, HBA_RULES_PARAM, LOCKS_PARAM, PREPARED_PARAM, ROLES_PARAM } from '@pgsqlite/translate';
import { hbaRulesJson } from './auth/hba-rows.js';
import { runRole } from './role-stmt.js';
import { roleRowsJson } from './auth/role-rows.js';
import { databaseRows } from './database-alter.js';
import { blockStartedByBegin, runChained } from './transaction-chain.js';
import { cursorsJson } from './cursor-list.js';
import { preparedJson } from './prepared-list.js';
import { ddlDebugMessages, watchDdl } from './ddl-debug-messages.js';
import { fireDeferredTriggers, noteTransactionControl } from './pl/deferred-triggers.js';
import { currentUserName, runIdentitySet } from './privileges/identity.js';
import { runPrivilege } from './privileges/run-privilege.js';
import { checkAccess } from './privileges/check-access.js';
import { classifyFirstRowError } from './run-time-errors.js';
import { withinBindLimit } from './bind-limit.js';
import { ddlReach, mixedDdlError, otherSessionsTempError, tempSteps } from './temp-store/temp-ddl.js';
import { tempSchemaName } from './temp-schema.js';
import { writesOnlyTemp } from './temp-store/temp-writes.js';
import { tempFirstOid } from './temp-store/shadow-catalog.js';
import { setSessionCharacteristics, setTransaction } from './transaction-characteristics.js';
import { runPreparedXact } from './prepared-xacts.js';
import { withCurrentOf } from './cursor-current-of.js';

/** COMMIT, ROLLBACK and ROLLBACK TO are the only statements allowed in a failed transaction. */
export function isTransactionExit(plan: Plan): boolean {
  return plan.kind === 'transaction' && (plan.action === 'commit' || plan.action === 'rollback' || plan.action === 'rollback_to' || plan.action === 'prepare');
}

/** 25P02 unless the plan may run in an aborted transaction block. */
export function checkNotAborted(core: ExecContext, plan: Plan): void {
  if (core.tx.failed && !isTransactionExit(plan)) {
    throw new PgError('in_failed_sql_transaction', 'current transaction is aborted, commands ignored until end of transaction block');
  }
}

/**
 * How a read-only query may hand out its rows: all at once (false), as a ResultSource whose first
 * batch is read now (true: a portal or a simple query sending them), or one whose rows are only
 * computed when taken ('on-demand': a cursor, whose FETCH n evaluates n rows as PostgreSQL's
 * portal does, so volatile functions such as clock_timestamp() run at FETCH time).
 */
export type Streaming = boolean | 'on-demand' | EncodedStreaming;

/**
 * As `true`, for a caller that sends every row to the client as it comes: the executor may hand
 * batches out as finished DataRow bytes it encoded by `dataRows` (value-output.ts's dataRowSpec,
 * data-rows.ts); the source's takeChunk gives them out.
 */
export interface EncodedStreaming {
  /**
   * Read only when the rows are streamed (a point read, a write or a cursor never needs it): a
   * caller may compute it in a getter, so that statements answered otherwise do not pay for it.
   * Undefined: the rows are encoded here.
   */
  readonly dataRows: string | undefined;
}

/**
 * Runs one plan in the session's current transaction. `streamed`: a read-only query may return
 * its rows as a ResultSource (PlanOutcome.source) read in batches while they are sent, instead
 * of all at once in `rows`; its tag then counts no rows (the caller counts what it sent).
 */
/**
 * `rowsBeforeCommitError`: the caller sends a failed COMMIT of the statement's own transaction
 * after its rows (PlanOutcome.commitError), as a simple Query does; otherwise it is thrown.
 */
export async function executePlan(core: ExecContext, plan: Plan, params: readonly SqlValue[], streamed: Streaming = false, rowsBeforeCommitError = false): Promise<PlanOutcome> {
  checkNotAborted(core, plan);
  const stop = core.cancelled();
  if (stop !== null) throw stop;
  // PlannedStmtRequiresSnapshot: everything but transaction control, SET/SHOW, LOCK and LISTEN
  if (plan.kind !== 'transaction' && plan.kind !== 'set' && plan.kind !== 'show' && plan.kind !== 'empty' && plan.kind !== 'lock' && plan.kind !== 'listen') core.tx.snapshotTaken = true;
  switch (plan.kind) {
    case 'sql':
      if (plan.plCalls !== undefined) return runWithPlCalls(core, { ...plan, plCalls: plan.plCalls }, params, executePlan, (p) => runSql(core, plan, p, false));
      return runSql(core, plan, params, streamed, rowsBeforeCommitError);
    case 'ddl':
      return runDdl(core, plan);
    case 'transaction':
      return { tag: await runTransaction(core, plan), rows: null };
    case 'set':
      return { tag: runSet(core, plan), rows: null };
    case 'show':
      return { tag: 'SHOW', rows: runShow(core, plan) };
    case 'noop':
      if (plan.notInBlock === true && core.tx.inBlock()) throw PgError.fromCode('25001', `${plan.tag} cannot run inside a transaction block`);
      if (plan.discard !== undefined) await runDiscard(core, plan.discard);
      return { tag: plan.tag, rows: null };
    case 'empty':
      return { tag: null, rows: null };
    case 'copy':
      return { tag: await runCopy(core, plan, executePlan), rows: null };
    case 'database':
      return { tag: await runDatabase(core, plan), rows: null };
    case 'role':
      return { tag: runRole(core, plan), rows: null };
    case 'cursor':
      return runCursor(core, plan, executePlan, params);
    case 'prepared':
      return runPrepared(core, plan, executePlan);
    case 'listen':
      return { tag: runListen(core, plan), rows: null };
    case 'lock':
      return { tag: await runLockTable(core, plan), rows: null };
    case 'session-fn':
      return runSessionFunctions(core, plan, params, executePlan);
    case 'do':
      return runDoBlock(core, plan, executePlan);
    case 'privilege':
      return { tag: await runPrivilege(core, plan, (sql) => runStatements(core, sql)), rows: null };
  }
}

/** Runs SQL text's statements in the session's transaction, as the statement running them (DROP OWNED's drops). */
async function runStatements(core: ExecContext, sql: string): Promise<void> {
  for (const stmt of core.translator.parse(sql)) {
    const plan = core.translator.plan(stmt, [], { catalog: core.handle.catalog(), searchPath: core.settings.searchPath(), settings: core.settings.formatSettings() });
    await executePlan(core, plan, []);
  }
}

/** ExecCheckXactReadOnly: a read-only transaction may still write its session's temporary tables. */
function writesOnlyTemporary(core: ExecContext, plan: SqlPlan): boolean {
  const targets = plan.writeTargets;
  if (targets === undefined || targets.length === 0) return false;
  const catalog = core.handle.catalog();
  return targets.every((oid) => catalog.relationByOid(oid)?.schema.startsWith('pg_temp_') === true);
}

function readOnlyError(what: string): PgError {
  return new PgError('read_only_sql_transaction', `cannot execute ${what} in a read-only transaction`);
}

async function runSql(core: ExecContext, plan: SqlPlan, given: readonly SqlValue[], streamed: Streaming, rowsBeforeCommitError = false): Promise<PlanOutcome> {
  checkAccess(core, plan.access);
  const params = plan.currentOf === undefined ? given : withCurrentOf(core.cursors, plan.currentOf, given);
  if (plan.locksRows !== undefined) {
    if (core.tx.readOnly()) throw readOnlyError(`SELECT ${plan.locksRows}`);
    await core.tx.lockRows(core.cancelled);
  }
  if (plan.writeTargets === undefined) return runSqlPlan(core, plan, params, plan.locksRows === undefined ? streamed : false);
  await lockWriteTargets(core, plan.writeTargets);
  core.tx.tempOnly = writesOnlyTemp(core, plan);
  try {
    const uniques = uniqueChecksOf(core.handle.catalog(), plan.writeTargets);
    if (uniques.length > 0) return await runCheckingUniques(core, plan, params, uniques, runSqlPlan, rowsBeforeCommitError);
    return await runSqlPlan(core, plan, params);
  } finally {
    core.tx.tempOnly = false;
    releaseStatementLocks(core);
  }
}

async function runSqlPlan(core: ExecContext, given: SqlPlan, params: readonly SqlValue[], streamed: Streaming = false): Promise<PlanOutcome> {
  if (given.foreignKeysOff !== undefined && !given.explain) return runWithoutForeignKeys(core, given, params);
  if (given.triggers !== undefined) return runTriggeredDml(core, given, given.triggers, params, executePlan);
  if (given.steps !== undefined) return runSqlSteps(core, given, given.steps, params);
  if (!given.readonly && core.tx.readOnly() && !writesOnlyTemporary(core, given)) throw readOnlyError(given.verb);
  // Negative parameter numbers are the clock stamps of now() (-1) and statement_timestamp() (-2).
  const stamps = given.paramOrder.length > 0 && given.paramOrder.some((n) => n < 0) ? core.tx.clockStamps() : null;
  const allBound = given.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : n === ACTIVITY_PARAM ? JSON.stringify(withWaitEvents(core.backends(), core.advisoryLocks)) : n === LOCKS_PARAM ? locksJson(core.advisoryLocks) : n === DATABASES_PARAM ? databaseRows(core) : n === CURSORS_PARAM ? cursorsJson(core) : n === LISTENING_PARAM ? JSON.stringify(core.notify?.channels() ?? []) : n === PREPARED_PARAM ? preparedJson(core) : n === ROLES_PARAM ? roleRowsJson(core.roles, core.settings) : n === HBA_RULES_PARAM ? hbaRulesJson(core.hbaRules()) : (stamps?.[-n - 1] ?? null)));
  // past SQLite's 32,766 bound parameters the rest are written into the statement (PostgreSQL binds 65,535)
  const { sql: boundSql, bound } = withinBindLimit(given.sql, allBound);
  const plan = boundSql === given.sql ? given : { ...given, sql: boundSql };
  // A point read over committed data is answered on this thread (no executor round trip); it
  // calls no function, so the runtime settings of the session's connection do not matter.
  // Judged at first sight when the executor would make it wait (every executor thread busy).
  const pointRows = plan.readonly && !plan.explain && core.tx.readsCommitted() && !core.settings.hasTempSchema() ? (core.handle.pointRead?.(plan.sql, bound, core.tx.executor.readyNow?.() === false) ?? null) : null;
  if (pointRows !== null && plan.columns !== null) return { tag: commandTag(plan.verb, pointRows.length), rows: pointRows };
  // Likewise an autocommit write of a few rows by key (no function reading session state).
  const written = !plan.readonly && !plan.explain && core.tx.autocommits() && !core.settings.hasTempSchema() ? pointWrite(core.handle, core.tx.executor, plan, bound) : null;
  if (written !== null) return plan.columns === null ? { tag: commandTag(plan.verb, written.changes), rows: null } : { tag: commandTag(plan.verb, written.rows?.length ?? 0), rows: written.rows ?? [] };
  await syncRuntime(core);
  if (streamed !== false && plan.readonly && !plan.explain && plan.columns !== null && plan.autoincFix === undefined && plan.blockDraw === undefined) {
    const source = await streamRows(core, plan, bound, streamed === 'on-demand' ? 0 : PIPELINE_BATCH_ROWS, typeof streamed === 'object' ? streamed.dataRows : undefined).catch(async (e: unknown) => {
      throw await classifyFirstRowError(core, plan, params, e);
    });
    // A result that fit its first batch is an ordinary one (no source to read).
    if (Array.isArray(source)) return { tag: commandTag(plan.verb, source.length), rows: source };
    if (source !== null) return { tag: commandTag(plan.verb, 0), rows: null, source };
  }
  let outcome;
  try {
    outcome = plan.autoincFix
      ? await core.tx.runAutoincFixed(plan.sql, bound, plan.autoincFix, core.cancelled)
      : plan.blockDraw
        ? await core.tx.runBlockDrawn(bound, plan.blockDraw, core.cancelled)
        : await core.tx.run(plan.sql, bound, !plan.readonly, core.cancelled);
  } catch (e) {
    const refined = refineEngineError(e, core.handle.catalog());
    const run = (sql: string, p: readonly SqlValue[]) => core.tx.run(sql, p, false, core.cancelled);
    throw await classifyFirstRowError(core, plan, params, await addUniqueDetail(refined, plan, params, run, core.settings.formatSettings()));
  }
  if (plan.columns === null) return { tag: commandTag(plan.verb, outcome.changes), rows: null };
  // A row-returning statement (SELECT, or DML with RETURNING) affected exactly the rows it returned.
  const rows = plan.explain ? formatExplainRows(outcome.rows ?? []) : (outcome.rows ?? []);
  return { tag: commandTag(plan.verb, rows.length), rows };
}

/**
 * A DELETE whose foreign keys' actions PostgreSQL would not fire (SqlPlan.foreignKeysOff): a plain
 * statement of its own runs with SQLite's foreign keys off, so they cascade nowhere; any other
 * (inside a transaction, with triggers, in steps) is the 0A000 it was planned with.
 */
async function runWithoutForeignKeys(core: ExecContext, plan: SqlPlan, params: readonly SqlValue[]): Promise<PlanOutcome> {
  const refused = new PgError('feature_not_supported', plan.foreignKeysOff!);
  if (plan.triggers !== undefined || plan.steps !== undefined || plan.autoincFix !== undefined || plan.blockDraw !== undefined || core.tx.inBlock()) throw refused;
  if (core.tx.readOnly() && !writesOnlyTemporary(core, plan)) throw readOnlyError(plan.verb);
  const stamps = plan.paramOrder.some((n) => n < 0) ? core.tx.clockStamps() : null;
  const bound = plan.paramOrder.map((n) => (n > 0 ? (params[n - 1] ?? null) : (stamps?.[-n - 1] ?? null)));
  await syncRuntime(core);
  let outcome;
  try {
    outcome = await core.tx.runWithoutForeignKeys(plan.sql, bound, core.cancelled);
  } catch (e) {
    throw refineEngineError(e, core.handle.catalog());
  }
  if (outcome === null) throw refused;
  const rows = outcome.rows ?? [];
  return plan.columns === null ? { tag: commandTag(plan.verb, outcome.changes), rows: null } : { tag: commandTag(plan.verb, rows.length), rows };
}

/**
 * Starts a read-only query as a stream: its source, or all its rows when they fit the first batch
 * (null: the executor cannot stream).
 */
async function streamRows(core: ExecContext, plan: SqlPlan, bound: readonly SqlValue[], firstBatch: number, dataRows?: string): Promise<ResultSource | SqlValue[][] | null> {
  const executor = core.tx.executor;
  if (executor.stream === undefined) return null;
  const refine = (e: unknown): unknown => refineEngineError(e, core.handle.catalog());
  try {
    // A connection runs one streaming statement at a time: an open cursor's rest is read first.
    await core.tx.detachStreams();
    const { first, rest } = await executor.stream(plan.sql, bound, firstBatch, dataRows);
    if (first.done && first.encoded === undefined) return first.rows;
    return core.tx.track(new StreamSource(first, rest, refine));
  } catch (e) {
    throw refine(e);
  }
}

/** A DDL notice: a plain message (code 00000) or one with its own SQLSTATE (e.g. 42P07). */

async function runDdl(core: ExecContext, plan: DdlPlan): Promise<PlanOutcome> {
  if (plan.notInBlock !== undefined && core.tx.inBlock()) {
    throw PgError.fromCode('25001', `${plan.notInBlock.what} cannot run inside a transaction block`, plan.notInBlock.where === undefined ? {} : { where: plan.notInBlock.where });
  }
  if (plan.failure !== undefined) {
    // what the statement reported before it failed (DROP … IF EXISTS: the missing names before a wrong one)
    sendDdlNotices(core, plan.notices);
    throw plan.failure;
  }
  if (plan.currentDatabase !== undefined && plan.currentDatabase !== core.handle.name) throw new PgError('feature_not_supported', 'can only reindex the currently open database');
  if (core.tx.readOnly()) throw readOnlyError(plan.countSql !== undefined ? 'CREATE TABLE AS' : plan.tag);
  if (plan.steps.length > 0) {
    // The internal tables' triggers record the new object's owner: current_user, pushed here.
    core.roles?.keep(currentUserName(core.settings));
    await syncRuntime(core);
    const foreign = otherSessionsTempError(plan, tempSchemaName(core.processId));
    if (foreign !== null) throw foreign;
    const reach = core.settings.hasTempSchema() ? ddlReach(plan, tempSchemaName(core.processId), core.handle.catalog(), tempFirstOid(core.processId)) : 'shared';
    if (reach === 'mixed') throw mixedDdlError(plan.tag);
    const watch = watchDdl(core, plan.tag);
    if (reach === 'temp') await core.tx.runTempDdl(tempSteps(plan), core.cancelled);
    else await core.tx.runDdl(plan.steps, core.cancelled);
    if (watch !== null) for (const m of ddlDebugMessages(watch, core.handle.catalog())) sendNotice(core, m);
  }
  if (plan.defersForeignKeys === true) await core.tx.deferForeignKeys();
  if (plan.onCommit !== undefined) core.tempTables.register(plan.onCommit);
  // a label added by an autocommitted ALTER TYPE is committed already
  if (plan.enumLabel !== undefined && core.tx.hasTransaction()) core.settings.noteEnumLabel(plan.enumLabel);
  sendDdlNotices(core, plan.notices);
  if (plan.countSql !== undefined) {
    const counted = await core.tx.run(plan.countSql, [], false, core.cancelled);
    return { tag: `${plan.tag} ${String(counted.rows?.[0]?.[0] ?? 0)}`, rows: null };
  }
  return { tag: plan.tag, rows: null };
}

function sendDdlNotices(core: ExecContext, notices: DdlPlan['notices']): void {
  for (const n of notices) {
    if (typeof n === 'string') sendNotice(core, { severity: 'NOTICE', message: n, code: '00000' });
    else sendNotice(core, { severity: n.severity ?? 'NOTICE', message: n.message, code: n.code ?? (n.severity === 'WARNING' ? '01000' : '00000'), ...(n.detail === undefined ? {} : { detail: n.detail }) });
  }
}

const NO_TRANSACTION = '25P01';

function onlyInBlock(what: string): PgError {
  return PgError.fromCode(NO_TRANSACTION, `${what} can only be used in transaction blocks`);
}

/** Transaction control with xact.c's warnings (BeginTransactionBlock, EndTransactionBlock, …). */
/**
 * COMMIT of a transaction block: the deferred constraint-trigger events fire first (an error
 * there rolls the transaction back and is COMMIT's error, as in PostgreSQL), then the commit.
 */
async function commitFiringDeferred(core: ExecContext): Promise<void> {
  if (!core.tx.failed) {
    try {
      await fireDeferredTriggers(core, true);
    } catch (e) {
      noteTransactionControl(core, 'end');
      await core.tx.end(false);
      throw e;
    }
  }
  noteTransactionControl(core, 'end');
  await core.tx.end(true);
}

async function runTransaction(core: ExecContext, plan: TransactionPlan): Promise<string> {
  const tx = core.tx;
  if (plan.chain === true) return runChained(core, plan);
  switch (plan.action) {
    case 'begin':
      if (tx.block === 'explicit') warn(core, '25001', 'there is already a transaction in progress');
      else {
        await tx.begin(plan.isolation, plan.readOnly);
        blockStartedByBegin(tx);
      }
      if (plan.deferrable !== undefined) core.settings.set('transaction_deferrable', plan.deferrable ? 'on' : 'off', true);
      return plan.tag;
    case 'commit': {
      if (tx.block !== 'explicit') warn(core, NO_TRANSACTION, 'there is no transaction in progress');
      const tag = tx.failed ? 'ROLLBACK' : plan.tag;
      if (tx.block !== 'none') await commitFiringDeferred(core);
      return tag;
    }
    case 'rollback':
      if (tx.block !== 'explicit') warn(core, NO_TRANSACTION, 'there is no transaction in progress');
      noteTransactionControl(core, 'end');
      if (tx.block !== 'none') await tx.end(false);
      return plan.tag;
    case 'savepoint':
      if (tx.block !== 'explicit') throw onlyInBlock('SAVEPOINT');
      await tx.savepoint(plan.savepoint ?? '');
      noteTransactionControl(core, 'savepoint', { savepoint: plan.savepoint ?? '' });
      return plan.tag;
    case 'release':
      if (tx.block !== 'explicit') throw onlyInBlock('RELEASE SAVEPOINT');
      await tx.release(plan.savepoint ?? '');
      noteTransactionControl(core, 'release', { savepoint: plan.savepoint ?? '' });
      return plan.tag;
    case 'rollback_to':
      if (tx.block !== 'explicit') throw onlyInBlock('ROLLBACK TO SAVEPOINT');
      await tx.rollbackTo(plan.savepoint ?? '');
      noteTransactionControl(core, 'rollback_to', { savepoint: plan.savepoint ?? '' });
      return plan.tag;
    case 'set_constraints':
      if (!tx.inBlock()) warn(core, NO_TRANSACTION, 'SET CONSTRAINTS can only be used in transaction blocks');
      else {
        if (plan.foreignKeys !== false) await tx.setConstraints(plan.deferred === true, core.cancelled);
        await tx.setUniqueConstraints(plan.deferred === true, plan.constraintOids);
        noteTransactionControl(core, 'set', { deferred: plan.deferred === true, ...(plan.constraintOids === undefined ? {} : { oids: plan.constraintOids }) });
        if (plan.deferred !== true) await fireDeferredTriggers(core, false);
      }
      return plan.tag;
    case 'set_transaction':
      if (!tx.inBlock()) {
        warn(core, NO_TRANSACTION, 'SET TRANSACTION can only be used in transaction blocks');
        return plan.tag;
      }
      setTransaction(core.settings, tx, plan);
      return plan.tag;
    case 'set_session_characteristics':
      setSessionCharacteristics(core.settings, plan);
      return plan.tag;
    case 'prepare':
      // PREPARE TRANSACTION fires the deferred constraint-trigger events, as COMMIT does.
      if (tx.inBlock() && !tx.failed) await fireDeferredTriggers(core, true);
      noteTransactionControl(core, 'end');
      return runPreparedXact(core, plan);
    case 'commit_prepared':
    case 'rollback_prepared':
      return runPreparedXact(core, plan);
  }
}

function runSet(core: ExecContext, plan: SetPlan): string {
  if (plan.all === true) {
    core.settings.resetAll();
    return plan.tag;
  }
  if (plan.local && !core.tx.inBlock()) {
    if (plan.name === 'role' || plan.name === 'session_authorization') {
      warn(core, NO_TRANSACTION, 'SET LOCAL can only be used in transaction blocks');
      return plan.tag;
    }
    core.settings.lookup(plan.name, true);
    warn(core, NO_TRANSACTION, 'SET LOCAL can only be used in transaction blocks');
    return plan.tag;
  }
  if (plan.name === 'role' || plan.name === 'session_authorization') runIdentitySet(core, plan);
  else core.settings.set(plan.name, plan.value, plan.local);
  return plan.tag;
}

function runShow(core: ExecContext, plan: ShowPlan): SqlValue[][] {
  if (plan.name.toLowerCase() === 'all') return core.settings.all();
  return [[core.settings.get(plan.name)]];
}

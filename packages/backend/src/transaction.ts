import { PgError, isPgError } from '@pgsqlite/errors';
import { pendingForeignKeyError } from '@pgsqlite/translate';
import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import type { TransactionStatus } from './client-channel.js';
import type { DatabaseHandle, ReadAnswer } from './ports.js';
import type { Settings } from './settings/settings.js';
import type { LockTable } from './locks/lock-table.js';
import { awaitLock, LockWaits } from './locks/lock-waits.js';
import { waitLimits } from './locks/session-locks.js';
import { restoreCounters, runWithBlockDraw, runWithCounterFix } from './autoinc-counters.js';
import { isStaleSchemaError } from './stale-plan.js';
import { quoteIdent } from './sql-quote.js';
import { DeferredUniques, checkUniques } from './deferred-unique.js';
import type { ResultSource } from './result-source.js';
import { ensureShadowCatalog } from './temp-store/shadow-catalog.js';
import { OID_COUNTER_READ, TEMP_OID_COUNTER_READ, raiseOidCounterSql, raiseTempOidCounterSql } from './oid-high-water.js';

/**
 * Transaction block state, reduced from xact.c's TBlockState:
 * - `none`: no transaction; a statement runs in SQLite autocommit;
 * - `implicit`: statements of one multi-statement Query (`multi`), or of an extended-protocol
 *   batch up to Sync (`started`), commit together;
 * - `explicit`: between BEGIN and COMMIT/ROLLBACK.
 */
export type BlockState = 'none' | 'implicit' | 'explicit';

/** Returns why the statement in progress must stop, or null. */
export type CancelCheck = () => PgError | null;

/** The wall clock in µs since 1970 (sub-millisecond digits from the monotonic clock). */
function clockMicros(): bigint {
  const perf = (globalThis as unknown as { performance?: { now(): number } }).performance;
  return BigInt(Date.now()) * 1000n + BigInt(Math.floor((perf?.now() ?? 0) * 1000) % 1000);
}

/**
 * The SQLite side of a session's transaction: the executor, the database's write lock, the
 * savepoints, and when SQLite's own transaction is opened. Under READ COMMITTED the SQLite
 * transaction starts lazily, at the first write, after the write lock is held (BEGIN IMMEDIATE),
 * so a stale read snapshot can never fail it; reads before it see the latest committed data,
 * as PostgreSQL's per-statement snapshots do.
 */
/**
 * The catalog changed while the running statement waited for the write lock (another session's
 * DDL committed in between): its plan is stale — a DDL plan's steps would name tables that are
 * gone or miss ones that now exist, which SQLite answered as an internal error. Nothing ran; the
 * session plans the statement again (Transaction.planFor).
 */
export class CatalogMoved extends Error {
  constructor() {
    super('the catalog changed while the statement waited for the write lock');
  }
}

export class Transaction {
  block: BlockState = 'none';
  implicitKind: 'multi' | 'started' = 'started';
  /** The running statement is alone in its implicit transaction (see aloneInImplicit). */
  private single = false;
  failed = false;
  /** Names of open savepoints, innermost last. */
  savepoints: string[] = [];
  /** A statement needing a snapshot ran in this transaction (PostgreSQL's FirstSnapshotSet): SET TRANSACTION checks it. */
  snapshotTaken = false;
  private sqliteOpen = false;
  /** The foreign-key checks of this SQLite transaction wait for COMMIT (deferForeignKeys) */
  private fkDeferred = false;
  /** DISABLE TRIGGER ALL ran in this transaction block: its writes defer their foreign-key checks */
  private fkDeferWanted = false;
  private holdsLock = false;
  /** The catalog version the running statement was planned with (planFor), checked once the write lock is granted. */
  private plannedAt: number | null = null;
  private catalogDirty = false;
  /** The open SQLite transaction ran DDL drawing OIDs from the shared / TEMP counter (noteOidCounters). */
  private drewOids = false;
  private drewTempOids = false;
  /** The session's TEMP OID counter as of its last rollback of temporary DDL (oid-high-water.ts). */
  private tempOidFloor = 0;
  private cancelWait: ((reason: PgError) => void) | null = null;
  /** Called when a transaction ends (cursors close), with whether it committed. */
  onEnd: ((committed: boolean) => void) | null = null;
  /** Called when a savepoint ends (RELEASE, or ROLLBACK TO it: rolledBack), with the number of savepoints left open. */
  onSavepointEnd: ((remaining: number, rolledBack: boolean) => void) | null = null;
  /** Called when a failed block released its locks at the error (transaction-level locks go too). */
  onAbort: (() => void) | null = null;
  /** When the transaction block began, in µs since 1970 (now()); null outside a block. */
  private startedAt: bigint | null = null;
  /** DEFERRABLE unique / primary key constraints: their modes and the deferred checks due at COMMIT. */
  readonly uniques = new DeferredUniques();
  /**
   * The statement about to run writes only the session's temporary tables (its connection's TEMP
   * database): it takes no write lock, and a transaction block it opens is a DEFERRED one, so it
   * neither waits for nor blocks other sessions' writers. A later write to a shared table in the
   * same block takes the write lock then, as any first write does.
   */
  tempOnly = false;
  /** The session had temporary objects when an interrupt came (settleInterrupt reads them again if they survived). */
  private tempAtInterrupt = false;
  /** Results still streaming (portals, cursors): closed before the transaction ends, as PostgreSQL closes its portals. */
  private readonly sources = new Set<ResultSource>();

  constructor(
    readonly executor: Executor,
    private readonly handle: DatabaseHandle,
    private readonly owner: number,
    private readonly settings: Settings,
    /** The server's lock table: the write lock's waits join its wait graph (null: a graph of this session alone). */
    private readonly locks: LockTable | null = null,
  ) {}

  /** ReadyForQuery status byte. */
  status(): TransactionStatus {
    if (this.failed) return 'E';
    return this.block === 'explicit' ? 'T' : 'I';
  }

  /** True when SET LOCAL, SAVEPOINT … have a transaction block to act on. */
  inBlock(): boolean {
    return this.block === 'explicit' || (this.block === 'implicit' && this.implicitKind === 'multi');
  }

  /** A transaction (block or implicit) is open, which ends through end(); false while statements autocommit. */
  hasTransaction(): boolean {
    return this.block !== 'none';
  }

  readOnly(): boolean {
    return this.settings.get(this.block === 'none' ? 'default_transaction_read_only' : 'transaction_read_only') === 'on';
  }

  /** Starts an implicit transaction (no SQL is sent until something writes). */
  startImplicit(kind: 'multi' | 'started'): void {
    if (this.block !== 'none') return;
    this.block = 'implicit';
    this.implicitKind = kind;
    this.snapshotTaken = false;
    this.startedAt = null;
    this.settings.beginTransaction();
  }

  /**
   * The clock stamps a plan binds (translate's CLOCK_PARAM -1, -2): the transaction start
   * (now(): the same value until the block ends) and the statement start. Outside a block both
   * are the statement's time, as an autocommit statement is its own transaction in PostgreSQL.
   */
  clockStamps(): readonly [bigint, bigint] {
    const now = clockMicros();
    if (this.block === 'none') return [now, now];
    if (this.startedAt === null) this.startedAt = now;
    return [this.startedAt, now];
  }

  /**
   * The statement about to run is the only one of its implicit transaction (an Execute directly
   * followed by Sync): SQLite's own statement-level atomicity is then exactly that transaction,
   * so no BEGIN/COMMIT round trips are needed.
   */
  aloneInImplicit(alone: boolean): void {
    this.single = alone && this.block === 'implicit' && this.implicitKind === 'started' && !this.sqliteOpen;
  }

  /** BEGIN: an implicit transaction becomes explicit (xact.c BeginTransactionBlock). */
  async begin(isolation: string | undefined, readOnly: boolean | undefined): Promise<void> {
    if (this.block === 'none') {
      this.settings.beginTransaction();
      this.startedAt = clockMicros();
      this.snapshotTaken = false;
    }
    this.block = 'explicit';
    this.single = false;
    if (isolation !== undefined) this.settings.set('transaction_isolation', isolation, true);
    if (readOnly !== undefined) this.settings.set('transaction_read_only', readOnly ? 'on' : 'off', true);
    const level = this.settings.get('transaction_isolation');
    if (level === 'repeatable read' || level === 'serializable') await this.openSqlite(false);
  }

  /**
   * True when a read now sees exactly the latest committed data on any connection: no SQLite
   * transaction is open for this session (READ COMMITTED reads before the first write, or no
   * block at all), so another connection may answer it (DatabaseHandle.pointRead).
   */
  readsCommitted(): boolean {
    return !this.sqliteOpen && !this.executor.inTransaction();
  }

  /**
   * The statement about to run is its own transaction (autocommit, or alone in its implicit
   * one) and nothing of this session's is open in SQLite or holds the write lock: another
   * connection may run and commit a write for it (DatabaseHandle.pointWrite).
   */
  autocommits(): boolean {
    return (this.block === 'none' || this.single) && !this.holdsLock && !this.sqliteOpen && !this.executor.inTransaction();
  }

  /** Runs one SQLite statement of a plan, taking the write lock first when it writes. */
  async run(sql: string, params: readonly SqlValue[], writes: boolean, cancelled: CancelCheck): Promise<ExecOutcome> {
    if (writes && !this.tempOnly && this.opensWithWrite() && this.executor.runAfter !== undefined && !this.defersFks()) return this.runOpening(sql, params, cancelled);
    if (writes) await this.prepareWrite(cancelled);
    try {
      // A write that is its own transaction, under the write lock: the executor may run it where it is cheapest.
      if (writes && this.holdsLock && !this.tempOnly && (this.block === 'none' || this.single) && !this.sqliteOpen && this.executor.runCommitted !== undefined) return await this.executor.runCommitted(sql, params);
      return await this.executor.run(sql, params);
    } catch (e) {
      if (writes && this.block === 'none') await restoreCounters(this.executor);
      throw e;
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }

  /**
   * Runs a write with SQLite's foreign keys off (SqlPlan.foreignKeysOff: PostgreSQL's RI triggers
   * would not fire), as `run`; null, running nothing, when SQLite is inside a transaction, where
   * the setting cannot change. The setting is on again before the write lock is released.
   */
  async runWithoutForeignKeys(sql: string, params: readonly SqlValue[], cancelled: CancelCheck): Promise<ExecOutcome | null> {
    if (this.block !== 'none') return null;
    await this.prepareWrite(cancelled);
    try {
      await this.executor.run('PRAGMA foreign_keys = OFF', []);
      try {
        const now = await this.executor.run('PRAGMA foreign_keys', []);
        if (Number(now.rows?.[0]?.[0] ?? 1) !== 0) return null;
        return await this.executor.run(sql, params);
      } finally {
        await this.executor.run('PRAGMA foreign_keys = ON', []);
      }
    } catch (e) {
      await restoreCounters(this.executor);
      throw e;
    } finally {
      this.releaseLock();
    }
  }

  /**
   * Runs an INSERT that writes explicit serial/identity key values (SqlPlan.autoincFix): `mark`,
   * the statement, then `fix`, in one savepoint under the write lock, so SQLite's AUTOINCREMENT
   * does not leave the key's counter at the largest id written. All or nothing, as `run`.
   */
  async runAutoincFixed(sql: string, params: readonly SqlValue[], fix: { mark: string; fix: string }, cancelled: CancelCheck): Promise<ExecOutcome> {
    await this.prepareWrite(cancelled);
    try {
      return await runWithCounterFix(this.executor, sql, params, fix);
    } catch (e) {
      if (this.block === 'none') await restoreCounters(this.executor);
      throw e;
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }

  /** Runs a multi-row INSERT drawing its serial ids in one call (SqlPlan.blockDraw), as `run`. */
  async runBlockDrawn(params: readonly SqlValue[], block: { sql: string; top: string; exact: string }, cancelled: CancelCheck): Promise<ExecOutcome> {
    await this.prepareWrite(cancelled);
    try {
      return await runWithBlockDraw(this.executor, params, block);
    } catch (e) {
      if (this.block === 'none') await restoreCounters(this.executor);
      throw e;
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }

  /** The next write opens the session's SQLite transaction (the first write of a block). */
  private opensWithWrite(): boolean {
    return this.block !== 'none' && !this.single && !this.sqliteOpen;
  }

  /**
   * The first write of a block: BEGIN IMMEDIATE and the statement in one executor request (one
   * round trip instead of two) once the write lock is held. The SQLite transaction is open
   * afterwards whenever the BEGIN succeeded, even if the statement failed (as with two requests).
   */
  private async runOpening(sql: string, params: readonly SqlValue[], cancelled: CancelCheck): Promise<ExecOutcome> {
    await this.waitForLock(cancelled);
    if (!this.opensWithWrite() || this.executor.runAfter === undefined) return this.run(sql, params, true, cancelled);
    try {
      const out = await this.executor.runAfter('BEGIN IMMEDIATE', sql, params);
      this.sqliteOpen = true;
      return out;
    } catch (e) {
      if (this.executor.inTransaction()) this.sqliteOpen = true;
      throw e;
    }
  }

  /**
   * Runs the SQLite statements of one multi-statement plan (MERGE, data-modifying WITH) with the
   * write lock held throughout; `body` gets the executor and brackets them in a savepoint.
   */
  async runGroup<T>(cancelled: CancelCheck, body: (executor: Executor) => Promise<T>): Promise<T> {
    await this.prepareWrite(cancelled);
    try {
      return await body(this.executor);
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }

  /** Runs DDL steps atomically under the write lock, then reloads the catalog. */
  async runDdl(steps: readonly string[], cancelled: CancelCheck): Promise<void> {
    await this.prepareWrite(cancelled);
    try {
      // Autocommitted DDL: the reload after it reads only the catalog rows it changed (issue 7).
      // In a transaction block, the session's private catalog is re-read the same way.
      const incremental = this.block === 'none' ? this.handle.reloadCatalogAfterDdl !== undefined : this.handle.loadPrivateCatalogAfterDdl !== undefined;
      const first = incremental ? ((await this.handle.trackCatalogChanges?.(this.executor)) ?? []) : [];
      const floor = this.handle.oids?.floor ?? 0;
      const raised = floor > 0 ? [raiseOidCounterSql(floor), ...steps] : steps;
      const all = first.length === 0 ? raised : [...first, ...raised];
      if (this.block !== 'none') this.drewOids = true;
      // The reload's first read rides in the DDL's own request when the executor can (one round trip, issue 18).
      const read = incremental && this.executor.runAtomicallyThen !== undefined ? (this.handle.firstReadAfterDdl?.(this.executor) ?? null) : null;
      let answer: ReadAnswer | null = null;
      if (read === null) await this.executor.runAtomically(all);
      else {
        const rows = await this.executor.runAtomicallyThen!(all, read);
        if (rows !== null) answer = { sql: read, rows };
      }
      if (this.block !== 'none') {
        this.catalogDirty = true;
        if (incremental) await this.handle.loadPrivateCatalogAfterDdl!(this.executor, answer);
        else await this.loadOwnCatalog();
      } else if (incremental) await this.handle.reloadCatalogAfterDdl!(this.executor, undefined, answer);
      else await this.handle.reloadCatalog(this.executor);
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }

  /**
   * Runs DDL steps on the session's temporary objects (redirected to its connection's TEMP
   * database, temp-store/) atomically, without the write lock, then re-reads its TEMP catalog.
   */
  async runTempDdl(steps: readonly string[], cancelled: CancelCheck): Promise<void> {
    const reason = cancelled();
    if (reason !== null) throw reason;
    if (this.block !== 'none' && !this.single) await this.openSqlite(false);
    await ensureShadowCatalog(this.executor, this.owner);
    await this.executor.runAtomically(this.tempOidFloor > 0 ? [raiseTempOidCounterSql(this.tempOidFloor), ...steps] : steps);
    if (this.block !== 'none') {
      this.catalogDirty = true;
      this.drewTempOids = true;
    }
    await this.handle.reloadTempCatalog?.(this.executor);
  }

  /** Notes a streaming result, closed at the latest when the transaction ends. */
  track(source: ResultSource): ResultSource {
    for (const s of this.sources) if (s.done) this.sources.delete(s);
    this.sources.add(source);
    return source;
  }

  /**
   * Reads the results still streaming into memory (another stream is about to open on the
   * connection, which holds one open statement: a cursor declared while another is open).
   */
  async detachStreams(): Promise<void> {
    for (const s of this.sources) if (!s.done) await s.detach?.();
  }

  /** Closes every result still streaming (their statements end; their connection is free). */
  closeStreams(): void {
    for (const s of this.sources) s.close();
    this.sources.clear();
  }

  /** Ends the transaction: COMMIT (ROLLBACK when failed or `commit` is false). */
  async end(commit: boolean): Promise<void> {
    this.closeStreams();
    const really = commit && !this.failed;
    const duplicate = really && this.sqliteOpen ? await checkUniques(this.handle.catalog(), this.uniques.takeDue(true), (sql, p) => this.executor.run(sql, p), this.settings.formatSettings()) : null;
    if (duplicate !== null) {
      // a deferred unique constraint violated at COMMIT: the transaction rolls back (23505)
      await this.noteOidCounters();
      if (this.executor.inTransaction()) await this.executor.run('ROLLBACK', []).catch(() => undefined);
      await restoreCounters(this.executor);
      this.finish(false);
      await this.reloadIfDirty();
      throw duplicate;
    }
    try {
      // After an interrupt the connection that held the SQLite transaction was retired (and
      // rolls back); the block is failed then, so there is nothing to commit.
      if (!really) await this.noteOidCounters();
      if (this.sqliteOpen && this.executor.inTransaction()) await this.executor.run(really ? 'COMMIT' : 'ROLLBACK', []);
    } catch (e) {
      // A deferred foreign key failing at COMMIT: PostgreSQL's message, found before the rollback.
      const pending = really && isPgError(e) && e.fields.code === '23503' && this.executor.inTransaction() ? await this.pendingForeignKey().catch(() => null) : null;
      await this.noteOidCounters();
      if (this.executor.inTransaction()) await this.executor.run('ROLLBACK', []).catch(() => undefined);
      await restoreCounters(this.executor);
      this.finish(false);
      await this.reloadIfDirty();
      throw pending ?? e;
    }
    if (!really) await restoreCounters(this.executor);
    this.finish(really);
    await this.reloadIfDirty(really);
  }

  /**
   * SET CONSTRAINTS ALL DEFERRED / IMMEDIATE in a transaction block: SQLite's defer_foreign_keys
   * (reset at COMMIT/ROLLBACK) for the foreign keys; IMMEDIATE checks the violations left pending
   * so far, as PostgreSQL does (23503). Foreign keys declared INITIALLY DEFERRED stay deferred in
   * SQLite after IMMEDIATE: a later violation is reported at COMMIT instead of at once.
   */
  async setConstraints(deferred: boolean, cancelled: CancelCheck): Promise<void> {
    await this.prepareWrite(cancelled);
    await this.openSqlite(true);
    await this.executor.run(`PRAGMA defer_foreign_keys = ${deferred ? 'ON' : 'OFF'}`, []);
    this.fkDeferred = deferred;
    if (deferred) return;
    const pending = await this.pendingForeignKey();
    if (pending) throw pending;
  }

  /**
   * SET CONSTRAINTS for the deferrable unique / primary key constraints (`oids`; undefined: ALL):
   * IMMEDIATE checks the deferred ones written so far, as PostgreSQL does (23505).
   */
  async setUniqueConstraints(deferred: boolean, oids: readonly number[] | undefined): Promise<void> {
    this.uniques.set(deferred, oids);
    if (deferred) return;
    const duplicate = await checkUniques(this.handle.catalog(), this.uniques.takeDue(false), (sql, p) => this.executor.run(sql, p), this.settings.formatSettings());
    if (duplicate !== null) throw duplicate;
  }

  private pendingForeignKey(): Promise<PgError | null> {
    return pendingForeignKeyError(this.handle.catalog(), (sql, p) => this.executor.run(sql, p), this.settings.formatSettings());
  }

  /** SAVEPOINT name (the SQLite transaction opens now if it was not yet). */
  async savepoint(name: string): Promise<void> {
    await this.openSqlite(false);
    await this.executor.run(`SAVEPOINT ${quoteIdent(name)}`, []);
    this.savepoints.push(name);
    this.settings.savepoint();
  }

  /** RELEASE [SAVEPOINT] name. */
  async release(name: string): Promise<void> {
    const depth = this.findSavepoint(name);
    await this.executor.run(`RELEASE ${quoteIdent(name)}`, []);
    this.savepoints.length = depth;
    this.settings.release(depth);
    this.onSavepointEnd?.(depth, false);
  }

  /** ROLLBACK TO [SAVEPOINT] name: undoes work after it, keeps it, and un-fails the block. */
  async rollbackTo(name: string): Promise<void> {
    const depth = this.findSavepoint(name);
    await this.noteOidCounters();
    await this.executor.run(`ROLLBACK TO ${quoteIdent(name)}`, []);
    await restoreCounters(this.executor);
    this.savepoints.length = depth + 1;
    this.settings.rollbackTo(depth + 1);
    this.failed = false;
    this.onSavepointEnd?.(depth + 1, true);
    if (this.catalogDirty) await this.loadOwnCatalog();
  }

  /** DDL inside a transaction: this session plans with what it sees; others keep the committed catalog. */
  private async loadOwnCatalog(): Promise<void> {
    if (this.handle.loadPrivateCatalog) await this.handle.loadPrivateCatalog(this.executor);
    else await this.handle.reloadCatalog(this.executor);
  }

  /** After an error: an explicit block becomes failed, an implicit one is rolled back. */
  async abort(): Promise<void> {
    await this.settleInterrupt().catch(() => undefined);
    if (this.savepoints.length === 0) this.closeStreams();
    if (this.block === 'explicit') {
      this.failed = true;
      // AbortTransaction releases the transaction's locks at the error, not at ROLLBACK: others
      // waiting for them go on. With savepoints open, ROLLBACK TO still needs SQLite's transaction.
      if (this.savepoints.length === 0) await this.releaseAtError();
      return;
    }
    if (this.block === 'implicit') {
      await this.end(false).catch(() => undefined);
      return;
    }
    this.releaseLock();
  }

  /** The failed block's SQLite transaction is rolled back now and its locks handed on; ROLLBACK then has nothing left to undo. */
  private async releaseAtError(): Promise<void> {
    try {
      await this.noteOidCounters();
      if (this.sqliteOpen && this.executor.inTransaction()) await this.executor.run('ROLLBACK', []);
      await restoreCounters(this.executor);
    } catch {
      return;
    }
    this.sqliteOpen = false;
    this.releaseLock();
    this.onAbort?.();
  }

  /**
   * Stops what is in progress with `reason`: a wait for the write lock ends at once; a running
   * statement is interrupted (its executor may retire the connection, losing the SQLite
   * transaction and its savepoints: the session fails the block, as PostgreSQL does).
   */
  interrupt(reason: PgError): void {
    this.cancelWait?.(reason);
    if (this.executor.interrupt?.(reason) === true) {
      this.sqliteOpen = false;
      this.savepoints = [];
      // Until the executor tells whether the connection survived (settleInterrupt), nothing may
      // be planned against the temporary objects of its TEMP database.
      this.tempAtInterrupt ||= this.handle.hasTempCatalog?.() === true;
      this.handle.forgetTempCatalog?.();
    }
  }

  /**
   * After an interrupt (before the session plans anything else): when the executor kept the
   * connection (the statement stopped, its transaction rolled back), the temporary objects it
   * holds are read again; when it abandoned it they are gone, as forgotten at the interrupt.
   */
  private async settleInterrupt(): Promise<void> {
    const recovery = this.executor.recovery?.() ?? null;
    if (recovery === null) return;
    const kept = await recovery;
    const hadTemp = this.tempAtInterrupt;
    this.tempAtInterrupt = false;
    if (kept && hadTemp) await this.handle.reloadTempCatalog?.(this.executor);
  }

  /** The connection is gone: roll back, release everything, close the executor. */
  async dispose(): Promise<void> {
    this.closeStreams();
    try {
      // Outside a transaction nothing is left to undo: every failed write restored its counters
      // already (run, end, abort). Without one, closing costs no statement (no thread hop).
      if (this.executor.inTransaction()) {
        await this.noteOidCounters();
        await this.executor.run('ROLLBACK', []);
        await restoreCounters(this.executor);
      }
    } catch {
      // the executor is closed next; nothing else to undo
    }
    this.finish(false);
    await this.reloadIfDirty().catch(() => undefined);
    await this.executor.close();
  }

  private findSavepoint(name: string): number {
    const depth = this.savepoints.lastIndexOf(name);
    if (depth < 0) throw PgError.fromCode('3B001', `savepoint "${name}" does not exist`);
    return depth;
  }

  /**
   * SELECT … FOR UPDATE / SHARE (PostgreSQL's row locks): waits for the write lock as a write does.
   * In a transaction block it keeps it and opens SQLite's transaction, so no other session changes
   * the rows read before this one ends; on its own the statement only waits for the current writer.
   */
  async lockRows(cancelled: CancelCheck): Promise<void> {
    await this.prepareWrite(cancelled);
    if (this.block === 'none') this.releaseLock();
  }

  /**
   * Notes the catalog version (catalogVersion) the running statement was planned with (null: no
   * check): its first write checks it once granted the write lock, and throws CatalogMoved when
   * another session's DDL changed it.
   */
  planFor(version: number | null): void {
    this.plannedAt = version;
  }

  /** The version of the catalog statements are planned with now (planFor). */
  catalogVersion(): number {
    return this.handle.catalog().version;
  }

  /**
   * Whether a statement planned at catalog version `planned` that failed with `e` is to be planned
   * again and rerun: CatalogMoved (nothing ran), or SQLite refusing the plan's names (a table
   * gone or there already: stale-plan.ts) while the statement is its own transaction — so its
   * failure undid all it did — and another session's DDL moved the catalog since it was planned.
   * That DDL commits in SQLite before it publishes its catalog (under the write lock): a DDL in
   * progress elsewhere is waited for first.
   */
  async replans(e: unknown, planned: number | null, cancelled: CancelCheck): Promise<boolean> {
    if (e instanceof CatalogMoved) return true;
    if (planned === null || !isStaleSchemaError(e) || !(this.block === 'none' || this.single) || this.holdsLock) return false;
    const lock = this.handle.writeLock;
    const holder = lock.heldBy();
    if (this.handle.catalog().version === planned && holder !== null && holder !== this.owner) {
      await this.waitForLock(cancelled);
      this.releaseLock();
    }
    return this.handle.catalog().version !== planned;
  }

  private async prepareWrite(cancelled: CancelCheck): Promise<void> {
    if (this.tempOnly) {
      if (this.block !== 'none' && !this.single) await this.openSqlite(false);
      return;
    }
    await this.waitForLock(cancelled);
    const planned = this.plannedAt;
    this.plannedAt = null;
    // planned before another session's DDL committed: plan again (a block whose SQLite snapshot
    // is older than that commit still gets 40001 from its first write, as before)
    if (planned !== null && this.handle.catalog().version !== planned) {
      if (this.block === 'none') this.releaseLock();
      throw new CatalogMoved();
    }
    if (this.block !== 'none' && !this.single) await this.openSqlite(true);
    await this.applyFkDeferral();
  }

  /** The block's foreign-key checks wait for COMMIT: session_replication_role = replica, or DISABLE TRIGGER ALL ran. */
  private defersFks(): boolean {
    return this.fkDeferWanted || this.settings.get('session_replication_role') === 'replica';
  }

  /**
   * session_replication_role = replica in a transaction: PostgreSQL's foreign-key triggers do not
   * fire; SQLite's checks wait for COMMIT (defer_foreign_keys, which SQLite resets when the
   * transaction ends), so rows loaded in any order pass when they agree at the end.
   */
  private async applyFkDeferral(): Promise<void> {
    if (this.fkDeferred || !this.sqliteOpen || !this.defersFks()) return;
    await this.executor.run('PRAGMA defer_foreign_keys = ON', []);
    this.fkDeferred = true;
  }

  /**
   * The foreign-key checks of the transaction block's writes wait for COMMIT, as after ALTER
   * TABLE … DISABLE TRIGGER ALL, which in PostgreSQL stops a table's foreign-key triggers
   * (pg_restore --disable-triggers loads tables that reference each other that way). No-op
   * outside a block: a statement that commits on its own is checked at once.
   */
  async deferForeignKeys(): Promise<void> {
    if (!this.inBlock()) return;
    this.fkDeferWanted = true;
    await this.applyFkDeferral();
  }

  private async openSqlite(immediate: boolean): Promise<void> {
    if (this.sqliteOpen || this.block === 'none') return;
    await this.executor.run(immediate ? 'BEGIN IMMEDIATE' : 'BEGIN', []);
    this.sqliteOpen = true;
  }

  /**
   * Waits for the database's write lock as PostgreSQL waits for a row another transaction
   * updated (a ShareLock on its transaction id): until granted, or 55P03 at lock_timeout, 40P01
   * when the deadlock check finds this session on a cycle, or the interrupt's reason.
   */
  private async waitForLock(cancelled: CancelCheck): Promise<void> {
    if (this.holdsLock) return;
    const reason = cancelled();
    if (reason !== null) throw reason;
    const lock = this.handle.writeLock;
    const acquired = lock.acquire(this.owner);
    const holder = lock.heldBy();
    if (holder !== this.owner) {
      const graph = this.locks?.waits ?? new LockWaits();
      const blockers = (): number[] => {
        const h = lock.heldBy();
        return h === null || h === this.owner || h < 0 ? [] : [h];
      };
      const what = `ShareLock on transaction ${(holder === null ? null : this.locks?.writerXid(holder)) ?? 0}`;
      const { done, end } = awaitLock(graph, { pid: this.owner, what, event: 'transactionid', blockers }, acquired, waitLimits(this.settings));
      let gaveUp = false;
      await Promise.race([
        done,
        new Promise<void>((_, reject) => {
          this.cancelWait = (why) => reject(why);
        }),
      ])
        .catch((e: unknown) => {
          gaveUp = true;
          throw e;
        })
        .finally(() => {
          end();
          this.cancelWait = null;
          // A request cannot be withdrawn from the FIFO: it is handed on once granted.
          if (gaveUp) void acquired.then(() => lock.release(this.owner));
        });
    }
    this.holdsLock = true;
    this.locks?.noteWriter(this.owner, this.handle.name);
  }

  /**
   * Hands the write lock on — once every connection this session's executor retired has closed,
   * since until then SQLite's own write lock may still be held by it.
   */
  private releaseLock(): void {
    if (!this.holdsLock) return;
    this.holdsLock = false;
    this.locks?.forgetWriter(this.owner);
    const retiring = this.executor.retiring?.() ?? null;
    if (retiring === null) this.handle.writeLock.release(this.owner);
    else void retiring.then(() => this.handle.writeLock.release(this.owner));
  }

  /**
   * For a statement about to draw OIDs from the shared counter outside a DDL plan (lo_create):
   * the lowest value it may take (oid-high-water.ts); a rollback of this block notes the counter.
   */
  drawOids(): number {
    if (this.block !== 'none') this.drewOids = true;
    return this.handle.oids?.floor ?? 0;
  }

  /**
   * Before a rollback of work that ran DDL: notes the OID counters it advanced, so that no OID it
   * handed out is handed out again (oid-high-water.ts). Reads nothing when it ran none.
   */
  private async noteOidCounters(): Promise<void> {
    if (!this.executor.inTransaction()) return;
    const read = async (sql: string): Promise<number> => Number((await this.executor.run(sql, []).catch(() => null))?.rows?.[0]?.[0] ?? 0);
    if (this.drewOids) this.handle.oids?.note(await read(OID_COUNTER_READ));
    if (this.drewTempOids) this.tempOidFloor = Math.max(this.tempOidFloor, await read(TEMP_OID_COUNTER_READ));
  }

  private finish(committed: boolean): void {
    this.onEnd?.(committed);
    this.drewOids = false;
    this.drewTempOids = false;
    this.single = false;
    this.sqliteOpen = false;
    this.fkDeferred = false;
    this.fkDeferWanted = false;
    this.block = 'none';
    this.startedAt = null;
    this.failed = false;
    this.savepoints = [];
    this.snapshotTaken = false;
    this.uniques.reset();
    this.settings.endTransaction(committed);
    // a block that ran DDL keeps the write lock until the shared catalog is reloaded (reloadIfDirty):
    // a writer granted it before would plan with the catalog from before this commit
    if (!this.catalogDirty) this.releaseLock();
  }

  /** `committed`: the transaction's DDL was committed (its private catalog may be the base of the reload). */
  private async reloadIfDirty(committed = false): Promise<void> {
    if (!this.catalogDirty) return;
    this.catalogDirty = false;
    try {
      if (committed && this.handle.reloadCatalogAfterCommit) await this.handle.reloadCatalogAfterCommit(this.executor);
      else await this.handle.reloadCatalog(this.executor);
    } finally {
      if (this.block === 'none') this.releaseLock();
    }
  }
}

import type { ExecOutcome, RowBatch, RowStream, SqlValue } from '@pgsqlite/engine';
import { PgError, toPgError } from '@pgsqlite/errors';
import type { InlineConnection } from './inline-transactions.js';

/**
 * One statement of a transaction run on the server's thread, with what it answered: kept to
 * replay the transaction on an executor thread and to check that the replay answers the same.
 */
export interface InlineStep {
  /** Server-owned statement run just before `sql` (BEGIN IMMEDIATE), in the same call. */
  first?: string;
  sql: string;
  params: readonly SqlValue[];
  /** The session's runtime settings (Executor.sessionPrelude) the statement ran under. */
  prelude: string | null;
  /** What it answered. */
  outcome: ExecOutcome;
  /**
   * The SQLSTATE it failed with (`outcome` is then empty). A failed statement is replayed too:
   * what it drew from a sequence stays drawn (nextval is never undone), and the replay draws it
   * again only by running it.
   */
  error?: string;
}

/** The session's sequence state (sequence-session-port.ts), kept by its executor. */
export interface SessionSequences {
  /** The session (whose state the connection holds). */
  readonly owner: object;
  get(): string;
  set(text: string): void;
}

/**
 * A session's write transaction on its database's server-thread connection (see
 * InlineTransactions): runs the statements the connection's judge finds bounded — writes and
 * point reads — and logs them with their answers.
 */
export class InlineRun {
  readonly conn: InlineConnection;
  readonly log: InlineStep[] = [];

  readonly #seq: SessionSequences;
  /**
   * The connection's runtime holds the session's sequence state as its statements left it, newer
   * than the session's copy: handed over (saved) once when the session needs it (a statement run
   * elsewhere, the transaction's end), not after every statement.
   */
  #unsaved = false;

  constructor(conn: InlineConnection, seq: SessionSequences) {
    this.conn = conn;
    this.#seq = seq;
  }

  /** True when `sql` (and `first`) may run here. */
  bounded(sql: string, params: readonly SqlValue[], first?: string): boolean {
    const { judge } = this.conn;
    return judge.bounded(sql, params) && (first === undefined || judge.bounded(first, []));
  }

  /** True while the transaction is open on the connection. */
  open(): boolean {
    return this.conn.executor.inTransaction();
  }

  /** Runs a bounded statement (after `first`) under the session's settings `prelude`. */
  async run(sql: string, params: readonly SqlValue[], prelude: string | null, first?: string): Promise<ExecOutcome> {
    const { executor } = this.conn;
    await this.#settings(prelude);
    this.#loadSequences();
    try {
      const outcome = first !== undefined ? await executor.runAfter!(first, sql, params) : await executor.run(sql, params);
      this.log.push(first === undefined ? { sql, params, prelude, outcome } : { first, sql, params, prelude, outcome });
      return outcome;
    } catch (e) {
      // A failed statement changed no row (SQLite undoes it), but the BEGIN before it stays done
      // and the ids it drew stay consumed: it is replayed, to fail again.
      if (executor.inTransaction()) {
        const step: InlineStep = { sql, params, prelude, outcome: { rows: null, changes: 0 }, error: toPgError(e).code };
        this.log.push(first === undefined ? step : { first, ...step });
      }
      throw e;
    } finally {
      this.#unsaved = this.conn.seqHeld !== null;
    }
  }

  /**
   * Opens the transaction with `first` (BEGIN IMMEDIATE) and runs `sql` in it when it is bounded;
   * null when it is not (the opening is rolled back: nothing ran) or the opening failed. The
   * statement is judged inside the write transaction: there the judge reads the schema version
   * without starting a read transaction of its own (outside one, that read costs as much as the
   * BEGIN), and no other connection can change the schema until the transaction ends.
   */
  async begin(first: string, sql: string, params: readonly SqlValue[], prelude: string | null): Promise<ExecOutcome | null> {
    const { executor, judge } = this.conn;
    // Transaction control resets what the judge knows of the last transaction on the connection.
    if (!judge.bounded(first, [])) return null;
    try {
      await executor.run(first, []);
    } catch {
      // (SQLite's write lock is taken by a connection retiring: a thread runs it, as before.)
      return null;
    }
    if (!judge.bounded(sql, params)) {
      await executor.run('ROLLBACK', []).catch(() => undefined);
      return null;
    }
    await this.#settings(prelude);
    this.#loadSequences();
    try {
      const outcome = await executor.run(sql, params);
      this.log.push({ first, sql, params, prelude, outcome });
      return outcome;
    } catch (e) {
      // As in run: the BEGIN stays done, the failed statement is replayed to fail again.
      if (executor.inTransaction()) this.log.push({ first, sql, params, prelude, outcome: { rows: null, changes: 0 }, error: toPgError(e).code });
      throw e;
    } finally {
      this.#unsaved = this.conn.seqHeld !== null;
    }
  }

  /** Hands the session the sequence state its statements here left, when it has not got it yet. */
  saveSequences(): void {
    if (!this.#unsaved) return;
    this.#unsaved = false;
    this.#saveSequences();
  }

  /** A bounded read, as a stream of the rows it answered (a point read answers a row or a few). */
  async read(sql: string, params: readonly SqlValue[], prelude: string | null, max: number): Promise<{ first: RowBatch; rest: RowStream }> {
    const { rows } = await this.run(sql, params, prelude);
    return bufferedStream(rows ?? [], max);
  }

  /** Rolls back what is open on the connection and frees it for other sessions. */
  async end(rollback: boolean): Promise<void> {
    const { executor } = this.conn;
    // The session's state as the transaction left it (before another session's may be loaded here).
    this.saveSequences();
    if (rollback && executor.inTransaction()) await executor.run('ROLLBACK', []).catch(() => undefined);
    // Abandoned (moved to a thread): the session's state goes back to the transaction's start, which
    // the runtime here no longer matches.
    if (rollback) this.conn.seqHeld = null;
    this.conn.holder = null;
  }

  /** Gives the connection's runtime the session's sequence state unless it holds it. */
  #loadSequences(): void {
    // The runtime holds this session's newest state (its last statement here left it).
    if (this.#unsaved) return;
    const held = this.conn.seqHeld;
    const text = this.#seq.get();
    if (held !== null && held.text === text && (held.owner === this.#seq.owner || text === '')) return;
    this.conn.seqHeld = null;
    this.conn.seq.load(text);
    this.conn.seqHeld = { owner: this.#seq.owner, text };
  }

  /** Hands the session its sequence state after a statement, when the statement changed it. */
  #saveSequences(): void {
    const held = this.conn.seqHeld;
    if (held === null) return;
    const text = this.conn.seq.save();
    if (text === held.text) return;
    this.conn.seqHeld = { owner: this.#seq.owner, text };
    this.#seq.set(text);
  }

  /** Gives the connection the session's runtime settings when it ran under others last. */
  async #settings(prelude: string | null): Promise<void> {
    if (prelude === null || this.conn.prelude === prelude) return;
    this.conn.prelude = undefined;
    await this.conn.executor.run(prelude, []);
    this.conn.prelude = prelude;
  }
}

/** The replay of `step` answered `got`: the same answer, or 40001 (the transaction cannot move). */
export function checkReplay(step: InlineStep, got: ExecOutcome): void {
  if (step.error === undefined && sameOutcome(step.outcome, got)) return;
  throw new PgError('serialization_failure', 'could not serialize access due to concurrent update', {
    detail: 'a statement of the transaction answered differently when the transaction moved to an executor thread',
  });
}

/** A replayed statement failed: the transaction cannot move (40001, the client may retry it). */
export function replayFailed(e: unknown): PgError {
  return new PgError('serialization_failure', 'could not serialize access due to concurrent update', {
    detail: `replaying the transaction on an executor thread failed: ${toPgError(e).message}`,
  });
}

function sameOutcome(a: ExecOutcome, b: ExecOutcome): boolean {
  if (a.changes !== b.changes) return false;
  if (a.rows === null || b.rows === null) return a.rows === b.rows;
  if (a.rows.length !== b.rows.length) return false;
  for (let i = 0; i < a.rows.length; i++) {
    const x = a.rows[i] ?? [];
    const y = b.rows[i] ?? [];
    if (x.length !== y.length) return false;
    for (let j = 0; j < x.length; j++) if (!sameValue(x[j] ?? null, y[j] ?? null)) return false;
  }
  return true;
}

function sameValue(x: SqlValue, y: SqlValue): boolean {
  if (x instanceof Uint8Array || y instanceof Uint8Array) {
    if (!(x instanceof Uint8Array && y instanceof Uint8Array) || x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
    return true;
  }
  return x === y || (typeof x === 'number' && typeof y === 'number' && Number.isNaN(x) && Number.isNaN(y));
}

/** Rows already read, served `max` at a time. */
function bufferedStream(rows: SqlValue[][], max: number): { first: RowBatch; rest: RowStream } {
  let at = Math.min(rows.length, Math.max(1, max));
  const first: RowBatch = { rows: rows.slice(0, at), done: at >= rows.length };
  const rest: RowStream = {
    async next(n) {
      const end = Math.min(rows.length, at + Math.max(1, n));
      const batch = rows.slice(at, end);
      at = end;
      return { rows: batch, done: at >= rows.length };
    },
    close() {
      at = rows.length;
    },
  };
  return { first, rest };
}

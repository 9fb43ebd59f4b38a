import type { ExecOutcome, Executor, SqlValue } from '@pgsqlite/engine';
import type { SqlPlan } from '@pgsqlite/translate';
import type { DatabaseHandle } from './ports.js';

/**
 * currval/lastval of serial keys drawn by point writes. A one-row INSERT into a serial key may
 * run on another connection (SqlPlan.pointSerial, DatabaseHandle.pointWrite): the id it drew must
 * still be this session's currval/lastval, which live in the runtime of the session's own
 * connection. The session's executor is wrapped so that such notes ride along with the next
 * statement it runs there (Executor.runAfter: no extra round trip), unless the executor carries
 * the session's sequence state itself (Executor.noteSequence: the pooled executor).
 */

/** An executor that runs pending currval notes before its next statement. */
export interface NotingExecutor extends Executor {
  /** Notes that this session's nextval of `key` returned `value` (the latest note is lastval's). */
  noteCurrval(key: string, value: number | bigint): void;
}

const literal = (s: string): string => `'${s.split("'").join("''")}'`;

/** Wraps `executor`: {@link NotingExecutor.noteCurrval} notes are run (runtime pg_autoinc_note) before its next call. */
export function withCounterNotes(executor: Executor): NotingExecutor {
  const pending = new Map<string, number | bigint>();
  /** The pending notes as one statement, in the order they were made (the last sets lastval). */
  const take = (): string | null => {
    if (pending.size === 0) return null;
    const sql = `SELECT ${[...pending].map(([k, v]) => `pg_autoinc_note(${literal(k)}, ${String(v)})`).join(', ')}`;
    pending.clear();
    return sql;
  };
  const noting: NotingExecutor = {
    noteCurrval(key, value) {
      // An executor carrying the session's sequence state takes the note at once (no statement).
      if (executor.noteSequence !== undefined) return executor.noteSequence(key, value);
      pending.delete(key);
      pending.set(key, value);
    },
    async run(sql, params) {
      const note = take();
      if (note === null) return executor.run(sql, params);
      if (executor.runAfter !== undefined) return executor.runAfter(note, sql, params);
      await executor.run(note, []);
      return executor.run(sql, params);
    },
    async runAfter(first, sql, params) {
      const note = take();
      if (note !== null) await executor.run(note, []);
      return executor.runAfter !== undefined ? executor.runAfter(first, sql, params) : executor.run(first, []).then(() => executor.run(sql, params));
    },
    async runAtomically(steps) {
      const note = take();
      return executor.runAtomically(note === null ? steps : [note, ...steps]);
    },
    inTransaction: () => executor.inTransaction(),
    close: () => executor.close(),
  };
  if (executor.stream !== undefined) {
    const stream = executor.stream.bind(executor);
    noting.stream = async (sql, params, max, encoding) => {
      const note = take();
      if (note !== null) await executor.run(note, []);
      return stream(sql, params, max, encoding);
    };
  }
  if (executor.runAtomicallyThen !== undefined) {
    const runThen = executor.runAtomicallyThen.bind(executor);
    noting.runAtomicallyThen = (steps, read) => {
      const note = take();
      return runThen(note === null ? steps : [note, ...steps], read);
    };
  }
  if (executor.runCommitted !== undefined) {
    const runCommitted = executor.runCommitted.bind(executor);
    noting.runCommitted = async (sql, params) => {
      const note = take();
      if (note !== null) await executor.run(note, []);
      return runCommitted(sql, params);
    };
  }
  if (executor.interrupt !== undefined) noting.interrupt = (reason) => executor.interrupt?.(reason) ?? false;
  if (executor.readyNow !== undefined) noting.readyNow = () => executor.readyNow?.() ?? true;
  if (executor.sessionPrelude !== undefined) noting.sessionPrelude = (sql) => executor.sessionPrelude?.(sql);
  if (executor.retiring !== undefined) noting.retiring = () => executor.retiring?.() ?? null;
  if (executor.recovery !== undefined) noting.recovery = () => executor.recovery?.() ?? null;
  // The wrapper is not the connection: without this, connection-scoped state (the catalog change
  // tracking, load-delta.ts) would take the session's whole life for one connection and outlive
  // a connection lost to a stopped statement (its next DDL then met no change table: XX000).
  if (executor.connectionIdentity !== undefined) noting.connectionIdentity = () => executor.connectionIdentity?.() ?? noting;
  return noting;
}

const isNoting = (e: Executor): e is NotingExecutor => typeof (e as Partial<NotingExecutor>).noteCurrval === 'function';

/**
 * The plan run as a point write on the database's shared connection (DatabaseHandle.pointWrite),
 * or null (then the session runs `plan.sql` on its own connection). A plan with pointSerial runs
 * that variant and notes the id it drew as the session's currval; its extra last column is dropped.
 */
export function pointWrite(handle: DatabaseHandle, executor: Executor, plan: SqlPlan, params: readonly SqlValue[]): ExecOutcome | null {
  const serial = plan.pointSerial;
  if (serial === undefined) return handle.pointWrite?.(plan.sql, params) ?? null;
  if (!isNoting(executor)) return null;
  const out = handle.pointWrite?.(serial.sql, params, true) ?? null;
  if (out === null) return null;
  // Committed: never run again. One row was written (a one-row VALUES, no ON CONFLICT); its id is
  // an INTEGER PRIMARY KEY, so an integer.
  const row = out.rows?.[0];
  const id = row?.[row.length - 1];
  if (typeof id === 'number' || typeof id === 'bigint') executor.noteCurrval(serial.key, id);
  if (plan.columns === null) return { rows: null, changes: out.changes };
  return { rows: (out.rows ?? []).map((r) => r.slice(0, -1)), changes: out.changes };
}

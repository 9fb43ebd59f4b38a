/**
 * The Engine port: the subset of SQLite that pgsqlite calls, written by us.
 * Synchronous like SQLite itself; adapters (better-sqlite3, sqlite-wasm) implement it and pass
 * the contract suite in `./testing`. Above the adapters every error is a PgError.
 */
import type { SequenceStore } from './sequence-store.js';

/**
 * A value as SQLite stores it. Integers come back as `bigint` when they do not fit a JS
 * number exactly (adapters may return `bigint` for every integer; callers accept both).
 */
export type SqlValue = null | number | bigint | string | Uint8Array;

/** How a database is opened. */
export interface OpenOptions {
  /** File path, or `:memory:`-style name handled by the adapter. */
  path: string;
  /** `PRAGMA synchronous` value, set explicitly on every open. */
  synchronous: 'OFF' | 'NORMAL' | 'FULL' | 'EXTRA';
  readonly?: boolean;
  /**
   * `PRAGMA trusted_schema`. Default false (safer for database files of unknown origin), but
   * then SQLite refuses registered functions inside schema objects — DEFAULT expressions,
   * CHECK constraints, views, triggers, indexes, generated columns — with "unsafe use of f()".
   * Set true when pgsqlite's pure runtime functions must be usable there.
   */
  trustedSchema?: boolean;
}

/** Result of a statement that does not return rows. */
export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

/** One result column as SQLite describes it. */
export interface EngineColumn {
  name: string;
  /** Origin column, when SQLite knows it (plain column references). */
  table: string | null;
  column: string | null;
  /** SQLite declared type of the origin column, if any. */
  declaredType: string | null;
}

/** A compiled SQLite statement. Reusable; not thread-safe. */
export interface PreparedStatement {
  /** True when the statement returns rows (SELECT, … RETURNING, some PRAGMAs). */
  readonly returnsRows: boolean;
  /** True when the statement does not write the database. */
  readonly readonly: boolean;
  /**
   * Result columns (empty when `returnsRows` is false). After a schema change they describe
   * the previous compilation until the statement has run again; rows are always current.
   */
  columns(): EngineColumn[];
  /** Runs a row-returning statement and returns every row as an array of values. */
  all(params: readonly SqlValue[]): SqlValue[][];
  /** Runs a row-returning statement lazily; the caller may stop early. */
  iterate(params: readonly SqlValue[]): IterableIterator<SqlValue[]>;
  /**
   * The first row of a row-returning statement (undefined: none); the rest is never read, so
   * no result-size guard applies. Optional: callers fall back to `all`.
   */
  first?(params: readonly SqlValue[]): SqlValue[] | undefined;
  /** Runs a statement that returns no rows. */
  run(params: readonly SqlValue[]): RunResult;
}

/** A scalar function callable from SQLite SQL that pgsqlite emits. */
export interface ScalarFunction {
  name: string;
  /** Argument count; -1 for variadic. */
  arity: number;
  deterministic: boolean;
  /** May throw a PgError; the adapter re-raises it unchanged. */
  call: (...args: SqlValue[]) => SqlValue;
}

/** An aggregate (and window, when `inverse` is given) function. */
export interface AggregateFunction<S = unknown> {
  name: string;
  arity: number;
  deterministic: boolean;
  start: () => S;
  step: (state: S, ...args: SqlValue[]) => S;
  inverse?: (state: S, ...args: SqlValue[]) => S;
  result: (state: S) => SqlValue;
}

/** One open SQLite connection. */
export interface Engine {
  /** Compiles SQL. Errors are PgErrors (mapped through the adapter's one table). */
  prepare(sql: string): PreparedStatement;
  /** Runs one or more statements without results (server-owned SQL only). */
  exec(sql: string): void;
  /** Registers a scalar function (from the allowlist) on this connection. */
  defineFunction(fn: ScalarFunction): void;
  /** Registers an aggregate function on this connection. */
  defineAggregate<S>(fn: AggregateFunction<S>): void;
  /** True while a transaction is open on this connection. */
  readonly inTransaction: boolean;
  /**
   * The sequence counters of this database (a side store shared by every connection to the
   * same database, outside its transactions), opened on first use and closed with the engine.
   */
  sequenceStore(): SequenceStore;
  close(): void;
}

/** Opens engines; the only engine-specific thing the composition root hands down. */
export interface EngineFactory {
  readonly name: string;
  open(options: OpenOptions): Engine;
}

import type { SqlValue } from './engine.js';

/**
 * Rows already encoded as the client receives them (an executor thread that was given a spec,
 * Executor.stream's `encoding`): `count` rows as the bytes of consecutive messages.
 */
export interface EncodedRows {
  bytes: Uint8Array;
  count: number;
}

/** One batch of a streamed result. */
export interface RowBatch {
  /** The rows; empty when they came `encoded`. */
  rows: SqlValue[][];
  /** The batch's rows as encoded by the executor (then `rows` is empty). */
  encoded?: EncodedRows;
  /** True once the statement has no more rows (the stream is closed then). */
  done: boolean;
}

/**
 * The rows of a statement read a batch at a time (a live statement iterator, or what was left
 * of one buffered): memory grows with the batch, not with the result.
 */
export interface RowStream {
  /** Up to `max` more rows (fewer when a batch reached its byte budget); `done` at the end. */
  next(max: number): Promise<RowBatch>;
  /** Ends the statement early. Idempotent; the executor finishes it before its next call. */
  close(): void;
}

/** Rows per batch when the caller has no row limit. */
export const STREAM_BATCH_ROWS = 1024;

/**
 * Rows per batch of a result read to its end (a statement's first batch, and each batch read
 * ahead): small enough that the executor thread reads the next batch while the server thread
 * encodes and sends this one, large enough that the hop per batch is a few percent of its work.
 */
export const PIPELINE_BATCH_ROWS = 256;

/** A batch stops growing once its values hold about this many bytes. */
export const STREAM_BATCH_BYTES = 256 * 1024;

/** A rough size of a value (for the byte budget of a batch). */
export function valueBytes(v: SqlValue): number {
  if (v === null) return 1;
  if (typeof v === 'string') return v.length + 8;
  if (v instanceof Uint8Array) return v.length + 8;
  return 9;
}

/**
 * A statement iterator read in batches on the thread that owns its connection. While it is open
 * the connection can run nothing else (SQLite steps one statement of an iterating connection at
 * a time), so before the connection's next statement `detach` reads what is left into memory —
 * the rare case of another statement interleaved with an unfinished result (a cursor loop that
 * writes), where the result then costs memory as it did before streaming.
 */
export class IteratorStream {
  #it: Iterator<SqlValue[]> | null;
  #rest: SqlValue[][] | null = null;
  #at = 0;
  /** An error met while reading the rest (detach): raised after the rows read before it. */
  #error: unknown = null;

  constructor(it: Iterator<SqlValue[]>) {
    this.#it = it;
  }

  /** True while a live iterator holds the connection. */
  get live(): boolean {
    return this.#it !== null;
  }

  /** Reads up to `max` rows (or until the byte budget is spent). */
  next(max: number): RowBatch {
    const rows: SqlValue[][] = [];
    // 0 opens the statement without computing a row (a cursor's rows are computed at FETCH).
    const limit = Math.max(0, max);
    if (this.#rest !== null) {
      const end = Math.min(this.#rest.length, this.#at + limit);
      for (; this.#at < end; this.#at++) rows.push(this.#rest[this.#at] as SqlValue[]);
      const done = this.#at >= this.#rest.length;
      if (done) this.#rest = null;
      if (done && this.#error !== null) {
        const e = this.#error;
        this.#error = null;
        if (rows.length === 0) throw e;
        // the rows before the error first; the next call raises it
        this.#rest = [];
        this.#error = e;
        return { rows, done: false };
      }
      return { rows, done };
    }
    const it = this.#it;
    if (it === null) return { rows, done: true };
    let bytes = 0;
    while (rows.length < limit && bytes < STREAM_BATCH_BYTES) {
      let step: IteratorResult<SqlValue[]>;
      try {
        step = it.next();
      } catch (e) {
        this.#it = null;
        if (rows.length === 0) throw e;
        // PostgreSQL sends the rows computed before an error, then the error: these rows now, the next call raises it
        this.#rest = [];
        this.#at = 0;
        this.#error = e;
        return { rows, done: false };
      }
      if (step.done === true) {
        this.#it = null;
        return { rows, done: true };
      }
      const row = step.value;
      for (let i = 0; i < row.length; i++) bytes += valueBytes(row[i] as SqlValue);
      rows.push(row);
    }
    return { rows, done: false };
  }

  /** Reads the rest into memory and frees the connection. */
  detach(): void {
    const it = this.#it;
    if (it === null) return;
    this.#it = null;
    const rest: SqlValue[][] = [];
    try {
      for (;;) {
        const step = it.next();
        if (step.done === true) break;
        rest.push(step.value);
      }
    } catch (e) {
      this.#error = e;
    }
    this.#rest = rest;
    this.#at = 0;
  }

  /** Ends the statement (resets it) and drops what was buffered. */
  close(): void {
    const it = this.#it;
    this.#it = null;
    this.#rest = null;
    this.#error = null;
    it?.return?.();
  }
}

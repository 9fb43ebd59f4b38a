import { PIPELINE_BATCH_ROWS, STREAM_BATCH_ROWS, type RowBatch, type RowStream, type SqlValue } from '@pgsqlite/engine';

/**
 * The rows of a running query handed out in batches (a portal's, a cursor's, a simple query's):
 * only the batch in hand is in memory. `take` resolves to at most `n` rows (at most one batch);
 * an empty array means the end, after which the statement is closed.
 */
export interface ResultSource {
  /**
   * `readAhead`: the caller reads every row (an Execute without a row limit, a simple query,
   * COPY TO): the next batch is asked for as soon as this one is handed out, so that the executor
   * reads it while this one is sent. Never for a cursor or a row-limited Execute, whose rows are
   * computed when fetched.
   */
  take(n: number, readAhead?: boolean): Promise<SqlValue[][]>;
  /** True once every row was taken (or the source was closed). */
  readonly done: boolean;
  /** Rows taken so far. */
  readonly taken: number;
  /** Ends the statement early (idempotent). */
  close(): void;
  /**
   * Reads every row not taken yet into memory and frees the connection's statement, before
   * another stream opens on the same connection (which holds one open statement at a time).
   */
  detach?(): Promise<void>;
}

/** A ResultSource over an executor's stream; `refine` turns an engine error into the client's error. */
export class StreamSource implements ResultSource {
  #rows: SqlValue[][];
  #at = 0;
  #streamDone: boolean;
  #closed = false;
  #taken = 0;
  readonly #rest: RowStream;
  readonly #refine: (e: unknown) => unknown;
  /** An error met while detaching: raised once the rows read before it are taken. */
  #error: unknown = null;
  /** The next batch, asked for ahead (take's readAhead); at most one in flight. */
  #ahead: Promise<RowBatch> | null = null;

  constructor(first: RowBatch, rest: RowStream, refine: (e: unknown) => unknown) {
    this.#rows = first.rows;
    this.#streamDone = first.done;
    this.#rest = rest;
    this.#refine = refine;
  }

  get done(): boolean {
    return this.#closed || (this.#streamDone && this.#at >= this.#rows.length);
  }

  get taken(): number {
    return this.#taken;
  }

  async take(n: number, readAhead = false): Promise<SqlValue[][]> {
    if (this.#closed || n <= 0) return [];
    if (this.#at >= this.#rows.length) {
      this.#rows = [];
      this.#at = 0;
      if (this.#error !== null) {
        const e = this.#error;
        this.#error = null;
        throw e;
      }
      if (this.#streamDone) return [];
      let batch: RowBatch;
      try {
        const ahead = this.#ahead;
        this.#ahead = null;
        batch = await (ahead ?? this.#rest.next(Math.min(n, STREAM_BATCH_ROWS)));
      } catch (e) {
        this.#streamDone = true;
        throw this.#refine(e);
      }
      this.#rows = batch.rows;
      this.#streamDone = batch.done;
    }
    const end = Math.min(this.#rows.length, this.#at + n);
    const out = this.#at === 0 && end === this.#rows.length ? this.#rows : this.#rows.slice(this.#at, end);
    this.#at = end;
    this.#taken += out.length;
    if (readAhead && !this.#streamDone && this.#ahead === null && !this.#closed) this.#readAhead();
    return out;
  }

  /** Asks for the next batch now; its failure is raised by the take that awaits it. */
  #readAhead(): void {
    const ahead = this.#rest.next(PIPELINE_BATCH_ROWS);
    ahead.catch(() => undefined);
    this.#ahead = ahead;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#rows = [];
    // A batch read ahead is dropped: the stream's close is queued after it on the executor.
    this.#ahead = null;
    if (!this.#streamDone) this.#rest.close();
    this.#streamDone = true;
  }

  async detach(): Promise<void> {
    if (this.#closed || this.#streamDone) return;
    const rows = this.#rows.slice(this.#at);
    try {
      const ahead = this.#ahead;
      this.#ahead = null;
      if (ahead !== null) {
        const batch = await ahead;
        for (const r of batch.rows) rows.push(r);
        if (batch.done) this.#streamDone = true;
      }
      while (!this.#streamDone) {
        const batch = await this.#rest.next(STREAM_BATCH_ROWS);
        for (const r of batch.rows) rows.push(r);
        if (batch.done) break;
      }
    } catch (e) {
      this.#error = this.#refine(e);
    }
    this.#rows = rows;
    this.#at = 0;
    this.#streamDone = true;
  }
}

/** A ResultSource over rows already in memory (a plan that does not stream). */
export class ArraySource implements ResultSource {
  #at = 0;
  #closed = false;
  constructor(private readonly rows: readonly SqlValue[][]) {}

  get done(): boolean {
    return this.#closed || this.#at >= this.rows.length;
  }

  get taken(): number {
    return this.#at;
  }

  async take(n: number): Promise<SqlValue[][]> {
    if (this.#closed) return [];
    const end = Math.min(this.rows.length, this.#at + Math.max(0, n));
    const out = this.rows.slice(this.#at, end);
    this.#at = end;
    return out;
  }

  close(): void {
    this.#closed = true;
  }
}

import { PgError } from '@pgsqlite/errors';
import { PIPELINE_BATCH_ROWS, STREAM_BATCH_ROWS, type EncodedRows, type RowBatch, type RowStream, type SqlValue } from '@pgsqlite/engine';

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
  /**
   * As take, for a source opened with EncodedStreaming: a batch the executor encoded comes as its
   * DataRow bytes (EncodedRows), the others as rows.
   */
  takeChunk?(n: number, readAhead?: boolean): Promise<RowChunk>;
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

/** A batch as a stream hands it out: rows, or their DataRows encoded by the executor (EncodedStreaming). */
export type RowChunk = SqlValue[][] | EncodedRows;

/** A ResultSource over an executor's stream; `refine` turns an engine error into the client's error. */
export class StreamSource implements ResultSource {
  #rows: SqlValue[][];
  #at = 0;
  /** The batch in hand when the executor encoded it (then #rows is empty). */
  #encoded: EncodedRows | null;
  #streamDone: boolean;
  #closed = false;
  #taken = 0;
  readonly #rest: RowStream;
  readonly #refine: (e: unknown) => unknown;
  /** An error met while detaching: raised once the rows read before it are taken. */
  #error: unknown = null;
  /** The next batch, asked for ahead (take's readAhead); at most one in flight. */
  #ahead: Promise<RowBatch> | null = null;
  /** Batches read by detach, in order, after the one in hand. */
  #later: RowChunk[] = [];

  constructor(first: RowBatch, rest: RowStream, refine: (e: unknown) => unknown) {
    this.#rows = first.rows;
    this.#encoded = first.encoded ?? null;
    this.#streamDone = first.done;
    this.#rest = rest;
    this.#refine = refine;
  }

  get done(): boolean {
    return this.#closed || (this.#streamDone && this.#at >= this.#rows.length && this.#encoded === null && this.#later.length === 0);
  }

  get taken(): number {
    return this.#taken;
  }

  async take(n: number, readAhead = false): Promise<SqlValue[][]> {
    const chunk = await this.takeChunk(n, readAhead);
    if (!Array.isArray(chunk)) throw new PgError('internal_error', 'a result encoded by its executor was read as rows');
    return chunk;
  }

  /**
   * As take, but a batch the executor encoded (EncodedStreaming) comes whole as its bytes, in
   * order with the batches that came as rows.
   */
  async takeChunk(n: number, readAhead = false): Promise<RowChunk> {
    if (this.#closed || n <= 0) return [];
    if (this.#at >= this.#rows.length && this.#encoded === null && !(await this.#fill(n))) return [];
    const encoded = this.#encoded;
    if (encoded !== null) {
      this.#encoded = null;
      this.#taken += encoded.count;
      this.#maybeReadAhead(readAhead, STREAM_BATCH_ROWS);
      return encoded;
    }
    const end = Math.min(this.#rows.length, this.#at + n);
    const out = this.#at === 0 && end === this.#rows.length ? this.#rows : this.#rows.slice(this.#at, end);
    this.#at = end;
    this.#taken += out.length;
    this.#maybeReadAhead(readAhead, PIPELINE_BATCH_ROWS);
    return out;
  }

  /**
   * Makes the next batch the one in hand, asking the stream for at most `n` rows (a cursor's FETCH
   * n computes n rows); false at the end.
   */
  async #fill(n: number): Promise<boolean> {
    this.#rows = [];
    this.#at = 0;
    const later = this.#later.shift();
    if (later !== undefined) {
      if (Array.isArray(later)) this.#rows = later;
      else this.#encoded = later;
      return true;
    }
    if (this.#error !== null) {
      const e = this.#error;
      this.#error = null;
      throw e;
    }
    if (this.#streamDone) return false;
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
    this.#encoded = batch.encoded ?? null;
    this.#streamDone = batch.done;
    return this.#rows.length > 0 || this.#encoded !== null;
  }

  /**
   * After a batch of rows, the next is asked for in PIPELINE_BATCH_ROWS, so that this thread
   * encodes one while the executor reads the next; after a batch the executor encoded, this thread
   * only copies bytes, and the rest comes in STREAM_BATCH_ROWS: fewer thread round trips.
   */
  #maybeReadAhead(readAhead: boolean, rows: number): void {
    if (readAhead && !this.#streamDone && this.#ahead === null && !this.#closed) this.#readAhead(rows);
  }

  /** Asks for the next batch now; its failure is raised by the take that awaits it. */
  #readAhead(rows: number): void {
    const ahead = this.#rest.next(rows);
    ahead.catch(() => undefined);
    this.#ahead = ahead;
  }

  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#rows = [];
    this.#encoded = null;
    this.#later = [];
    // A batch read ahead is dropped: the stream's close is queued after it on the executor.
    this.#ahead = null;
    if (!this.#streamDone) this.#rest.close();
    this.#streamDone = true;
  }

  async detach(): Promise<void> {
    if (this.#closed || this.#streamDone) return;
    const chunks: RowChunk[] = [];
    const rows = this.#rows.slice(this.#at);
    if (rows.length > 0) chunks.push(rows);
    if (this.#encoded !== null) chunks.push(this.#encoded);
    const add = (batch: RowBatch): void => {
      if (batch.encoded !== undefined) chunks.push(batch.encoded);
      else if (batch.rows.length > 0) chunks.push(batch.rows);
    };
    try {
      const ahead = this.#ahead;
      this.#ahead = null;
      if (ahead !== null) {
        const batch = await ahead;
        add(batch);
        if (batch.done) this.#streamDone = true;
      }
      while (!this.#streamDone) {
        const batch = await this.#rest.next(STREAM_BATCH_ROWS);
        add(batch);
        if (batch.done) break;
      }
    } catch (e) {
      this.#error = this.#refine(e);
    }
    this.#rows = [];
    this.#encoded = null;
    this.#at = 0;
    this.#later = chunks;
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

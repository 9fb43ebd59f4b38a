import { decodeBackend, type Field, type NoticeFields } from './backend-messages.js';
import { DatabaseError } from './database-error.js';
import { copyInData, extendedQuery, queryMessage, startupMessage, terminateMessage } from './frontend.js';
import type { Link, StatementSpan } from './link.js';
import { collectAnswer, type RawAnswer, type RawResult } from './results.js';
import { parseValue, serializeParam } from './values.js';

/** How `query` returns rows. */
export interface QueryOptions {
  /** `object` (default): one object per row keyed by column name; `array`: values in column order. */
  rowMode?: 'object' | 'array';
  /** true: every value as PostgreSQL's text (or null), as psql prints it. Default: JavaScript values. */
  text?: boolean;
}

/** One statement's answer. */
export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  fields: Field[];
  /** The CommandComplete tag: `SELECT 2`, `INSERT 0 1`, `CREATE TABLE` (null for an empty statement). */
  tag: string | null;
  /** Rows affected or returned, from the tag (null when the tag has no count). */
  rowCount: number | null;
  notices: NoticeFields[];
}

/** Connection parameters of the session (StartupMessage). */
export interface SessionOptions {
  database?: string;
  user?: string;
  /** Other run-time parameters, e.g. `{ TimeZone: 'UTC' }`. */
  parameters?: Record<string, string>;
}

/**
 * A PostgreSQL session over a link to a pgsqlite host: `query` (extended protocol, one
 * statement, `$1` parameters), `exec` (simple protocol, a script), and `execProtocol` (raw
 * protocol v3 bytes after startup, to bridge any PostgreSQL wire client).
 */
export class PgsqliteSession {
  readonly #link: Link;
  #closed = false;
  /** Transaction status after the last answer: I idle, T in a transaction block, E failed. */
  status = 'I';
  /** ParameterStatus values the server reported (server_version, TimeZone …). */
  readonly parameters = new Map<string, string>();

  protected constructor(link: Link) {
    this.#link = link;
  }

  /** Starts the session on `link` (StartupMessage → ReadyForQuery). */
  static async open(link: Link, options: SessionOptions = {}): Promise<PgsqliteSession> {
    const session = new PgsqliteSession(link);
    await session.startup(options);
    return session;
  }

  protected async startup(options: SessionOptions): Promise<void> {
    const params = { user: options.user ?? 'postgres', database: options.database ?? 'postgres', client_encoding: 'UTF8', application_name: 'pgsqlite-browser', ...options.parameters };
    const messages = decodeBackend(await this.#link.exchange(startupMessage(params)));
    for (const m of messages) {
      if (m.type === 'ParameterStatus') this.parameters.set(m.name, m.value);
      if (m.type === 'ErrorResponse') throw new DatabaseError(m.fields);
    }
  }

  /** One statement through the extended protocol, with `$1 … $n` bound to `params`. */
  async query<R = Record<string, unknown>>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<R>> {
    const answer = await this.#answer(extendedQuery(sql, params.map(serializeParam)));
    if (answer.error !== null) throw answer.error;
    const raw = answer.results[0] ?? { fields: [], rows: [], tag: null, notices: [] };
    return toResult<R>(raw, options);
  }

  /**
   * A script through the simple protocol (statements separated by semicolons, one implicit
   * transaction unless it has its own BEGIN/COMMIT, as PostgreSQL runs a Query message). Resolves
   * with one result per statement; rejects with the DatabaseError of the statement that failed,
   * whose `results` holds the answers of the statements before it.
   */
  async exec(sql: string, options: QueryOptions = {}): Promise<QueryResult[]> {
    const answer = await this.#answer(queryMessage(sql));
    const results = answer.results.map((r) => toResult<Record<string, unknown>>(r, options));
    if (answer.error !== null) {
      Object.defineProperty(answer.error, 'results', { value: results, enumerable: false });
      throw answer.error;
    }
    return results;
  }

  /**
   * Like `exec` but never throws for a server error: the results and the error, as they came.
   * `copyData` answers a COPY … FROM STDIN of the script (text format data); without it the copy
   * gets no rows, as psql's at the end of its input.
   */
  async execRaw(sql: string, copyData?: () => Uint8Array): Promise<RawAnswer> {
    return this.#answer(queryMessage(sql), copyData);
  }

  /** Raw protocol: frontend messages in (after startup), the backend's complete answer out. */
  async execProtocol(bytes: Uint8Array): Promise<Uint8Array> {
    this.#ensureOpen();
    return this.#link.exchange(bytes);
  }

  /** Statement boundaries of a script as PostgreSQL's parser reads it. */
  split(sql: string): Promise<StatementSpan[]> {
    return this.#link.split(sql);
  }

  /** Ends the session and closes its host. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#link.exchange(terminateMessage()).catch(() => undefined);
    await this.#link.close();
  }

  async #answer(bytes: Uint8Array, copyData?: () => Uint8Array): Promise<RawAnswer> {
    this.#ensureOpen();
    let answer = collectAnswer(decodeBackend(await this.#link.exchange(bytes)));
    // COPY FROM STDIN: the caller's data, or none (psql at the end of its input).
    while (answer.copyIn) answer = merge(answer, collectAnswer(decodeBackend(await this.#link.exchange(copyInData(copyData?.() ?? null)))));
    this.status = answer.status;
    return answer;
  }

  #ensureOpen(): void {
    if (this.#closed) throw new DatabaseError({ C: '08003', M: 'connection is closed', S: 'ERROR' });
  }
}

function merge(a: RawAnswer, b: RawAnswer): RawAnswer {
  return { results: [...a.results, ...b.results], error: b.error ?? a.error, status: b.status, copyIn: b.copyIn, copyOut: [...a.copyOut, ...b.copyOut] };
}

function toResult<R>(raw: RawResult, options: QueryOptions): QueryResult<R> {
  const { fields } = raw;
  const value = options.text === true ? (_: number, v: string | null) => v : (i: number, v: string | null) => parseValue(fields[i]?.typeOid ?? 0, v);
  const rows = raw.rows.map((values) => {
    if (options.rowMode === 'array') return values.map((v, i) => value(i, v)) as R;
    const row: Record<string, unknown> = {};
    values.forEach((v, i) => (row[fields[i]?.name ?? `?column${i}?`] = value(i, v)));
    return row as R;
  });
  return { rows, fields, tag: raw.tag, rowCount: rowCount(raw.tag), notices: raw.notices };
}

/** The count at the end of a tag (`INSERT 0 5` → 5, `SELECT 2` → 2); null for `CREATE TABLE`. */
function rowCount(tag: string | null): number | null {
  if (tag === null) return null;
  const last = tag.slice(tag.lastIndexOf(' ') + 1);
  return last !== '' && [...last].every((c) => c >= '0' && c <= '9') ? Number(last) : null;
}

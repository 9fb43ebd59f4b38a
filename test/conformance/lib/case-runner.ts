import pg from 'pg';
import type { ConformanceCase } from './case-file.js';
import { FIRST_USER_TYPE_OID, type Outcome, type OutcomeColumn } from './outcome.js';

/** Session settings both servers run with, so answers do not depend on the host. */
const SESSION_SETUP = "SET TimeZone TO 'UTC'; SET DateStyle TO 'ISO, MDY'; SET IntervalStyle TO 'postgres'";

const QUERY_TIMEOUT_MS = 10_000;

/** Error fields node-postgres copies from an ErrorResponse. */
interface ServerError {
  code?: unknown;
  position?: unknown;
  message?: unknown;
}

/** What node-postgres' connection emits for CommandComplete (not in @types/pg). */
interface TagSource {
  on(event: 'commandComplete', listener: (msg: { text: string }) => void): void;
}

/**
 * Runs cases against one server over node-postgres in text format (no type parsers, so values
 * are PostgreSQL's exact text). Each case runs as `BEGIN; <setup>; <statement>; ROLLBACK`, so
 * cases are independent of each other and of their order.
 */
export class CaseRunner {
  readonly #url: string;
  #client: pg.Client | null = null;
  #lastTag = '';

  constructor(url: string) {
    this.#url = url;
  }

  /** Runs one case and returns the server's answer (never throws for server errors). */
  async run(c: ConformanceCase): Promise<Outcome> {
    let client: pg.Client;
    try {
      client = await this.#connect();
    } catch (e) {
      return { kind: 'broken', message: `connect: ${String(e)}` };
    }
    try {
      await client.query('BEGIN');
      if (c.setup !== '') {
        try {
          await client.query(c.setup);
        } catch (e) {
          if (!isServerError(e)) throw e;
          return { kind: 'setup-error', code: String(e.code), message: String(e.message) };
        }
      }
      return await this.#statement(client, c.sql);
    } catch (e) {
      await this.#drop();
      return { kind: 'broken', message: String(e) };
    } finally {
      if (this.#client !== null) await this.#client.query('ROLLBACK').catch(() => this.#drop());
    }
  }

  async close(): Promise<void> {
    await this.#drop();
  }

  async #statement(client: pg.Client, sql: string): Promise<Outcome> {
    this.#lastTag = '';
    try {
      const result = await client.query<unknown[]>({ text: sql, rowMode: 'array' });
      if (Array.isArray(result)) throw new Error('a case must hold exactly one statement');
      const tag = this.#lastTag;
      const columns: OutcomeColumn[] = [];
      for (const f of result.fields) columns.push({ name: f.name, typeOid: f.dataTypeID, ...(await userTypeName(client, f.dataTypeID)) });
      return {
        kind: 'rows',
        tag,
        columns,
        rows: result.rows.map((r) => r.map((v) => (v === null ? null : String(v)))),
      };
    } catch (e) {
      if (!isServerError(e)) throw e;
      const position = e.position === undefined ? undefined : Number(e.position);
      return {
        kind: 'error',
        code: String(e.code),
        ...(position === undefined ? {} : { position }),
        message: String(e.message),
      };
    }
  }

  async #connect(): Promise<pg.Client> {
    if (this.#client !== null) return this.#client;
    const client = new pg.Client({
      connectionString: this.#url,
      query_timeout: QUERY_TIMEOUT_MS,
      // Identity parsers: compare PostgreSQL's text output byte for byte.
      types: { getTypeParser: () => (value: string) => value },
    });
    client.on('error', () => void this.#drop());
    await client.connect();
    (client.connection as unknown as TagSource).on('commandComplete', (msg) => (this.#lastTag = msg.text));
    await client.query(SESSION_SETUP);
    this.#client = client;
    return client;
  }

  async #drop(): Promise<void> {
    const client = this.#client;
    this.#client = null;
    if (client !== null) await client.end().catch(() => undefined);
  }
}

function isServerError(e: unknown): e is ServerError & { code: string } {
  return typeof e === 'object' && e !== null && typeof (e as ServerError).code === 'string';
}

/**
 * The name of a user type (OID >= 16384) as format_type prints it, asked on the same connection
 * right after the statement; {} for a built-in type. User OIDs differ between the servers, so
 * the comparison goes by this name (compare.ts).
 */
async function userTypeName(client: pg.Client, oid: number): Promise<{ typeName?: string }> {
  if (oid < FIRST_USER_TYPE_OID) return {};
  try {
    const r = await client.query<unknown[]>({ text: `SELECT format_type(${Math.trunc(oid)}, NULL)`, rowMode: 'array' });
    const name = r.rows[0]?.[0];
    return typeof name === 'string' ? { typeName: name } : {};
  } catch {
    return {};
  }
}

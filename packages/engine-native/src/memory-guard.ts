import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';

/**
 * The per-statement memory guard: the most memory one statement's result may take on its
 * executor thread (estimated from its values as JavaScript holds them) before it fails with
 * PostgreSQL's 53200 "out of memory", instead of growing the process by gigabytes (and then
 * copying that across threads and encoding it). 0 turns it off. Set per executor thread from the
 * server's `statementMemory` option (`--statement-memory`); SQLite's own sorts and groupings
 * spill to temporary files past its page cache, so they are bounded already.
 */
let limit = 0;

/** Default: 1 GiB (a result that large is almost always a mistake; PostgreSQL would send it). */
export const DEFAULT_STATEMENT_MEMORY = 1024 * 1024 * 1024;

export function setStatementMemoryLimit(bytes: number): void {
  limit = Number.isFinite(bytes) && bytes > 0 ? Math.floor(bytes) : 0;
}

export function statementMemoryLimit(): number {
  return limit;
}

/** PostgreSQL's error when an allocation of `request` bytes fails (mcxt.c MemoryContextAlloc). */
export function outOfMemory(request: number): PgError {
  return new PgError('out_of_memory', 'out of memory', {
    detail: `Failed on request of size ${request} in memory context "ExecutorState".`,
  });
}

/** Bytes a value takes in V8, roughly (header + payload). */
function valueBytes(v: SqlValue): number {
  if (v === null) return 8;
  switch (typeof v) {
    case 'string':
      return 16 + v.length * 2;
    case 'number':
      return 16;
    case 'bigint':
      return 24;
    default:
      return 64 + (v as Uint8Array).byteLength;
  }
}

/** Bytes of one row (the array and its values). */
export function rowBytes(row: readonly SqlValue[]): number {
  let n = 32 + 8 * row.length;
  for (const v of row) n += valueBytes(v);
  return n;
}

/**
 * Collects the rows of `rows` while the guard allows (all of them when it is off); throws 53200
 * once they pass the limit, leaving the statement reset for its next run.
 */
export function collectRows(rows: IterableIterator<SqlValue[]>): SqlValue[][] {
  const out: SqlValue[][] = [];
  let used = 0;
  for (const row of rows) {
    const size = rowBytes(row);
    used += size;
    if (used > limit) {
      rows.return?.();
      throw outOfMemory(size);
    }
    out.push(row);
  }
  return out;
}

/**
 * JavaScript's own allocation failures, as PostgreSQL reports running out of memory: a string
 * past V8's length limit as a StringInfo that cannot be enlarged (54000 `out of memory`, the
 * error of stringinfo.c's enlargeStringInfo); an array or buffer that cannot be allocated as
 * 53200. Null for other errors.
 */
export function jsOutOfMemory(e: unknown): PgError | null {
  if (!(e instanceof RangeError)) return null;
  if (e.message.startsWith('Invalid string length')) return new PgError('program_limit_exceeded', 'out of memory');
  if (/^(Invalid (array|typed array) length|Array buffer allocation failed)/.test(e.message)) return outOfMemory(0);
  return null;
}

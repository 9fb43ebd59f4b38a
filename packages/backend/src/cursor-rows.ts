import { PgError } from '@pgsqlite/errors';
import { STREAM_BATCH_ROWS, type SqlValue } from '@pgsqlite/engine';
import type { CursorPlan } from '@pgsqlite/translate';
import { type Cursor, keepRows } from './cursor.js';

/**
 * A cursor that streams and was not declared NO SCROLL keeps up to this many passed rows, so
 * that small results move backward as in PostgreSQL; past it the rows behind are dropped and
 * moving back to them is 55000, as for a PostgreSQL cursor whose plan cannot scan backward.
 */
export const CURSOR_WINDOW_ROWS = 10_000;

function forwardOnly(): PgError {
  return new PgError('object_not_in_prerequisite_state', 'cursor can only scan forward', { hint: 'Declare it with SCROLL option to enable backward scan.' });
}

/** The last position read so far. */
const loadedEnd = (c: Cursor): number => c.base + c.rows.length;

/**
 * Reads rows until position `target` is held or the query has no more: no row beyond it (the
 * query computes a row when it is taken, so FETCH 2 evaluates two rows, not a batch).
 */
async function load(c: Cursor, target: number): Promise<void> {
  while (c.source !== null && loadedEnd(c) < target) {
    const batch = await c.source.take(Math.min(target - loadedEnd(c), STREAM_BATCH_ROWS));
    if (batch.length === 0) {
      c.source.close();
      c.source = null;
      break;
    }
    keepRows(c, batch);
    trim(c);
  }
}

/** Drops rows behind the position: all of them for NO SCROLL, else once the window is full. */
function trim(c: Cursor): void {
  const behind = c.pos - 1 - c.base;
  if (behind <= 0 || (!c.noScroll && c.rows.length <= CURSOR_WINDOW_ROWS)) return;
  c.rows = c.rows.slice(behind);
  if (c.rowids.length > 0) c.rowids = c.rowids.slice(behind);
  c.base += behind;
}

/** The row at position `p` (held). */
function at(c: Cursor, p: number): SqlValue[] {
  if (p <= c.base) throw forwardOnly();
  return c.rows[p - 1 - c.base] as SqlValue[];
}

/** Reads every row left (FETCH LAST, ABSOLUTE -n …). */
export async function loadAll(c: Cursor): Promise<number> {
  await load(c, Infinity);
  return loadedEnd(c);
}

/**
 * Whether FETCH ABSOLUTE count, from a cursor that has moved, rewinds or reads backward
 * (pquery.c DoPortalRunFetch): 0 rewinds, a positive one rewinds when it is at most half the rows passed (portalPos), else reads back to it when it
 * is behind. A NO SCROLL cursor refuses all of them, even to reach the row it is on.
 */
function absoluteScansBack(c: Cursor, count: number): boolean {
  if (count <= 0) return true;
  const atEnd = c.source === null && c.pos > loadedEnd(c);
  const portalPos = atEnd ? c.pos - 1 : c.pos;
  return count - 1 <= Math.floor(portalPos / 2) || count <= c.pos;
}

/** Moves the cursor and returns the rows passed over, in order of travel (pquery.c DoPortalRunFetch). */
export async function moveCursor(c: Cursor, direction: CursorPlan['direction'], count: number, move = false): Promise<SqlValue[][]> {
  const jumpTo = async (target: number): Promise<SqlValue[][]> => {
    if (target < c.pos && c.noScroll) throw forwardOnly();
    if (target >= 1) await load(c, target);
    const n = loadedEnd(c);
    if (target >= 1 && target <= n) {
      const row = at(c, target);
      c.pos = target;
      trim(c);
      return [row];
    }
    if (target < 1 && c.base > 0) throw forwardOnly();
    c.pos = target < 1 ? 0 : n + 1;
    return [];
  };
  const current = async (): Promise<SqlValue[][]> => {
    if (c.pos < 1) return [];
    await load(c, c.pos);
    if (c.pos > loadedEnd(c)) return [];
    // FETCH 0 on a row re-reads it, backward; MOVE 0 only tells whether there is one
    if (c.noScroll && !move) throw forwardOnly();
    return [at(c, c.pos)];
  };
  if (direction === 'absolute') {
    if (c.noScroll && (count < 0 || (c.pos !== 0 && absoluteScansBack(c, count)))) throw forwardOnly();
    return jumpTo(count >= 0 ? count : (await loadAll(c)) + 1 + count);
  }
  if (direction === 'relative') return count === 0 ? current() : jumpTo(c.pos + count);
  const forward = direction === 'forward' ? count >= 0 : count < 0;
  const howMany = Math.abs(count);
  if (howMany === 0) return current();
  const out: SqlValue[][] = [];
  if (forward) {
    while (out.length < howMany) {
      if (c.pos >= loadedEnd(c)) await load(c, c.pos + Math.min(howMany - out.length, STREAM_BATCH_ROWS));
      if (c.pos >= loadedEnd(c)) {
        c.pos = loadedEnd(c) + 1;
        break;
      }
      out.push(at(c, ++c.pos));
      if (out.length % STREAM_BATCH_ROWS === 0) trim(c);
    }
    trim(c);
    return out;
  }
  if (c.noScroll) throw forwardOnly();
  const n = loadedEnd(c);
  if (c.pos > n + 1) c.pos = n + 1;
  if (c.pos > 1 && Math.max(1, c.pos - howMany) <= c.base) throw forwardOnly();
  while (out.length < howMany && c.pos > 1) out.push(at(c, --c.pos));
  if (out.length < howMany) c.pos = 0;
  return out;
}

import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { CursorScan, ResultColumn } from '@pgsqlite/translate';
import type { ResultSource } from './result-source.js';

/**
 * One open cursor and its position (0 = before the first row, n+1 = after the last). `rows`
 * holds rows base+1 … base+rows.length; `source` the rows not read yet (null: none left). A
 * cursor declared SCROLL or WITH HOLD reads everything at DECLARE; others stream (cursor-rows.ts).
 */
export interface Cursor {
  readonly columns: ResultColumn[];
  rows: SqlValue[][];
  /** A simple scan of one table (WHERE CURRENT OF): the rowid of each row of `rows`, else empty. */
  rowids: SqlValue[];
  readonly scan?: CursorScan;
  /** Rows dropped before rows[0] (they were passed; a cursor that streams keeps a window). */
  base: number;
  source: ResultSource | null;
  readonly binary: boolean;
  readonly noScroll: boolean;
  readonly hold: boolean;
  /** Declared in the transaction in progress (a rollback drops it even WITH HOLD). */
  declaredInTx: boolean;
  /** A PL/pgSQL FOR loop is reading it (portalmem.c PinPortal): CLOSE and CLOSE ALL refuse it */
  pinned?: boolean;
  /** Savepoints open when it was declared (a ROLLBACK TO one of them drops it, as AtSubAbort_Portals) */
  subxact: number;
  pos: number;
}

/**
 * Rows of a cursor's query as the cursor keeps them: a simple scan's hidden last value (its
 * rowid) goes to `rowids`, the visible values to `rows`.
 */
export function keepRows(c: Cursor, rows: readonly SqlValue[][]): void {
  if (c.scan === undefined) {
    for (const row of rows) c.rows.push(row);
    return;
  }
  const width = c.columns.length;
  for (const row of rows) {
    c.rows.push(row.length > width ? row.slice(0, width) : row);
    c.rowids.push(row[width] ?? null);
  }
}

/** The SQL-level cursors of a session (portals of DECLARE, as PostgreSQL's portalmem.c keeps them). */
export class CursorStore {
  readonly cursors = new Map<string, Cursor>();
  /** portalmem.c unnamed_portal_count: the session's `<unnamed portal N>` names so far. */
  private unnamed = 0;

  /** CreateNewPortal's name: `<unnamed portal N>`, the next N whose name no cursor holds. */
  newName(): string {
    for (;;) {
      const name = `<unnamed portal ${++this.unnamed}>`;
      if (!this.cursors.has(name)) return name;
    }
  }

  get(name: string): Cursor {
    const c = this.cursors.get(name);
    if (c === undefined) throw new PgError('invalid_cursor_name', `cursor "${name}" does not exist`);
    return c;
  }

  /** Closes a cursor (its query ends). */
  close(name: string): void {
    this.cursors.get(name)?.source?.close();
    this.cursors.delete(name);
  }

  /** CLOSE name: a pinned cursor is 24000 (PortalDrop). */
  drop(name: string): void {
    if (this.get(name).pinned === true) throw new PgError('invalid_cursor_state', `cannot drop pinned portal "${name}"`);
    this.close(name);
  }

  /** CLOSE ALL (and DISCARD ALL): PortalHashTableDeleteAll drops each, a pinned one is 24000. */
  closeAll(): void {
    for (const name of [...this.cursors.keys()]) this.drop(name);
  }

  /**
   * A savepoint ended, `remaining` savepoints left open: ROLLBACK TO drops the cursors declared
   * since (a CLOSE in that time stays done); RELEASE hands its cursors to the enclosing level.
   */
  endSubtransaction(remaining: number, rolledBack: boolean): void {
    for (const [name, c] of this.cursors) {
      if (c.subxact < remaining) continue;
      if (rolledBack) this.close(name);
      else c.subxact = remaining;
    }
  }

  /** End of transaction: cursors without HOLD close; a rollback also drops those it declared. */
  endTransaction(committed: boolean): void {
    if (this.cursors.size === 0) return;
    for (const [name, c] of this.cursors) {
      if (!c.hold || (!committed && c.declaredInTx)) this.close(name);
      else c.declaredInTx = false;
    }
  }
}

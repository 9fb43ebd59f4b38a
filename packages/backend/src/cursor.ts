import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { ResultColumn } from '@pgsqlite/translate';

/** One open cursor: its rows (materialized at DECLARE) and position (0 = before the first, n+1 = after the last). */
export interface Cursor {
  readonly columns: ResultColumn[];
  readonly rows: SqlValue[][];
  readonly binary: boolean;
  readonly noScroll: boolean;
  readonly hold: boolean;
  /** Declared in the transaction in progress (a rollback drops it even WITH HOLD). */
  declaredInTx: boolean;
  pos: number;
}

/** The SQL-level cursors of a session (portals of DECLARE, as PostgreSQL's portalmem.c keeps them). */
export class CursorStore {
  readonly cursors = new Map<string, Cursor>();

  get(name: string): Cursor {
    const c = this.cursors.get(name);
    if (c === undefined) throw new PgError('invalid_cursor_name', `cursor "${name}" does not exist`);
    return c;
  }

  /** End of transaction: cursors without HOLD close; a rollback also drops those it declared. */
  endTransaction(committed: boolean): void {
    if (this.cursors.size === 0) return;
    for (const [name, c] of this.cursors) {
      if (!c.hold || (!committed && c.declaredInTx)) this.cursors.delete(name);
      else c.declaredInTx = false;
    }
  }
}

import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { CURRENT_OF_PARAM, type CurrentOf } from '@pgsqlite/translate';
import type { CursorStore } from './cursor.js';

function invalidState(message: string): PgError {
  return new PgError('invalid_cursor_state', message);
}

/**
 * execCurrentOf: the rowid of the row cursor `c.cursor` is on, in table `c.relOid`. 34000 when
 * there is no such cursor; 24000 when it is held from a previous transaction, is no simple scan
 * of the table (translate's CursorScan), or is not on a row (before the first or after the last).
 */
export function currentOfRowid(store: CursorStore, c: CurrentOf): SqlValue {
  const cursor = store.cursors.get(c.cursor);
  if (cursor === undefined) throw new PgError('invalid_cursor_name', `cursor "${c.cursor}" does not exist`);
  if (cursor.hold && !cursor.declaredInTx) throw invalidState(`cursor "${c.cursor}" is held from a previous transaction`);
  const scan = cursor.scan;
  if (scan === undefined || scan.relOid !== c.relOid) {
    throw invalidState(scan?.forUpdate === true ? `cursor "${c.cursor}" does not have a FOR UPDATE/SHARE reference to table "${c.table}"` : `cursor "${c.cursor}" is not a simply updatable scan of table "${c.table}"`);
  }
  const at = cursor.pos - 1 - cursor.base;
  if (cursor.pos < 1 || at < 0 || at >= cursor.rowids.length) throw invalidState(`cursor "${c.cursor}" is not positioned on a row`);
  return cursor.rowids[at] ?? null;
}

/** The statement's parameters with the cursor's current rowid as parameter CURRENT_OF_PARAM. */
export function withCurrentOf(store: CursorStore, c: CurrentOf, params: readonly SqlValue[]): SqlValue[] {
  const rowid = currentOfRowid(store, c);
  const out = [...params];
  out[CURRENT_OF_PARAM - 1] = rowid;
  return out;
}

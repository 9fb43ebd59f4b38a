import type { Uses } from './context.js';
import type { Cursor } from './cursor.js';

/** What pg_cursors shows of a cursor besides its flags: the query text that declared it and when. */
const declared = new WeakMap<Cursor, { statement: string; created: number }>();

/** DECLARE made `cursor` now, in the statement the session is running. */
export function noteCursor(core: Uses<'backends' | 'processId'>, cursor: Cursor): void {
  const statement = core.backends().find((b) => b.pid === core.processId)?.query ?? '';
  declared.set(cursor, { statement, created: Date.now() * 1000 });
}

/**
 * The rows of pg_cursors (translate's CURSORS_PARAM) as JSON: the session's open cursors. Rows are
 * materialized at DECLARE, so every cursor not declared NO SCROLL can move backward.
 */
export function cursorsJson(core: Uses<'cursors'>): string {
  const rows = [...core.cursors.cursors].map(([name, c]) => ({
    name,
    statement: declared.get(c)?.statement ?? null,
    is_holdable: c.hold ? 1 : 0,
    is_binary: c.binary ? 1 : 0,
    is_scrollable: c.noScroll ? 0 : 1,
    creation_time: declared.get(c)?.created ?? null,
  }));
  return JSON.stringify(rows);
}

import type { SqlValue } from '@pgsqlite/engine';
import type { FkActionRows, TriggeredDml } from '@pgsqlite/translate';
import type { Written } from './trigger-dml-run.js';

type Run = (sql: string, values: readonly SqlValue[]) => Promise<{ rows: SqlValue[][] }>;

/** The rows one foreign-key action will change, read before the referenced row is written. */
export interface CapturedActionRows {
  action: FkActionRows;
  rows: SqlValue[][];
}

/**
 * Before a referenced row is deleted or updated: the rows of each of the statement's foreign-key
 * actions whose referencing table has AFTER ROW triggers (TriggeredDml.cascades), by the row's
 * key values as they are now (SQLite's action changes them when the row is written).
 */
export async function captureActionRows(dml: TriggeredDml, old: readonly SqlValue[], run: Run): Promise<CapturedActionRows[]> {
  const out: CapturedActionRows[] = [];
  for (const action of dml.cascades ?? []) {
    const key = action.keyAt.map((i) => old[i] ?? null);
    // MATCH SIMPLE: a key with a NULL is referenced by no row
    if (key.some((v) => v === null)) continue;
    out.push({ action, rows: (await run(action.capture, key)).rows });
  }
  return out;
}

/**
 * After the referenced row was written (`next`: its new values, null when deleted): the rows its
 * actions changed, for the referencing tables' AFTER ROW triggers, as the RI trigger's statement
 * fires them (an UPDATE that kept the key runs no action; an updated row is read as the action
 * left it).
 */
export async function actionRowsWritten(captured: readonly CapturedActionRows[], old: readonly SqlValue[], next: readonly SqlValue[] | null, run: Run): Promise<Written[]> {
  const out: Written[] = [];
  for (const { action, rows } of captured) {
    if (next !== null && action.keyAt.every((i) => sameValue(old[i] ?? null, next[i] ?? null))) continue;
    for (const r of rows) {
      const before = r.slice(1);
      if (action.reread === null) {
        out.push({ old: before, new: null, dml: action.child, cascaded: true });
        continue;
      }
      const after = (await run(action.reread, [r[0] ?? null])).rows[0];
      if (after !== undefined) out.push({ old: before, new: after, dml: action.child, cascaded: true });
    }
  }
  return out;
}

function sameValue(a: SqlValue, b: SqlValue): boolean {
  if (a instanceof Uint8Array && b instanceof Uint8Array) return a.length === b.length && a.every((x, i) => x === b[i]);
  return a === b || (typeof a === 'bigint' || typeof b === 'bigint' ? String(a) === String(b) : false);
}

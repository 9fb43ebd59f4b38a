import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import type { SequenceSession } from './sequence-session.js';

/** What these functions share with the other sequence functions (runtime/sequences.ts). */
export interface AutoincState {
  /** The session's sequence state (currval, lastval, the serial counters' bookkeeping) */
  session: SequenceSession;
  /** pg_autoinc_draw: one id drawn as PostgreSQL's nextval, or null (SQLite assigns it) */
  draw(k: SqlValue, table: SqlValue, seq: SqlValue, tc: SqlValue, max: SqlValue): bigint | null;
  /** nextval's checks of a sequence key (privileges: sequence-guard.ts) */
  guardNext(key: string): void;
}

const big = (v: SqlValue): bigint => BigInt(v as number | bigint);

/**
 * Serial-key draws made outside pg_autoinc_draw's one-call-per-row: ids drawn by point writes on
 * another connection (pg_autoinc_note) and multi-row VALUES lists drawn in one call
 * (pg_autoinc_top, pg_autoinc_draw_block, pg_autoinc_undraw, pg_autoinc_draw_noted).
 */
export function registerAutoincBlocks(host: RuntimeHost, state: AutoincState): void {
  const { session, draw } = state;
  const { currvals, drawn, marks, unsaved } = session;
  // A point write on another connection drew `v` for this session (session counter-notes.ts):
  // currval and lastval, as pg_autoinc_draw would have set them.
  host.defineFunction({
    name: 'pg_autoinc_note',
    arity: 2,
    deterministic: false,
    call: (k, v) => {
      if (k === null || v === null) return null;
      currvals.set(String(k), big(v));
      session.last = String(k);
      return null;
    },
  });
  // A whole VALUES list of `n` rows in one call (analyze/fn-sequences-autoinc.ts, SqlPlan.blockDraw):
  // the first row's id as pg_autoinc_draw draws it, the other rows' from SQLite's AUTOINCREMENT,
  // which continues from it exactly when the table holds no id above it. The counter and the largest
  // id are noted by pg_autoinc_top in the same executor request: an INSERT reading its table or
  // sqlite_sequence makes SQLite compute every row (and draw) before writing the first.
  // Otherwise, within a mark or past the maximum it fails before drawing (the session then runs the
  // per-row statement); after a failed statement `pg_autoinc_undraw` forgets the block, whose
  // per-row rerun consumes ids as PostgreSQL does (up to the failing row).
  /** The table's largest id and counter, read by pg_autoinc_top just before the block's statement (same request). */
  let topOf: { table: string; top: bigint | null; seq: SqlValue } | null = null;
  host.defineFunction({
    name: 'pg_autoinc_top',
    arity: 3,
    deterministic: false,
    call: (table, top, seq) => ((topOf = { table: String(table), top: top === null ? null : big(top), seq }), null),
  });
  host.defineFunction({
    name: 'pg_autoinc_draw_block',
    arity: 5,
    deterministic: false,
    call: (k, table, tc, max, n) => {
      session.undo = null;
      const seen = topOf !== null && topOf.table === String(table) ? topOf : null;
      topOf = null;
      const key = String(k);
      state.guardNext(key);
      if (seen === null) throw new PgError('object_not_in_prerequisite_state', 'the ids of this INSERT are drawn row by row');
      const seq = seen.seq;
      if (seq === null) return (drawn.delete(key), null);
      const base = big(seq);
      const changes = big(tc);
      const s = drawn.get(key);
      const continues = s !== undefined && s.seq === base && s.tc === changes;
      const first = (continues ? s.high : base) + 1n;
      const high = first + big(n) - 1n;
      const top = seen.top;
      if (marks.has(key) || high > big(max) || (top !== null && top > first)) {
        throw new PgError('object_not_in_prerequisite_state', 'the ids of this INSERT are drawn row by row');
      }
      const t = String(table);
      // What pg_autoinc_undraw puts back (session state: the undraw may run on another connection).
      session.undo = { key, table: t, s, kept: unsaved.get(t), currval: currvals.get(key), last: session.last };
      drawn.set(key, { seq: base, tc: changes, high });
      if (!continues || (unsaved.get(t) ?? high - 1n) < high) unsaved.set(t, high);
      currvals.set(key, high);
      session.last = key;
      return first;
    },
  });
  host.defineFunction({ name: 'pg_autoinc_undraw', arity: 0, deterministic: false, call: () => (undraw(session), null) });
  // The first row's draw of the per-row statement run after a failed block: as pg_autoinc_draw with
  // the counter pg_autoinc_top noted (no sqlite_sequence read in the INSERT: rows are then drawn
  // and written one at a time, and a failing row leaves the later ones undrawn, as in PostgreSQL).
  host.defineFunction({
    name: 'pg_autoinc_draw_noted',
    arity: 4,
    deterministic: false,
    call: (k, table, tc, max) => {
      const seen = topOf !== null && topOf.table === String(table) ? topOf : null;
      topOf = null;
      if (seen === null) throw new PgError('internal_error', 'pg_autoinc_draw_noted without pg_autoinc_top');
      return draw(k, table, seen.seq, tc, max);
    },
  });
}

/** Puts back what the session's last block draw changed (its statement failed). */
function undraw(session: SequenceSession): void {
  const before = session.undo;
  session.undo = null;
  if (before === null) return;
  const { key, table } = before;
  if (before.s === undefined) session.drawn.delete(key);
  else session.drawn.set(key, before.s);
  if (before.kept === undefined) session.unsaved.delete(table);
  else session.unsaved.set(table, before.kept);
  if (before.currval === undefined) session.currvals.delete(key);
  else session.currvals.set(key, before.currval);
  session.last = before.last;
}

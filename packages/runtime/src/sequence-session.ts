/**
 * The sequence state of a session (PostgreSQL keeps it per backend: currval per sequence,
 * lastval) and pgsqlite's bookkeeping of serial/identity counters between statements. It is the
 * session's, not a SQLite connection's: the runtime of whichever connection runs the session's
 * statement holds it meanwhile, and hands it back as text (save) after the statement so that
 * the session's next statement may run on any connection (load). See engine-native's
 * sequence-session-port.ts and the pooled executor.
 */

/** A serial key's last draw: the counter and total_changes() it saw, and the id it drew last. */
export interface DrawnCounter {
  seq: bigint;
  tc: bigint;
  high: bigint;
}

/** What a failed block draw undoes (runtime/sequences-block.ts pg_autoinc_undraw). */
export interface BlockUndo {
  key: string;
  table: string;
  s: DrawnCounter | undefined;
  kept: bigint | undefined;
  currval: bigint | undefined;
  last: string | null;
}

/** The name of the runtime function through which a connection's host saves and loads the state (not for SQL). */
export const SEQUENCE_SESSION_FUNCTION = 'pg_sequence_session';

type Saved = {
  c?: [string, string][];
  l?: string;
  d?: [string, string, string, 0 | 1][];
  m?: [string, string][];
  u?: [string, string][];
  b?: { k: string; t: string; s?: [string, string, 0 | 1]; p?: string; v?: string; l?: string };
};

const pairs = (m: Map<string, bigint>): [string, string][] => [...m].map(([k, v]) => [k, v.toString()]);
const fill = (m: Map<string, bigint>, from: [string, string][] | undefined): void => {
  m.clear();
  for (const [k, v] of from ?? []) m.set(k, BigInt(v));
};

/** One session's sequence state (the maps are kept: the runtime's functions hold them). */
export class SequenceSession {
  /** currval per sequence key */
  readonly currvals = new Map<string, bigint>();
  /** lastval's sequence key */
  last: string | null = null;
  /** Per serial key: its last draw (`tc` is the total_changes() of the connection holding the state) */
  readonly drawn = new Map<string, DrawnCounter>();
  /** Counters of a statement that writes explicit ids or calls nextval (pg_autoinc_mark) */
  readonly marks = new Map<string, bigint>();
  /** Per table: the counter a rollback must leave (pg_autoinc_restore) */
  readonly unsaved = new Map<string, bigint>();
  /** The last block draw, undone when its statement failed */
  undo: BlockUndo | null = null;

  /** True when save() needs the connection's total_changes() (a draw's continuation depends on it). */
  needsChanges(): boolean {
    return this.drawn.size > 0 || this.undo?.s !== undefined;
  }

  /**
   * The state as text ('' when empty). `tc` is the connection's total_changes() now (null when
   * needsChanges() is false): a draw seen with it is still "live" (nothing was written since),
   * which load() carries over to the connection loading it; any other draw can no longer be
   * continued, and is dropped.
   */
  save(tc: bigint | null): string {
    // A draw the connection wrote after can never be continued (total_changes() only grows): as if absent.
    for (const [k, d] of this.drawn) if (tc === null || d.tc !== tc) this.drawn.delete(k);
    if (this.undo?.s !== undefined && (tc === null || this.undo.s.tc !== tc)) this.undo.s = undefined;
    const out: Saved = {};
    if (this.currvals.size > 0) out.c = pairs(this.currvals);
    if (this.last !== null) out.l = this.last;
    const live = (d: DrawnCounter): 0 | 1 => (tc !== null && d.tc === tc ? 1 : 0);
    if (this.drawn.size > 0) out.d = [...this.drawn].map(([k, d]) => [k, d.seq.toString(), d.high.toString(), live(d)]);
    if (this.marks.size > 0) out.m = pairs(this.marks);
    if (this.unsaved.size > 0) out.u = pairs(this.unsaved);
    const b = this.undo;
    if (b !== null) {
      out.b = { k: b.key, t: b.table };
      if (b.s !== undefined) out.b.s = [b.s.seq.toString(), b.s.high.toString(), live(b.s)];
      if (b.kept !== undefined) out.b.p = b.kept.toString();
      if (b.currval !== undefined) out.b.v = b.currval.toString();
      if (b.last !== null) out.b.l = b.last;
    }
    for (const _ in out) return JSON.stringify(out);
    return '';
  }

  /** Replaces the state by `text` (save's), on a connection whose total_changes() is now `tc`. */
  load(text: string, tc: bigint | null): void {
    const s = (text === '' ? {} : JSON.parse(text)) as Saved;
    // A live draw continues on this connection until it writes (its total_changes() moves).
    const changes = (live: 0 | 1): bigint => (live === 1 && tc !== null ? tc : -1n);
    fill(this.currvals, s.c);
    this.last = s.l ?? null;
    this.drawn.clear();
    for (const [k, seq, high, live] of s.d ?? []) this.drawn.set(k, { seq: BigInt(seq), tc: changes(live), high: BigInt(high) });
    fill(this.marks, s.m);
    fill(this.unsaved, s.u);
    const b = s.b;
    this.undo =
      b === undefined
        ? null
        : {
            key: b.k,
            table: b.t,
            s: b.s === undefined ? undefined : { seq: BigInt(b.s[0]), tc: changes(b.s[2]), high: BigInt(b.s[1]) },
            kept: b.p === undefined ? undefined : BigInt(b.p),
            currval: b.v === undefined ? undefined : BigInt(b.v),
            last: b.l ?? null,
          };
  }
}

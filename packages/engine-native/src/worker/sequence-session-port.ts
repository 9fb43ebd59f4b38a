import type { Engine, PreparedStatement, SqlValue } from '@pgsqlite/engine';

/**
 * The runtime function holding a connection's sequence state (runtime sequence-session.ts
 * SEQUENCE_SESSION_FUNCTION; engine-native does not depend on the runtime).
 */
const SEQUENCE_SESSION_FUNCTION = 'pg_sequence_session';

/**
 * The sequence state of the session a connection serves (currval, lastval, the serial counters'
 * bookkeeping), moved in and out of the connection's runtime between statements, so that any
 * connection can run a session's nextval and serial INSERTs: the coordinator keeps the state
 * with the session and hands it to whichever connection runs its next statement.
 */
export interface SequenceSessionPort {
  /** The state as text ('' when empty, or when the connection has no runtime). */
  save(): string;
  /** Replaces the connection's state by `text` (save's, from any connection). */
  load(text: string): void;
}

/**
 * Wraps `engine` (before its runtime is registered) to reach the runtime's state function
 * without a statement: its JavaScript is called directly.
 */
export function watchSequenceSession(engine: Engine): SequenceSessionPort {
  let call: ((...args: SqlValue[]) => SqlValue) | null = null;
  let changes: PreparedStatement | null = null;
  const define = engine.defineFunction.bind(engine);
  engine.defineFunction = (fn) => {
    if (fn.name === SEQUENCE_SESSION_FUNCTION) call = fn.call;
    define(fn);
  };
  const tc = (): SqlValue => {
    changes ??= engine.prepare('SELECT total_changes()');
    return changes.all([])[0]?.[0] ?? null;
  };
  return {
    save() {
      if (call === null) return '';
      const needs = call('needs', null, null);
      return String(call('save', null, needs === 1 ? tc() : null));
    },
    load(text) {
      if (call === null) return;
      call('load', text, text === '' ? null : tc());
    },
  };
}

/**
 * `text` (the runtime's SequenceSession.save: JSON whose `c` lists [sequence key, currval] pairs
 * and `l` is lastval's sequence key) with `key`'s currval set to `value` and lastval's sequence
 * `key`, as the runtime's pg_autoinc_note sets them; everything else kept.
 */
export function noteCurrvalIn(text: string, key: string, value: number | bigint): string {
  const state = (text === '' ? {} : JSON.parse(text)) as { c?: [string, string][]; l?: string };
  const currvals = (state.c ?? []).filter(([k]) => k !== key);
  currvals.push([key, BigInt(value).toString()]);
  state.c = currvals;
  state.l = key;
  return JSON.stringify(state);
}

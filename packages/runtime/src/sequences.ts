import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import { parseQualifiedName } from '@pgsqlite/catalog';
import { registerUuidFunctions } from './fn-uuid.js';
import { registerAutoincBlocks } from './sequences-block.js';
import { checkSequenceCall } from './sequence-guard.js';
import type { RuntimeState } from './state.js';
import { SEQUENCE_SESSION_FUNCTION, SequenceSession } from './sequence-session.js';

/**
 * The engine's sequence store as the runtime uses it (structurally `SequenceStore` of
 * @pgsqlite/engine; the translator does not import the engine layer).
 */
export interface RuntimeSequenceStore {
  define(key: string, spec: { name: string; start: bigint; increment: bigint; min: bigint; max: bigint; cycle: boolean }, restart: bigint | null): void;
  next(key: string): bigint;
  set(key: string, value: bigint, isCalled: boolean): void;
  peek(key: string): { name: string; lastValue: bigint; isCalled: boolean } | undefined;
}

/**
 * Keys of sequences whose counter is SQLite's `sqlite_sequence` row (serial/identity primary
 * keys, see ddl/sequence-facts.ts) start with this prefix, followed by the sequence's name.
 */
export const AUTOINC_KEY_PREFIX = 'autoinc:';

/**
 * The runtime key of a serial/identity primary key's sequence: its OID keeps apart sequences of
 * one name (another schema's, or one dropped and created again: its currval is not yet defined,
 * as PostgreSQL's currval is per sequence OID); the name is for messages (autoincName).
 */
export function autoincKey(oid: number, name: string): string {
  return `${AUTOINC_KEY_PREFIX}${oid}:${name}`;
}

/** The sequence name of an autoinc key (a key without an OID is the name alone). */
export function autoincName(key: string): string {
  const rest = key.slice(AUTOINC_KEY_PREFIX.length);
  const oid = /^\d+:/.exec(rest);
  return oid === null ? rest : rest.slice(oid[0].length);
}

const big = (v: SqlValue): bigint => BigInt(v as number | bigint);

/**
 * nextval/currval/setval/lastval over the engine's SequenceStore, plus `pg_seq_define` run by
 * DDL steps. currval/lastval remember this connection's values: a connection serves one
 * session (PostgreSQL keeps them per backend). The store is opened on first use. Calls are
 * checked as PostgreSQL checks them (privileges, read-only transactions: sequence-guard.ts).
 */
export function registerSequenceFunctions(host: RuntimeHost, state: Pick<RuntimeState, 'roles' | 'sequenceGuard'>): void {
  // uuid-ossp's generators ride along: sequences and time-based UUIDs are the two value generators.
  registerUuidFunctions(host);
  let store: RuntimeSequenceStore | null = null;
  // The session's state, held by this connection while it runs the session's statements.
  const session = new SequenceSession();
  const { currvals, drawn, marks, unsaved } = session;
  let setResult: bigint | null = null;
  const open = (): RuntimeSequenceStore => {
    if (store !== null) return store;
    if (!host.sequenceStore) throw new PgError('feature_not_supported', 'sequences are not available on this engine');
    store = host.sequenceStore();
    return store;
  };
  const keyOf = (v: SqlValue, autoincOk = false): string => {
    const key = String(v);
    if (key.startsWith(AUTOINC_KEY_PREFIX) && !autoincOk) {
      throw new PgError('feature_not_supported', `sequence functions on "${autoincName(key)}" (the sequence of a serial or identity primary key) are not supported by pgsqlite yet`);
    }
    return key;
  };
  const nameOf = (key: string): string => open().peek(key)?.name ?? key;
  const guard = (key: string, fn: 'nextval' | 'setval' | 'currval' | 'lastval'): void => checkSequenceCall(state.sequenceGuard ?? null, state.roles, key, fn);
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void =>
    host.defineFunction({ name, arity, deterministic: false, call: (...args) => (args.some((a) => a === null) ? null : call(...args)) });

  def('pg_nextval', 1, (k) => {
    const key = keyOf(k);
    guard(key, 'nextval');
    const v = open().next(key);
    currvals.set(key, v);
    session.last = key;
    return v;
  });
  def('pg_currval', 1, (k) => {
    const key = keyOf(k, true);
    guard(key, 'currval');
    const v = currvals.get(key);
    if (v === undefined) {
      const name = key.startsWith(AUTOINC_KEY_PREFIX) ? autoincName(key) : nameOf(key);
      throw new PgError('object_not_in_prerequisite_state', `currval of sequence "${name}" is not yet defined in this session`);
    }
    return v;
  });
  def('pg_setval', 3, (k, value, called) => {
    const key = keyOf(k);
    guard(key, 'setval');
    const v = big(value);
    open().set(key, v, big(called) === 1n);
    // As PostgreSQL's do_setval: currval changes only when is_called; lastval is untouched.
    if (big(called) === 1n) currvals.set(key, v);
    return v;
  });
  // Sequences of serial/identity primary keys (counter: sqlite_sequence.seq, written by the
  // UPDATE of analyze/fn-sequences-autoinc.ts): bounds checks, and currval/lastval. `table` (the
  // counter row's name) keeps the new counter for pg_autoinc_restore: a rollback does not undo
  // nextval, nor a setval that raised the counter (one that lowered it is undone: known gap).
  def('pg_autoinc_next', 4, (k, value, max, table) => {
    const key = String(k);
    guard(key, 'nextval');
    const v = big(value);
    if (v > big(max)) throw new PgError('sequence_generator_limit_exceeded', `nextval: reached maximum value of sequence "${autoincName(key)}" (${big(max)})`);
    currvals.set(key, v);
    session.last = key;
    keep(String(table), v);
    return v;
  });
  host.defineFunction({
    name: 'pg_autoinc_set',
    arity: 7,
    deterministic: false,
    call: (k, value, called, seq, min, max, table) => {
      setResult = value === null || called === null ? null : big(value);
      if (value === null || called === null) return seq;
      const key = String(k);
      guard(key, 'setval');
      const v = big(value);
      if (v < big(min) || v > big(max)) {
        throw new PgError('numeric_value_out_of_range', `setval: value ${v} is out of bounds for sequence "${autoincName(key)}" (${big(min)}..${big(max)})`);
      }
      const counter = big(called) === 1n ? v : v - 1n;
      if (big(called) === 1n) currvals.set(key, v);
      if (table !== null) keep(String(table), counter);
      return counter;
    },
  });
  // Ids of serial/identity primary keys drawn by INSERT (analyze/fn-sequences-autoinc.ts
  // autoincDrawSql): `seq` is the table's sqlite_sequence counter as the statement sees it (SQLite
  // writes it back at the statement's end, to the largest id inserted) and `tc` the connection's
  // total_changes(), constant within a statement. The same (seq, tc) again means the same
  // statement (the next row) or a later one after nothing was written (a failure, a DO NOTHING):
  // the next id continues from the last one drawn, so a failed INSERT consumes its ids as in
  // PostgreSQL. `unsaved` keeps the highest id drawn per table for pg_autoinc_restore.
  // INSERTs writing explicit ids (analyze/fn-sequences-autoinc.ts autoincFixSteps): the counter
  // before the INSERT (pg_autoinc_mark), raised by the ids it draws; pg_autoinc_fix writes it back
  // over SQLite's AUTOINCREMENT value (the largest id written), as PostgreSQL's sequence ignores
  // ids it did not hand out.
  host.defineFunction({
    name: 'pg_autoinc_mark',
    arity: 2,
    deterministic: false,
    call: (k, seq) => {
      if (seq !== null) marks.set(String(k), big(seq));
      return seq;
    },
  });
  // nextval of a serial/identity key's sequence inside a statement (analyze/fn-sequences.ts): the
  // statement runs between pg_autoinc_mark and pg_autoinc_fix of its counter (SqlPlan.autoincFix).
  host.defineFunction({
    name: 'pg_autoinc_take',
    arity: 3,
    deterministic: false,
    call: (k, table, max) => {
      const key = String(k);
      guard(key, 'nextval');
      const mark = marks.get(key);
      if (mark === undefined) {
        throw new PgError('feature_not_supported', `nextval of "${autoincName(key)}" (the sequence of a serial or identity primary key) in this statement is not supported by pgsqlite yet`);
      }
      const v = mark + 1n;
      if (v > big(max)) throw new PgError('sequence_generator_limit_exceeded', `nextval: reached maximum value of sequence "${autoincName(key)}" (${big(max)})`);
      marks.set(key, v);
      currvals.set(key, v);
      session.last = key;
      unsaved.set(String(table), v);
      return v;
    },
  });
  // setval of such a sequence inside a statement: the counter becomes the value (or value - 1
  // when not is_called), written back by the statement's pg_autoinc_fix.
  host.defineFunction({
    name: 'pg_autoinc_setmark',
    arity: 6,
    deterministic: false,
    call: (k, table, value, called, min, max) => {
      if (value === null || called === null) return null;
      const key = String(k);
      guard(key, 'setval');
      if (!marks.has(key)) {
        throw new PgError('feature_not_supported', `setval of "${autoincName(key)}" (the sequence of a serial or identity primary key) in this statement is not supported by pgsqlite yet`);
      }
      const v = big(value);
      if (v < big(min) || v > big(max)) {
        throw new PgError('numeric_value_out_of_range', `setval: value ${v} is out of bounds for sequence "${autoincName(key)}" (${big(min)}..${big(max)})`);
      }
      const counter = big(called) === 1n ? v : v - 1n;
      if (big(called) === 1n) currvals.set(key, v);
      marks.set(key, counter);
      unsaved.set(String(table), counter);
      return v;
    },
  });
  // A marked statement failed: forget its marks (its ids stay consumed through `unsaved`).
  host.defineFunction({ name: 'pg_autoinc_unmark', arity: 0, deterministic: false, call: () => (marks.clear(), null) });
  host.defineFunction({
    name: 'pg_autoinc_fix',
    arity: 2,
    deterministic: false,
    call: (k, seq) => {
      const mark = marks.get(String(k));
      marks.delete(String(k));
      return mark === undefined ? seq : mark;
    },
  });
  // nextval/setval: the counter as this connection left it (the latest state, as a new draw's).
  const keep = (table: string, counter: bigint): void => void unsaved.set(table, counter);
  const draw = (k: SqlValue, table: SqlValue, seq: SqlValue, tc: SqlValue, max: SqlValue): bigint | null => {
    const key = String(k);
    guard(key, 'nextval');
    if (seq === null) {
      // no counter row: SQLite's AUTOINCREMENT assigns the key (and the statement's later rows)
      drawn.delete(key);
      return null;
    }
    const base = big(seq);
    const changes = big(tc);
    const s = drawn.get(key);
    const continues = s !== undefined && s.seq === base && s.tc === changes;
    // Within a mark (an INSERT of explicit ids, a nextval in a query) the mark is the counter.
    const mark = marks.get(key);
    const v = (mark ?? (continues ? s.high : base)) + 1n;
    if (v > big(max)) throw new PgError('sequence_generator_limit_exceeded', `nextval: reached maximum value of sequence "${autoincName(key)}" (${big(max)})`);
    drawn.set(key, { seq: base, tc: changes, high: v });
    if (mark !== undefined) marks.set(key, v);
    const t = String(table);
    // A new statement's counter already holds what earlier statements drew (or a setval's value).
    if (mark !== undefined || !continues || (unsaved.get(t) ?? v - 1n) < v) unsaved.set(t, v);
    currvals.set(key, v);
    session.last = key;
    return v;
  };
  host.defineFunction({ name: 'pg_autoinc_draw', arity: 5, deterministic: false, call: draw });
  // The 2nd and later rows of an INSERT … VALUES (analyze/fn-sequences-autoinc.ts autoincColumn):
  // the first row's pg_autoinc_draw read the counter for the statement, these continue from it
  // (one sqlite_sequence subquery per statement instead of one per row: ~5 µs a row).
  host.defineFunction({
    name: 'pg_autoinc_draw_more',
    arity: 4,
    deterministic: false,
    call: (k, table, tc, max) => {
      const s = drawn.get(String(k));
      return s === undefined ? null : draw(k, table, s.seq, tc, max);
    },
  });
  // Notes of point writes' ids, and VALUES lists drawn in one call (runtime/sequences-block.ts).
  registerAutoincBlocks(host, { session, draw, guardNext: (key) => guard(key, 'nextval') });
  // The session's state as text, and back (engine-native sequence-session-port.ts calls this
  // function's JavaScript directly, between statements): 'needs' tells whether 'save' needs the
  // connection's total_changes() `tc`; 'save' gives the text ('' when empty); 'load' replaces the
  // state by `text`. Internal: the translator never calls it.
  host.defineFunction({
    name: SEQUENCE_SESSION_FUNCTION,
    arity: 3,
    deterministic: false,
    call: (op, text, tc) => {
      const changes = tc === null ? null : big(tc);
      if (op === 'needs') return session.needsChanges() ? 1 : 0;
      if (op === 'save') return session.save(changes);
      if (op === 'load') return (session.load(String(text ?? ''), changes), null);
      return null;
    },
  });
  // After a rollback (the session's): the counter a table's sqlite_sequence row must have so that
  // ids this connection drew stay consumed, as PostgreSQL's sequences ignore rollbacks.
  host.defineFunction({
    name: 'pg_autoinc_restore',
    arity: 2,
    deterministic: false,
    call: (name, seq) => {
      const high = unsaved.get(String(name));
      return high !== undefined && (seq === null || high > big(seq)) ? high : seq;
    },
  });
  host.defineFunction({ name: 'pg_autoinc_restored', arity: 0, deterministic: false, call: () => (unsaved.clear(), null) });
  // The value of the last pg_autoinc_set (RETURNING cannot name the UPDATE's FROM relation).
  host.defineFunction({ name: 'pg_autoinc_set_result', arity: 0, deterministic: false, call: () => setResult });
  // DISCARD SEQUENCES (and DISCARD ALL): currval and lastval are undefined again
  host.defineFunction({ name: 'pg_discard_sequences', arity: 0, deterministic: false, call: () => (currvals.clear(), (session.last = null), null) });
  // lastval(live): `live` is whether lastval's sequence still exists (the translator's test of
  // pg_lastval_key() against the catalog): a dropped one is "not yet defined", as in PostgreSQL.
  host.defineFunction({ name: 'pg_lastval_key', arity: 0, deterministic: false, call: () => session.last });
  host.defineFunction({
    name: 'pg_lastval',
    arity: 1,
    deterministic: false,
    call: (live) => {
      const last = session.last;
      const v = last === null || live === 0 || live === 0n ? undefined : currvals.get(last);
      if (v === undefined || last === null) throw new PgError('object_not_in_prerequisite_state', 'lastval is not yet defined in this session');
      guard(last, 'lastval');
      return v;
    },
  });
  // pg_get_serial_sequence's table argument at run time: `schema\u0002name` or `\u0002name`.
  host.defineFunction({
    name: 'pg_relname_key',
    arity: 1,
    deterministic: true,
    call: (t) => {
      if (t === null) return null;
      const parts = parseQualifiedName(String(t));
      if (!parts) return null;
      return `${parts.length > 1 ? parts[parts.length - 2] : ''}\u0002${parts[parts.length - 1]}`;
    },
  });
  // A sequence read as a relation: its counter (0) and is_called (1).
  def('pg_seq_state', 2, (k, which) => {
    const s = open().peek(String(k));
    if (!s) return null;
    return big(which) === 0n ? s.lastValue : s.isCalled ? 1 : 0;
  });
  // pg_sequences.last_value: NULL until the first nextval (or setval … true).
  def('pg_seq_last_value', 1, (k) => {
    const key = String(k);
    if (key.startsWith(AUTOINC_KEY_PREFIX)) return null;
    const s = open().peek(key);
    return s && s.isCalled ? s.lastValue : null;
  });
  host.defineFunction({
    name: 'pg_seq_define',
    arity: 8,
    deterministic: false,
    call: (key, name, start, inc, min, max, cycle, restart) => {
      const spec = { name: String(name), start: big(start), increment: big(inc), min: big(min), max: big(max), cycle: big(cycle) === 1n };
      open().define(String(key), spec, restart === null ? null : big(restart));
      return key;
    },
  });
}

import { PgError } from '@pgsqlite/errors';
import type { Engine, SqlValue } from './engine.js';

/** What defines a sequence's arithmetic (pg_sequence), plus its name for error messages. */
export interface SequenceSpec {
  name: string;
  start: bigint;
  increment: bigint;
  min: bigint;
  max: bigint;
  cycle: boolean;
}

/** A sequence's counter: PostgreSQL's `last_value` and `is_called`. */
export interface SequenceState extends SequenceSpec {
  lastValue: bigint;
  isCalled: boolean;
}

/**
 * Sequence counters, outside the main database's transactions: PostgreSQL's nextval/setval are
 * never rolled back, and SQLite cannot write from inside an expression of the statement that
 * calls them. Keys are opaque strings chosen by the catalog (stable for a sequence's life).
 * Every method is atomic across all connections sharing the store. Errors are PgErrors.
 */
export interface SequenceStore {
  /**
   * Creates or redefines a sequence. With `restart` (or when the key is new) the counter is set
   * to `restart ?? spec.start`, not called; otherwise the counter is kept and checked against
   * the new bounds (22023, as ALTER SEQUENCE).
   */
  define(key: string, spec: SequenceSpec, restart: bigint | null): void;
  /** nextval: advances and returns the new value (2200H at a bound without CYCLE). */
  next(key: string): bigint;
  /** setval: 22003 when `value` is outside [min, max]. */
  set(key: string, value: bigint, isCalled: boolean): void;
  /** The counter and spec, or undefined for an unknown key. */
  peek(key: string): SequenceState | undefined;
  /** Forgets a sequence (DROP SEQUENCE); unknown keys are ignored. */
  drop(key: string): void;
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS pgsqlite_sequence_counter (
  key TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  start INTEGER NOT NULL,
  increment INTEGER NOT NULL,
  min INTEGER NOT NULL,
  max INTEGER NOT NULL,
  cycle INTEGER NOT NULL,
  last_value INTEGER NOT NULL,
  is_called INTEGER NOT NULL) WITHOUT ROWID`;

const big = (v: SqlValue | undefined): bigint => BigInt(v as number | bigint);

/**
 * PostgreSQL's nextval_internal step from one state: the next value, or a 2200H error at a
 * bound of a sequence without CYCLE. Pure bigint arithmetic (no int64 overflow possible).
 */
export function sequenceStep(s: SequenceState): bigint {
  if (!s.isCalled) return s.lastValue;
  const next = s.lastValue + s.increment;
  if (s.increment > 0n && next > s.max) {
    if (!s.cycle) throw new PgError('sequence_generator_limit_exceeded', `nextval: reached maximum value of sequence "${s.name}" (${s.max})`);
    return s.min;
  }
  if (s.increment < 0n && next < s.min) {
    if (!s.cycle) throw new PgError('sequence_generator_limit_exceeded', `nextval: reached minimum value of sequence "${s.name}" (${s.min})`);
    return s.max;
  }
  return next;
}

/**
 * The SequenceStore over one autocommit connection to a side database (any Engine adapter).
 * nextval is ONE statement (`UPDATE … RETURNING` whose new value a registered function
 * computes), so it is atomic without an explicit transaction and costs one SQLite write.
 */
export function createSequenceStore(side: Engine): SequenceStore {
  side.exec(SCHEMA);
  side.defineFunction({
    name: 'pgsqlite_sequence_step',
    arity: 8,
    deterministic: true,
    call: (name, start, inc, min, max, cycle, last, called) =>
      sequenceStep({ name: String(name), start: big(start), increment: big(inc), min: big(min), max: big(max), cycle: big(cycle) === 1n, lastValue: big(last), isCalled: big(called) === 1n }),
  });
  const step = side.prepare(
    `UPDATE pgsqlite_sequence_counter SET last_value = pgsqlite_sequence_step(name, start, increment, min, max, cycle, last_value, is_called), is_called = 1
     WHERE key = ? RETURNING last_value`,
  );
  const read = side.prepare('SELECT name, start, increment, min, max, cycle, last_value, is_called FROM pgsqlite_sequence_counter WHERE key = ?');
  const write = side.prepare(
    `INSERT INTO pgsqlite_sequence_counter (key, name, start, increment, min, max, cycle, last_value, is_called) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (key) DO UPDATE SET name = excluded.name, start = excluded.start, increment = excluded.increment, min = excluded.min,
       max = excluded.max, cycle = excluded.cycle, last_value = excluded.last_value, is_called = excluded.is_called`,
  );
  const setValue = side.prepare('UPDATE pgsqlite_sequence_counter SET last_value = ?, is_called = ? WHERE key = ?');
  const remove = side.prepare('DELETE FROM pgsqlite_sequence_counter WHERE key = ?');

  const peek = (key: string): SequenceState | undefined => {
    const r = read.all([key])[0];
    if (r === undefined) return undefined;
    return {
      name: String(r[0]), start: big(r[1]), increment: big(r[2]), min: big(r[3]), max: big(r[4]), cycle: big(r[5]) === 1n,
      lastValue: big(r[6]), isCalled: big(r[7]) === 1n,
    };
  };
  const missing = (key: string): PgError => new PgError('object_not_in_prerequisite_state', `sequence state ${key} is missing`);

  return {
    define(key, spec, restart) {
      const old = peek(key);
      let last = restart ?? spec.start;
      let called = false;
      if (old && restart === null) {
        last = old.lastValue;
        called = old.isCalled;
        if (last < spec.min) throw new PgError('invalid_parameter_value', `RESTART value (${last}) cannot be less than MINVALUE (${spec.min})`);
        if (last > spec.max) throw new PgError('invalid_parameter_value', `RESTART value (${last}) cannot be greater than MAXVALUE (${spec.max})`);
      }
      write.run([key, spec.name, spec.start, spec.increment, spec.min, spec.max, spec.cycle ? 1 : 0, last, called ? 1 : 0]);
    },
    next(key) {
      const r = step.all([key])[0];
      if (r === undefined) throw missing(key);
      return big(r[0]);
    },
    set(key, value, isCalled) {
      const s = peek(key);
      if (s === undefined) throw missing(key);
      if (value < s.min || value > s.max) {
        throw new PgError('numeric_value_out_of_range', `setval: value ${value} is out of bounds for sequence "${s.name}" (${s.min}..${s.max})`);
      }
      setValue.run([value, isCalled ? 1 : 0, key]);
    },
    peek,
    drop(key) {
      remove.run([key]);
    },
  };
}

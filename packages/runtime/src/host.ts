import type { RuntimeSequenceStore } from './sequences.js';

/** A value as SQLite passes it to functions. */
export type SqlValue = null | number | bigint | string | Uint8Array;

/** An aggregate as the runtime defines it (an `inverse` makes it a window function in SQLite). */
export interface AggregateSpec<S> {
  name: string;
  arity: number;
  deterministic: boolean;
  start: () => S;
  step: (state: S, ...args: SqlValue[]) => S;
  inverse?: (state: S, ...args: SqlValue[]) => S;
  result: (state: S) => SqlValue;
}

/**
 * The part of an engine the runtime registers functions on (structurally the Engine port's
 * defineFunction/defineAggregate; the translator does not import the engine layer).
 */
export interface RuntimeHost {
  defineFunction(fn: { name: string; arity: number; deterministic: boolean; call: (...args: SqlValue[]) => SqlValue }): void;
  defineAggregate<S>(fn: AggregateSpec<S>): void;
  /** The engine's sequence counters (Engine.sequenceStore); without it sequence functions are 0A000. */
  sequenceStore?(): RuntimeSequenceStore;
}

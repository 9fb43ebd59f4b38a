import { PgError } from '@pgsqlite/errors';
import type { AggregateSpec, RuntimeHost, SqlValue } from './host.js';

/** Rows an aggregate keeps before it knows it runs as a window function (then it keeps its frame). */
const PLAIN_BUFFER = 4096;

interface Framed<S> {
  inner: S;
  /** The argument rows in the frame, oldest first; null once dropped (a plain aggregate). */
  rows: SqlValue[][] | null;
  windowed: boolean;
}

/**
 * Every aggregate works as a window function, as in PostgreSQL. SQLite runs an aggregate over a
 * window only when it has an inverse (the row leaving a moving frame): one registered without
 * one gets a generic inverse that refolds the rows still in the frame. A frame that only grows
 * (the default, UNBOUNDED PRECEDING) never calls it. Rows are kept while they may still be
 * needed: always once the aggregate has given a window value, else only the first
 * PLAIN_BUFFER rows, so a plain aggregate over a big group keeps none.
 */
export function windowCapable(host: RuntimeHost): RuntimeHost {
  const sequenceStore = host.sequenceStore;
  return {
    // The engine's own methods (class members, not own properties) are called on it.
    ...(sequenceStore === undefined ? {} : { sequenceStore: () => sequenceStore.call(host) }),
    defineFunction: (fn) => host.defineFunction(fn),
    defineAggregate<S>(fn: AggregateSpec<S>): void {
      if (fn.inverse !== undefined) {
        host.defineAggregate(fn);
        return;
      }
      const { start, step, result } = fn;
      host.defineAggregate<Framed<S>>({
        name: fn.name,
        arity: fn.arity,
        deterministic: fn.deterministic,
        start: () => ({ inner: start(), rows: [], windowed: false }),
        step: (w, ...args) => {
          w.inner = step(w.inner, ...args);
          if (w.rows !== null) {
            w.rows.push(args);
            if (!w.windowed && w.rows.length > PLAIN_BUFFER) w.rows = null;
          }
          return w;
        },
        inverse: (w) => {
          if (w.rows === null) throw new PgError('feature_not_supported', `${fn.name.replace(/^pg_/, '')}() over a moving window frame this far behind its start is not supported by pgsqlite`);
          w.rows.shift();
          let inner = start();
          for (const args of w.rows) inner = step(inner, ...args);
          w.inner = inner;
          return w;
        },
        result: (w) => {
          w.windowed = true;
          return result(w.inner);
        },
      });
    },
  };
}

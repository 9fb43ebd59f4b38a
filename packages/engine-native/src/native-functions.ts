import type Database from 'better-sqlite3';
import type { AggregateFunction, ScalarFunction, SqlValue } from '@pgsqlite/engine';

type Db = Database.Database;

/**
 * better-sqlite3 derives a function's SQL arity from the JavaScript `length` of the callback,
 * so a rest-parameter wrapper must carry the declared arity explicitly.
 */
function withLength<F extends (...args: never[]) => unknown>(fn: F, length: number): F {
  Object.defineProperty(fn, 'length', { value: length });
  return fn;
}

/**
 * Registers a scalar function. Arguments arrive with safe integers (INTEGER → bigint). A
 * PgError thrown by `fn.call` propagates unchanged: better-sqlite3 rethrows the JS exception
 * object from the statement call that invoked the function.
 */
export function registerScalar(db: Db, fn: ScalarFunction): void {
  const call = (...args: SqlValue[]): SqlValue => fn.call(...args);
  db.function(
    fn.name,
    { deterministic: fn.deterministic, varargs: fn.arity < 0, safeIntegers: true },
    fn.arity < 0 ? call : withLength(call, fn.arity),
  );
}

/**
 * Registers an aggregate; with `inverse` it is also usable as a window function. The state is
 * boxed so that a state value of `undefined` (which better-sqlite3 reads as "unchanged") is
 * still kept, and so that `start()` runs once per group.
 */
export function registerAggregate<S>(db: Db, fn: AggregateFunction<S>): void {
  type Box = { state: S };
  const argCount = fn.arity < 0 ? 0 : fn.arity;
  const step = withLength((box: Box, ...args: SqlValue[]): Box => {
    box.state = fn.step(box.state, ...args);
    return box;
  }, argCount + 1);
  const inverseFn = fn.inverse;
  const inverse =
    inverseFn === undefined
      ? undefined
      : withLength((box: Box, ...args: SqlValue[]): Box => {
          box.state = inverseFn(box.state, ...args);
          return box;
        }, argCount + 1);
  // The @types signature models a single-argument step; our wrappers are variadic.
  const options = {
    start: (): Box => ({ state: fn.start() }),
    step,
    result: (box: Box): SqlValue => fn.result(box.state),
    deterministic: fn.deterministic,
    varargs: fn.arity < 0,
    safeIntegers: true,
    ...(inverse === undefined ? {} : { inverse }),
  } as unknown as Parameters<Db['aggregate']>[1];
  db.aggregate(fn.name, options);
}

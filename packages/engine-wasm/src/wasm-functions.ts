import type { AggregateFunction, ScalarFunction } from '@pgsqlite/engine';
import type { Ptr, SqliteModule } from './sqlite-api.js';
import type { ValueCodec } from './wasm-values.js';
import { rawApi, type RawApi } from './sqlite-raw.js';

const SQLITE_UTF8 = 1;
const SQLITE_DETERMINISTIC = 0x800;

/** Where a function's exception goes: its connection keeps it and rethrows it from the statement. */
export interface FunctionErrorSink {
  raised(error: unknown): void;
}

interface Registered {
  scalar?: ScalarFunction;
  aggregate?: AggregateFunction<unknown>;
  sink: FunctionErrorSink;
}

/**
 * The SQL functions of one wasm instance. SQLite calls C function pointers: the instance has ONE
 * trampoline per callback kind (xFunc, xStep, xFinal, xValue, xInverse, xDestroy) and every
 * registration passes an id as its user data, so registering pgsqlite's few hundred runtime
 * functions on each new connection does not grow the wasm function table. A JavaScript exception
 * is handed to the connection's sink (which rethrows the very object from the failing
 * statement) and SQLite sees an error result.
 */
export class FunctionTable {
  readonly #sqlite3: SqliteModule;
  readonly #codec: ValueCodec;
  readonly #entries = new Map<number, Registered>();
  /** Aggregate states by their sqlite3_aggregate_context address (unique while the group is live). */
  readonly #states = new Map<number, { state: unknown }>();
  #nextId = 1;
  readonly #xFunc: Ptr;
  readonly #xStep: Ptr;
  readonly #xFinal: Ptr;
  readonly #xValue: Ptr;
  readonly #xInverse: Ptr;
  readonly #xDestroy: Ptr;
  readonly #raw: RawApi;

  constructor(sqlite3: SqliteModule, codec: ValueCodec) {
    this.#sqlite3 = sqlite3;
    this.#codec = codec;
    const { wasm, capi } = sqlite3;
    this.#raw = rawApi(sqlite3);
    this.#xFunc = wasm.installFunction('v(pip)', (ctx: Ptr, argc: number, argv: Ptr) => {
      const entry = this.#entry(ctx);
      try {
        const fn = entry.scalar as ScalarFunction;
        codec.result(ctx, fn.call(...codec.args(argc, argv)));
      } catch (e) {
        this.#fail(ctx, entry, e);
      }
    });
    this.#xStep = wasm.installFunction('v(pip)', (ctx: Ptr, argc: number, argv: Ptr) => this.#step(ctx, argc, argv, false));
    this.#xInverse = wasm.installFunction('v(pip)', (ctx: Ptr, argc: number, argv: Ptr) => this.#step(ctx, argc, argv, true));
    this.#xFinal = wasm.installFunction('v(p)', (ctx: Ptr) => this.#finish(ctx, true));
    this.#xValue = wasm.installFunction('v(p)', (ctx: Ptr) => this.#finish(ctx, false));
    this.#xDestroy = wasm.installFunction('v(p)', (id: Ptr) => {
      this.#entries.delete(id);
    });
  }

  #entry(ctx: Ptr): Registered {
    return this.#entries.get(this.#raw.sqlite3_user_data(ctx)) as Registered;
  }

  #fail(ctx: Ptr, entry: Registered, e: unknown): void {
    entry.sink.raised(e);
    this.#sqlite3.capi.sqlite3_result_error(ctx, e instanceof Error ? e.message : String(e), -1);
  }

  /** The state box of the group `ctx` aggregates (created with `start()` on first use). */
  #box(ctx: Ptr, fn: AggregateFunction<unknown>, create: boolean): { state: unknown } {
    const p = this.#raw.sqlite3_aggregate_context(ctx, create ? 8 : 0);
    if (p === 0) return { state: fn.start() };
    let box = this.#states.get(p);
    if (box === undefined) {
      box = { state: fn.start() };
      this.#states.set(p, box);
    }
    return box;
  }

  #step(ctx: Ptr, argc: number, argv: Ptr, inverse: boolean): void {
    const entry = this.#entry(ctx);
    try {
      const fn = entry.aggregate as AggregateFunction<unknown>;
      const box = this.#box(ctx, fn, true);
      const args = this.#codec.args(argc, argv);
      box.state = inverse ? (fn.inverse as NonNullable<typeof fn.inverse>)(box.state, ...args) : fn.step(box.state, ...args);
    } catch (e) {
      this.#fail(ctx, entry, e);
    }
  }

  #finish(ctx: Ptr, final: boolean): void {
    const entry = this.#entry(ctx);
    const p = this.#raw.sqlite3_aggregate_context(ctx, 0);
    try {
      const fn = entry.aggregate as AggregateFunction<unknown>;
      const box = this.#box(ctx, fn, false);
      this.#codec.result(ctx, fn.result(box.state));
    } catch (e) {
      this.#fail(ctx, entry, e);
    } finally {
      if (final && p !== 0) this.#states.delete(p);
    }
  }

  #register(entry: Registered): number {
    const id = this.#nextId++;
    this.#entries.set(id, entry);
    return id;
  }

  /** Registers `fn` on connection `db`; returns SQLite's result code. */
  defineScalar(db: Ptr, fn: ScalarFunction, sink: FunctionErrorSink): number {
    const id = this.#register({ scalar: fn, sink });
    const flags = SQLITE_UTF8 | (fn.deterministic ? SQLITE_DETERMINISTIC : 0);
    return this.#create(db, fn.name, fn.arity, flags, id, this.#xFunc, 0, 0, 0, 0, false);
  }

  /** Registers an aggregate (a window function too when it has `inverse`). */
  defineAggregate<S>(db: Ptr, fn: AggregateFunction<S>, sink: FunctionErrorSink): number {
    const id = this.#register({ aggregate: fn as AggregateFunction<unknown>, sink });
    const flags = SQLITE_UTF8 | (fn.deterministic ? SQLITE_DETERMINISTIC : 0);
    const window = fn.inverse !== undefined;
    return this.#create(db, fn.name, fn.arity, flags, id, 0, this.#xStep, this.#xFinal, window ? this.#xValue : 0, window ? this.#xInverse : 0, window);
  }

  #create(db: Ptr, name: string, arity: number, flags: number, id: number, xFunc: Ptr, xStep: Ptr, xFinal: Ptr, xValue: Ptr, xInverse: Ptr, window: boolean): number {
    // The raw exports: the capi wrappers would wrap our function pointers once more.
    const exports = this.#raw;
    const [zName] = this.#sqlite3.wasm.allocCString(name, true);
    try {
      const rc = window
        ? exports.sqlite3_create_window_function(db, zName, arity, flags, id, xStep, xFinal, xValue, xInverse, this.#xDestroy)
        : exports.sqlite3_create_function_v2(db, zName, arity, flags, id, xFunc, xStep, xFinal, this.#xDestroy);
      return rc;
    } finally {
      this.#sqlite3.wasm.dealloc(zName);
    }
  }
}

import type { Engine, SqlValue } from '@pgsqlite/engine';

/** What an executor thread's setup module gives the worker loop (worker-main.ts). */
export interface ExecutorSetup {
  setupEngine(engine: Engine): void;
  /**
   * Called once, after the thread has served its first requests (a connection opened, a
   * statement run): a thread entry that runs through V8's code cache writes the cache then, with
   * the functions those compiled (the worker loop never lets a timer run).
   */
  warmed?(): void;
  /**
   * The encoder of a stream's batches for the spec a coordinator sent (WorkerRequest 'stream'
   * `encoding`): rows in, the bytes the client receives out, or null when a batch cannot be
   * encoded here (then it goes as rows). Null: not this spec. Absent: batches go as rows.
   */
  dataRows?(spec: string): ((rows: SqlValue[][]) => Uint8Array | null) | null;
}

const KEY = Symbol.for('pgsqlite.executor-setup');

/**
 * Registers a thread's setup before the worker loop starts (src/executor-thread.ts imports the
 * registration first): an entry run as a script through V8's code cache has no dynamic import()
 * of its own URL, which is how the loop otherwise finds the setup module. Returns `setup`.
 */
export function registerExecutorSetup(setup: ExecutorSetup): ExecutorSetup {
  (globalThis as Record<symbol, unknown>)[KEY] = setup;
  return setup;
}

/** The setup registered in this thread, if any. */
export function registeredExecutorSetup(): ExecutorSetup | undefined {
  return (globalThis as Record<symbol, unknown>)[KEY] as ExecutorSetup | undefined;
}

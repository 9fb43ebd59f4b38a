import type { Engine } from '@pgsqlite/engine';

/** What an executor thread's setup module gives the worker loop (worker-main.ts). */
export interface ExecutorSetup {
  setupEngine(engine: Engine): void;
  /**
   * Called once, after the thread has served its first requests (a connection opened, a
   * statement run): a thread entry that runs through V8's code cache writes the cache then, with
   * the functions those compiled (the worker loop never lets a timer run).
   */
  warmed?(): void;
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

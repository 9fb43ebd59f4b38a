/**
 * One module that is both an executor thread's entry (engine-native's worker main loop, started
 * by the import below) and its setup module (`setupEngine`, registered first by
 * executor-thread-setup.ts as `executorSetup`; both exported): give its URL as both `threadModule` and
 * `setupModule`. Bundled by src/build-cli.mjs (dist/executor-thread.bundle.cjs, run through V8's
 * code cache by the small dist/executor-thread.bundle.js), so that a thread starting for a new
 * connection loads one precompiled file instead of compiling a few hundred modules. Never import
 * this on the main thread (the worker loop reads `workerData`).
 */
import './executor-thread-setup.js';
import '@pgsqlite/engine-native/worker-main';

export { dataRows, setupEngine } from './engine-setup.js';
export { executorSetup } from './executor-thread-setup.js';

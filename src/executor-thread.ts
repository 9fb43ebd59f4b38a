/**
 * One module that is both an executor thread's entry (engine-native's worker main loop, started
 * by the import below) and its setup module (`setupEngine`): give its URL as both `threadModule`
 * and `setupModule`, and the thread's `import(setupModule)` finds it already loaded. Bundled by
 * src/build-cli.mjs into dist/executor-thread.bundle.js, so that a thread starting for a new
 * connection loads one file instead of a few hundred modules. Never import this on the main
 * thread (the worker loop reads `workerData`).
 */
import '@pgsqlite/engine-native/worker-main';

export { setupEngine } from './engine-setup.js';

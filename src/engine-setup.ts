import type { Engine } from '@pgsqlite/engine';
import { registerRuntime } from '@pgsqlite/translate/runtime';
import { installZoneInfo } from './zoneinfo.js';
import { installNativeLibm } from './native-libm.js';

installZoneInfo();
installNativeLibm();

/**
 * Loaded by every executor thread (worker executors cannot receive functions): prepares each
 * SQLite connection the thread opens by registering pgsqlite's runtime SQL functions. Imports
 * only the runtime, not the parser, to keep threads small.
 */
export function setupEngine(engine: Engine): void {
  registerRuntime(engine);
}

import type { Engine } from '@pgsqlite/engine';
import { registerRuntime } from '@pgsqlite/translate/runtime';
import { dataRowEncoder } from '@pgsqlite/backend/data-rows';
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

/**
 * The DataRow encoder of a streamed result's spec (ExecutorSetup.dataRows): the executor thread
 * encodes the rows a session sends whole (@pgsqlite/backend's data-rows.ts).
 */
export const dataRows = dataRowEncoder;

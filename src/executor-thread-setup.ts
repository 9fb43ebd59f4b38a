import { registerExecutorSetup } from '@pgsqlite/engine-native';
import { dataRows, setupEngine } from './engine-setup.js';

/**
 * The executor threads' setup, registered for engine-native's worker loop before it starts
 * (imported first by src/executor-thread.ts). The thread entry that runs the bundle through V8's
 * code cache adds `warmed` to it (src/build-cli.mjs).
 */
export const executorSetup = registerExecutorSetup({ setupEngine, dataRows });

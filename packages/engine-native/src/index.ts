export { nativeEngineFactory } from './native-engine.js';
export { mapSqliteError, sqlStateForSqlite, SQLITE_TO_SQLSTATE } from './sqlite-errors.js';
export { workerExecutorFactory, type WorkerExecutorOptions } from './worker/worker-executor.js';
export { compiledModuleUrl } from './worker/compiled-url.js';
export { pooledExecutorFactory, type PoolCensus, type PooledExecutorFactory, type PooledExecutorOptions } from './worker/pooled-executor.js';
export { registerExecutorSetup, type ExecutorSetup } from './worker/executor-setup.js';

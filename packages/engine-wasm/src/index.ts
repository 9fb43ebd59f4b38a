export { createWasmEngineFactory, type WasmEngineOptions } from './wasm-engine.js';
export { WasmConnection, sequenceStorePath } from './wasm-connection.js';
export { loadSqliteWasm } from './sqlite-loader.js';
export { memoryFileStore, type FileStore, type StoredFile } from './vfs/file-store.js';
export type { SqliteModule } from './sqlite-api.js';

export { createWasmEngineFactory, type WasmEngineOptions } from './wasm-engine.js';
export { WasmConnection, sequenceStorePath } from './wasm-connection.js';
export { loadSqliteWasm, type InstantiateWasm } from './sqlite-loader.js';
export { memoryFileStore, type FileStore, type StoredFile } from './vfs/file-store.js';
export type { SqliteModule } from './sqlite-api.js';
export { opfsFileStore, type OpfsFileStore, type OpfsFileStoreOptions, type WasmStorage } from './vfs/opfs-file-store.js';
export { openFileStore } from './vfs/storage.js';

export { createDatabaseProvider, type DatabaseProviderOptions, type ServerDatabaseProvider } from './provider.js';
export { createWriteLock } from './write-lock.js';

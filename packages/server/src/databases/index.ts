export { createDatabaseProvider, type DatabaseProviderOptions, type ServerDatabaseProvider } from './provider.js';

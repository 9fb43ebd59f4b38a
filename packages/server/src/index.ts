export { startServer, silentLogger } from './server.js';
export type { ServerOptions, RunningServer } from './options.js';
export { CancelRegistry, type CancelRegistration } from '@pgsqlite/session';
export type { Logger } from '@pgsqlite/backend';
export type { TlsSource } from './tls/tls-config.js';

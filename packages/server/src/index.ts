export { startServer, silentLogger } from './server.js';
export type { ServerOptions, RunningServer, ShutdownMode } from './options.js';
export { openListeners, type Listeners, type ListenOptions } from './listeners.js';
export { CancelRegistry, type CancelRegistration } from '@pgsqlite/session';
export type { Logger, LogFields } from '@pgsqlite/backend';
export type { TlsSource } from './tls/tls-config.js';

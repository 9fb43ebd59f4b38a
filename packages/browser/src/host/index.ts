export { startEmbeddedHost, type EmbeddedHost, type EmbeddedHostOptions } from './embedded-host.js';
export { openSessionPipe, type SessionPipe, type PipeListener } from './session-pipe.js';
export { ProtocolExchange } from './protocol-exchange.js';
export { inThreadLink } from './in-thread-link.js';
export { splitScript } from './split-script.js';
export { makeInitdbImage } from '@pgsqlite/backend';
export { storeFiles, databaseNames } from './store-files.js';

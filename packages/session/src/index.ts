export { Session } from './session.js';
export { DEFAULT_MAX_STATEMENT_SIZE } from './statement-size.js';
export type { SessionContext, SessionIO, SessionTls, BackendSignals } from './session-context.js';
export { createSessionServices, type SessionServices, type SessionServicesOptions } from './session-services.js';
export { CancelRegistry, type CancelRegistration } from './cancel-registry.js';

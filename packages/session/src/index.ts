export { Session } from './session.js';
export type { SessionContext, SessionIO, SessionTls, BackendSignals } from './session-context.js';
export { createSessionServices, type SessionServices, type SessionServicesOptions } from './session-services.js';
export { CancelRegistry, type CancelRegistration } from './cancel-registry.js';

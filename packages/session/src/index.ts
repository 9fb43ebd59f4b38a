export { Session } from './session.js';
export type { SessionContext, SessionIO, BackendSignals } from './session-context.js';

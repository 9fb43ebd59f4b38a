export { Session } from './session.js';
export { createWriteLock } from './write-lock.js';
export { AdvisoryLocks, type LockScope } from './advisory-locks.js';
export { NotificationHub, type Notification, type NotificationListener } from './notify/hub.js';
export { Settings } from './settings/settings.js';
export { SERVER_VERSION, SERVER_VERSION_NUM } from './settings/guc-table.js';
export type * from './ports.js';
export type * from './database-catalog-port.js';

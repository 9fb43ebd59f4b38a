// The backend: runs plans for a session (PostgreSQL's executor side of a backend process) and
// keeps the per-database services. Platform-neutral: nothing here needs Node.
export type * from './ports.js';
export type { ExecContext } from './context.js';
export { connectSession, startBackend, stopBackend, type BackendServices, type BackendStart, type SessionConnection } from './backend-start.js';
export type { ClientChannel, CopyInMessage, FormatCode, TransactionStatus } from './client-channel.js';
export { executePlan, checkNotAborted } from './execute.js';
export { resultColumns, paramCount, type PlanOutcome } from './result-columns.js';
export { currentPlan, planKey, planOf } from './statement-plan.js';
export { dropTempSchema, settleTempTables } from './temp-tables.js';
export { noteTempUse } from './temp-schema.js';
export { Settings } from './settings/settings.js';
export { SERVER_VERSION, SERVER_VERSION_NUM } from './settings/guc-table.js';
export { parseIntWithUnit } from './settings/guc-values.js';
export { startTimer } from './timers.js';
export { columnEncoders, columnType, encodeRow, type ValueEncoder } from './value-output.js';
export { NotificationHub, type Notification, type NotificationListener } from './notify/hub.js';
export { LockTable, type LockScope } from './locks/lock-table.js';
export { createWriteLock } from './database/write-lock.js';
export type { DatabaseFiles } from './database/database-files.js';
export { createDatabaseProvider, type DatabaseProviderOptions, type ServerDatabaseProvider } from './database/provider.js';
export type * from './database-catalog-port.js';
export { databaseDefaults } from './database-alter.js';
export { lexOptions } from './lex-options.js';

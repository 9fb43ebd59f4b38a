import type { Executor } from '@pgsqlite/engine';
import type { PgError } from '@pgsqlite/errors';
import type { LockTable } from './locks/lock-table.js';
import type { RoleStore } from './auth/role-store.js';
import type { HbaRule } from './auth/hba-rules.js';
import type { ClientChannel } from './client-channel.js';
import type { ExecContext } from './context.js';
import { withCounterNotes } from './counter-notes.js';
import { CursorStore } from './cursor.js';
import { SessionDatabase } from './database/session-database.js';
import type { NotificationHub } from './notify/hub.js';
import { SessionNotify } from './notify/session-notify.js';
import type { BackendActivity, DatabaseHandle, DatabaseProvider, Logger, QueryTranslator } from './ports.js';
import { PreparedStatements } from './prepared-statements.js';
import type { Settings } from './settings/settings.js';
import { TempTables } from './temp-table-actions.js';
import { dropTempSchema } from './temp-tables.js';
import { Transaction } from './transaction.js';

/** A new session's database: its own view of the shared database, and its own connection. */
export interface SessionConnection {
  readonly handle: DatabaseHandle;
  readonly executor: Executor;
}

/**
 * Opens a session's connection to `shared` (a database of the provider). Point writes of serial
 * keys leave currval notes for this connection (counter-notes.ts).
 */
export async function connectSession(shared: DatabaseHandle): Promise<SessionConnection> {
  const handle = new SessionDatabase(shared);
  const executor = withCounterNotes(await handle.openExecutor());
  return { handle, executor };
}

/** The server-wide services a backend uses (absent ones make their statements 0A000 or local). */
export interface BackendServices {
  readonly databases: DatabaseProvider;
  readonly translator: QueryTranslator;
  readonly notifications?: NotificationHub | undefined;
  readonly advisoryLocks?: LockTable | undefined;
  /** The cluster's roles (CREATE/ALTER/DROP ROLE, pg_roles). */
  readonly roles?: RoleStore | undefined;
  /** The access rules (pg_hba_file_rules). */
  readonly auth?: { readonly rules: readonly HbaRule[] } | undefined;
  signalBackend?(processId: number, signal: 'cancel' | 'terminate'): boolean;
  /** pg_stat_activity: every session of the server. */
  activity?(): BackendActivity[];
}

/** What the protocol side hands a new backend: who it is, and how it is interrupted. */
export interface BackendStart {
  readonly connection: SessionConnection;
  readonly processId: number;
  readonly settings: Settings;
  readonly services: BackendServices;
  readonly client: ClientChannel;
  /** This session's own row of pg_stat_activity (when the server lists no sessions). */
  ownActivity(): BackendActivity;
  /** A NOTIFY of another session reached this one. */
  deliverNotification(pid: number, channel: string, payload: string): void;
  waitFor<T>(p: Promise<T>): Promise<T>;
  cancelled(): PgError | null;
}

/**
 * The execution context of a new session (PostgreSQL's InitPostgres, executor side): its
 * transaction on its connection, cursors, prepared statements, temporary tables, LISTEN state;
 * a transaction's end closes its cursors, queues or drops its notifications and releases its
 * transaction-level advisory locks.
 */
export function startBackend(start: BackendStart): ExecContext {
  const { connection, processId, settings, services } = start;
  const { handle, executor } = connection;
  if (handle instanceof SessionDatabase) handle.ownedBy(processId);
  const locks = services.advisoryLocks ?? null;
  const tx = new Transaction(executor, handle, processId, settings, locks);
  const cursors = new CursorStore();
  const hub = services.notifications;
  const notify = hub === undefined ? null : new SessionNotify(hub, handle.name, processId, { notify: (pid, ch, payload) => start.deliverNotification(pid, ch, payload) });
  tx.onEnd = (committed) => {
    cursors.endTransaction(committed);
    notify?.endTransaction(committed);
    locks?.releaseAll(processId, 'xact');
  };
  tx.onAbort = () => locks?.releaseAll(processId, 'xact');
  tx.onSavepointEnd = (remaining, rolledBack) => cursors.endSubtransaction(remaining, rolledBack);
  return {
    client: start.client,
    settings,
    tx,
    handle,
    processId,
    databases: services.databases,
    translator: services.translator,
    prepared: new PreparedStatements(),
    cursors,
    notify,
    advisoryLocks: locks,
    roles: services.roles ?? null,
    hbaRules: () => services.auth?.rules ?? [],
    tempTables: new TempTables(),
    backends: () => services.activity?.() ?? [start.ownActivity()],
    waitFor: (p) => start.waitFor(p),
    signalBackend: (pid, signal) => services.signalBackend?.(pid, signal) ?? false,
    cancelled: () => start.cancelled(),
  };
}

/**
 * The session ended (ShutdownPostgres): LISTEN stops, advisory locks are released, temporary
 * tables are dropped (the open transaction is rolled back first), the connection is closed.
 * Failures are logged, never thrown.
 */
export async function stopBackend(core: ExecContext, logger: Pick<Logger, 'warn'>): Promise<void> {
  core.notify?.dispose();
  core.advisoryLocks?.releaseAll(core.processId, 'session');
  core.advisoryLocks?.releaseAll(core.processId, 'xact');
  // Temporary objects in the connection's TEMP database (temp-store/) end when it closes, below;
  // any in the shared database are dropped (the open transaction is rolled back first).
  if (core.settings.hasTempSchema() && core.handle.hasTempCatalog?.() !== true) {
    if (core.tx.block !== 'none') await core.tx.end(false).catch(() => undefined);
    await dropTempSchema(core).catch((e: unknown) => logger.warn(`dropping temporary tables: ${String(e)}`));
  }
  core.handle.forgetTempCatalog?.();
  await core.tx.dispose().catch((e: unknown) => logger.warn(`closing session: ${String(e)}`));
}

import type { PgError, PgErrorFields } from '@pgsqlite/errors';
import type { BackendActivity, DatabaseHandle, DatabaseProvider, QueryTranslator } from './ports.js';
import type { ClientChannel } from './client-channel.js';
import type { TempTables } from './temp-table-actions.js';
import type { Settings } from './settings/settings.js';
import type { Transaction } from './transaction.js';
import type { PreparedStatements } from './prepared-statements.js';
import type { CursorStore } from './cursor.js';
import type { SessionNotify } from './notify/session-notify.js';
import type { LockTable } from './locks/lock-table.js';
import type { RoleStore } from './auth/role-store.js';
import type { HbaRule } from './auth/hba-rules.js';

/** Severity order of client_min_messages (elog.h levels a client can ask for). */
const LEVELS: Record<string, number> = { debug5: 0, debug4: 1, debug3: 2, debug2: 3, debug1: 4, log: 5, notice: 6, warning: 7, error: 8 };

/**
 * What the plan runners of one session work with (PostgreSQL's executor side of a backend): its
 * transaction, settings, database, cursors and prepared statements, and the client as far as a
 * running statement talks to it (notices, COPY). The protocol layer (session) creates it and
 * extends it with what only the protocol needs (message writer, portals).
 */
export interface ExecContext {
  /** Notices and COPY data for the client while a statement runs. */
  readonly client: ClientChannel;
  readonly settings: Settings;
  readonly tx: Transaction;
  readonly handle: DatabaseHandle;
  /** The BackendKeyData process id (pg_backend_pid()). */
  readonly processId: number;
  /** All databases of the server (CREATE/DROP DATABASE). */
  readonly databases: DatabaseProvider;
  readonly translator: QueryTranslator;
  /** Prepared statements (PREPARE, and the protocol's Parse: one namespace, as in PostgreSQL). */
  readonly prepared: PreparedStatements;
  /** DECLARE … CURSOR cursors. */
  readonly cursors: CursorStore;
  /** LISTEN/NOTIFY state (null when the server has no notification hub). */
  readonly notify: SessionNotify | null;
  /** The server's lock table: advisory and LOCK TABLE locks, the wait graph (null when it has none). */
  readonly advisoryLocks: LockTable | null;
  /** The cluster's roles (null when the host keeps none: role statements are 0A000). */
  readonly roles: RoleStore | null;
  /** The server's access rules (pg_hba_file_rules); empty when it has none. */
  hbaRules(): readonly HbaRule[];
  /** pg_cancel_backend / pg_terminate_backend of any session of the server; false for an unknown pid. */
  signalBackend(processId: number, signal: 'cancel' | 'terminate'): boolean;
  /** ON COMMIT actions of the session's temporary tables. */
  readonly tempTables: TempTables;
  /** pg_stat_activity: the rows of every session of the server. */
  backends(): BackendActivity[];
  /** Waits for `p`; rejects at once with the reason when the statement is cancelled or times out. */
  waitFor<T>(p: Promise<T>): Promise<T>;
  /**
   * Why the statement being processed must stop (a CancelRequest, statement_timeout), or null.
   * Checked between rows and before each step.
   */
  cancelled(): PgError | null;
}

/**
 * The parts of the context a runner touches, declared in its signature (STYLE.md habit 11): a
 * runner that calls back into executePlan takes the whole ExecContext.
 */
export type Uses<K extends keyof ExecContext> = Pick<ExecContext, K>;

/** The level of a message by its severity (DEBUG: the DEBUG1 that RAISE DEBUG and utility messages use; INFO always goes out). */
const SEVERITY_LEVEL: Record<string, number> = { DEBUG: 4, LOG: 5, NOTICE: 6, WARNING: 7, INFO: 9 };

/** Sends a NoticeResponse when client_min_messages lets it through. */
export function sendNotice(core: Uses<'settings' | 'client'>, fields: PgErrorFields): void {
  const min = LEVELS[core.settings.get('client_min_messages')] ?? 6;
  const level = SEVERITY_LEVEL[fields.severity ?? 'NOTICE'] ?? 5;
  if (level >= min) core.client.noticeResponse(fields);
}

/** Whether the client asked for DEBUG1 messages (client_min_messages debug1 … debug5). */
export function debugLevelWanted(core: Uses<'settings'>): boolean {
  return (LEVELS[core.settings.get('client_min_messages')] ?? 6) <= 4;
}

/** WARNING with a SQLSTATE, e.g. 25001 `there is already a transaction in progress`. */
export function warn(core: Uses<'settings' | 'client'>, code: string, message: string): void {
  sendNotice(core, { severity: 'WARNING', code, message });
}

import type { LockTable, BackendActivity, DatabaseProvider, Logger, NotificationHub, QueryTranslator } from '@pgsqlite/backend';

/**
 * What a session (the protocol of one connection) needs from its host: where its bytes go, and
 * the server-wide services. The server (Node) implements these; a browser host can too.
 */

/** Where a session writes its bytes. */
export interface SessionIO {
  write(bytes: Uint8Array): void;
  /** Ends the connection after flushing what was written. */
  close(): void;
  /** The client's address and port (pg_stat_activity); absent or null for a Unix socket. */
  readonly peer?: { address: string; port: number } | null;
}

/** Server-wide things a session needs. */
export interface SessionContext {
  databases: DatabaseProvider;
  /** PostgreSQL SQL to plans; shared by every session of the server. */
  translator: QueryTranslator;
  logger: Logger;
  /** Registers a session for CancelRequest; returns its (processId, secretKey). */
  registerCancel(cancel: () => void): { processId: number; secretKey: number; unregister: () => void };
  /** Routes a CancelRequest; unknown keys are ignored. */
  cancel(processId: number, secretKey: number): void;
  /** LISTEN/NOTIFY between the server's sessions; without it they are 0A000. */
  notifications?: NotificationHub;
  /** The lock table (pg_advisory_lock and friends, LOCK TABLE, pg_locks); without it they are 0A000. */
  advisoryLocks?: LockTable;
  /** Makes a session reachable by pg_cancel_backend / pg_terminate_backend; returns the unregister function. */
  registerBackend?(processId: number, signals: BackendSignals): () => void;
  /** pg_cancel_backend / pg_terminate_backend: false when no session has that pid. */
  signalBackend?(processId: number, signal: 'cancel' | 'terminate'): boolean;
  /** pg_stat_activity: every session of the server (without it, a session sees only itself). */
  activity?(): BackendActivity[];
}

/** What another session can do to a session, and what it can see of it. */
export interface BackendSignals {
  cancel(): void;
  terminate(): void;
  /** The session's row of pg_stat_activity. */
  activity?(): BackendActivity;
}

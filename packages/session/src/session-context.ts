import type { LockTable, AuthService, BackendActivity, DatabaseProvider, Logger, NotificationHub, QueryTranslator, RoleStore } from '@pgsqlite/backend';

/**
 * What a session (the protocol of one connection) needs from its host: where its bytes go, and
 * the server-wide services. The server (Node) implements these; a browser host can too.
 */

/** Where a session writes its bytes. */
export interface SessionIO {
  write(bytes: Uint8Array): void;
  /**
   * Back-pressure: a promise that resolves once the transport has written out what it holds
   * (or the connection closed), when it holds more than it wants to; null when more may be
   * written now. Absent: writes never wait. A result is produced no faster than this allows.
   */
  drained?(): Promise<void> | null;
  /** Ends the connection after flushing what was written. */
  close(): void;
  /** The client's address and port (pg_stat_activity); absent or null for a Unix socket. */
  /** The client's address and port (TCP; null for a Unix socket), and the server's end of the connection. */
  readonly peer?: { address: string; port: number; localAddress?: string; localPort?: number } | null;
  /** The connection's TLS state (pg_stat_ssl, hostssl, SCRAM channel binding); null or absent: not encrypted. */
  tls?(): SessionTls | null;
  /**
   * The client is authenticated: the host stops its authentication_timeout and takes a session
   * slot; false when none is free (the session then ends with FATAL 53300).
   */
  established?(): boolean;
}

/** What a session knows of its TLS connection. */
export interface SessionTls {
  /** e.g. TLSv1.3 */
  version: string;
  cipher: string;
  bits: number;
  /** tls-server-end-point: the hash of the server certificate (RFC 5929). */
  channelBinding: Uint8Array | null;
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
  /** The cluster's roles; without it every login is a superuser and role statements are 0A000. */
  roles?: RoleStore;
  /** Authentication (pg_hba.conf, SCRAM …); without it every login is let in. */
  auth?: AuthService;
  /** Server-wide parameter values every session starts with (ssl, max_connections …). */
  serverSettings?: readonly (readonly [string, string])[];
  /** The lock table (pg_advisory_lock and friends, LOCK TABLE, pg_locks); without it they are 0A000. */
  advisoryLocks?: LockTable;
  /** Makes a session reachable by pg_cancel_backend / pg_terminate_backend; returns the unregister function. */
  registerBackend?(processId: number, signals: BackendSignals): () => void;
  /** pg_cancel_backend / pg_terminate_backend: false when no session has that pid. */
  signalBackend?(processId: number, signal: 'cancel' | 'terminate'): boolean;
  /** pg_stat_activity: every session of the server (without it, a session sees only itself). */
  activity?(): BackendActivity[];
  /**
   * Largest length word accepted for Query, Parse, Bind, CopyData and FunctionCall; a longer
   * message closes the connection as PostgreSQL does. Default 1 GiB − 2 (PQ_LARGE_MESSAGE_LIMIT).
   */
  maxMessageSize?: number;
  /** Largest statement text (Query string, Parse text) in bytes; longer is 54000 before parsing. */
  maxStatementSize?: number;
}

/** What another session can do to a session, and what it can see of it. */
export interface BackendSignals {
  cancel(): void;
  terminate(): void;
  /** The session's row of pg_stat_activity. */
  activity?(): BackendActivity;
}

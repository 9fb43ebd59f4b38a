import type { MessageWriter } from '@pgsqlite/wire';
import type { ExecContext } from '@pgsqlite/backend';
import type { ActivityTracker } from './activity.js';
import type { PortalStore } from './portal.js';

/**
 * The state of one established session, shared by the simple- and extended-query handlers: the
 * backend's execution context (what plans run with) plus what only the protocol uses. Only the
 * Session class creates it.
 */
export interface SessionCore extends ExecContext {
  readonly out: MessageWriter;
  readonly portals: PortalStore;
  /** What pg_stat_activity shows of this session. */
  readonly activity: ActivityTracker;
  /** Writes buffered output to the client now (large results, Flush). */
  flush(): void;
  /**
   * Writes buffered output and waits while the client is behind reading it (back-pressure for
   * long results); rejects with the interrupt's reason, or 08006 once the connection is gone.
   */
  drain(): Promise<void>;
  /** Type byte of the next client message already received, or null. */
  nextMessageType(): string | null;
  /** Converts strings as client_encoding now says (after a statement that may have SET it). */
  syncClientEncoding(): void;
}

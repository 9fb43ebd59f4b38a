import { PgError } from '@pgsqlite/errors';

/** What a lost connection stops: the session's statement in progress, if any. */
export interface Interruptible {
  interrupt(reason: PgError): void;
}

/**
 * The client's socket closed while a statement runs: the statement is stopped now (its waits end,
 * its executor is interrupted and rolls back), instead of running to its end for no one and
 * holding the write lock, a thread and the database meanwhile. PostgreSQL does the same when
 * client_connection_check_interval notices the socket is gone; the reason is its FATAL 08006,
 * which reaches only the log (the client is gone).
 * @see src/backend/tcop/postgres.c ProcessInterrupts (CheckClientConnectionPending)
 */
export function connectionLost(signals: Interruptible): void {
  signals.interrupt(new PgError('connection_failure', 'connection to client lost', { severity: 'FATAL' }));
}

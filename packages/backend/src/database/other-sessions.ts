/** How long PostgreSQL waits for other sessions to leave a database (dbcommands.c, CountOtherDBBackends: 50 × 100 ms). */
const WAIT_MS = 5000;

/** What the wait needs of a database: its count of other sessions, and a wake-up when one leaves. */
export interface SessionsOfDatabase {
  others(): number;
  /** Resolves when a session leaves, or after `ms`. */
  sessionLeft(ms: number): Promise<void>;
}

/**
 * PostgreSQL's CountOtherDBBackends for CREATE DATABASE … TEMPLATE and DROP DATABASE: when other
 * sessions use the database, waits up to 5 s for them to go before the caller reports 55006, so a
 * client that has just disconnected (its session still closing) does not fail the next statement.
 * Woken by each session that leaves (PostgreSQL polls every 100 ms). Resolves to the sessions
 * still there (0 when none were or all left); `stop` (shutdown) ends the wait early.
 */
export async function otherSessionsAfterWait(db: SessionsOfDatabase | undefined, stop: () => boolean = () => false): Promise<number> {
  if (db === undefined) return 0;
  let count = db.others();
  const deadline = Date.now() + WAIT_MS;
  while (count > 0 && !stop()) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    await db.sessionLeft(Math.min(left, 100));
    count = db.others();
  }
  return count;
}

import { startTimer } from '../timers.js';

/** How long PostgreSQL waits for other sessions to leave a database (dbcommands.c, CountOtherDBBackends: 50 × 100 ms). */
const WAIT_MS = 5000;
/** How often the count is checked again (PostgreSQL: every 100 ms; a session here leaves within a few ms of its client). */
const POLL_MS = 5;

/**
 * PostgreSQL's CountOtherDBBackends for CREATE DATABASE … TEMPLATE and DROP DATABASE: when other
 * sessions use the database, waits up to 5 s for them to go before the caller reports 55006, so a
 * client that has just disconnected (its session still closing) does not fail the next statement.
 * Resolves to the sessions still there (0 when none were or all left).
 */
export async function otherSessionsAfterWait(others: () => number, stop: () => boolean = () => false): Promise<number> {
  let count = others();
  const deadline = Date.now() + WAIT_MS;
  while (count > 0 && Date.now() < deadline && !stop()) {
    await new Promise<void>((resolve) => startTimer(POLL_MS, resolve));
    count = others();
  }
  return count;
}

import { SHADOW_PREFIX } from './temp-store/temp-redirect.js';

/**
 * PostgreSQL's OID counter is not transactional: an OID handed out by work that was rolled back
 * is never handed out again (drivers cache OID → type per connection; a reused OID would decode
 * with the stale type). pgsqlite's counter is the `next_oid` row of `_pgsqlite_meta`, which a
 * ROLLBACK restores; so before a rollback of work that ran DDL the session notes the counter here
 * (the database's high-water mark, shared by its sessions, kept for the life of the process),
 * and the next DDL first raises the stored counter to it. A database reopened later restarts from
 * its stored counter, which is past every committed object's OID.
 */
export class OidHighWater {
  #value = 0;

  /** Notes a counter value seen in a transaction about to roll back. */
  note(value: number): void {
    if (value > this.#value) this.#value = value;
  }

  /** The lowest counter the next DDL may start from (0: none noted). */
  get floor(): number {
    return this.#value;
  }
}

/** The shared counter as the session's transaction sees it. */
export const OID_COUNTER_READ = `SELECT value FROM _pgsqlite_meta WHERE key = 'next_oid'`;
/** The counter of the session's temporary objects (its TEMP catalog, temp-store/). */
export const TEMP_OID_COUNTER_READ = `SELECT value FROM temp.${SHADOW_PREFIX}meta WHERE key = 'next_oid'`;

/** The step raising the shared counter to `floor` (first in a DDL plan's request). */
export function raiseOidCounterSql(floor: number): string {
  return `UPDATE _pgsqlite_meta SET value = ${floor} WHERE key = 'next_oid' AND value < ${floor}`;
}

/** The step raising the TEMP catalog's counter to `floor`. */
export function raiseTempOidCounterSql(floor: number): string {
  return `UPDATE temp.${SHADOW_PREFIX}meta SET value = ${floor} WHERE key = 'next_oid' AND value < ${floor}`;
}

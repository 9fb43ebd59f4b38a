import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * Recovery state: a pgsqlite server is always a primary (it has no WAL to replay and never runs
 * as a standby), so pg_is_in_recovery() is false, as on any PostgreSQL primary.
 */
export const RECOVERY_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_is_in_recovery: (args) => (args.length === 0 ? { sql: '0', type: Oid.bool, typmod: -1 } : undefined),
};

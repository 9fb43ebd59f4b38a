import { startPostgres } from '../../helpers/postgres.js';
import { startTarget } from '../../helpers/pgsqlite.js';

/** A running server to run cases against. */
export interface RunningTarget {
  readonly url: string;
  stop(): Promise<void>;
}

/** The server under test: pgsqlite in-process (or PostgreSQL when PGSQLITE_TEST_TARGET=postgres). */
export async function startSubject(): Promise<RunningTarget> {
  const target = await startTarget();
  if (target === null) throw new Error('PGSQLITE_TEST_TARGET=postgres but PostgreSQL is not installed');
  return target;
}

/**
 * The oracle: PGSQLITE_ORACLE_URL when set (cases run in transactions that are rolled back),
 * else a throw-away PostgreSQL 15 cluster (C locale, UTF8, TimeZone UTC).
 */
export async function startOracle(): Promise<RunningTarget> {
  const url = process.env['PGSQLITE_ORACLE_URL'];
  if (url !== undefined && url !== '') return { url, stop: async () => undefined };
  const cluster = await startPostgres();
  if (cluster === null) throw new Error('PostgreSQL is not installed (pg_config not found) and PGSQLITE_ORACLE_URL is not set');
  return cluster;
}

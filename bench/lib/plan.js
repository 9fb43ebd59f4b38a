// What one run measures: the quick plan (`--quick`, under two minutes) and the full plan.
import { CLIENT_MODES } from './clients.js';

/** Storage configurations of pgsqlite, each matched by a raw SQLite baseline of the same kind. */
export const STORAGES = {
  mem: { label: 'in-memory (WAL on tmpfs)', options: {}, durable: false },
  'file-full': { label: 'file, WAL, synchronous FULL', options: { synchronous: 'FULL' }, durable: true, file: true },
  'file-normal': { label: 'file, WAL, synchronous NORMAL', options: { synchronous: 'NORMAL' }, durable: true, file: true },
};

/** PostgreSQL configurations: fsync off, and everything default. */
export const PG_CONFIGS = {
  'fsync-off': { label: 'PostgreSQL 15, fsync=off', fsync: false, durable: false },
  default: { label: 'PostgreSQL 15, defaults', fsync: true, durable: true },
};

/** Quick plan's client modes: node-postgres extended and prepared, postgres.js prepared. */
const QUICK_MODES = ['pg/extended', 'pg/prepared', 'postgres.js/prepared'];

const quick = {
  name: 'quick',
  iterations: { op: 500, warmup: 50, durable: 200, heavy: 50, txn: 20, ddl: 50 },
  batchSizes: [1, 100, 1000],
  batchRows: 10_000,
  // At most this many statements per batched-INSERT trial: 1 row/statement loads 1,000 rows
  // (10,000 round trips took a quarter of the quick run on a loaded machine).
  batchStatements: 1_000,
  startupRuns: 3,
  sqlite: ['mem'],
  floor: { transports: ['tcp'], modes: QUICK_MODES },
  pgsqlite: [
    { storage: 'mem', transports: ['tcp'], modes: QUICK_MODES },
    // The sqlite-wasm engine (--engine wasm), beside the native one in the same run.
    { storage: 'mem', engine: 'wasm', transports: ['tcp'], modes: ['pg/extended'] },
  ],
  postgres: [{ config: 'fsync-off', transports: ['tcp'], modes: QUICK_MODES }],
  batchModes: ['pg/extended'],
  // Trimmed to keep the quick run under two minutes: a few repetitions of the slow once-per-server
  // trials (each still checks its answers), short concurrency and pgbench windows.
  extras: {
    arraySizes: [5, 500],
    // 5-element array queries take ~1 ms: 15 samples left their medians to JIT and GC luck
    // (binary÷text swung 0.8×–1.2× between runs, steady state 0.73×–0.96×), so quick queries get
    // more rounds: each format is timed for ~250 ms (15 to 200 samples)
    resultIterations: 15,
    resultTargetMs: 250,
    extraWarmup: 5,
    pageRows: 1_000_000,
    pagePositions: [1_000, 900_000],
    pageIterations: 5,
    concurrentSeconds: 2,
    copyRows: 200_000,
    // Transactions per client instead of a time window: connecting 8 clients (a thread each)
    // took longer than a 3 s window on a loaded machine, leaving nothing measured.
    pgbenchSeconds: null,
    pgbenchTransactions: { 'select-only': 400, tpcb: 60 },
    // CREATE DATABASE … TEMPLATE of a 3,000-row migrated schema, connect, DROP (per-test-database.js).
    perTestDatabase: { rows: 3000, iterations: 20, warmup: 3 },
    // The 30-table migration into a fresh database, autocommitted and in one transaction (migration-trial.js).
    migration: { iterations: 5, warmup: 1 },
  },
};

const full = {
  name: 'full',
  iterations: { op: 5000, warmup: 500, durable: 500, heavy: 300, txn: 100, ddl: 300 },
  batchSizes: [1, 10, 100, 500, 1000],
  batchRows: 10_000,
  batchStatements: Infinity,
  startupRuns: 15,
  sqlite: ['mem', 'file-full', 'file-normal'],
  floor: { transports: ['tcp', 'unix'], modes: CLIENT_MODES },
  pgsqlite: [
    { storage: 'mem', transports: ['tcp', 'unix'], modes: CLIENT_MODES },
    { storage: 'file-full', transports: ['tcp'], modes: CLIENT_MODES },
    { storage: 'file-normal', transports: ['tcp'], modes: CLIENT_MODES },
    { storage: 'mem', engine: 'wasm', transports: ['tcp'], modes: CLIENT_MODES },
    { storage: 'file-full', engine: 'wasm', transports: ['tcp'], modes: ['pg/extended'] },
  ],
  postgres: [
    { config: 'fsync-off', transports: ['tcp', 'unix'], modes: CLIENT_MODES },
    { config: 'default', transports: ['tcp'], modes: CLIENT_MODES },
  ],
  batchModes: ['pg/extended', 'postgres.js/prepared'],
  extras: {
    arraySizes: [5, 50, 500],
    resultIterations: 100,
    extraWarmup: 3,
    pageRows: 1_000_000,
    pagePositions: [1_000, 100_000, 900_000],
    pageIterations: 50,
    concurrentSeconds: 10,
    copyRows: 1_000_000,
    pgbenchSeconds: 10,
    perTestDatabase: { rows: 3000, iterations: 60, warmup: 5 },
    migration: { iterations: 20, warmup: 2 },
  },
};

/** The plan for `--quick` or the full run. */
export function planFor(isQuick) {
  return isQuick ? quick : full;
}

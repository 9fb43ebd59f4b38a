// The 30-table migration (migration.js) as a once-per-server trial of the benchmark plan (issue 18:
// ≤ 1.0× PostgreSQL): per iteration a fresh database (CREATE DATABASE and connecting are not
// timed), then the migration as Prisma and Drizzle send it — one statement per query, autocommitted
// (`migration`) or in one transaction (`migration-tx`) — then DROP DATABASE (not timed). The same
// rows on PostgreSQL 15 and on pgsqlite compare by trial id.
import pg from 'pg';
import { MIGRATION } from './migration.js';
import { summary } from './per-test-database.js';

const urlOf = (server, database) => ({ host: server.host, port: server.port, user: server.user ?? 'postgres', database });

/** The variants reported, in order: trial id, label, whether in one transaction. */
export const MIGRATION_TRIALS = [
  ['migration', `30-table migration (${MIGRATION.length} statements: tables with serial keys, UNIQUE, CHECK, foreign keys; indexes), autocommitted`, false],
  ['migration-tx', '… in one transaction', true],
];

/** Milliseconds of each of `iterations` migrations (after `warmup` unmeasured ones) into fresh databases. */
async function migrationRounds(server, inTransaction, { iterations, warmup, prefix }) {
  const admin = new pg.Client(urlOf(server, 'postgres'));
  await admin.connect();
  const ms = [];
  try {
    for (let i = 0; i < warmup + iterations; i++) {
      const name = `${prefix}_${process.pid}_${i}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const db = new pg.Client(urlOf(server, name));
      await db.connect();
      try {
        await db.query('SELECT 1');
        const t0 = performance.now();
        if (inTransaction) await db.query('BEGIN');
        for (const sql of MIGRATION) await db.query(sql);
        if (inTransaction) await db.query('COMMIT');
        if (i >= warmup) ms.push(performance.now() - t0);
      } finally {
        await db.end();
      }
      await admin.query(`DROP DATABASE ${name}`);
    }
  } finally {
    await admin.end();
  }
  return ms;
}

/** The migration trials on one server: pushes `migration` and `migration-tx` rows (µs, median and p99) with `target`'s fields. */
export async function runMigrationTrials(target, server, { iterations, warmup }, push, log) {
  for (const [trial, label, inTransaction] of MIGRATION_TRIALS) {
    try {
      const ms = await migrationRounds(server, inTransaction, { iterations, warmup, prefix: trial.replace('-', '_') });
      const row = { trial, label, statements: MIGRATION.length, ...target, ...summary(ms) };
      push(row);
      log(`${target.id} ${trial}: ${(row.median_us / 1000).toFixed(1)} ms`);
    } catch (e) {
      push({ trial, label, ...target, error: e instanceof Error ? e.message : String(e) });
    }
  }
}

/** Markdown lines: the migration on pgsqlite beside PostgreSQL (empty when not run). */
export function migrationTable(trials, pgsqliteId, postgresId) {
  const find = (trial, id) => trials.find((t) => t.trial === trial && t.id === id);
  if (!trials.some((t) => MIGRATION_TRIALS.some(([id]) => t.trial === id))) return [];
  const ms = (r, key) => (r === undefined ? '–' : r.error ? `FAILED: ${r.error.split('\n')[0]}` : (r[key] / 1000).toFixed(1));
  const ratio = (a, b) => (a?.median_us === undefined || b?.median_us === undefined ? '–' : `${(a.median_us / b.median_us).toFixed(2)}×`);
  const lines = [
    '### A 30-table migration with indexes and foreign keys, into a fresh database (ms; node-postgres, one statement per query)',
    '',
    '| migration | pgsqlite median | p99 | PostgreSQL 15 median | p99 | × PostgreSQL |',
    '|---|---|---|---|---|---|',
  ];
  for (const [trial, label] of MIGRATION_TRIALS) {
    const a = find(trial, pgsqliteId);
    const b = find(trial, postgresId);
    lines.push(`| ${label} | ${ms(a, 'median_us')} | ${ms(a, 'p99_us')} | ${ms(b, 'median_us')} | ${ms(b, 'p99_us')} | ${ratio(a, b)} |`);
  }
  lines.push('');
  return lines;
}

// A database per test, as pgsqlite/vitest makes one: CREATE DATABASE … TEMPLATE of a migrated
// schema with a few thousand rows, connect to it and run a query, disconnect, DROP DATABASE —
// each step timed on pgsqlite (in-memory, its own process, as bench/run.js runs it) and on a
// throw-away PostgreSQL 15 (fsync off) in the same run. Prints a table and writes the rows to
// bench/results/<date>-<sha>-per-test-database.json. Run after `npm run build` (or `npx tsc -b`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, revision } from './lib/machine.js';
import { perTestDatabaseTable, runPerTestDatabase } from './lib/per-test-database.js';
import { postgresBinDir, postgresVersion, startPostgres } from './lib/postgres.js';
import { spawnServer } from './lib/servers.js';

const HELP = `Usage: node bench/create-database.mjs [--rows N] [--iterations N] [--warmup N] [--out DIR] [--no-postgres]

A database per test on pgsqlite beside PostgreSQL 15 in one run: CREATE DATABASE … TEMPLATE of a
migrated schema with N rows (default 3000), connect + one query + disconnect, DROP DATABASE.
  --rows N         rows in the template (default 3000)
  --iterations N   measured rounds per server (default 40), after --warmup rounds (default 3)
  --out DIR        where the JSON goes (default bench/results)
  --no-postgres    pgsqlite only (also when PostgreSQL 15 is not installed)
`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`${name} needs a positive integer\n${HELP}`);
    process.exit(2);
  }
  return value;
};
const settings = { rows: option('--rows', 3000), iterations: option('--iterations', 40), warmup: option('--warmup', 3) };
const outAt = args.indexOf('--out');
const outDir = outAt >= 0 ? args[outAt + 1] : fileURLToPath(new URL('./results/', import.meta.url));

const trials = [];
const push = (row) => trials.push(row);
const log = (m) => process.stderr.write(`${m}\n`);
const meta = { ...revision(), machine: machine(), settings, postgres: null };

const pgsqliteTarget = { id: 'pgsqlite:mem:tcp:pg/extended', system: 'pgsqlite', storage: 'mem', transport: 'tcp', mode: 'pg/extended' };
const pgsqlite = await spawnServer('pgsqlite', {});
try {
  await runPerTestDatabase(pgsqliteTarget, pgsqlite, settings, push, log);
} finally {
  await pgsqlite.close();
}

const postgresTarget = { id: 'postgres:fsync-off:tcp:pg/extended', system: 'postgres', config: 'fsync-off', transport: 'tcp', mode: 'pg/extended' };
const binDir = args.includes('--no-postgres') ? null : postgresBinDir();
if (binDir !== null) {
  meta.postgres = postgresVersion(binDir);
  const postgres = await startPostgres(binDir, { fsync: false });
  try {
    await runPerTestDatabase(postgresTarget, postgres, settings, push, log);
  } finally {
    await postgres.close();
  }
} else {
  log('PostgreSQL 15 not run (not installed, or --no-postgres)');
}

process.stdout.write(`${perTestDatabaseTable(trials, pgsqliteTarget.id, postgresTarget.id).join('\n')}\n`);
mkdirSync(outDir, { recursive: true });
const file = join(outDir, `${meta.date.slice(0, 10)}-${meta.sha}-per-test-database.json`);
writeFileSync(file, `${JSON.stringify({ meta, trials }, null, 2)}\n`);
log(`wrote ${file}`);
const failed = trials.filter((t) => t.error);
if (failed.length > 0) {
  log(failed.map((t) => `${t.id} ${t.trial}: ${t.error}`).join('\n'));
  process.exit(1);
}

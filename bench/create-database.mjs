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
import { benchArgs } from './lib/cli-args.js';

const { values: args } = benchArgs({
  script: 'create-database.mjs',
  summary: 'A database per test on pgsqlite beside PostgreSQL 15 in one run: CREATE DATABASE … TEMPLATE of a\nmigrated schema with N rows, connect + one query + disconnect, DROP DATABASE (after `npm run build`).',
  options: {
    rows: { type: 'string', value: 'N', help: 'rows in the template (default 3000)' },
    iterations: { type: 'string', value: 'N', help: 'measured rounds per server (default 40)' },
    warmup: { type: 'string', value: 'N', help: 'unmeasured rounds first (default 3)' },
    out: { type: 'string', value: 'DIR', help: 'where the JSON goes (default bench/results)' },
    'no-postgres': { type: 'boolean', help: 'pgsqlite only (also when PostgreSQL 15 is not installed)' },
  },
});
const option = (name, fallback) => {
  if (args[name] === undefined) return fallback;
  const value = Number(args[name]);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} needs a positive integer (try --help)\n`);
    process.exit(2);
  }
  return value;
};
const settings = { rows: option('rows', 3000), iterations: option('iterations', 40), warmup: option('warmup', 3) };
const outDir = typeof args.out === 'string' ? args.out : fileURLToPath(new URL('./results/', import.meta.url));

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
const binDir = args['no-postgres'] === true ? null : postgresBinDir();
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

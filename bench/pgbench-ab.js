// pgbench A/B, interleaved: pgsqlite with the executor pool, with a thread per connection, and
// PostgreSQL 15 (fsync off), all running at once; each round runs every (mode, script, clients)
// trial on each target back to back, so that machine load moves all of them alike. Prints the
// median tps per trial and target over the rounds, and the ratios to PostgreSQL.
//   node bench/pgbench-ab.js [--rounds 3] [--seconds 4]
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { pgbenchPath } from './lib/pgbench.js';
import { benchArgs } from './lib/cli-args.js';

const run = promisify(execFile);
const { values: args } = benchArgs({
  script: 'pgbench-ab.js',
  summary: 'pgbench A/B, interleaved: pgsqlite with the executor pool, with a thread per connection, and PostgreSQL 15\n(fsync off); median tps per trial over the rounds and the ratios to PostgreSQL.',
  options: {
    rounds: { type: 'string', value: 'N', help: 'rounds (default 3)' },
    seconds: { type: 'string', value: 'N', help: 'seconds per pgbench trial (default 4)' },
  },
});
const flag = (name, dflt) => (args[name] === undefined ? dflt : Number(args[name]));
const rounds = flag('rounds', 3);
const seconds = flag('seconds', 4);
const bin = postgresBinDir();
const bench = pgbenchPath(bin);
if (bench === null) {
  console.error('pgbench not installed');
  process.exit(0);
}
const targets = [
  { name: 'pool', server: await spawnServer('pgsqlite', {}) },
  { name: 'per-connection', server: await spawnServer('pgsqlite', { executors: 'per-connection' }) },
  { name: 'postgres', server: await startPostgres(bin, { fsync: false }) },
];
const envOf = (s) => ({ ...process.env, PGHOST: s.host, PGPORT: String(s.port), PGUSER: 'postgres', PGDATABASE: 'postgres' });
for (const t of targets) await run(bench, ['-i', '-s', '1', '-q'], { env: envOf(t.server) });
const trials = [];
for (const mode of ['simple', 'extended', 'prepared']) for (const script of ['tpcb', 'select-only']) for (const c of [1, 8]) trials.push({ mode, script, c });
const results = new Map();
for (let r = 0; r < rounds; r++) {
  for (const trial of trials) {
    for (const t of targets) {
      const a = ['-n', '-M', trial.mode, ...(trial.script === 'select-only' ? ['-S'] : []), '-c', String(trial.c), '-j', String(Math.min(trial.c, 2)), '-T', String(seconds)];
      const key = `${trial.script} -c${trial.c} -M ${trial.mode}`;
      let tps = null;
      let failed = 0;
      try {
        const { stdout } = await run(bench, a, { env: envOf(t.server), timeout: (seconds + 60) * 1000 });
        tps = Number.parseFloat(stdout.split('tps = ')[1] ?? '');
        if (Number.isNaN(tps)) {
          tps = null;
          process.stderr.write(`${t.name} ${key}: no tps reported\n`);
        }
        failed = Number.parseFloat(stdout.split('number of failed transactions: ')[1] ?? '0');
      } catch (e) {
        process.stderr.write(`${t.name} ${key}: ${String(e.stderr || e.message).trim().split('\n').pop()}\n`);
      }
      const row = results.get(key) ?? new Map();
      results.set(key, row);
      const cell = row.get(t.name) ?? { tps: [], failed: 0 };
      row.set(t.name, cell);
      if (tps !== null) cell.tps.push(tps);
      cell.failed += failed;
    }
  }
  process.stderr.write(`round ${r + 1} done\n`);
}
for (const t of targets) await t.server.close();
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.floor(s.length / 2)];
};
console.log(`| pgbench (median of ${rounds} × ${seconds} s) | pool tps | per-connection tps | PostgreSQL tps | pool ÷ PG | per-connection ÷ PG | failed (pool / per-conn / PG) |`);
console.log('|---|---|---|---|---|---|---|');
for (const [key, row] of results) {
  const m = (n) => median(row.get(n)?.tps ?? []);
  const f = (n) => row.get(n)?.failed ?? 0;
  console.log(`| ${key} | ${m('pool').toFixed(0)} | ${m('per-connection').toFixed(0)} | ${m('postgres').toFixed(0)} | ${(m('pool') / m('postgres')).toFixed(2)} | ${(m('per-connection') / m('postgres')).toFixed(2)} | ${f('pool')} / ${f('per-connection')} / ${f('postgres')} |`);
}

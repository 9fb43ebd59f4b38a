// pgbench A/B, interleaved: pgsqlite with the executor pool (this checkout, and with --base another
// checkout's build too), with a thread per connection (--per-connection), and PostgreSQL 15
// (fsync off), all running at once; each round runs every (mode, script, clients) trial on each
// target back to back, so that machine load moves all of them alike. Prints the median tps per
// trial and target over the rounds, the ratios to PostgreSQL, the failed transactions, and the
// pgsqlite server process's CPU time per transaction (all its threads: far less sensitive to
// other load on the machine than tps).
//   node bench/pgbench-ab.js [--rounds 3] [--seconds 4] [--base /tmp/base] [--scripts tpcb] [--clients 1,8]
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { promisify } from 'node:util';
import { spawnServer } from './lib/servers.js';
import { procTreeCpu } from './lib/proc-cpu.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { pgbenchPath } from './lib/pgbench.js';
import { benchArgs } from './lib/cli-args.js';

const run = promisify(execFile);
const { values: args } = benchArgs({
  script: 'pgbench-ab.js',
  summary: 'pgbench A/B, interleaved: pgsqlite with the executor pool (this checkout and --base), optionally with a\nthread per connection, and PostgreSQL 15 (fsync off); median tps per trial over the rounds, the ratios to\nPostgreSQL, failed transactions, and server CPU µs per transaction.',
  options: {
    rounds: { type: 'string', value: 'N', help: 'rounds (default 3)' },
    seconds: { type: 'string', value: 'N', help: 'seconds per pgbench trial (default 4)' },
    base: { type: 'string', value: 'dir', help: 'a baseline checkout (built: dist/ and packages/*/dist) measured beside this one' },
    'per-connection': { type: 'boolean', help: 'also this checkout with a thread per connection' },
    scripts: { type: 'string', value: 'list', help: 'tpcb,select-only (default both)' },
    modes: { type: 'string', value: 'list', help: 'simple,extended,prepared (default all)' },
    clients: { type: 'string', value: 'list', help: 'client counts (default 1,8)' },
  },
});
const flag = (name, dflt) => (args[name] === undefined ? dflt : Number(args[name]));
const list = (name, dflt) => (args[name] === undefined ? dflt : String(args[name]).split(','));
const rounds = flag('rounds', 3);
const seconds = flag('seconds', 4);
const bin = postgresBinDir();
const bench = pgbenchPath(bin);
if (bench === null) {
  console.error('pgbench not installed');
  process.exit(0);
}
const targets = [{ name: 'pool', server: await spawnServer('pgsqlite', {}) }];
if (args.base !== undefined) targets.push({ name: 'base', server: await spawnServer('pgsqlite', {}, join(resolve(String(args.base)), 'bench/lib/server-child.js')) });
if (args['per-connection'] === true) targets.push({ name: 'per-connection', server: await spawnServer('pgsqlite', { executors: 'per-connection' }) });
targets.push({ name: 'postgres', server: await startPostgres(bin, { fsync: false }) });
const names = targets.map((t) => t.name);
const envOf = (s) => ({ ...process.env, PGHOST: s.host, PGPORT: String(s.port), PGUSER: 'postgres', PGDATABASE: 'postgres' });
for (const t of targets) await run(bench, ['-i', '-s', '1', '-q'], { env: envOf(t.server) });
const trials = [];
for (const mode of list('modes', ['simple', 'extended', 'prepared'])) for (const script of list('scripts', ['tpcb', 'select-only'])) for (const c of list('clients', ['1', '8']).map(Number)) trials.push({ mode, script, c });
const results = new Map();
/**
 * CPU µs of a server so far: a pgsqlite process (all threads, from itself), or PostgreSQL's
 * postmaster and backends from /proc (utime + stime, plus the children's that were waited for: the
 * backends of earlier trials, which exited when their pgbench connections closed).
 */
const cpuOf = async (t) => {
  if (t.server.stats !== undefined) {
    const { cpu } = await t.server.stats();
    return cpu.user + cpu.system;
  }
  return t.server.pid === undefined ? null : procTreeCpu(t.server.pid);
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadAtStart = loadAverage();
for (let r = 0; r < rounds; r++) {
  for (const trial of trials) {
    for (const t of targets) {
      const a = ['-n', '-M', trial.mode, ...(trial.script === 'select-only' ? ['-S'] : []), '-c', String(trial.c), '-j', String(Math.min(trial.c, 2)), '-T', String(seconds)];
      const key = `${trial.script} -c${trial.c} -M ${trial.mode}`;
      let tps = null;
      let failed = 0;
      let cpuPerTx = null;
      const cpu0 = await cpuOf(t);
      try {
        const { stdout } = await run(bench, a, { env: envOf(t.server), timeout: (seconds + 60) * 1000 });
        tps = Number.parseFloat(stdout.split('tps = ')[1] ?? '');
        if (Number.isNaN(tps)) {
          tps = null;
          process.stderr.write(`${t.name} ${key}: no tps reported\n`);
        }
        failed = Number.parseFloat(stdout.split('number of failed transactions: ')[1] ?? '0');
        const done = Number.parseFloat(stdout.split('number of transactions actually processed: ')[1] ?? '');
        const cpu1 = await cpuOf(t);
        if (cpu0 !== null && cpu1 !== null && done > 0) cpuPerTx = (cpu1 - cpu0) / done;
      } catch (e) {
        process.stderr.write(`${t.name} ${key}: ${String(e.stderr || e.message).trim().split('\n').pop()}\n`);
      }
      const row = results.get(key) ?? new Map();
      results.set(key, row);
      const cell = row.get(t.name) ?? { tps: [], cpu: [], failed: 0 };
      row.set(t.name, cell);
      if (tps !== null) cell.tps.push(tps);
      if (cpuPerTx !== null) cell.cpu.push(cpuPerTx);
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
const mine = names.filter((n) => n !== 'postgres');
// Cores used = tps × CPU per transaction: a server short of CPU (a loaded machine gives each
// runnable thread its share: pgsqlite's one server thread against PostgreSQL's backend per client)
// uses little of a core although its clients wait.
process.stdout.write(`load average ${loadAtStart} at the start, ${loadAverage()} at the end (${cpus().length} cores)\n\n`);
console.log(`| pgbench (median of ${rounds} × ${seconds} s) | ${names.map((n) => `${n} tps`).join(' | ')} | ${mine.map((n) => `${n} ÷ PG`).join(' | ')} | ${names.map((n) => `${n} CPU µs/tx`).join(' | ')} | ${names.map((n) => `${n} cores`).join(' | ')} | failed (${names.join(' / ')}) |`);
console.log(`|---|${names.map(() => '---').join('|')}|${mine.map(() => '---').join('|')}|${names.map(() => '---').join('|')}|${names.map(() => '---').join('|')}|---|`);
for (const [key, row] of results) {
  const m = (n) => median(row.get(n)?.tps ?? []);
  const c = (n) => median(row.get(n)?.cpu ?? []);
  const f = (n) => row.get(n)?.failed ?? 0;
  console.log(`| ${key} | ${names.map((n) => m(n).toFixed(0)).join(' | ')} | ${mine.map((n) => (m(n) / m('postgres')).toFixed(2)).join(' | ')} | ${names.map((n) => c(n).toFixed(0)).join(' | ')} | ${names.map((n) => ((m(n) * c(n)) / 1e6).toFixed(2)).join(' | ')} | ${names.map(f).join(' / ')} |`);
}

#!/usr/bin/env node
// Resident memory of the CLI server process, A/B in one run (issue 18: idle < 80 MB, 200 idle
// connections add < 150 MB): for each `cli.js` given, `node <cli.js> --port 0`, rounds interleaved
// so that machine load hits all alike. Per start: RSS (VmRSS of /proc/<pid>/status, all threads)
// after the URL is printed, after one session ran SELECT 1 and the process settled (idle), at rest
// (no statement for --rest ms: the executor pool retires the threads it keeps only while in use),
// and after N more connections (each ran SELECT 1, all left open) settled; medians over the rounds.
//   node bench/memory-ab.js [--idle 200] [--rounds 3] [--settle 2000] [--rest 25000] [cli.js …]   (default dist/cli.js)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { median } from './lib/stats.js';
import { benchArgs } from './lib/cli-args.js';

const { values: args, positionals } = benchArgs({
  script: 'memory-ab.js',
  summary: 'Resident memory of the CLI server: after start, idle after one session, at rest, and with N idle connections;\neach cli.js given (default dist/cli.js), rounds interleaved; medians in MB.',
  args: '[cli.js …]',
  positionals: { min: 0, max: Infinity },
  options: {
    idle: { type: 'string', value: 'N', help: 'idle connections opened after the first session (default 200)' },
    rounds: { type: 'string', value: 'count', help: 'starts of each CLI (default 3)' },
    settle: { type: 'string', value: 'ms', help: 'wait before each RSS reading (default 2000)' },
    rest: { type: 'string', value: 'ms', help: 'after the first session, no statement for this long before the at-rest reading (default 25000)' },
  },
});
const IDLE = Number(args.idle ?? 200);
const ROUNDS = Number(args.rounds ?? 3);
const SETTLE = Number(args.settle ?? 2000);
const REST = Number(args.rest ?? 25000);
const clis = positionals.length > 0 ? positionals : [fileURLToPath(new URL('../dist/cli.js', import.meta.url))];

const URL_LINE = 'listening on postgresql://';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function threads(pid) {
  const m = /Threads:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? NaN : Number(m[1]);
}
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m === null ? NaN : Number(m[1]) / 1024;
}

async function once(cli) {
  const child = spawn(process.execPath, [cli, '--port', '0', '--max-connections', String(IDLE + 10)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const clients = [];
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.on('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
      child.stdout.on('data', (d) => {
        out += d;
        const m = new RegExp(`${URL_LINE}[^:]*:(\\d+)/`).exec(out);
        if (m !== null) resolve(Number(m[1]));
      });
    });
    const started = rssMb(child.pid);
    const open = async () => {
      const c = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      await c.connect();
      await c.query('SELECT 1');
      clients.push(c);
    };
    await open();
    await sleep(SETTLE);
    const idle = rssMb(child.pid);
    const idleThreads = threads(child.pid);
    await sleep(Math.max(0, REST - SETTLE));
    const rest = rssMb(child.pid);
    const restThreads = threads(child.pid);
    for (let i = 0; i < IDLE; i += 20) await Promise.all(Array.from({ length: Math.min(20, IDLE - i) }, open));
    await sleep(SETTLE);
    const many = rssMb(child.pid);
    return { started, idle, rest, many, idleThreads, restThreads };
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    child.kill('SIGKILL');
  }
}

const samples = clis.map(() => []);
for (let r = 0; r < ROUNDS; r++) for (const [k, cli] of clis.entries()) samples[k].push(await once(cli));
for (const [k, cli] of clis.entries()) {
  const m = (key) => median(samples[k].map((s) => s[key]));
  console.log(`${cli}: after start ${m('started').toFixed(1)} MB, idle after one session ${m('idle').toFixed(1)} MB (${m('idleThreads')} OS threads), at rest ${m('rest').toFixed(1)} MB (${m('restThreads')} OS threads), with ${IDLE} more idle connections ${m('many').toFixed(1)} MB (+${(m('many') - m('rest')).toFixed(1)} MB over at rest)`);
}

// Start-up time: spawn a server process, wait for the URL line it prints once it accepts
// connections, connect over TCP (accepted), then finish a protocol start-up (ReadyForQuery,
// which includes opening the database on first use), then answer `SELECT 1` (first query).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { median } from './stats.js';
import { benchArgs } from './cli-args.js';

const URL_LINE = 'listening on postgresql://';

/** A StartupMessage for user postgres, database postgres (protocol 3.0). */
function startupMessage() {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

/** A simple Query message. */
function queryMessage(sql) {
  const body = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write('Q');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/**
 * Reads ReadyForQuery ('Z') messages from the socket: `next()` resolves at the next one (those
 * that arrived before are counted). An ErrorResponse rejects.
 */
function readyMessages(socket) {
  let seen = 0;
  let waiting = null;
  let failed = null;
  let buf = Buffer.alloc(0);
  const settle = () => {
    if (waiting === null) return;
    if (failed !== null) waiting.reject(failed);
    else if (seen >= waiting.count) waiting.resolve();
    else return;
    waiting = null;
  };
  socket.on('error', (e) => {
    failed = e;
    settle();
  });
  socket.on('data', (chunk) => {
    buf = Buffer.concat([buf, chunk]);
    while (buf.length >= 5) {
      const len = buf.readInt32BE(1);
      if (buf.length < len + 1) break;
      const type = String.fromCharCode(buf[0]);
      if (type === 'E') failed = new Error(`start-up failed: ${buf.subarray(5, len + 1).toString()}`);
      if (type === 'Z') seen++;
      buf = buf.subarray(len + 1);
    }
    settle();
  });
  let asked = 0;
  return {
    next: () =>
      new Promise((resolve, reject) => {
        asked++;
        waiting = { count: asked, resolve, reject };
        settle();
      }),
  };
}

/**
 * CPU milliseconds used so far by every thread of process `pid` (Linux: /proc/<pid>/task/<tid>/schedstat),
 * or null where that is not available. Far less sensitive to other load on the machine than wall time.
 */
function processCpuMs(pid) {
  try {
    let ns = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) ns += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1e6;
  } catch {
    return null;
  }
}

/**
 * One start-up of `node <args>`: milliseconds from spawn to the URL line, to the first
 * accepted TCP connection, to ReadyForQuery and to the answer of a first `SELECT 1`, and the
 * child's CPU milliseconds (all threads) at those points. `protocol: false` stops at the connection (for a baseline that does not
 * speak the protocol). `env`: the child's environment (default: this process's).
 */
export async function startOnce(args, { protocol = true, cwd, env } = {}) {
  const t0 = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - t0) / 1e6;
  const child = spawn(process.execPath, args, { cwd, env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.on('exit', (code) => reject(new Error(`exited with ${code} before listening: ${stderr}`)));
      child.stdout.on('data', (d) => {
        out += d;
        const at = out.indexOf(URL_LINE);
        if (at < 0) return;
        const rest = out.slice(at + URL_LINE.length);
        const colon = rest.indexOf(':');
        const slash = rest.indexOf('/', colon);
        if (colon < 0 || slash < 0) return;
        resolve(Number(rest.slice(colon + 1, slash)));
      });
    });
    const printed = ms();
    const socket = await new Promise((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(s));
      s.on('error', reject);
    });
    const accepted = ms();
    const acceptedCpu = processCpuMs(child.pid);
    let ready = null;
    let readyCpu = null;
    let query = null;
    let queryCpu = null;
    if (protocol) {
      const readies = readyMessages(socket);
      socket.write(startupMessage());
      await readies.next();
      ready = ms();
      readyCpu = processCpuMs(child.pid);
      socket.write(queryMessage('SELECT 1'));
      await readies.next();
      query = ms();
      queryCpu = processCpuMs(child.pid);
    }
    socket.destroy();
    return { printed, accepted, ready, query, acceptedCpu, readyCpu, queryCpu };
  } finally {
    child.kill('SIGKILL');
  }
}

/** `runs` start-ups, medians and minimums of each milestone (wall and CPU). */
export async function measureStartup(args, { runs = 10, protocol = true, cwd, env } = {}) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await startOnce(args, { protocol, cwd, env }));
  const pick = (k) => samples.map((s) => s[k]).filter((v) => v !== null);
  const summary = (k) => {
    const v = pick(k);
    return v.length === 0 ? null : { median: median(v), min: Math.min(...v) };
  };
  return { runs, accepted: summary('accepted'), ready: summary('ready'), query: summary('query'), acceptedCpu: summary('acceptedCpu'), readyCpu: summary('readyCpu'), queryCpu: summary('queryCpu') };
}

/** A node process that only listens and prints the same line: node's own share of start-up. */
export const NODE_FLOOR_ARGS = [
  '-e',
  "require('net').createServer().listen(0,'127.0.0.1',function(){console.log('listening on postgresql://postgres@127.0.0.1:'+this.address().port+'/postgres')})",
];

/**
 * `node bench/lib/startup.js [runs] [cli.js …]`: node alone, then each CLI (default dist/cli.js with
 * and without its code cache), interleaved; medians of wall and CPU (all threads) milliseconds.
 */
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchArgs({
    script: 'lib/startup.js',
    summary: 'Start-up time: node alone, then each CLI (default dist/cli.js with and without its code cache),\ninterleaved; medians of wall and CPU milliseconds.',
    args: '[runs] [cli.js …]',
    positionals: { min: 0, max: Infinity },
  });
  const runs = Number(process.argv[2] ?? 11);
  const cli = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
  const given = process.argv.slice(3);
  const variants = [
    { name: 'node alone', args: NODE_FLOOR_ARGS, protocol: false },
    ...(given.length > 0
      ? given.map((file) => ({ name: file, args: [file, '--port', '0'], protocol: true }))
      : [
          { name: 'dist/cli.js', args: [cli, '--port', '0'], protocol: true },
          { name: 'dist/cli.js, PGSQLITE_CODE_CACHE=off', args: [cli, '--port', '0'], protocol: true, env: { ...process.env, PGSQLITE_CODE_CACHE: 'off' } },
        ]),
  ];
  const samples = variants.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, v] of variants.entries()) samples[k].push(await startOnce(v.args, { protocol: v.protocol, env: v.env }));
  }
  const med = (list, key) => {
    const values = list.map((s) => s[key]).filter((x) => x !== null && x !== undefined);
    return values.length === 0 ? '-' : median(values).toFixed(1);
  };
  for (const [k, v] of variants.entries()) {
    const s = samples[k];
    console.log(`${v.name}: accepted ${med(s, 'accepted')} ms (CPU ${med(s, 'acceptedCpu')}), ReadyForQuery ${med(s, 'ready')} ms (CPU ${med(s, 'readyCpu')}), first query ${med(s, 'query')} ms (CPU ${med(s, 'queryCpu')})`);
  }
}

// pgbench (PostgreSQL's own benchmark client) against a server: `pgbench -i -s 1` once, then
// select-only (-S) and TPC-B-like (the default script) at -c 1 and -c 8 for a fixed time or a
// fixed number of transactions per client, simple protocol, no vacuum (-n). Skipped when pgbench is not installed.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The pgbench next to PostgreSQL's server binaries, or null. */
export function pgbenchPath(binDir) {
  if (binDir === null) return null;
  const p = join(binDir, 'pgbench');
  return existsSync(p) ? p : null;
}

const number = (out, label) => {
  const at = out.indexOf(label);
  if (at < 0) return null;
  return Number.parseFloat(out.slice(at + label.length).trim().split(/\s/)[0]);
};

/**
 * Initializes scale 1 and runs every (script, clients) pair; rows { trial, tps, latency_ms,
 * failed, transactions } or { trial, error }.
 */
export async function pgbenchTrials(bin, server, { seconds, transactions = null, clients }) {
  const env = { ...process.env, PGHOST: server.host, PGPORT: String(server.port), PGUSER: 'postgres', PGDATABASE: 'postgres' };
  const opts = { env, encoding: 'utf8', timeout: ((seconds ?? 0) + 120) * 1000, maxBuffer: 1 << 24 };
  try {
    await run(bin, ['-i', '-s', '1', '-q'], opts);
  } catch (e) {
    const error = `pgbench -i failed: ${(e.stderr || e.message).trim().split('\n').slice(-2).join(' ')}`;
    return clients.flatMap((c) => ['select-only', 'tpcb'].map((s) => ({ trial: `pgbench-${s}-c${c}`, error })));
  }
  const rows = [];
  for (const script of ['select-only', 'tpcb']) {
    for (const c of clients) {
      const trial = `pgbench-${script}-c${c}`;
      // A fixed time (-T) includes connecting every client, which can take seconds on a loaded
      // machine; a fixed count per client (-t) always leaves transactions to measure.
      const count = transactions?.[script] ?? null;
      const length = count === null ? ['-T', String(seconds)] : ['-t', String(count)];
      const args = ['-n', ...(script === 'select-only' ? ['-S'] : []), '-c', String(c), '-j', String(Math.min(c, 2)), ...length];
      try {
        const { stdout, stderr } = await run(bin, args, opts);
        if (number(stdout, 'tps = ') === null) {
          rows.push({ trial, error: `pgbench ${args.join(' ')}: no tps reported: ${stderr.trim().split('\n').slice(-2).join(' ')}` });
          continue;
        }
        rows.push({
          trial,
          tps: number(stdout, 'tps = '),
          latency_ms: number(stdout, 'latency average = '),
          transactions: number(stdout, 'number of transactions actually processed: '),
          failed: number(stdout, 'number of failed transactions: ') ?? 0,
        });
      } catch (e) {
        rows.push({ trial, error: `pgbench ${args.join(' ')}: ${(e.stderr || e.message).trim().split('\n').slice(-2).join(' ')}` });
      }
    }
  }
  return rows;
}

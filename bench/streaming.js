// Results that stream (issue 18): what a large result costs the server while a client reads it —
// first-row latency, the server's resident memory before / at its peak / after, and the time to
// read it all — for a plain SELECT (node-postgres rows), a row-limited portal pulled in batches
// (pg-cursor), and a client that reads slowly; pgsqlite beside PostgreSQL 15 (fsync off) when
// installed. Budget (issue 18): a 2-million-row SELECT raises pgsqlite's RSS by < 64 MB.
//
//   node bench/streaming.js [--rows 2000000] [--quick] [--targets pgsqlite,postgres] [--out dir]
//
// Prints a markdown table; writes bench/results/streaming-<date>.json. Needs `npx tsc -b` first.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { spawnServer } from './lib/servers.js';
import { postgresBinDir, startPostgres } from './lib/postgres.js';
import { benchArgs } from './lib/cli-args.js';

const { values: args } = benchArgs({
  script: 'streaming.js',
  summary: 'A large result read by a client: first-row latency, server RSS before / peak / after, total time —\nplain SELECT, a row-limited portal in batches, a slow reader; pgsqlite and PostgreSQL 15 (after `npx tsc -b`).',
  options: {
    rows: { type: 'string', value: 'N', help: 'rows of the result (default 2,000,000; 500,000 with --quick)' },
    quick: { type: 'boolean', help: 'a smaller result' },
    targets: { type: 'string', value: 'LIST', help: 'comma-separated: pgsqlite,postgres (default both)' },
    out: { type: 'string', value: 'DIR', help: 'where the JSON goes (default bench/results)' },
  },
});
const rows = Number(args.rows ?? (args.quick === true ? 500_000 : 2_000_000));
const targets = String(args.targets ?? 'pgsqlite,postgres').split(',');
// A table scan (a set-returning function in FROM is built in full first by PostgreSQL itself).
const SETUP = `CREATE TABLE big AS SELECT g AS id, 'row ' || g AS label, g * 0.5 AS half FROM generate_series(1, ${rows}) AS g`;
const QUERY = 'SELECT id, label, half FROM big';
const MB = 2 ** 20;
const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident set of a process in bytes (0 once gone). */
function rssBytes(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m === null ? 0 : Number(m[1]) * 1024;
  } catch {
    return 0;
  }
}
/** A process and its descendants (PostgreSQL: the postmaster and its backends). */
function treePids(root) {
  const out = [root];
  try {
    for (const child of readFileSync(`/proc/${root}/task/${root}/children`, 'utf8').trim().split(/\s+/)) if (child) out.push(...treePids(Number(child)));
  } catch {
    // gone
  }
  return out;
}
const serverRss = (t) => treePids(t.pid).reduce((a, p) => a + rssBytes(p), 0);

/** Samples the server's RSS every 20 ms while `work` runs; returns its result and the peak. */
async function withPeak(t, work) {
  let peak = serverRss(t);
  const timer = setInterval(() => (peak = Math.max(peak, serverRss(t))), 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, serverRss(t)) };
  } finally {
    clearInterval(timer);
  }
}

async function startTarget(kind) {
  if (kind === 'postgres') {
    const bin = postgresBinDir();
    if (bin === null) return null;
    return startPostgres(bin, { fsync: false });
  }
  return spawnServer('pgsqlite', {});
}

const connect = async (t) => {
  const c = new pg.Client({ host: t.host, port: t.port, user: 'postgres', database: 'postgres' });
  await c.connect();
  return c;
};

/** The whole result through node-postgres's row events (nothing kept): first row and total ms. */
function readAll(c, sql, perRow = null) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = null;
    let n = 0;
    const q = new pg.Query({ text: sql, rowMode: 'array' });
    q.on('row', () => {
      if (first === null) first = performance.now() - t0;
      n++;
      perRow?.(n);
    });
    q.on('error', reject);
    q.on('end', () => resolve({ rows: n, first_row_ms: round(first ?? 0, 1), total_ms: round(performance.now() - t0, 0) }));
    c.query(q);
  });
}

/** The result through a row-limited portal (pg-cursor), `batch` rows per Execute. */
async function readCursor(c, sql, batch) {
  const t0 = performance.now();
  const cursor = c.query(new Cursor(sql, [], { rowMode: 'array' }));
  const read = () => new Promise((resolve, reject) => cursor.read(batch, (err, got) => (err ? reject(err) : resolve(got))));
  let first = null;
  let n = 0;
  for (;;) {
    const got = await read();
    if (first === null) first = performance.now() - t0;
    n += got.length;
    if (got.length < batch) break;
  }
  await new Promise((resolve) => cursor.close(resolve));
  return { rows: n, first_row_ms: round(first ?? 0, 1), total_ms: round(performance.now() - t0, 0) };
}

/** One way of reading, with the server's RSS before (idle, warmed up), at its peak, and 3 s after. */
async function trial(t, c, name, work) {
  await sleep(1000);
  const before = serverRss(t);
  const { result, peak } = await withPeak(t, work);
  await sleep(3000);
  const after = serverRss(t);
  const row = { trial: name, ...result, rss_before_mb: round(before / MB), rss_peak_mb: round(peak / MB), rss_growth_mb: round((peak - before) / MB), rss_after_mb: round(after / MB) };
  process.stderr.write(`${t.kind ?? 'postgres'} ${name}: ${JSON.stringify(row)}\n`);
  return row;
}

async function measure(kind) {
  const t = await startTarget(kind);
  if (t === null) return null;
  try {
    const setup = await connect(t);
    await setup.query(SETUP);
    await setup.end();
    const c = await connect(t);
    // Warm up: the query's plan and the server's threads, with a small result of the same shape.
    await readAll(c, `${QUERY} LIMIT 20000`);
    const out = [];
    out.push(await trial(t, c, 'select', () => readAll(c, QUERY)));
    out.push(await trial(t, c, 'portal, 1000 rows per Execute', () => readCursor(c, QUERY, 1000)));
    // A slow reader: a pause of 2 ms every 5,000 rows (about 10 s behind for 2M rows at full speed).
    out.push(
      await trial(t, c, 'select, slow reader', () =>
        readAll(c, QUERY, (n) => {
          if (n % 5000 === 0) {
            const until = performance.now() + 2;
            while (performance.now() < until);
          }
        }),
      ),
    );
    await c.end();
    return { target: kind, trials: out };
  } finally {
    await t.close();
  }
}

const results = [];
for (const kind of targets) {
  const r = await measure(kind);
  if (r !== null) results.push(r);
}

const lines = [
  `${rows.toLocaleString('en')}-row SELECT (\`${QUERY}\`) read by node-postgres (server RSS, MB)`,
  '',
  '| target | trial | first row ms | total ms | RSS before | peak | growth | after |',
  '|---|---|---|---|---|---|---|---|',
];
for (const r of results) {
  for (const x of r.trials) lines.push(`| ${r.target} | ${x.trial} | ${x.first_row_ms} | ${x.total_ms} | ${x.rss_before_mb} | ${x.rss_peak_mb} | ${x.rss_growth_mb} | ${x.rss_after_mb} |`);
}
process.stdout.write(`${lines.join('\n')}\n`);
const dir = String(args.out ?? new URL('./results/', import.meta.url).pathname);
mkdirSync(dir, { recursive: true });
const file = `${dir.replace(/\/$/, '')}/streaming-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ rows, setup: SETUP, query: QUERY, results }, null, 2));
process.stderr.write(`wrote ${file}\n`);

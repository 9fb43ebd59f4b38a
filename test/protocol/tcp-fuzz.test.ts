import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { mutate, rng } from './fuzz/mutate.js';
import { startServerProcess, type ServerProcess } from './fuzz/server-process.js';

/**
 * TCP fuzz: sessions recorded from real clients (fuzz/sessions.json: psql, node-postgres simple
 * and extended, postgres.js COPY) are replayed with mutations (fuzz/mutate.ts) against pgsqlite
 * running in its own process. Every HEALTH_EVERY cases a fresh connection must answer SELECT 1;
 * at the end the server must be alive, its log free of internal errors and stack traces, no
 * session left in pg_stat_activity, and its fds and RSS back to their start ±10 %.
 *
 * Budget: 20,000 sessions per CI run; PGSQLITE_FUZZ_SCALE multiplies it (a long run), and
 * PGSQLITE_FUZZ_SEED replays a run. An input that breaks the server is written to
 * fuzz/found-<seed>.json (seed, last inputs, the server's log and pg_stat_activity).
 *
 * Budget: 1,500 sessions in every run (CI); PGSQLITE_TCP_FUZZ=1 runs the full 20,000.
 * Aborted connections used to leak (one executor thread and its fds per session, until the server
 * stopped accepting sessions after ~500); the executor pool and the clean-up on a lost connection
 * (test/server/aborted-connections.test.ts) closed that. Executor threads added under the fuzz's
 * load retire after 10 s idle, so the final comparison waits up to 40 s for fds and RSS to settle.
 */
const FULL = process.env['PGSQLITE_TCP_FUZZ'] === '1';
const SCALE = Math.max(1, Number(process.env['PGSQLITE_FUZZ_SCALE'] ?? '1'));
const SEED = Number(process.env['PGSQLITE_FUZZ_SEED'] ?? Math.floor(Math.random() * 0x7fffffff));
const SESSIONS = Number(process.env['PGSQLITE_TCP_FUZZ_SESSIONS'] ?? (FULL ? 20_000 * SCALE : 1_500));
const CONCURRENCY = 8;
const HEALTH_EVERY = 250;

const recorded = (JSON.parse(readFileSync(fileURLToPath(new URL('./fuzz/sessions.json', import.meta.url)), 'utf8')) as { sessions: { name: string; stream: string }[] }).sessions.map((s) => ({
  name: s.name,
  bytes: Uint8Array.from(Buffer.from(s.stream, 'hex')),
}));

const server = await startServerProcess();
afterAll(async () => server?.stop(), 30_000);
/** The server, inside the suite (which runs only when it was started). */
const running = (): ServerProcess => server as ServerProcess;

/**
 * One mutated session: connect, send (in 1–3 writes), then hang up: 10 % at once (mid-startup,
 * mid-statement), the rest once the server closed, or 25 ms after its last ReadyForQuery, or
 * after 3 s. Waiting for the answers keeps the fuzzer from opening sessions faster than the
 * server starts them (each session still opens an executor; see the report of this suite).
 */
async function play(bytes: Uint8Array, random: () => number): Promise<void> {
  const socket = connect(running().port, '127.0.0.1');
  socket.on('error', () => undefined);
  let lastReady = 0;
  let quietTimer: ReturnType<typeof setTimeout> | null = null;
  let settle: (() => void) | null = null;
  socket.on('data', (d: Buffer) => {
    // A ReadyForQuery ('Z', length 5) anywhere in the chunk: the server is between commands.
    if (d.includes(Buffer.from([0x5a, 0, 0, 0, 5]))) lastReady = Date.now();
    if (lastReady > 0 && settle !== null) {
      if (quietTimer !== null) clearTimeout(quietTimer);
      const done = settle;
      quietTimer = setTimeout(() => done(), 25);
    }
  });
  await new Promise<void>((resolve) => {
    socket.once('connect', resolve);
    socket.once('error', () => resolve());
    socket.once('close', () => resolve());
  });
  const parts = 1 + Math.floor(random() * 3);
  const step = Math.ceil(bytes.length / parts);
  for (let at = 0; at < bytes.length; at += step) socket.write(bytes.subarray(at, at + step));
  if (random() >= 0.1) {
    await new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 3000);
      settle = () => {
        clearTimeout(t);
        resolve();
      };
      if (lastReady > 0) quietTimer = setTimeout(() => settle?.(), 25);
      socket.once('close', () => settle?.());
    });
  }
  if (quietTimer !== null) clearTimeout(quietTimer);
  socket.destroy();
}

let slowestHealth = 0;

/**
 * Waits (at most 60 s) until the server's thread count has not changed for 22 s: executor
 * threads started for the warm-up's load retire after 10 s idle, checked every 10 s, so a
 * shorter quiet spell could take the baseline with one of them still counted.
 */
async function steadyThreads(): Promise<void> {
  let last = running().threads();
  let same = 0;
  for (let t = 0; t < 120 && same < 44; t++) {
    await new Promise((r) => setTimeout(r, 500));
    const now = running().threads();
    same = now === last ? same + 1 : 0;
    last = now;
  }
}

async function health(): Promise<void> {
  const c = new pg.Client({ host: '127.0.0.1', port: running().port, user: 'postgres', database: 'postgres', connectionTimeoutMillis: 60_000, query_timeout: 60_000 });
  const t = Date.now();
  await c.connect();
  const r = await c.query('SELECT 1 AS ok');
  slowestHealth = Math.max(slowestHealth, Date.now() - t);
  expect(r.rows).toEqual([{ ok: 1 }]);
  await c.end();
}

async function activeSessions(): Promise<number> {
  const c = new pg.Client({ host: '127.0.0.1', port: running().port, user: 'postgres', database: 'postgres' });
  await c.connect();
  const r = await c.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity');
  await c.end();
  return Number(r.rows[0]?.n);
}

/**
 * Fds the server holds: all of them but module files being read at that moment (a lazily
 * imported module, read once and closed: present in one sample, gone in the next).
 */
const heldFds = (): number => {
  let n = 0;
  for (const [kind, count] of Object.entries(running().fdKinds())) if (!/\.(m?js|ts|json|node)$/.test(kind)) n += count;
  return n;
};

const badLines = (log: string): string[] => log.split('\n').filter((l) => /internal error|XX000|^\s+at |uncaught|unhandled/i.test(l));

describe('tcp-fuzz: mutated recorded client sessions against a running pgsqlite', () => {
  const server = running();
  it(`survives ${SESSIONS} mutated sessions (seed ${SEED}) with fds and RSS back to their start`, async () => {
    const random = rng(SEED);
    const others = recorded.map((r) => r.bytes);
    // Warm up (parser, executors, plan cache) before the baseline is taken.
    for (let i = 0; i < 3; i++) await health();
    for (const r of recorded) await play(r.bytes, random);
    await health();
    // Connected before the fuzzing: what the sessions are doing can be seen even if new ones hang.
    const admin = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres', query_timeout: 20_000 });
    await admin.connect();
    const started = Date.now();
    let next = 0;
    // The first slice of the cases warms the server up: every executor thread opens its SQLite
    // connection to the database (with its WAL and shm fds) when a session first needs it, and
    // the pool boots spare threads; these are bounded caches, not leaks. The baseline is taken
    // after that slice, once the thread count holds still, and a leak shows as growth over the rest.
    const warm = Math.min(SESSIONS, Math.max(CONCURRENCY, Math.round(SESSIONS * 0.1)));
    let limit = warm;
    let failure: { at: number; error: string } | null = null;
    const recent: { i: number; base: string; hex: string }[] = [];
    const worker = async (): Promise<void> => {
      while (failure === null) {
        if (next >= limit) return;
        const i = next++;
        const base = recorded[Math.floor(random() * recorded.length)] ?? recorded[0];
        if (base === undefined) return;
        const bytes = mutate(base.bytes, others, random);
        recent.push({ i, base: base.name, hex: Buffer.from(bytes).toString('hex') });
        if (recent.length > 4 * CONCURRENCY) recent.shift();
        await play(bytes, random);
        if (process.env['PGSQLITE_TCP_FUZZ_TRACE'] === '1' && i % 50 === 0) process.stdout.write(`case ${i}: fds ${server.fds()} threads ${server.threads()}\n`);
        if (i % HEALTH_EVERY === HEALTH_EVERY - 1) {
          try {
            if (!server.alive()) throw new Error('server process died');
            await health();
            const bad = badLines(server.log());
            if (bad.length > 0) throw new Error(`server log: ${bad.slice(0, 5).join(' | ')}`);
          } catch (e) {
            failure = { at: i, error: `${e instanceof Error ? e.message : String(e)} (server fds ${server.fds()}, threads ${server.threads()})` };
          }
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
    // Warm until the server's SQLite connections stop growing (one per executor thread that has
    // served a session, with its WAL and shm): two slices in a row that open none, or 60 % of the
    // cases, whichever comes first.
    const dbFds = (): number => Object.entries(server.fdKinds()).filter(([k]) => /\.sqlite/.test(k)).reduce((n, [, c]) => n + c, 0);
    for (let calm = 0, before = dbFds(); calm < 2 && limit < SESSIONS * 0.6 && failure === null; ) {
      limit = Math.min(SESSIONS, limit + warm);
      await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
      const now = dbFds();
      calm = now > before ? 0 : calm + 1;
      before = now;
    }
    await steadyThreads();
    const fds0 = heldFds();
    const kinds0 = server.fdKinds();
    const rss0 = server.rss();
    const threads0 = server.threads();
    limit = SESSIONS;
    if (failure === null) await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
    const elapsed = Date.now() - started;
    if (failure !== null) {
      const activity = await admin
        .query("SELECT pid, state, wait_event_type, wait_event, query_start, left(query, 80) AS query FROM pg_stat_activity WHERE pid <> pg_backend_pid()")
        .then((r) => r.rows, (e: unknown) => String(e));
      await admin.end().catch(() => undefined);
      const file = fileURLToPath(new URL(`./fuzz/found-${SEED}.json`, import.meta.url));
      writeFileSync(file, `${JSON.stringify({ seed: SEED, failure, activity, recent, log: server.log().split('\n').slice(-300) }, null, 1)}\n`);
      throw new Error(`after case ${(failure as { at: number }).at}: ${(failure as { error: string }).error} (last inputs in ${file})`);
    }
    await admin.end();
    // Let the server finish ending the sessions, then compare with the baseline.
    let sessions = await activeSessions();
    for (let t = 0; t < 100 && sessions > 1; t++) {
      await new Promise((r) => setTimeout(r, 200));
      sessions = await activeSessions();
    }
    // Growth is what leaks; fewer fds at the end is the database's connections closed with its last session.
    const within = (now: number, start: number): boolean => now - start <= Math.max(1, Math.round(start * 0.1));
    for (let t = 0; t < 40 && !(within(heldFds(), fds0) && within(server.rss(), rss0)); t++) await new Promise((r) => setTimeout(r, 1000));
    process.stdout.write(`tcp fuzz: threads ${threads0} -> ${server.threads()}; fds by kind ${JSON.stringify(kinds0)} -> ${JSON.stringify(server.fdKinds())}\n`);
    const fds1 = heldFds();
    const rss1 = server.rss();
    process.stdout.write(
      `tcp fuzz: ${SESSIONS} sessions in ${elapsed} ms (seed ${SEED}); slowest health check ${slowestHealth} ms; fds ${fds0} -> ${fds1}; rss ${(rss0 / 2 ** 20).toFixed(1)} -> ${(rss1 / 2 ** 20).toFixed(1)} MiB\n`,
    );
    expect(server.alive()).toBe(true);
    expect(badLines(server.log())).toEqual([]);
    expect(sessions).toBe(1);
    expect(fds1 - fds0).toBeLessThanOrEqual(Math.max(1, Math.round(fds0 * 0.1)));
    expect((rss1 - rss0) / rss0).toBeLessThanOrEqual(0.1);
    await health();
  }, 1_800_000 * SCALE);
});

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { caseRandom } from './fuzz/case-random.js';
import { mutate } from './fuzz/mutate.js';
import { play, type Ending } from './fuzz/play.js';
import { startServerProcess, type ServerProcess } from './fuzz/server-process.js';
import { badLines, watchServer } from './fuzz/server-watch.js';

/**
 * TCP fuzz: sessions recorded from real clients (fuzz/sessions.json: psql, node-postgres simple
 * and extended, postgres.js COPY) are replayed with mutations (fuzz/mutate.ts) against pgsqlite
 * running in its own process, CONCURRENCY sessions at a time. Every HEALTH_EVERY cases a fresh
 * connection must answer SELECT 1 and the log must be free of internal errors, stack traces and
 * lost sessions (57P02: a session's connection, with its temporary tables, gone — server-watch.ts);
 * at the end the server must be alive, no session left in pg_stat_activity, and its fds and RSS
 * back to their start (fds ±10 %, RSS +25 %: what V8 returns moves it).
 *
 * Budget: 20,000 sessions in every run (CI included; ~2–4 min); PGSQLITE_TCP_FUZZ_SESSIONS sets
 * the count, PGSQLITE_FUZZ_SCALE multiplies it. Every case draws from its own random stream
 * (fuzz/case-random.ts), so PGSQLITE_FUZZ_SEED=<seed> replays a run and
 * PGSQLITE_TCP_FUZZ_CASES=<i,j,…> replays single cases of it. An input that breaks the server is
 * written to fuzz/found-<seed>.json (seed, the cases in flight, the server's log and
 * pg_stat_activity).
 */
const SCALE = Math.max(1, Number(process.env['PGSQLITE_FUZZ_SCALE'] ?? '1'));
const SEED = Number(process.env['PGSQLITE_FUZZ_SEED'] ?? Math.floor(Math.random() * 0x7fffffff));
const SESSIONS = Number(process.env['PGSQLITE_TCP_FUZZ_SESSIONS'] ?? 20_000) * SCALE;
const ONLY = (process.env['PGSQLITE_TCP_FUZZ_CASES'] ?? '').split(',').filter((s) => s !== '').map(Number);
const CONCURRENCY = Number(process.env['PGSQLITE_TCP_FUZZ_CONCURRENCY'] ?? 24);
const HEALTH_EVERY = 250;
const TRACE = process.env['PGSQLITE_TCP_FUZZ_TRACE'] === '1';

const recorded = (JSON.parse(readFileSync(fileURLToPath(new URL('./fuzz/sessions.json', import.meta.url)), 'utf8')) as { sessions: { name: string; stream: string }[] }).sessions.map((s) => ({
  name: s.name,
  bytes: Uint8Array.from(Buffer.from(s.stream, 'hex')),
}));
const others = recorded.map((r) => r.bytes);

const server = await startServerProcess();
afterAll(async () => server?.stop(), 30_000);
/** The server, inside the suite (which runs only when it was started). */
const running = (): ServerProcess => server as ServerProcess;

/** Case `i` of this run: which recording, its mutated bytes, how it is written and whether it hangs up at once. */
function fuzzCase(i: number): { base: string; bytes: Uint8Array; parts: number; atOnce: boolean } {
  const random = caseRandom(SEED, i);
  const base = recorded[Math.floor(random() * recorded.length)] ?? recorded[0]!;
  const bytes = mutate(base.bytes, others, random);
  return { base: base.name, bytes, parts: 1 + Math.floor(random() * 3), atOnce: random() < 0.1 };
}

describe('tcp-fuzz: mutated recorded client sessions against a running pgsqlite', () => {
  const server = running();
  const watch = watchServer(server);
  const endings: Record<Ending, number> = { 'at-once': 0, closed: 0, ready: 0, quiet: 0, limit: 0, refused: 0 };
  let slowestHealth = 0;
  let failure: { at: number; error: string } | null = null;
  const inFlight = new Map<number, { base: string; hex: string }>();
  const recent: { i: number; base: string; hex: string }[] = [];

  /** Runs cases [from, to) (or the listed ones) CONCURRENCY at a time, with the health checks. */
  async function runCases(from: number, to: number, list?: readonly number[]): Promise<void> {
    const queue = list ?? Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (failure === null && next < queue.length) {
        const i = queue[next++]!;
        const c = fuzzCase(i);
        const entry = { base: c.base, hex: Buffer.from(c.bytes).toString('hex') };
        inFlight.set(i, entry);
        endings[await play(server.port, c.bytes, c.parts, c.atOnce)]++;
        inFlight.delete(i);
        recent.push({ i, ...entry });
        if (recent.length > 2 * CONCURRENCY) recent.shift();
        if (TRACE && i % 500 === 0) process.stdout.write(`case ${i}: fds ${server.fds()} threads ${server.threads()} ${JSON.stringify(endings)}\n`);
        if (i % HEALTH_EVERY === HEALTH_EVERY - 1 || list !== undefined) await check(i);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
  }

  async function check(i: number): Promise<void> {
    try {
      if (!server.alive()) throw new Error('server process died');
      slowestHealth = Math.max(slowestHealth, await watch.health());
      const bad = badLines(server.log());
      if (bad.length > 0) throw new Error(`server log: ${bad.slice(0, 5).join(' | ')}`);
    } catch (e) {
      failure ??= { at: i, error: `${e instanceof Error ? e.message : String(e)} (server fds ${server.fds()}, threads ${server.threads()})` };
    }
  }

  /** Writes what the failure needs to be replayed and understood, and fails. */
  async function report(): Promise<never> {
    const activity = await watch.lingering().catch((e: unknown) => String(e));
    const file = fileURLToPath(new URL(`./fuzz/found-${SEED}.json`, import.meta.url));
    const cases = [...recent, ...[...inFlight].map(([i, c]) => ({ i, ...c }))];
    writeFileSync(file, `${JSON.stringify({ seed: SEED, failure, activity, cases, log: server.log().split('\n').slice(-300) }, null, 1)}\n`);
    const f = failure as unknown as { at: number; error: string };
    throw new Error(`after case ${f.at}: ${f.error} (replay: PGSQLITE_FUZZ_SEED=${SEED} PGSQLITE_TCP_FUZZ_CASES=<i>; cases in ${file})`);
  }

  it.runIf(ONLY.length > 0)(`replays cases ${ONLY.join(',')} of seed ${SEED}`, async () => {
    await runCases(0, 0, ONLY);
    if (failure !== null) await report();
    expect(badLines(server.log())).toEqual([]);
  }, 600_000);

  it.runIf(ONLY.length === 0)(`survives ${SESSIONS} mutated sessions (seed ${SEED}) with fds and RSS back to their start`, async () => {
    // Warm up (parser, executors, plan cache) before the baseline is taken.
    for (let i = 0; i < 3; i++) await watch.health();
    for (const r of recorded) await play(server.port, r.bytes, 1, false);
    const started = Date.now();
    // The first slice of the cases warms the server up: every executor thread opens its SQLite
    // connection to the database (with its WAL and shm fds) when a session first needs it, and
    // the pool boots spare threads; these are bounded caches, not leaks. Slices follow until the
    // database fds stop growing and RSS grows less than 2 % a slice (the plan caches fill up with
    // the fuzz's distinct statements: bounded), two slices in a row, or half of the cases ran; the
    // baseline is taken once the server is at rest, and a leak shows as growth over the rest.
    // Measured (seed 1799871684, 16,000 sessions, then the same 16,000 again on the same server):
    // RSS rose 360 → ~850 MiB over the first ~8,000 and then wandered 700–900 MiB, the second
    // pass no higher than the first (caches and lazily collected heaps, not a leak); with the
    // baseline at 40 % of 20,000 the rest still grew 9.7 %, at the bound.
    const slice = Math.min(SESSIONS, Math.max(CONCURRENCY, Math.round(Math.min(SESSIONS * 0.05, 1_000))));
    let done = slice;
    await runCases(0, done);
    for (let calm = 0, before = { fds: watch.databaseFds(), rss: server.rss() }; calm < 2 && done < SESSIONS * 0.5 && failure === null; ) {
      await runCases(done, (done = Math.min(SESSIONS, done + slice)));
      const now = { fds: watch.databaseFds(), rss: server.rss() };
      calm = now.fds > before.fds || now.rss > before.rss * 1.02 ? 0 : calm + 1;
      before = now;
    }
    if (failure !== null) await report();
    const rest0 = await watch.quiesce(21_000, 60_000);
    const fds0 = watch.heldFds();
    const kinds0 = server.fdKinds();
    const rss0 = server.rss();
    const threads0 = server.threads();
    const fuzzing = Date.now();
    const cpu0 = { server: server.cpuMs(), client: process.cpuUsage() };
    await runCases(done, SESSIONS);
    const elapsed = Date.now() - started;
    const measured = Date.now() - fuzzing;
    const clientCpu = process.cpuUsage(cpu0.client);
    const perCase = (ms: number): string => (ms / Math.max(1, SESSIONS - done)).toFixed(2);
    const cpu = `CPU per session: server ${perCase(server.cpuMs() - cpu0.server)} ms, fuzzer ${perCase((clientCpu.user + clientCpu.system) / 1000)} ms`;
    if (failure !== null) await report();
    // Let the server end the sessions and retire the threads the load added, then compare.
    const ending = Date.now();
    const rest1 = await watch.quiesce(21_000, 60_000);
    const sessions = await watch.activeSessions();
    const lingering = sessions > 1 ? await watch.lingering() : [];
    // Growth is what leaks; fewer fds at the end is the database's connections closed with its last session.
    const within = (now: number, start: number, share = 0.1): boolean => now - start <= Math.max(1, Math.round(start * share));
    for (let t = 0; t < 20 && !(within(watch.heldFds(), fds0) && within(server.rss(), rss0, 0.25)); t++) await new Promise((r) => setTimeout(r, 1000));
    const fds1 = watch.heldFds();
    const rss1 = server.rss();
    process.stdout.write(`tcp fuzz: threads ${threads0} -> ${server.threads()}; fds by kind ${JSON.stringify(kinds0)} -> ${JSON.stringify(server.fdKinds())}\n`);
    process.stdout.write(
      `tcp fuzz: ${SESSIONS} sessions in ${elapsed} ms (${SESSIONS - done} after the baseline in ${measured} ms, ${(measured / Math.max(1, SESSIONS - done)).toFixed(2)} ms each; ${CONCURRENCY} at a time; seed ${SEED}); ` +
        `${cpu}; endings ${JSON.stringify(endings)}; at rest after ${Date.now() - ending} ms (before: sessions ended in ${rest0.sessionsMs} ms, threads last changed ${rest0.threadsMs} ms later; after: ${rest1.sessionsMs} ms, ${rest1.threadsMs} ms); slowest health check ${slowestHealth} ms; fds ${fds0} -> ${fds1}; rss ${(rss0 / 2 ** 20).toFixed(1)} -> ${(rss1 / 2 ** 20).toFixed(1)} MiB\n`,
    );
    expect(server.alive()).toBe(true);
    expect(badLines(server.log())).toEqual([]);
    expect(lingering).toEqual([]);
    expect(fds1 - fds0).toBeLessThanOrEqual(Math.max(1, Math.round(fds0 * 0.1)));
    // RSS at rest moves with what V8 has handed back just before a sample: on a healthy server
    // (session 15, 8 + 3 runs) the rest grew +11.9, +14.1, +15.2 and +16.1 % over a baseline taken
    // right after such a release (others 0-9 %), and at rest it sat 420-580 MiB whatever the
    // baseline; a leak of the sessions' size grows with them, far past 25 %.
    expect((rss1 - rss0) / rss0).toBeLessThanOrEqual(0.25);
    await watch.health();
  }, 1_800_000 * SCALE);
});

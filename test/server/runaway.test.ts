import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../protocol/fuzz/server-process.js';
import { ticksOver } from './thread-states.js';

/**
 * Runaway statements cannot be left behind. Each statement below, cancelled, timed out by
 * statement_timeout and with its client killed: the thread that ran it (the one that used the
 * most CPU meanwhile, from /proc) uses none from 1 s after the stop (or is gone), the session is
 * idle or gone, and RSS stays within 50 MB of its start. The server's main thread uses at most
 * half the CPU the working executor thread gets (it does not spin while a worker works). A fast shutdown (SIGINT) during a runaway
 * ends the process within 5 s, and so does a smart one (SIGTERM) once the client is gone.
 *
 * CI runs every statement in every mode; PGSQLITE_RUNAWAY_SHUTDOWN=all also runs the shutdown
 * checks for every statement (CI: the two that never end by themselves).
 */
const RUNAWAYS: Record<string, string> = {
  'numeric series to NaN': "SELECT * FROM generate_series(0::numeric, 'nan'::numeric, 10)",
  'numeric series to infinity': "SELECT * FROM generate_series(0::numeric, 'infinity'::numeric, 10)",
  'timestamp series to infinity, LIMIT 10': "SELECT * FROM generate_series('2000-01-01'::timestamp, 'infinity', '1 month') LIMIT 10",
  'recursive CTE without end': 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r',
  'huge cross join': 'SELECT count(*) FROM generate_series(1, 100000) a, generate_series(1, 100000) b, generate_series(1, 100000) c',
};
const ENDLESS = ['recursive CTE without end', 'huge cross join'];
const SHUTDOWN = process.env['PGSQLITE_RUNAWAY_SHUTDOWN'] === 'all' ? Object.keys(RUNAWAYS) : ENDLESS;
/** Ticks (1/100 s) a thread that ran the statement may still use in the second after the stop. */
const STOPPED_TICKS = 1;

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function connect(server: ServerProcess): Promise<pg.Client> {
  const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

function kill(c: pg.Client): void {
  (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

describe('runaway statements are stopped for good', () => {
  let server: ServerProcess;
  let admin: pg.Client;
  let rss0 = 0;
  beforeAll(async () => {
    server = await startServerProcess();
    admin = await connect(server);
    // Where it starts: warmed up (the executor pool boots its threads with the first statements;
    // a thread costs ~20 MB), every statement planned once.
    for (const sql of Object.values(RUNAWAYS)) {
      const c = await connect(server);
      await c.query("SET statement_timeout = '200ms'");
      await c.query(sql).catch(() => undefined);
      await c.end();
    }
    // …and contended as the cases are (a statement running while the admin session asks for its
    // cancel): the pool boots its spare threads then (~20 MB each, kept while statements come
    // within 10 s), memory that is the pool's working size, not the runaway's.
    const c = await connect(server);
    const pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    const running = c.query(RUNAWAYS['recursive CTE without end'] as string).catch(() => undefined);
    await sleep(500);
    await admin.query('SELECT pg_cancel_backend($1)', [pid]);
    await running;
    await c.end();
    await sleep(3000);
    rss0 = server.rss();
  }, 180_000);
  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await server?.stop();
  }, 30_000);

  for (const [name, sql] of Object.entries(RUNAWAYS)) {
    for (const mode of ['cancelled', 'timed out', 'client killed'] as const) {
      it(`${name}, ${mode}: no busy thread 1 s later, RSS within 50 MB`, async () => {
        const c = await connect(server);
        const pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
        // Where this statement starts (the measure); the warmed-up start bounds drift across cases.
        const start = server.rss();
        const threads0 = server.threads();
        if (mode === 'timed out') await c.query("SET statement_timeout = '1s'");
        let settled = false;
        const outcome = c.query(sql).then(
          () => 'rows',
          (e: { code?: string }) => e.code ?? 'error',
        );
        void outcome.then(() => (settled = true));
        // While it works: the executor thread computes; the server's main thread does not spin.
        const during = await ticksOver(server.pid, 1000);
        const [worker, workerTicks] = [...during].filter(([tid]) => tid !== server.pid).sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
        const working = !settled && workerTicks >= 3;
        if (working) expect(during.get(server.pid) ?? 0).toBeLessThanOrEqual(Math.max(2, workerTicks / 2));
        if (mode === 'cancelled') await admin.query('SELECT pg_cancel_backend($1)', [pid]);
        if (mode === 'client killed') kill(c);
        const result = mode === 'client killed' ? 'killed' : await outcome;
        if (mode === 'cancelled' && !settled) expect(result).toBe('57014');
        if (mode === 'timed out' && !settled) expect(result).toBe('57014');
        await sleep(1000);
        if (working) {
          const after = (await ticksOver(server.pid, 1000)).get(worker) ?? 0;
          expect(after, `thread ${worker} (${workerTicks} ticks while working) still used ${after} ticks`).toBeLessThanOrEqual(STOPPED_TICKS);
        }
        const state = (await admin.query('SELECT state FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]?.state as string | undefined;
        // The killed client's session is gone; the others wait for their next statement.
        expect(state).toBe(mode === 'client killed' ? undefined : 'idle');
        let rss = server.rss();
        // The pool's own growth is not the statement's: a thread it booted meanwhile (a spare
        // while this statement ran long, ~30 MB each) is allowed for.
        const allowed = (): number => (50 + 40 * Math.max(0, server.threads() - threads0)) * 2 ** 20;
        // A replacement thread boots beside the retired one: give the latter's memory time to go.
        for (let t = 0; t < 50 && rss - start >= allowed(); t++) {
          await sleep(100);
          rss = server.rss();
        }
        expect(rss - start, `RSS ${(start / 2 ** 20).toFixed(1)} → ${(rss / 2 ** 20).toFixed(1)} MB (warm ${(rss0 / 2 ** 20).toFixed(1)}), threads ${threads0} → ${server.threads()}`).toBeLessThan(allowed());
        expect(rss - rss0).toBeLessThan(150 * 2 ** 20);
        await c.end().catch(() => undefined);
      }, 60_000);
    }
  }
});

describe('shutdown during a runaway statement', () => {
  for (const name of SHUTDOWN) {
    const sql = RUNAWAYS[name] as string;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      it(`${name}: ${signal === 'SIGINT' ? 'SIGINT (fast) ends the process' : 'SIGTERM (smart) ends the process once the client is gone'} within 5 s`, async () => {
        const server = await startServerProcess();
        try {
          const c = await connect(server);
          void c.query(sql).catch(() => undefined);
          await sleep(1000);
          const exited = new Promise<void>((resolve) => {
            const poll = setInterval(() => {
              if (!server.alive()) {
                clearInterval(poll);
                resolve();
              }
            }, 20);
          });
          const t = Date.now();
          process.kill(server.pid, signal);
          if (signal === 'SIGTERM') {
            // PostgreSQL's smart shutdown waits for its sessions: this one's client goes away.
            await sleep(200);
            kill(c);
          }
          await Promise.race([exited, sleep(5000)]);
          expect(server.alive()).toBe(false);
          expect(Date.now() - t).toBeLessThan(5000);
        } finally {
          await server.stop();
        }
      }, 120_000);
    }
  }
});

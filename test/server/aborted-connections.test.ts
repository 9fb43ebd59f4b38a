import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../protocol/fuzz/server-process.js';
import { startupMessage } from '../helpers/raw-client.js';

/**
 * Connections that die at every phase — before the startup packet, inside it, during the SCRAM
 * exchange, idle, mid-statement, inside a write transaction, with temporary tables, advisory
 * locks, LISTEN, an open cursor, mid-COPY — leave nothing behind: no session in pg_stat_activity,
 * no lock in pg_locks, the write lock and advisory locks free, and the server's fds, threads and
 * RSS back where they were (executor threads beyond the pool's size retire after 10 s idle, so
 * the comparison waits for them). A statement whose client is gone stops within a second.
 *
 * ROUNDS per phase: 6 in CI; PGSQLITE_ABORT_ROUNDS for a longer run.
 */
const ROUNDS = Number(process.env['PGSQLITE_ABORT_ROUNDS'] ?? 6);
const PASSWORD = 'aborted-secret';

let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess(['--password', PASSWORD]);
}, 90_000);
afterAll(async () => server?.stop(), 30_000);

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password: PASSWORD, database: 'postgres' });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

/** Drops the client's socket without a Terminate (as a killed client does). */
function kill(c: pg.Client): void {
  (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

/** A raw socket: `send` bytes, then hang up once `after` ms passed or the server said something. */
async function raw(send: Buffer | null, after: number, onFirstByte = false): Promise<void> {
  const s = connect(server.port, '127.0.0.1');
  s.on('error', () => undefined);
  await new Promise<void>((r) => {
    s.once('connect', r);
    s.once('error', () => r());
  });
  if (send !== null) s.write(send);
  await new Promise<void>((r) => {
    const t = setTimeout(r, after);
    if (onFirstByte) s.once('data', () => (clearTimeout(t), r()));
  });
  s.destroy();
}

/** Polls `read` until `ok` holds (or `ms` passed); returns the last value read. */
async function settle<T>(read: () => T | Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let v = await read();
  while (!ok(v) && Date.now() < end) {
    await sleep(250);
    v = await read();
  }
  return v;
}

/** Each phase: one connection that dies in it. */
const phases: Record<string, () => Promise<void>> = {
  'before the startup packet': () => raw(null, 5),
  'inside the startup packet': () => raw(startupMessage().subarray(0, 9), 5),
  'at the authentication request': () => raw(startupMessage(), 2000, true),
  'during the SCRAM exchange': async () => {
    const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password: PASSWORD, database: 'postgres' });
    c.on('error', () => undefined);
    const connecting = c.connect().catch(() => undefined);
    await sleep(Math.random() * 15);
    kill(c);
    await connecting;
  },
  'idle after startup': async () => kill(await client()),
  'mid-statement': async () => {
    const c = await client();
    void c.query('WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) FROM r').catch(() => undefined);
    await sleep(100);
    kill(c);
  },
  'inside a write transaction': async () => {
    const c = await client();
    await c.query('BEGIN');
    await c.query('INSERT INTO aborted_t VALUES (1)');
    kill(c);
  },
  'with temporary tables': async () => {
    const c = await client();
    await c.query('CREATE TEMP TABLE tt (a int)');
    await c.query('INSERT INTO tt VALUES (1)');
    kill(c);
  },
  'holding an advisory lock': async () => {
    const c = await client();
    await c.query('SELECT pg_advisory_lock(4242)');
    kill(c);
  },
  'listening, with a cursor open': async () => {
    const c = await client();
    await c.query('LISTEN aborted_channel');
    await c.query('BEGIN');
    await c.query('DECLARE cur CURSOR FOR SELECT * FROM generate_series(1, 1000)');
    await c.query('FETCH 1 FROM cur');
    kill(c);
  },
  'mid-COPY FROM STDIN': async () => {
    const c = await client();
    const stream = c as unknown as { connection: { stream: { write(b: Buffer): void } } };
    void c.query('COPY aborted_t FROM STDIN').catch(() => undefined);
    await sleep(50);
    stream.connection.stream.write(Buffer.concat([Buffer.from('d'), Buffer.from([0, 0, 0, 6]), Buffer.from('7\n')]));
    await sleep(20);
    kill(c);
  },
};

describe('aborted connections leave nothing behind', () => {
  it(`${ROUNDS} connections dying in each of ${Object.keys(phases).length} phases: sessions, locks, fds, threads and RSS back to their start`, async () => {
    const admin = await client();
    await admin.query('CREATE TABLE IF NOT EXISTS aborted_t (a int)');
    // Warm up every phase once (parser, plan cache, executor threads), then take the baseline.
    for (const play of Object.values(phases)) await play();
    await settle(async () => (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity')).rows[0].n as number, (n) => n === 1, 10_000);
    const threads0 = await settle(() => server.threads(), () => false, 12_000);
    const fds0 = server.fds();
    const kinds0 = server.fdKinds();
    const rss0 = server.rss();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, play] of Object.entries(phases)) {
        try {
          await play();
        } catch (e) {
          throw new Error(`${name} (round ${round}): ${e instanceof Error ? e.message : String(e)}`);
        }
      }
    }
    const sessions = await settle(async () => (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity')).rows[0].n as number, (n) => n === 1, 5_000);
    expect(sessions).toBe(1);
    expect((await admin.query('SELECT locktype, mode, granted FROM pg_locks WHERE pid <> pg_backend_pid()')).rows).toEqual([]);
    // The write lock and the advisory lock are free at once.
    await admin.query("SET lock_timeout = '1s'");
    await admin.query('INSERT INTO aborted_t VALUES (2)');
    expect((await admin.query('SELECT pg_try_advisory_lock(4242) AS ok')).rows).toEqual([{ ok: true }]);
    await admin.query('SELECT pg_advisory_unlock(4242)');
    // Executor threads added meanwhile retire after 10 s idle.
    const threads1 = await settle(() => server.threads(), (n) => n <= threads0, 30_000);
    // Sockets of killed clients and a retiring thread's loop close late on a loaded machine.
    const fds1 = await settle(() => server.fds(), (n) => n <= fds0 + 2, 15_000);
    const rss1 = server.rss();
    process.stdout.write(
      `aborted connections: ${ROUNDS * Object.keys(phases).length}; threads ${threads0} -> ${threads1}; fds ${fds0} -> ${fds1}; rss ${(rss0 / 2 ** 20).toFixed(1)} -> ${(rss1 / 2 ** 20).toFixed(1)} MiB\n`,
    );
    expect(threads1).toBeLessThanOrEqual(threads0);
    expect(fds1, `fds by kind ${JSON.stringify(kinds0)} -> ${JSON.stringify(server.fdKinds())}`).toBeLessThanOrEqual(fds0 + 2);
    expect(rss1 - rss0).toBeLessThan(50 * 2 ** 20);
    expect(server.log().split('\n').filter((l) => /internal error|XX000|^\s+at |uncaught|unhandled/i.test(l))).toEqual([]);
    await admin.end();
  }, 300_000);

  it('a statement whose client is gone stops within a second', async () => {
    const admin = await client();
    const c = await client();
    const pid = (await c.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number;
    void c.query('SELECT count(*) FROM generate_series(1, 3000000) a, generate_series(1, 3000000) b').catch(() => undefined);
    await settle(async () => (await admin.query('SELECT state FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0]?.state as string, (s) => s === 'active', 5_000);
    const t = Date.now();
    kill(c);
    const left = await settle(async () => (await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [pid])).rows[0].n as number, (n) => n === 0, 5_000);
    expect(left).toBe(0);
    expect(Date.now() - t).toBeLessThan(1500);
    await admin.end();
  }, 60_000);
});

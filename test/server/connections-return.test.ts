import { connect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../protocol/fuzz/server-process.js';
import { startupMessage } from '../helpers/raw-client.js';

/**
 * The server's SQLite connections return to none once every session ended, however they ended:
 * by Terminate or a dropped socket in the middle of a transaction (one run on the server's
 * thread, one moved to an executor thread), by a dropped socket while the session's statement
 * waited for the executor thread of its own connection (a temporary table keeps one), by a fatal
 * protocol error. With one executor thread the wait is easy to reach. The TCP fuzz once left one
 * connection open (and its fds) per session whose client went away during such a wait.
 */
let server: ServerProcess;
beforeAll(async () => {
  server = await startServerProcess(['--executors', '1']);
}, 90_000);
afterAll(async () => server?.stop(), 30_000);

const ROUNDS = Number(process.env['PGSQLITE_CONNECTIONS_RETURN_ROUNDS'] ?? 2);
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const LONG = 'SELECT count(*) FROM generate_series(1, 1000000)';

async function client(): Promise<pg.Client> {
  const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', database: 'postgres' });
  c.on('error', () => undefined);
  await c.connect();
  return c;
}

/** Drops the client's socket without a Terminate (as a killed client does). */
function kill(c: pg.Client): void {
  (c as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

/** Connections to the database file the server holds open (each has the main file open once). */
const databaseFds = (): number => server.fdKinds()['postgres.sqlite'] ?? 0;

async function drained(): Promise<number> {
  for (let t = 0; t < 80 && databaseFds() > 0; t++) await sleep(250);
  return databaseFds();
}

describe('server connections return after sessions end', () => {
  it('connections-return-1 no database connection stays open after sessions end mid-transaction, by Terminate, by socket close while waiting for their thread, by a fatal protocol error', async () => {
    const setup = await client();
    await setup.query('CREATE TABLE IF NOT EXISTS acct (id int PRIMARY KEY, bal int NOT NULL)');
    await setup.query('INSERT INTO acct VALUES (1, 0), (2, 0) ON CONFLICT DO NOTHING');
    await setup.end();
    expect(await drained()).toBe(0);
    for (let round = 0; round < ROUNDS; round++) {
      // A write transaction of bounded statements (on the server's thread), ended by Terminate.
      const terminated = await client();
      await terminated.query('BEGIN');
      await terminated.query('UPDATE acct SET bal = bal + 1 WHERE id = 1');
      await terminated.end();
      // The same ended by a dropped socket.
      const dropped = await client();
      await dropped.query('BEGIN');
      await dropped.query('UPDATE acct SET bal = bal + 1 WHERE id = 2');
      kill(dropped);
      // A transaction moved to the executor thread, ended by a dropped socket.
      const moved = await client();
      await moved.query('BEGIN');
      await moved.query('UPDATE acct SET bal = bal + 1 WHERE id = 1');
      await moved.query(LONG);
      kill(moved);
      // Sessions with temporary tables (their own connections), whose next statement waits for
      // the one executor thread while others' long statements run there; their clients go away.
      const keepers = await Promise.all([client(), client()]);
      for (const [i, k] of keepers.entries()) await k.query(`CREATE TEMP TABLE kept${i} (x int)`);
      const busy = await Promise.all([client(), client(), client()]);
      const running = busy.map((b) => b.query(LONG).catch(() => undefined));
      await sleep(40);
      const waiting = keepers.map((k, i) => k.query(`SELECT * FROM kept${i}`).catch(() => undefined));
      await sleep(30);
      for (const k of keepers) kill(k);
      await Promise.all([...running, ...waiting]);
      await Promise.all(busy.map((b) => b.end()));
      // A fatal protocol error (an unknown message type) right after startup.
      const fatal = await new Promise<string>((resolve) => {
        const s = connect(server.port, '127.0.0.1');
        let got = Buffer.alloc(0);
        const t = setTimeout(() => (s.destroy(), resolve('no close')), 5000);
        s.on('data', (d: Buffer) => (got = Buffer.concat([got, d])));
        s.on('error', () => undefined);
        s.on('close', () => (clearTimeout(t), resolve(got.toString('latin1'))));
        s.once('connect', () => s.write(startupMessage()));
        s.once('data', () => s.write(Buffer.from([0x01, 0, 0, 0, 4])));
      });
      expect(fatal).toMatch(/08P01/);
    }
    // Every session ended: every connection to the database closed (its files free).
    expect(await drained()).toBe(0);
    const check = await client();
    expect((await check.query('SELECT bal FROM acct ORDER BY id')).rows.length).toBe(2);
    await check.end();
    expect(server.log()).not.toMatch(/internal error|XX000/i);
  }, 120_000);
});

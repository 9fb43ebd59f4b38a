import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';
import { errorOf } from '../helpers/pg-clients.js';
import { startupMessage } from './startup-trace.js';

/**
 * The limits an operator expects: authentication_timeout closes connections that never
 * authenticate, silent connections never keep real clients out, max_connections is checked
 * before a session is made, and failed logins from one address slow down.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startPgsqlite({ port: 0, password: 'sekret', maxConnections: 2, authenticationTimeoutMs: 1000, loginBackoffMs: 200 });
});

afterAll(async () => {
  await server?.close();
});

const url = (password: string): string => `postgresql://postgres:${password}@127.0.0.1:${server.port}/postgres`;

function openSilent(): Promise<{ socket: Socket; closedAfter: Promise<number> }> {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => undefined);
    const closedAfter = new Promise<number>((r) => socket.once('close', () => r(Date.now() - t0)));
    socket.once('connect', () => resolve({ socket, closedAfter }));
  });
}

describe('limits', () => {
  it('limits-1 seven silent sockets on a 2-connection server do not keep a real client out; each closes at authentication_timeout', async () => {
    const silent = await Promise.all(Array.from({ length: 7 }, () => openSilent()));
    const c = new pg.Client({ connectionString: url('sekret') });
    await c.connect();
    expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await c.end();
    const times = await Promise.all(silent.map((s) => s.closedAfter));
    for (const t of times) expect(t).toBeLessThan(3000);
  });

  it('limits-2 a client stalled in the SCRAM exchange is closed at authentication_timeout without a message', async () => {
    const { socket, closedAfter } = await openSilent();
    let got = '';
    socket.on('data', (d: Buffer) => (got += d.toString('latin1')));
    socket.write(startupMessage('postgres'));
    const t = await closedAfter;
    expect(t).toBeGreaterThanOrEqual(900);
    expect(t).toBeLessThan(3000);
    expect(got.startsWith('R')).toBe(true);
    expect(got).not.toContain('E');
  });

  it('limits-3 max_connections counts sessions: the third gets FATAL 53300', async () => {
    const a = new pg.Client({ connectionString: url('sekret') });
    const b = new pg.Client({ connectionString: url('sekret') });
    await a.connect();
    await b.connect();
    const c = new pg.Client({ connectionString: url('sekret') });
    c.on('error', () => undefined);
    expect(await errorOf(c.connect())).toBe('53300 sorry, too many clients already');
    const r = await a.query("SELECT current_setting('max_connections') AS m, current_setting('authentication_timeout') AS t");
    expect(r.rows).toEqual([{ m: '2', t: '1s' }]);
    await a.end();
    await b.end();
  });

  it('limits-4 failed logins from one address are answered later and later; a success resets it', async () => {
    const fail = async (): Promise<number> => {
      const t0 = Date.now();
      const c = new pg.Client({ connectionString: url('wrong') });
      c.on('error', () => undefined);
      expect(await errorOf(c.connect())).toBe('28P01 password authentication failed for user "postgres"');
      return Date.now() - t0;
    };
    const first = await fail();
    const second = await fail();
    const third = await fail();
    expect(first).toBeGreaterThanOrEqual(190);
    expect(second).toBeGreaterThanOrEqual(390);
    expect(third).toBeGreaterThanOrEqual(790);
    const ok = new pg.Client({ connectionString: url('sekret') });
    await ok.connect();
    await ok.end();
    const afterReset = await fail();
    expect(afterReset).toBeLessThan(third);
    expect(afterReset).toBeGreaterThanOrEqual(190);
  });
});

import { connect } from 'node:net';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openListeners } from '@pgsqlite/server/listeners';
import { startPgsqlite } from '../../src/index.js';
import { builtCli, startServerProcess } from '../helpers/cli-process.js';

/**
 * The CLI listens before it loads the server's code (src/cli-main.ts): connections that arrive
 * on listeners opened early (openListeners) wait, accepted and unread, and are served once the
 * server takes the listeners over, over TCP and the Unix socket alike.
 */
const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-early-listen-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('listening before the server loads', () => {
  it('early-listen-1 clients that connected before the server took the listeners over are served, TCP and Unix socket', async () => {
    const listeners = await openListeners({ port: 0, socketDir: dir });
    expect(listeners.url).toBe(`postgresql://postgres@127.0.0.1:${listeners.port}/postgres`);
    expect(listeners.socketPath).toBe(join(dir, `.s.PGSQL.${listeners.port}`));
    // Both clients send their startup packet before any server code runs.
    const tcp = new pg.Client({ host: '127.0.0.1', port: listeners.port, user: 'postgres', database: 'postgres' });
    const unix = new pg.Client({ host: dir, port: listeners.port, user: 'postgres', database: 'postgres' });
    const connected = Promise.all([tcp.connect(), unix.connect()]);
    await new Promise((r) => setTimeout(r, 100));
    const server = await startPgsqlite({ listeners });
    try {
      await connected;
      expect((await tcp.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect((await unix.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
      expect(server.port).toBe(listeners.port);
      expect(server.url).toBe(listeners.url);
      await Promise.all([tcp.end(), unix.end()]);
    } finally {
      await server.close();
    }
    expect(existsSync(join(dir, `.s.PGSQL.${listeners.port}`))).toBe(false);
  });

  it('early-listen-2 a client that leaves before the server took over costs nothing; closing early listeners drops waiting ones', async () => {
    const listeners = await openListeners({ port: 0 });
    const gone = connect(listeners.port, '127.0.0.1');
    await new Promise((r) => gone.once('connect', r));
    gone.destroy();
    const waiting = connect(listeners.port, '127.0.0.1');
    await new Promise((r) => waiting.once('connect', r));
    await new Promise((r) => setTimeout(r, 50));
    const closed = new Promise((r) => waiting.once('close', r));
    await listeners.close();
    await closed;
  });

  it('early-listen-3 the CLI prints its URL before it loads the server; a client connecting at once is answered', async () => {
    const s = await startServerProcess(process.execPath, [builtCli, '--port', '0', '--log-level', 'info']);
    try {
      const client = new pg.Client({ connectionString: s.url });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
      // The server's own line comes once its code has loaded and it serves the listeners.
      expect(s.stderr()).toContain(`listening on 127.0.0.1:${s.port}`);
    } finally {
      s.child.kill('SIGINT');
      expect((await s.exited).code).toBe(0);
    }
  });
});

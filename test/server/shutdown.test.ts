import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { targetKind } from '../helpers/pgsqlite.js';
import { RawClient, errorFields, query, startedClient, startupMessage } from '../helpers/raw-client.js';

/** These test pgsqlite's own process edge (admission, shutdown), not SQL behaviour. */
describe.skipIf(targetKind === 'postgres')('server edge (pgsqlite)', () => {
  it('server-1 close() ends idle sessions with FATAL 57P01 and stops accepting', async () => {
    const { startPgsqlite } = await import('../../src/index.js');
    const server = await startPgsqlite({ port: 0 });
    const idle = await startedClient(server.host, server.port);
    const inTx = await startedClient(server.host, server.port);
    inTx.write(query('BEGIN'));
    await inTx.until('Z');
    const t0 = performance.now();
    await server.close();
    console.log('close took', performance.now() - t0);
    for (const c of [idle, inTx]) {
      const m = await c.next();
      const f = errorFields(m?.body ?? Buffer.alloc(0));
      expect([m?.type, f['S'], f['C'], f['M']]).toEqual([
        'E',
        'FATAL',
        '57P01',
        'terminating connection due to administrator command',
      ]);
      expect(await c.waitClosed()).toBe(true);
    }
    await expect(RawClient.connect(server.host, server.port)).rejects.toThrow();
  });

  it('server-2 node-postgres sees 57P01 on an idle connection at shutdown', async () => {
    const { startPgsqlite } = await import('../../src/index.js');
    const server = await startPgsqlite({ port: 0 });
    const client = new pg.Client({ connectionString: server.url });
    const errors: unknown[] = [];
    client.on('error', (e) => errors.push(e));
    await client.connect();
    await server.close();
    await new Promise((r) => setTimeout(r, 50));
    // As with PostgreSQL (checked with pg_terminate_backend): the FATAL, then the closed socket.
    expect(errors[0]).toMatchObject({ code: '57P01', message: 'terminating connection due to administrator command' });
  });

  it('server-3 the connection over maxConnections gets FATAL 53300 after its startup packet', async () => {
    const { startPgsqlite } = await import('../../src/index.js');
    const server = await startPgsqlite({ port: 0, maxConnections: 2 });
    try {
      const a = await startedClient(server.host, server.port);
      const b = await startedClient(server.host, server.port);
      const c = await RawClient.connect(server.host, server.port);
      c.write(startupMessage());
      const m = await c.next();
      const f = errorFields(m?.body ?? Buffer.alloc(0));
      expect([m?.type, f['S'], f['C'], f['M']]).toEqual(['E', 'FATAL', '53300', 'sorry, too many clients already']);
      expect(await c.waitClosed()).toBe(true);
      a.end();
      await a.closed;
      await new Promise((r) => setTimeout(r, 20));
      const d = await startedClient(server.host, server.port);
      d.end();
      b.end();
    } finally {
      await server.close();
    }
  });

  it('server-4 a Unix socket is created at <socketDir>/.s.PGSQL.<port> and removed at close', async () => {
    const { mkdtempSync, existsSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-sock-'));
    const { startPgsqlite } = await import('../../src/index.js');
    const server = await startPgsqlite({ port: 0, socketDir: dir });
    try {
      expect(server.socketPath).toBe(join(dir, `.s.PGSQL.${server.port}`));
      expect(existsSync(server.socketPath ?? '')).toBe(true);
      const client = new pg.Client({ host: dir, port: server.port, user: 'postgres', database: 'postgres' });
      await client.connect();
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await client.end();
    } finally {
      await server.close();
    }
    expect(existsSync(server.socketPath ?? '')).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});

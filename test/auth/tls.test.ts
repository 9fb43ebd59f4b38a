import { connect as tcpConnect } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';
import { startupMessage, traceStartup } from './startup-trace.js';

/**
 * TLS as PostgreSQL 15 (and 17's direct TLS) negotiates it: SSLRequest → 'S' and a handshake,
 * GSSENCRequest → 'N', ALPN `postgresql` for direct TLS, SCRAM-SHA-256-PLUS only over TLS, the
 * ssl GUC and pg_stat_ssl. The certificate is a throw-away self-signed pair.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startPgsqlite({ port: 0, password: 'sekret', tls: { selfSigned: true }, loginBackoffMs: 0 });
});

afterAll(async () => {
  await server?.close();
});

const ssl = { rejectUnauthorized: false };

/** The bytes a server answers to `request` (8-byte packets), read until `bytes` arrived. */
async function answer(request: Buffer, bytes = 1): Promise<string> {
  const s = tcpConnect(server.port, '127.0.0.1');
  s.on('error', () => undefined);
  await new Promise<void>((resolve) => s.once('connect', () => resolve()));
  s.write(request);
  let got = Buffer.alloc(0);
  await new Promise<void>((resolve) => {
    s.on('data', (d: Buffer) => {
      got = Buffer.concat([got, d]);
      if (got.length >= bytes) resolve();
    });
    s.once('close', () => resolve());
  });
  s.destroy();
  return got.toString('latin1');
}

function request(code: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeInt32BE(8);
  b.writeInt32BE(code, 4);
  return b;
}

describe('tls', () => {
  it('tls-1 node-postgres with ssl: SCRAM over TLS, ssl = on, pg_stat_ssl shows the session', async () => {
    const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password: 'sekret', database: 'postgres', ssl });
    await c.connect();
    const r = await c.query("SELECT current_setting('ssl') AS s, ssl, version FROM pg_stat_ssl WHERE pid = pg_backend_pid()");
    expect(r.rows).toEqual([{ s: 'on', ssl: true, version: expect.stringMatching(/^TLSv1\.[23]$/) }]);
    await c.end();
  });

  it('tls-2 the same server unencrypted: pg_stat_ssl.ssl false, a wrong password 28P01 either way', async () => {
    const c = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password: 'sekret', database: 'postgres' });
    await c.connect();
    const r = await c.query('SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
    expect(r.rows).toEqual([{ ssl: false }]);
    await c.end();
    const bad = new pg.Client({ host: '127.0.0.1', port: server.port, user: 'postgres', password: 'wrong', database: 'postgres', ssl });
    bad.on('error', () => undefined);
    await expect(bad.connect()).rejects.toMatchObject({ code: '28P01' });
  });

  it('tls-3 SSLRequest → S; GSSENCRequest → N; data pipelined after SSLRequest → FATAL 08P01', async () => {
    expect(await answer(request(80877103))).toBe('S');
    expect(await answer(request(80877104))).toBe('N');
    const piped = await answer(Buffer.concat([request(80877103), startupMessage('postgres')]), 20);
    expect(piped).toContain('received unencrypted data after SSL request');
  });

  it('tls-4 SCRAM-SHA-256-PLUS is offered over TLS only', async () => {
    const plain = await traceStartup('127.0.0.1', server.port, { user: 'postgres', timeoutMs: 300 });
    expect(plain).toBe('R10[SCRAM-SHA-256] …');
    const direct = await traceStartup('127.0.0.1', server.port, { user: 'postgres', directTls: ['postgresql'], timeoutMs: 300 });
    expect(direct).toBe('R10[SCRAM-SHA-256-PLUS,SCRAM-SHA-256] …');
  });

  it('tls-5 PostgreSQL 17 direct TLS needs ALPN postgresql', async () => {
    const without = await traceStartup('127.0.0.1', server.port, { user: 'postgres', directTls: [], timeoutMs: 500 });
    expect(without).toBe('');
  });

  it('tls-6 a full server refuses an sslmode=require client over TLS with 53300', async () => {
    const full = await startPgsqlite({ port: 0, password: 'sekret', tls: { selfSigned: true }, maxConnections: 1 });
    try {
      const options = { host: '127.0.0.1', port: full.port, user: 'postgres', password: 'sekret', database: 'postgres', ssl };
      const first = new pg.Client(options);
      first.on('error', () => undefined);
      await first.connect();
      const second = new pg.Client(options);
      second.on('error', () => undefined);
      await expect(second.connect()).rejects.toMatchObject({ code: '53300', message: 'sorry, too many clients already' });
      await first.end();
    } finally {
      await full.close();
    }
  });
});

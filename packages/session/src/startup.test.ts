import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeRaw } from '@pgsqlite/wire/testing';
import { brief, TestClient, TestServer } from './test-support/harness.js';

let server: TestServer;
beforeEach(() => {
  server = new TestServer();
});
afterEach(() => server.dispose());

describe('startup', () => {
  it('startup-1: AuthenticationOk, ParameterStatus in guc order, BackendKeyData, ReadyForQuery', async () => {
    const c = new TestClient(server.ctx).startup({ user: 'alice', database: 'postgres', application_name: 'psql' });
    const msgs = await c.ready();
    expect(brief(msgs)).toEqual([
      'AuthenticationOk',
      'S:application_name=psql',
      'S:client_encoding=UTF8',
      'S:DateStyle=ISO, MDY',
      'S:default_transaction_read_only=off',
      'S:in_hot_standby=off',
      'S:integer_datetimes=on',
      'S:IntervalStyle=postgres',
      'S:is_superuser=on',
      'S:server_encoding=UTF8',
      'S:server_version=15.18',
      'S:session_authorization=alice',
      'S:standard_conforming_strings=on',
      'S:TimeZone=UTC',
      'BackendKeyData',
      'Z:I',
    ]);
  });

  it('startup-2: SSLRequest and GSSENCRequest get N, then startup proceeds', async () => {
    const c = new TestClient(server.ctx).packet({ kind: 'SSLRequest' });
    await c.until((m) => m.length === 1);
    c.packet({ kind: 'GSSENCRequest' });
    expect(brief(await c.until((m) => m.length === 1))).toEqual(['SSLRefused']);
    c.startup({ user: 'postgres' });
    expect(brief(await c.ready()).at(-1)).toBe('Z:I');
  });

  it('startup-3: protocol 2.0 gets FATAL in the v2 error format, then close', async () => {
    const c = new TestClient(server.ctx).startup({ user: 'postgres' }, 2, 0);
    await c.until(() => c.closed);
    const text = c.written.map((b) => String.fromCharCode(...b)).join('');
    expect(text).toBe('EFATAL:  unsupported frontend protocol 2.0: server supports 3.0 to 3.0\n\0');
  });

  it('startup-4: no user is FATAL 28000 before AuthenticationOk', async () => {
    const c = new TestClient(server.ctx).startup({ database: 'postgres' });
    const msgs = await c.until(() => c.closed);
    expect(brief(msgs)).toEqual(['E:28000']);
  });

  it('startup-5: unknown database is FATAL 3D000 after AuthenticationOk', async () => {
    const c = new TestClient(server.ctx).startup({ user: 'nobody' });
    const msgs = await c.until(() => c.closed);
    expect(brief(msgs)).toEqual(['AuthenticationOk', 'E:3D000']);
    expect(msgs[1]?.type === 'ErrorResponse' && msgs[1].fields['M']).toBe('database "nobody" does not exist');
  });

  it('startup-6: minor version > 0 and _pq_ options → NegotiateProtocolVersion, then continue', async () => {
    const c = new TestClient(server.ctx).startup({ user: 'postgres', '_pq_.foo': '1' }, 3, 5);
    const msgs = await c.ready();
    expect(msgs[0]).toEqual({ type: 'NegotiateProtocolVersion', newestMinor: 196608, unrecognized: ['_pq_.foo'] });
    expect(brief(msgs).at(-1)).toBe('Z:I');
  });

  it('startup-7: options -c and --name=value are applied; unknown parameter is FATAL 42704', async () => {
    const c = await server.connect({ user: 'postgres', options: '-c work_mem=1MB --extra-float-digits=2 -cjit=off' });
    expect(brief(await c.query('SHOW work_mem'))).toContain('D:1MB');
    expect(brief(await c.query('SHOW extra_float_digits'))).toContain('D:2');
    expect(brief(await c.query('SHOW jit'))).toContain('D:off');
    const bad = new TestClient(server.ctx).startup({ user: 'postgres', foo: '1' });
    expect(brief(await bad.until(() => bad.closed))).toEqual(['AuthenticationOk', 'E:42704']);
    const sw = new TestClient(server.ctx).startup({ user: 'postgres', options: '-x' });
    expect(brief(await sw.until(() => sw.closed))).toEqual(['E:42601']);
  });

  it('startup-8: messages pipelined after the startup packet are kept', async () => {
    const c = new TestClient(server.ctx);
    c.startup({ user: 'postgres' }).send({ type: 'Query', sql: 'SELECT 1 AS i_x' });
    await c.until((m) => m.filter((x) => x.type === 'ReadyForQuery').length === 2);
    expect(brief(c.received).slice(-4)).toEqual(['T:i_x', 'D:1', 'C:SELECT 1', 'Z:I']);
  });

  it('startup-9: CancelRequest closes without a reply; Terminate closes and releases everything', async () => {
    const c = await server.connect();
    expect(server.registered).toBe(1);
    const k = new TestClient(server.ctx).packet({ kind: 'CancelRequest', processId: 1, secretKey: 2 });
    await k.until(() => k.closed);
    expect(k.received).toEqual([]);
    c.send({ type: 'Terminate' });
    await c.until(() => c.closed);
    await c.until(() => server.registered === 0);
  });

  it('startup-10: an unknown message type is FATAL 08P01 and closes the connection', async () => {
    const c = await server.connect();
    c.raw(encodeRaw('!', []));
    const msgs = await c.until(() => c.closed);
    expect(msgs[0]?.type === 'ErrorResponse' && msgs[0].fields).toMatchObject({ S: 'FATAL', C: '08P01' });
    await c.until(() => server.registered === 0);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import { RawClient, errorFields, query, sslRequest, startedClient, startupMessage } from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

describe.skipIf(target === null)(`startup edges (${target?.kind})`, () => {
  const host = target?.host ?? '';
  const port = target?.port ?? 0;

  it('startup-1 SSLRequest is answered by a single N and the handshake continues', async () => {
    const c = await RawClient.connect(host, port);
    c.write(sslRequest());
    expect(await c.readByte()).toBe('N');
    expect(c.buffered.length).toBe(0);
    c.write(startupMessage());
    const msgs = await c.until('Z');
    expect(msgs[0]?.type).toBe('R');
    expect(msgs[0]?.body.readInt32BE(0)).toBe(0); // AuthenticationOk
    expect(msgs.map((m) => m.type)).toContain('K');
    expect(msgs.at(-1)?.body.toString('latin1')).toBe('I');
    c.end();
  });

  it('startup-2 garbage instead of a startup packet closes the connection without a reply', async () => {
    const c = await RawClient.connect(host, port);
    c.write(Buffer.from('hello, this is not a postgres startup packet\n'));
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });

  it('startup-3 a startup length below 8 closes without a reply', async () => {
    const c = await RawClient.connect(host, port);
    c.write(Buffer.from([0, 0, 0, 4, 0, 0, 0, 0]));
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });

  it('startup-4 an oversize startup packet (> 10000 bytes) closes without a reply', async () => {
    const c = await RawClient.connect(host, port);
    const header = Buffer.alloc(8);
    header.writeInt32BE(10_009, 0);
    header.writeInt32BE(196608, 4);
    c.write(header);
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });

  it('startup-5 a startup packet without user gets FATAL 28000', async () => {
    const c = await RawClient.connect(host, port);
    c.write(startupMessage({ database: 'postgres' }));
    const m = await c.next();
    expect(m?.type).toBe('E');
    const f = errorFields(m?.body ?? Buffer.alloc(0));
    expect(f['S']).toBe('FATAL');
    expect(f['C']).toBe('28000');
    expect(f['M']).toBe('no PostgreSQL user name specified in startup packet');
    expect(await c.waitClosed()).toBe(true);
  });

  it('startup-6 protocol 2.0 gets FATAL 0A000', async () => {
    const c = await RawClient.connect(host, port);
    const body = Buffer.concat([Buffer.from([0, 2, 0, 0]), Buffer.from('user\0postgres\0\0')]);
    const len = Buffer.alloc(4);
    len.writeInt32BE(body.length + 4);
    c.write(Buffer.concat([len, body]));
    // The error goes out in the protocol the client asked for: a v2 ErrorResponse is 'E' + C string.
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.toString('latin1')).toBe('EFATAL:  unsupported frontend protocol 2.0: server supports 3.0 to 3.0\n\0');
  });

  it('startup-7 an unknown database gets FATAL 3D000', async () => {
    const c = await RawClient.connect(host, port);
    c.write(startupMessage({ user: 'postgres', database: 'no_such_db' }));
    const msgs: { type: string; body: Buffer }[] = [];
    for (let m = await c.next(); m !== null; m = await c.next()) msgs.push(m);
    const err = msgs.find((m) => m.type === 'E');
    const f = errorFields(err?.body ?? Buffer.alloc(0));
    expect([f['S'], f['C'], f['M']]).toEqual(['FATAL', '3D000', 'database "no_such_db" does not exist']);
    expect(msgs.some((m) => m.type === 'Z')).toBe(false);
  });

  it('startup-9 a CancelRequest gets no reply, closes, and leaves the target session working', async () => {
    const target = await RawClient.connect(host, port);
    target.write(startupMessage());
    const key = (await target.until('Z')).find((m) => m.type === 'K');
    expect(key?.body.length).toBe(8);
    const cancelFor = (pid: number, secret: number): Buffer => {
      const b = Buffer.alloc(16);
      b.writeInt32BE(16, 0);
      b.writeInt32BE(80877102, 4);
      b.writeInt32BE(pid, 8);
      b.writeInt32BE(secret, 12);
      return b;
    };
    const pid = key?.body.readInt32BE(0) ?? 0;
    const secret = key?.body.readInt32BE(4) ?? 0;
    for (const packet of [cancelFor(pid, secret ^ 1), cancelFor(pid, secret)]) {
      const c = await RawClient.connect(host, port);
      c.write(packet);
      expect(await c.waitClosed()).toBe(true);
      expect(c.buffered.length).toBe(0);
    }
    // cancelling an idle session does nothing to it
    target.write(query('SELECT 1'));
    expect((await target.until('Z')).map((m) => m.type).join('')).toBe('TDCZ');
    target.end();
  });

  it('startup-8 the server still serves a new client after all of the above', async () => {
    const c = await startedClient(host, port);
    c.write(query('SELECT 1 AS one'));
    const msgs = await c.until('Z');
    expect(msgs.map((m) => m.type).join('')).toBe('TDCZ');
    expect(msgs[2]?.body.toString('latin1')).toBe('SELECT 1\0');
    c.end();
  });
});

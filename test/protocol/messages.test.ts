import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';
import {
  bind,
  errorFields,
  execute,
  message,
  parse,
  query,
  startedClient,
  sync,
  describePortal,
} from '../helpers/raw-client.js';

const target = await startTarget();
afterAll(async () => target?.stop());

describe.skipIf(target === null)(`frontend message edges (${target?.kind})`, () => {
  const host = target?.host ?? '';
  const port = target?.port ?? 0;

  it('messages-1 an unknown message type is FATAL 08P01 and closes', async () => {
    const c = await startedClient(host, port);
    c.write(message('y', Buffer.from('whatever')));
    const m = await c.next();
    const f = errorFields(m?.body ?? Buffer.alloc(0));
    expect([m?.type, f['S'], f['C'], f['M']]).toEqual(['E', 'FATAL', '08P01', 'invalid frontend message type 121']);
    expect(await c.waitClosed()).toBe(true);
  });

  // PostgreSQL reports a bad length as COMMERROR: logged, never sent; the connection just ends.
  it('messages-2 a message length below 4 closes the connection without a reply', async () => {
    const c = await startedClient(host, port);
    c.write(Buffer.from([0x51, 0, 0, 0, 2]));
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });

  it('messages-3 a Sync longer than 10000 bytes closes the connection without a reply', async () => {
    const c = await startedClient(host, port);
    const header = Buffer.from([0x53, 0, 0, 0, 0]);
    header.writeInt32BE(20_000, 1);
    c.write(header);
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });

  it('messages-4 a Query without its terminating NUL is ERROR 08P01 and the session continues', async () => {
    const c = await startedClient(host, port);
    c.write(message('Q', Buffer.from('SELECT 1')));
    const msgs = await c.until('Z');
    expect(msgs.map((m) => m.type).join('')).toBe('EZ');
    const f = errorFields(msgs[0]?.body ?? Buffer.alloc(0));
    expect([f['S'], f['C']]).toEqual(['ERROR', '08P01']);
    c.write(query('SELECT 2'));
    expect((await c.until('Z')).map((m) => m.type).join('')).toBe('TDCZ');
    c.end();
  });

  it('messages-5 an error in extended protocol discards everything until Sync', async () => {
    const c = await startedClient(host, port);
    c.write(
      Buffer.concat([
        parse('SELECT * FROM no_such_table'),
        bind(),
        describePortal(),
        execute(),
        parse('SELECT 1'),
        bind(),
        execute(),
        sync(),
      ]),
    );
    const msgs = await c.until('Z');
    expect(msgs.map((m) => m.type).join('')).toBe('EZ');
    const f = errorFields(msgs[0]?.body ?? Buffer.alloc(0));
    expect([f['S'], f['C'], f['M']]).toEqual(['ERROR', '42P01', 'relation "no_such_table" does not exist']);
    expect(f['P']).toBe('15');
    expect(msgs[1]?.body.toString('latin1')).toBe('I');
    // the next query is answered normally
    c.write(Buffer.concat([parse('SELECT $1::int + 1 AS n'), bind('', '', ['41']), execute(), sync()]));
    const next = await c.until('Z');
    expect(next.map((m) => m.type).join('')).toBe('12DCZ');
    const row = next[2]?.body ?? Buffer.alloc(0);
    expect(row.readInt16BE(0)).toBe(1);
    expect(row.subarray(6, 6 + row.readInt32BE(2)).toString()).toBe('42');
    expect(next[3]?.body.toString('latin1')).toBe('SELECT 1\0');
    c.end();
  });

  it('messages-6 an error at Execute in a pipeline skips the rest of that batch only', async () => {
    const c = await startedClient(host, port);
    c.write(query('CREATE TABLE pipeline_zero (n int); INSERT INTO pipeline_zero VALUES (0)'));
    await c.until('Z');
    // Division by a column value fails at Execute (a constant 1/0 would fail at Bind).
    c.write(
      Buffer.concat([
        parse('SELECT 1/n FROM pipeline_zero'),
        bind(),
        execute(),
        parse('SELECT 2'),
        bind(),
        execute(),
        sync(),
        parse('SELECT 3'),
        bind(),
        execute(),
        sync(),
      ]),
    );
    const first = await c.until('Z');
    expect(first.map((m) => m.type).join('')).toBe('12EZ');
    expect(errorFields(first[2]?.body ?? Buffer.alloc(0))['C']).toBe('22012');
    const second = await c.until('Z');
    expect(second.map((m) => m.type).join('')).toBe('12DCZ');
    c.end();
  });

  it('messages-7 other clients keep being served while one sends garbage', async () => {
    const good = await startedClient(host, port);
    const bad = await startedClient(host, port);
    bad.write(Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x01]));
    expect(await bad.waitClosed()).toBe(true);
    good.write(query('SELECT 1'));
    expect((await good.until('Z')).map((m) => m.type).join('')).toBe('TDCZ');
    good.end();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { startPgsqlite } from '../../src/index.js';
import { errorFields, execute, message, parse, query, startedClient, sync, bind } from '../helpers/raw-client.js';

/**
 * Size limits an operator sets: the largest message (PostgreSQL: 1 GiB − 2 for Query, Parse,
 * Bind, CopyData, FunctionCall; longer closes the connection with only a log line) and the
 * largest statement text parsed (pgsqlite's own limit; longer is ERROR 54000, the session goes on).
 */
const log: string[] = [];
const keep = (m: string): void => void log.push(m);
const logger = { debug: () => undefined, info: keep, warn: keep, error: keep };
const small = await startPgsqlite({ port: 0, logger, maxMessageSize: 65536, maxStatementSize: 4096 });
const defaults = await startPgsqlite({ port: 0, logger });
afterAll(async () => {
  await small.close();
  await defaults.close();
});

const types = (msgs: { type: string }[]): string => msgs.map((m) => m.type).join('');

describe('message-size: configured limits', () => {
  it('message-size-1 a message over maxMessageSize closes the connection without a reply, reason logged', async () => {
    const c = await startedClient(small.host, small.port);
    const head = Buffer.from([0x51, 0, 0, 0, 0]);
    head.writeInt32BE(65537, 1);
    c.write(head);
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
    expect(log.some((l) => l.includes('invalid message length'))).toBe(true);
  });

  it('message-size-2 a message of exactly maxMessageSize is read (a Bind with a 60 kB parameter)', async () => {
    const c = await startedClient(small.host, small.port);
    const value = 'x'.repeat(65536 - 4 - 2 - 2 - 2 - 4 - 2);
    c.write(Buffer.concat([parse('SELECT length($1::text)'), bind('', '', [value]), execute(), sync()]));
    const msgs = await c.until('Z');
    expect(types(msgs)).toBe('12DCZ');
    expect(msgs[2]?.body.subarray(6).toString()).toBe(String(value.length));
    c.end();
  });

  it('message-size-3 a Query text over maxStatementSize is ERROR 54000 before parsing, and the session goes on', async () => {
    const c = await startedClient(small.host, small.port);
    c.write(query(`SELECT '${'a'.repeat(5000)}'`));
    const msgs = await c.until('Z');
    expect(types(msgs)).toBe('EZ');
    const f = errorFields(msgs[0]?.body ?? Buffer.alloc(0));
    expect([f['S'], f['C'], f['M']]).toEqual(['ERROR', '54000', 'statement is too long']);
    c.write(query('SELECT 1'));
    expect(types(await c.until('Z'))).toBe('TDCZ');
    c.end();
  });

  it('message-size-4 a Parse text over maxStatementSize fails in extended protocol: one ReadyForQuery at Sync', async () => {
    const c = await startedClient(small.host, small.port);
    c.write(Buffer.concat([parse(`SELECT '${'é'.repeat(2100)}'`), bind(), execute(), sync()]));
    const msgs = await c.until('Z');
    expect(types(msgs)).toBe('EZ');
    expect(errorFields(msgs[0]?.body ?? Buffer.alloc(0))['C']).toBe('54000');
    c.end();
  });

  it('message-size-5 by default a 100 MiB message is accepted (PostgreSQL allows 1 GiB): the server waits for its body, allocating nothing ahead', async () => {
    const c = await startedClient(defaults.host, defaults.port);
    const rss = process.memoryUsage().rss;
    const head = Buffer.from([0x64, 0, 0, 0, 0]);
    head.writeInt32BE(100 * 1024 * 1024, 1);
    c.write(Buffer.concat([head, Buffer.alloc(1000)]));
    expect(await c.waitClosed(300)).toBe(false);
    expect(process.memoryUsage().rss - rss).toBeLessThan(80 * 1024 * 1024);
    c.end();
  });

  it('message-size-6 a length word above 1 GiB − 2 closes the connection, as PostgreSQL', async () => {
    const c = await startedClient(defaults.host, defaults.port);
    c.write(message('Q').subarray(0, 1));
    const len = Buffer.alloc(4);
    len.writeInt32BE(0x3fffffff);
    c.write(len);
    expect(await c.waitClosed()).toBe(true);
    expect(c.buffered.length).toBe(0);
  });
});

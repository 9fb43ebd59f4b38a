import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

// Issue 6: LISTEN / UNLISTEN / NOTIFY across connections, delivered at commit, in order, with
// payloads. Runs against pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const target = await startTarget();
const clients: pg.Client[] = [];
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.end()));
  await target?.stop();
});

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: target?.url ?? '' });
  c.on('error', () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

type Note = [string, string];
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Collects `(channel, payload)` of every notification the client receives. */
function collect(c: pg.Client): Note[] {
  const got: Note[] = [];
  c.on('notification', (n) => got.push([n.channel, n.payload ?? '']));
  return got;
}

describe.skipIf(target === null)('6 LISTEN/NOTIFY', () => {
  it('6-notify-1 an idle listener gets NOTIFY from another session at once, with the payload; the sender too', async () => {
    const a = await connect();
    const b = await connect();
    const aGot = collect(a);
    const bGot = collect(b);
    await a.query('LISTEN ch1');
    await b.query('LISTEN ch1');
    await b.query("NOTIFY ch1, 'hello'");
    await b.query('NOTIFY ch2');
    for (let i = 0; i < 50 && aGot.length === 0; i++) await sleep(10);
    expect(aGot).toEqual([['ch1', 'hello']]);
    expect(bGot).toEqual([['ch1', 'hello']]);
  });

  it('6-notify-2 in a transaction: sent at COMMIT, in order, duplicates collapsed; dropped by ROLLBACK; UNLISTEN', async () => {
    const a = await connect();
    const b = await connect();
    const got = collect(a);
    await a.query('LISTEN ch');
    await b.query('BEGIN');
    await b.query("NOTIFY ch, '1'");
    await b.query("NOTIFY ch, '2'");
    await b.query("NOTIFY ch, '1'");
    await a.query('SELECT 1');
    expect(got).toEqual([]);
    await b.query('COMMIT');
    for (let i = 0; i < 50 && got.length < 2; i++) await sleep(10);
    expect(got.map((n) => n[1])).toEqual(['1', '2']);
    await b.query('BEGIN');
    await b.query("NOTIFY ch, 'lost'");
    await b.query('ROLLBACK');
    await a.query('UNLISTEN *');
    await b.query("NOTIFY ch, 'after unlisten'");
    await sleep(50);
    await a.query('SELECT 1');
    expect(got.map((n) => n[1])).toEqual(['1', '2']);
  });

  it('6-notify-3 a listener inside a transaction gets it when its transaction ends; LISTEN in a rolled back transaction does not listen', async () => {
    const a = await connect();
    const b = await connect();
    const got = collect(a);
    await a.query('LISTEN ch3');
    await a.query('BEGIN');
    await b.query("NOTIFY ch3, 'x'");
    await sleep(50);
    await a.query('SELECT 1');
    expect(got).toEqual([]);
    await a.query('COMMIT');
    expect(got).toEqual([['ch3', 'x']]);
    await a.query('BEGIN');
    await a.query('LISTEN ch4');
    await a.query('ROLLBACK');
    await b.query("NOTIFY ch4, 'y'");
    await sleep(50);
    await a.query('SELECT 1');
    expect(got).toEqual([['ch3', 'x']]);
  });
});

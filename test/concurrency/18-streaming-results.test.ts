import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { to as copyTo } from 'pg-copy-streams';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';
import { errorOf } from '../helpers/pg-clients.js';
import { query, startedClient } from '../helpers/raw-client.js';

// Issue 18: results stream. A query's rows are produced, sent and read in batches; a row-limited
// Execute leaves the statement suspended in its portal; DECLARE CURSOR / FETCH and COPY TO read
// as they go. The proof that nothing is built in full first: a query over a billion rows answers
// its first rows at once (a server that built the result first would never answer). Runs against
// pgsqlite or (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
// A recursive CTE, not generate_series: PostgreSQL's Function Scan builds a set-returning
// function's whole result before its first row; a recursive union is read as it is produced.
const BILLION = "WITH RECURSIVE s(g) AS (SELECT 1 UNION ALL SELECT g + 1 FROM s WHERE g < 1000000000) SELECT g, repeat('x', 20) AS pad FROM s";

/** Reads `n` rows from a pg-cursor. */
const read = (cursor: Cursor, n: number): Promise<{ g: number }[]> =>
  new Promise((resolve, reject) => cursor.read(n, (err: Error | undefined, rows: { g: number }[]) => (err ? reject(err) : resolve(rows))));
const closeCursor = (cursor: Cursor): Promise<void> => new Promise((resolve) => cursor.close(() => resolve()));

describe.skipIf(target === null)('18 results stream', () => {
  it('18-stream-1 a row-limited portal (pg-cursor) over a billion rows pulls batches in order; the session goes on after Close', async () => {
    const c = await connect();
    const cursor = c.query(new Cursor(BILLION));
    const first = await read(cursor, 100);
    expect(first.map((r) => Number(r.g))).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    for (let i = 1; i < 20; i++) {
      const batch = await read(cursor, 500);
      expect(batch.length).toBe(500);
      expect(Number(batch[0]?.g)).toBe(101 + (i - 1) * 500);
    }
    await closeCursor(cursor);
    expect((await c.query('SELECT 41 + 1 AS x')).rows).toEqual([{ x: 42 }]);
  }, 60_000);

  it('18-stream-2 a portal suspended at exactly its last row completes with 0 rows at the next Execute', async () => {
    const c = await connect();
    const cursor = c.query(new Cursor('SELECT g FROM generate_series(1, 250) AS g'));
    expect((await read(cursor, 250)).length).toBe(250);
    expect(await read(cursor, 10)).toEqual([]);
    await closeCursor(cursor);
    const again = c.query(new Cursor('SELECT g FROM generate_series(1, 5) AS g'));
    expect((await read(again, 100)).map((r) => r.g)).toEqual([1, 2, 3, 4, 5]);
    await closeCursor(again);
  });

  it('18-stream-3 a cursor loop that writes between FETCHes sees the rows as of DECLARE; both portals stay right', async () => {
    const c = await connect();
    await c.query('CREATE TABLE stream_src (id int PRIMARY KEY, v text)');
    await c.query("INSERT INTO stream_src SELECT g, 'v' || g FROM generate_series(1, 3000) g");
    await c.query('CREATE TABLE stream_dst (id int, v text)');
    await c.query('BEGIN');
    await c.query('DECLARE walk CURSOR FOR SELECT id, v FROM stream_src ORDER BY id');
    let seen = 0;
    for (;;) {
      const { rows } = await c.query('FETCH 700 FROM walk');
      if (rows.length === 0) break;
      expect(rows[0].id).toBe(seen + 1);
      seen += rows.length;
      await c.query('INSERT INTO stream_dst SELECT id, v FROM stream_src WHERE id BETWEEN $1 AND $2', [rows[0].id, rows[rows.length - 1].id]);
      await c.query('INSERT INTO stream_src VALUES ($1, $2)', [100000 + seen, 'late']);
    }
    await c.query('COMMIT');
    expect(seen).toBe(3000);
    expect((await c.query('SELECT count(*)::int AS n, count(DISTINCT id)::int AS d FROM stream_dst')).rows).toEqual([{ n: 3000, d: 3000 }]);
  });

  it('18-stream-4 DECLARE over a billion rows: FETCH, MOVE, a step back within what was read, CLOSE; NO SCROLL refuses to go back', async () => {
    const c = await connect();
    await c.query('BEGIN');
    await c.query(`DECLARE big CURSOR FOR ${BILLION}`);
    expect((await c.query('FETCH 3 FROM big')).rows.map((r) => r.g)).toEqual([1, 2, 3]);
    const moved = await c.query('MOVE FORWARD 1000 IN big');
    expect(moved.rowCount).toBe(1000);
    expect((await c.query('FETCH NEXT FROM big')).rows.map((r) => r.g)).toEqual([1004]);
    expect((await c.query('FETCH PRIOR FROM big')).rows.map((r) => r.g)).toEqual([1003]);
    expect((await c.query('FETCH RELATIVE 0 FROM big')).rows.map((r) => r.g)).toEqual([1003]);
    await c.query('CLOSE big');
    await c.query(`DECLARE fwd NO SCROLL CURSOR FOR ${BILLION}`);
    expect((await c.query('FETCH 2 FROM fwd')).rows.map((r) => r.g)).toEqual([1, 2]);
    expect(await errorOf(c.query('FETCH PRIOR FROM fwd'))).toBe('55000 cursor can only scan forward');
    await c.query('ROLLBACK');
    expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  }, 60_000);

  it('18-stream-5 a streaming query is cancelled (57014) and stopped by statement_timeout; the session stays usable', async () => {
    const c = await connect();
    const other = await connect();
    const pid = (await c.query('SELECT pg_backend_pid() AS p')).rows[0].p as number;
    let rows = 0;
    const q = new pg.Query({ text: BILLION, rowMode: 'array' });
    const done = new Promise<string>((resolve) => {
      q.on('row', () => {
        rows++;
        if (rows === 1000) void other.query('SELECT pg_cancel_backend($1)', [pid]);
      });
      q.on('error', (e: Error & { code?: string }) => resolve(`${e.code} ${e.message}`));
      q.on('end', () => resolve('ended'));
    });
    void c.query(q);
    expect(await done).toBe('57014 canceling statement due to user request');
    expect(rows).toBeGreaterThanOrEqual(1000);
    await c.query("SET statement_timeout = '400ms'");
    expect(await errorOf(c.query(BILLION))).toBe('57014 canceling statement due to statement timeout');
    await c.query('RESET statement_timeout');
    expect((await c.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
  }, 60_000);

  it('18-stream-6 COPY (query) TO STDOUT streams every row', async () => {
    const c = await connect();
    let bytes = 0;
    let lines = 0;
    await pipeline(
      c.query(copyTo('COPY (SELECT g, g * 2 FROM generate_series(1, 200000) AS g) TO STDOUT')),
      new Writable({
        write(chunk: Buffer, _enc, cb) {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
          cb();
        },
      }),
    );
    expect(lines).toBe(200000);
    expect(bytes).toBeGreaterThan(200000 * 4);
  }, 60_000);

  it('18-stream-7 a pipelining client that does not read: its result waits for it, other sessions are served meanwhile', async () => {
    if (target === null) return;
    const slow = await startedClient(target.host, target.port);
    slow.socket.pause();
    // Two queries in one write, the first of 300,000 rows; the client reads nothing for a while.
    slow.write(Buffer.concat([query('SELECT g, repeat(\'y\', 40) FROM generate_series(1, 300000) AS g'), query('SELECT 7')]));
    const other = await connect();
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect((await other.query('SELECT $1::int AS i', [i])).rows).toEqual([{ i }]);
    expect(performance.now() - started).toBeLessThan(15_000);
    slow.socket.resume();
    const messages = [...(await slow.until('Z', 60_000)), ...(await slow.until('Z', 60_000))];
    const dataRows = messages.filter((m) => m.type === 'D').length;
    const tags = messages.filter((m) => m.type === 'C').map((m) => m.body.subarray(0, m.body.length - 1).toString());
    expect(dataRows).toBe(300001);
    expect(tags).toEqual(['SELECT 300000', 'SELECT 1']);
    slow.socket.destroy();
  }, 120_000);
});

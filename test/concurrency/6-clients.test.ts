import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { describe, expect, it } from 'vitest';
import { startTargetWithClients } from '../helpers/target-clients.js';

// Issue 6 "must hold": node-postgres LISTEN/NOTIFY, pg-copy-streams COPY in and out, pg-cursor,
// and a two-process migration race guarded by pg_advisory_lock. Runs against pgsqlite or
// (PGSQLITE_TEST_TARGET=postgres) PostgreSQL 15.
const { target, connect } = await startTargetWithClients();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Runs the migration child script; resolves with what it printed. */
function runChild(table: string): Promise<{ created: boolean; pid: number }> {
  const script = fileURLToPath(new URL('./migration-race-child.mjs', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, target?.url ?? '', table], { timeout: 20_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { created: boolean; pid: number });
    });
  });
}

describe.skipIf(target === null)('6 clients', () => {
  it('6-clients-1 node-postgres LISTEN/NOTIFY: payloads in order, delivered at COMMIT, none after ROLLBACK', async () => {
    const listener = await connect();
    const sender = await connect();
    const got: { channel: string; payload: string | undefined; pid: number }[] = [];
    listener.on('notification', (n) => got.push({ channel: n.channel, payload: n.payload, pid: n.processId }));
    await listener.query('LISTEN jobs');
    const senderPid = Number((await sender.query('SELECT pg_backend_pid() AS p')).rows[0]?.p);
    await sender.query('BEGIN');
    await sender.query("NOTIFY jobs, 'first'");
    await sender.query("SELECT pg_notify('jobs', 'second')");
    await sender.query("NOTIFY jobs, 'third'");
    await sleep(100);
    expect(got).toEqual([]);
    await sender.query('COMMIT');
    await sleep(100);
    expect(got).toEqual(['first', 'second', 'third'].map((payload) => ({ channel: 'jobs', payload, pid: senderPid })));
    await sender.query('BEGIN');
    await sender.query("NOTIFY jobs, 'dropped'");
    await sender.query('ROLLBACK');
    await sender.query("NOTIFY jobs, 'fourth'");
    await sleep(100);
    expect(got.map((n) => n.payload)).toEqual(['first', 'second', 'third', 'fourth']);
  });

  it('6-clients-2 pg-copy-streams: COPY FROM STDIN of 10,000 rows in chunks, then COPY TO STDOUT gives them back', async () => {
    const c = await connect();
    await c.query('CREATE TABLE copy_streams (id int PRIMARY KEY, name text, score float8)');
    const lines = Array.from({ length: 10_000 }, (_, i) => `${i}\tname ${i}\t${i / 4}\n`);
    const chunks = function* (): Generator<Buffer> {
      for (let i = 0; i < lines.length; i += 777) yield Buffer.from(lines.slice(i, i + 777).join(''));
    };
    const ingest = c.query(copyFrom('COPY copy_streams FROM STDIN'));
    await pipeline(Readable.from(chunks()), ingest);
    expect(ingest.rowCount).toBe(10_000);
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        parts.push(chunk);
        done();
      },
    });
    await pipeline(c.query(copyTo('COPY (SELECT * FROM copy_streams ORDER BY id) TO STDOUT')), sink);
    expect(Buffer.concat(parts).toString()).toBe(lines.join(''));
    const csv: Buffer[] = [];
    await pipeline(
      c.query(copyTo("COPY (SELECT id, name FROM copy_streams WHERE id < 2 ORDER BY id) TO STDOUT WITH (FORMAT csv, HEADER)")),
      new Writable({
        write(chunk: Buffer, _enc, done) {
          csv.push(chunk);
          done();
        },
      }),
    );
    expect(Buffer.concat(csv).toString()).toBe('id,name\n0,name 0\n1,name 1\n');
  });

  it('6-clients-3 pg-copy-streams: a bad row fails the COPY with the line, nothing is loaded', async () => {
    const c = await connect();
    await c.query('CREATE TABLE copy_bad (id int)');
    const ingest = c.query(copyFrom('COPY copy_bad FROM STDIN'));
    const err = await pipeline(Readable.from([Buffer.from('1\n2\nthree\n4\n')]), ingest).then(
      () => null,
      (e: Error & { code?: string; where?: string }) => e,
    );
    expect([err?.code, err?.message, err?.where]).toEqual(['22P02', 'invalid input syntax for type integer: "three"', 'COPY copy_bad, line 3, column id: "three"']);
    expect((await c.query('SELECT count(*)::int AS n FROM copy_bad')).rows[0]?.n).toBe(0);
  });

  it('6-clients-4 pg-cursor reads a result in batches', async () => {
    const c = await connect();
    const cursor = c.query(new Cursor('SELECT g AS n, g * 2 AS twice FROM generate_series(1, 25) g WHERE g > $1 ORDER BY g', [0]));
    const batches: number[][] = [];
    for (;;) {
      const rows = (await cursor.read(10)) as { n: number; twice: number }[];
      if (rows.length === 0) break;
      expect(rows.every((r) => r.twice === r.n * 2)).toBe(true);
      batches.push(rows.map((r) => r.n));
    }
    await cursor.close();
    expect(batches.map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batches.flat()).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await c.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('6-clients-5 two processes race a migration under pg_advisory_lock: exactly one creates the table, both succeed', async () => {
    const table = `migrations_race_${Date.now() % 100000}`;
    const results = await Promise.all([runChild(table), runChild(table)]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const c = await connect();
    const rows = await c.query(`SELECT applied_by FROM ${table} ORDER BY id`);
    expect(rows.rows.map((r: { applied_by: number }) => r.applied_by).sort()).toEqual(results.map((r) => r.pid).sort());
  });
});

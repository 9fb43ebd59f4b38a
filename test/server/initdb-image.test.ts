import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgsqlite, type RunningServer } from '../../src/index.js';
import { bundledInitdbImage, initdbImageName, writeInitdbImage } from '../../src/initdb-image.js';

// initdb's databases start as a copy of the build's initdb image (src/initdb-image.ts) instead of
// running the catalog bootstrap on their first connection. A database made from the image must
// be the database the bootstrap makes: same internal tables, same rows, same schema objects.

const dir = mkdtempSync(join(tmpdir(), 'pgsqlite-initdb-'));
let image: string;

beforeAll(async () => {
  image = await writeInitdbImage(dir);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Every object of sqlite_schema and every row of every table, as text, in a stable order. */
function contents(path: string): Record<string, unknown[]> {
  const db = new Database(path, { readonly: true });
  try {
    const out: Record<string, unknown[]> = {};
    const objects = db.prepare(`SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name`).all() as { type: string; name: string }[];
    out['sqlite_schema'] = objects;
    for (const o of objects) {
      if (o.type !== 'table' || o.name.startsWith('sqlite_')) continue;
      // some tables are WITHOUT ROWID: rows compared as a sorted list
      const rows = db.prepare(`SELECT * FROM "${o.name.replaceAll('"', '""')}"`).raw().all();
      out[o.name] = rows.map((r) => JSON.stringify(r, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Buffer ? v.toString('hex') : v))).sort();
    }
    return out;
  } finally {
    db.close();
  }
}

async function serve(dataDir: string, initdbImage: () => string | null, body: (server: RunningServer) => Promise<void>): Promise<void> {
  const server = await startPgsqlite({ port: 0, dataDir, initdbImage });
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows;
  } finally {
    await c.end();
  }
}

describe('initdb image', () => {
  it('initdb-image-1 a database seeded from the image holds exactly what the bootstrap makes', async () => {
    const seeded = mkdtempSync(join(dir, 'seeded-'));
    const booted = mkdtempSync(join(dir, 'booted-'));
    let asked = 0;
    const answers: unknown[][] = [];
    for (const [dataDir, locate] of [
      [seeded, () => (asked++, image)],
      [booted, () => null],
    ] as const) {
      await serve(dataDir, locate, async (server) => {
        answers.push(await query(server.url, `SELECT count(*)::int AS n, max(oid)::int AS top FROM pg_class`));
        answers.push(await query(server.url, `SELECT count(*)::int AS n FROM pg_proc`));
      });
    }
    expect(asked).toBeGreaterThan(0);
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[3]);
    expect(contents(join(seeded, 'postgres.sqlite'))).toEqual(contents(join(booted, 'postgres.sqlite')));
  });

  it('initdb-image-2 seeded databases take DDL, and CREATE DATABASE copies a seeded template1', async () => {
    const dataDir = mkdtempSync(join(dir, 'ddl-'));
    await serve(dataDir, () => image, async (server) => {
      await query(server.url, `CREATE TABLE t (id serial PRIMARY KEY, v text)`);
      await query(server.url, `INSERT INTO t (v) VALUES ('a'), ('b')`);
      await query(server.url, `CREATE DATABASE made`);
      const made = server.url.replace(/\/[^/]*$/, '/made');
      expect(await query(made, `SELECT count(*)::int AS n FROM pg_class WHERE relname = 't'`)).toEqual([{ n: 0 }]);
      await query(made, `CREATE TABLE u (x int)`);
      expect(await query(made, `SELECT relname FROM pg_class WHERE relname IN ('t', 'u')`)).toEqual([{ relname: 'u' }]);
    });
    // the data directory's files reopen as any other (the image is only where they started)
    await serve(dataDir, () => image, async (server) => {
      expect(await query(server.url, `SELECT v FROM t ORDER BY id`)).toEqual([{ v: 'a' }, { v: 'b' }]);
      expect(await query(server.url.replace(/\/[^/]*$/, '/made'), `SELECT count(*)::int AS n FROM u`)).toEqual([{ n: 0 }]);
    });
  });

  it('initdb-image-4 the wasm engine opens a database seeded from the image', async () => {
    const dataDir = mkdtempSync(join(dir, 'wasm-'));
    let asked = 0;
    const server = await startPgsqlite({ port: 0, dataDir, engine: 'wasm', initdbImage: () => (asked++, image) });
    try {
      await query(server.url, `CREATE TABLE w (id serial PRIMARY KEY, v text)`);
      await query(server.url, `INSERT INTO w (v) VALUES ('x')`);
      expect(await query(server.url, `SELECT id, v FROM w`)).toEqual([{ id: 1, v: 'x' }]);
      expect(await query(server.url, `SELECT count(*)::int > 100 AS many FROM pg_proc`)).toEqual([{ many: true }]);
    } finally {
      await server.close();
    }
    expect(asked).toBeGreaterThan(0);
  });

  it('initdb-image-3 an image of another catalog build is never used', () => {
    expect(initdbImageName()).toMatch(/^pgsqlite-initdb\.[0-9a-f]{16}\.sqlite$/);
    expect(image.endsWith(initdbImageName())).toBe(true);
    // found beside the module when present, null where it is not
    expect(bundledInitdbImage(`file://${dir}/index.js`)()).toBe(image);
    expect(bundledInitdbImage(`file://${join(dir, 'seeded-none')}/index.js`)()).toBeNull();
  });
});

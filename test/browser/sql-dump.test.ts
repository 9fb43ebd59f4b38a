import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pgsqlite } from '@pgsqlite/browser';
import { postgresBinDir, startPostgres, type PostgresCluster } from '../helpers/postgres.js';
import { nativePgsqlite } from './native-host.js';

// Export/import as SQL: the dump made from pgsqlite's catalog restores into a fresh pgsqlite with
// the same rows and sequence positions, and psql loads it into a real PostgreSQL 15.
const SCHEMA = `
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE SCHEMA app;
CREATE TABLE author (id serial PRIMARY KEY, name text NOT NULL DEFAULT 'anon', m mood, rating numeric(4,1) CHECK (rating >= 0), code uuid UNIQUE);
CREATE TABLE app.book (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY, author_id int REFERENCES author (id) ON DELETE CASCADE, title text, tags text[], meta jsonb, published date, "Odd Name" boolean);
CREATE INDEX book_title ON app.book (title);
CREATE SEQUENCE app.counter START 100 INCREMENT 5;
CREATE VIEW author_books AS SELECT a.name, b.title FROM author a JOIN app.book b ON b.author_id = a.id;
INSERT INTO author (name, m, rating) VALUES ('Ann', 'happy', 4.5), ('O''Brien', NULL, 0), (E'tab\\there', 'sad', NULL);
INSERT INTO app.book (author_id, title, tags, meta, published, "Odd Name") VALUES (1, 'First', '{a,"b c"}', '{"k": [1, 2]}', '2020-02-29', true), (2, NULL, NULL, NULL, NULL, NULL);
SELECT nextval('app.counter'); SELECT nextval('app.counter');`;

const CHECKS = [
  'SELECT id, name, m, rating, code FROM author ORDER BY id',
  'SELECT id, author_id, title, tags, meta, published, "Odd Name" FROM app.book ORDER BY id',
  'SELECT * FROM author_books ORDER BY 1',
  "SELECT nextval('author_id_seq'), nextval('app.counter')",
  "INSERT INTO app.book (title) VALUES ('next') RETURNING id",
];

let source: Pgsqlite;
let dump: string;
let pg: PostgresCluster | null = null;

beforeAll(async () => {
  source = await nativePgsqlite();
  await source.exec(SCHEMA);
  dump = await source.dump();
  if (postgresBinDir() !== null) pg = await startPostgres();
}, 120_000);

afterAll(async () => {
  await source.close();
  await pg?.stop();
});

async function answers(db: Pgsqlite): Promise<unknown[]> {
  const out = [];
  for (const sql of CHECKS) out.push((await db.query(sql, [], { rowMode: 'array', text: true })).rows);
  return out;
}

it('a dump restores into a fresh database with the same rows and sequence positions', async () => {
  const copy = await nativePgsqlite();
  try {
    await copy.restore(dump);
    expect(await answers(copy)).toEqual(await answers(source));
  } finally {
    await copy.close();
  }
});

it('psql loads the dump into PostgreSQL 15 and it answers the same', async (ctx) => {
  if (pg === null) ctx.skip();
  const cluster = pg as PostgresCluster;
  const file = join(tmpdir(), `pgsqlite-dump-${process.pid}.sql`);
  writeFileSync(file, dump);
  const psql = join(postgresBinDir() as string, 'psql');
  await promisify(execFile)(psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', cluster.url, '-f', file]);
  const { stdout } = await promisify(execFile)(psql, ['-X', '-A', '-t', '-d', cluster.url, '-c', `${CHECKS.slice(0, 2).join('; ')}`]);
  const fresh = await nativePgsqlite();
  try {
    await fresh.restore(dump);
    const mine = [];
    for (const sql of CHECKS.slice(0, 2)) for (const r of (await fresh.query<(string | null)[]>(sql, [], { rowMode: 'array', text: true })).rows) mine.push(r.map((v) => v ?? '').join('|'));
    expect(stdout.trim().split('\n')).toEqual(mine);
  } finally {
    await fresh.close();
  }
}, 60_000);

it("restores pg_dump's plain format (COPY … FROM stdin blocks) from PostgreSQL 15", async (ctx) => {
  if (pg === null) ctx.skip();
  const cluster = pg as PostgresCluster;
  const bin = postgresBinDir() as string;
  await promisify(execFile)(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', cluster.url, '-c', 'CREATE DATABASE from_pg']);
  const url = cluster.url.replace(/\/postgres$/, '/from_pg');
  await promisify(execFile)(join(bin, 'psql'), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', url, '-c', SCHEMA]);
  const { stdout: pgDump } = await promisify(execFile)(join(bin, 'pg_dump'), ['--no-owner', '--no-privileges', '-d', url], { maxBuffer: 64 * 1024 * 1024 });
  expect(pgDump).toContain('FROM stdin;');
  const copy = await nativePgsqlite();
  const original = await nativePgsqlite();
  try {
    await copy.restore(pgDump);
    await original.exec(SCHEMA);
    // CHECKS write (nextval, INSERT): compare with a database that ran SCHEMA and nothing else.
    expect(await answers(copy)).toEqual(await answers(original));
  } finally {
    await copy.close();
    await original.close();
  }
}, 60_000);

it('restore stops at the first error and names the script line', async () => {
  const db = await nativePgsqlite();
  try {
    const e = await db.restore("CREATE TABLE r1 (a int);\nINSERT INTO r1 VALUES (1);\nINSERT INTO r1 VALUES ('x');\nINSERT INTO r1 VALUES (3);").catch((x: unknown) => x);
    expect(e).toMatchObject({ code: '22P02', line: 3 });
    expect((await db.query('SELECT count(*)::int AS n FROM r1')).rows).toEqual([{ n: 1 }]);
  } finally {
    await db.close();
  }
});

it('reset leaves an empty public schema', async () => {
  const db = await nativePgsqlite();
  try {
    await db.exec(SCHEMA);
    await db.reset();
    const r = await db.query("SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname !~ '^pg_' AND n.nspname <> 'information_schema'");
    expect(r.rows).toEqual([{ n: 0 }]);
    expect((await db.query("SELECT count(*)::int AS n FROM pg_namespace WHERE nspname = 'public'")).rows).toEqual([{ n: 1 }]);
  } finally {
    await db.close();
  }
});

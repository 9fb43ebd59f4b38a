import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/** Issue 4 must-hold: node-pg-migrate up and down (its advisory lock, pgmigrations bookkeeping, one transaction per migration). */

const target = await startOrmTarget();
const dir = join(target?.workDir ?? '', 'pg-migrations');
const client = target ? new pg.Client({ connectionString: target.url }) : undefined;
await client?.connect();
afterAll(async () => { await client?.end(); await target?.stop(); });

function writeMigrations(): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '1700000000001_authors.cjs'), `
exports.up = (pgm) => {
  pgm.createTable('authors', {
    id: 'id',
    name: { type: 'varchar(120)', notNull: true },
    email: { type: 'text', notNull: true, unique: true },
    created_at: { type: 'timestamptz', notNull: true, default: pgm.func('current_timestamp') },
  });
  pgm.createType('mood', ['happy', 'sad']);
};
exports.down = (pgm) => { pgm.dropType('mood'); pgm.dropTable('authors'); };
`);
  writeFileSync(join(dir, '1700000000002_books.cjs'), `
exports.up = (pgm) => {
  pgm.createTable('books', {
    id: { type: 'bigserial', primaryKey: true },
    author_id: { type: 'integer', notNull: true, references: '"authors"', onDelete: 'CASCADE' },
    title: { type: 'text', notNull: true },
    price: { type: 'numeric(8,2)', default: 0 },
    mood: { type: 'mood' },
  });
  pgm.createIndex('books', ['author_id', 'title'], { unique: true });
  pgm.addColumns('authors', { country: { type: 'char(2)' } });
  pgm.addConstraint('books', 'books_price_check', { check: 'price >= 0' });
  pgm.renameColumn('books', 'title', 'name');
  pgm.createView('book_titles', {}, 'SELECT b.name, a.name AS author FROM books b JOIN authors a ON a.id = b.author_id');
  pgm.sql("COMMENT ON TABLE books IS 'the books'");
};
exports.down = (pgm) => {
  pgm.dropView('book_titles');
  pgm.renameColumn('books', 'name', 'title');
  pgm.dropConstraint('books', 'books_price_check');
  pgm.dropColumns('authors', ['country']);
  pgm.dropIndex('books', ['author_id', 'title'], { unique: true });
  pgm.dropTable('books');
};
`);
}

const options = { migrationsTable: 'pgmigrations', dir: '', count: Infinity, log: (): void => undefined, checkOrder: true };

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

async function tables(): Promise<string[]> {
  const r = await client!.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1");
  return r.rows.map((x) => x.table_name);
}

describe.skipIf(target === null)('orm: node-pg-migrate up/down (issue 4)', () => {
  mustHold('orm-pgmigrate-1 up applies both migrations (file intact)', async () => {
    writeMigrations();
    const run = await runner({ ...options, dir, databaseUrl: target!.url, direction: 'up' });
    expect(run.map((m) => m.name)).toEqual(['1700000000001_authors', '1700000000002_books']);
    expect(await tables()).toEqual(['authors', 'book_titles', 'books', 'pgmigrations']);
    await client!.query("INSERT INTO authors (name, email, country) VALUES ('Ada', 'ada@example.com', 'UK')");
    await client!.query("INSERT INTO books (author_id, name, price, mood) VALUES (1, 'Engines', 12.5, 'happy')");
    expect((await client!.query('SELECT * FROM book_titles')).rows).toEqual([{ name: 'Engines', author: 'Ada' }]);
    await expect(client!.query("INSERT INTO books (author_id, name, price) VALUES (1, 'Bad', -1)")).rejects.toMatchObject({ code: '23514' });
    expect((await client!.query("SELECT obj_description('books'::regclass, 'pg_class') AS d")).rows).toEqual([{ d: 'the books' }]);
    expectFileOk();
  });

  mustHold('orm-pgmigrate-2 a second up has nothing to do', async () => {
    expect(await runner({ ...options, dir, databaseUrl: target!.url, direction: 'up' })).toEqual([]);
  });

  mustHold('orm-pgmigrate-3 down one, up again, then down everything (file intact)', async () => {
    const down1 = await runner({ ...options, dir, databaseUrl: target!.url, direction: 'down', count: 1 });
    expect(down1.map((m) => m.name)).toEqual(['1700000000002_books']);
    expect(await tables()).toEqual(['authors', 'pgmigrations']);
    expectFileOk();
    const up = await runner({ ...options, dir, databaseUrl: target!.url, direction: 'up' });
    expect(up.map((m) => m.name)).toEqual(['1700000000002_books']);
    const down = await runner({ ...options, dir, databaseUrl: target!.url, direction: 'down', count: Infinity });
    expect(down.map((m) => m.name)).toEqual(['1700000000002_books', '1700000000001_authors']);
    expect(await tables()).toEqual(['pgmigrations']);
    expect((await client!.query("SELECT count(*)::int AS n FROM pg_type WHERE typname = 'mood'")).rows).toEqual([{ n: 0 }]);
    expectFileOk();
  });
});

import knexFactory, { type Knex } from 'knex';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/** Issue 4 must-hold: Knex migrations up and down (schema builder DDL, knex_migrations bookkeeping). */

const target = await startOrmTarget();
const dir = join(target?.workDir ?? '', 'knex-migrations');
const knex: Knex | undefined = target ? knexFactory({ client: 'pg', connection: target.url, pool: { min: 0, max: 2 } }) : undefined;
afterAll(async () => { await knex?.destroy(); await target?.stop(); });

function writeMigrations(): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '001_authors.cjs'), `
exports.up = (knex) => knex.schema.createTable('authors', (t) => {
  t.increments('id');
  t.string('name', 120).notNullable();
  t.text('email').unique();
  t.timestamps(true, true);
});
exports.down = (knex) => knex.schema.dropTable('authors');
`);
  writeFileSync(join(dir, '002_books.cjs'), `
exports.up = async (knex) => {
  await knex.schema.createTable('books', (t) => {
    t.bigIncrements('id');
    t.integer('author_id').unsigned().notNullable().references('id').inTable('authors').onDelete('CASCADE');
    t.string('title').notNullable();
    t.decimal('price', 8, 2).defaultTo(0);
    t.boolean('published').defaultTo(false);
    t.jsonb('meta');
    t.index(['author_id', 'title']);
  });
  await knex.schema.alterTable('authors', (t) => { t.string('country', 2); });
};
exports.down = async (knex) => {
  await knex.schema.alterTable('authors', (t) => { t.dropColumn('country'); });
  await knex.schema.dropTable('books');
};
`);
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

describe.skipIf(target === null)('orm: Knex migrations (issue 4)', () => {
  mustHold('orm-knex-1 migrate.latest applies both migrations (file intact)', async () => {
    writeMigrations();
    const [batch, applied] = await knex!.migrate.latest({ directory: dir, loadExtensions: ['.cjs'] });
    expect([batch, applied]).toEqual([1, ['001_authors.cjs', '002_books.cjs']]);
    expect(await knex!.schema.hasColumn('authors', 'country')).toBe(true);
    const [ada] = await knex!('authors').insert({ name: 'Ada', email: 'ada@example.com' }).returning(['id', 'created_at']);
    await knex!('books').insert({ author_id: ada.id, title: 'Engines', price: '12.5', meta: { pages: 10 } });
    const rows = await knex!('books').join('authors', 'authors.id', 'books.author_id').select('authors.name', 'books.price', 'books.meta');
    expect(rows).toEqual([{ name: 'Ada', price: '12.50', meta: { pages: 10 } }]);
    expectFileOk();
  });

  mustHold('orm-knex-2 a second latest has nothing to do; rollback undoes the last batch, then everything', async () => {
    expect(await knex!.migrate.latest({ directory: dir, loadExtensions: ['.cjs'] })).toEqual([1, []]);
    const [, undone] = await knex!.migrate.rollback({ directory: dir, loadExtensions: ['.cjs'] }, true);
    expect(undone).toEqual(['002_books.cjs', '001_authors.cjs']);
    expect(await knex!.schema.hasTable('books')).toBe(false);
    expect(await knex!.schema.hasTable('authors')).toBe(false);
    expectFileOk();
  });
});

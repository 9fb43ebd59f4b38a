import 'reflect-metadata';
import { DataSource, EntitySchema } from 'typeorm';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { startOrmTarget } from './orm-target.js';

/** Issue 4 must-hold: TypeORM `synchronize` twice, the second run emits no DDL. */

const target = await startOrmTarget();
afterAll(async () => { await target?.stop(); });

interface Author { id: number; name: string; email: string; createdAt: Date; books?: Book[] }
interface Book { id: number; title: string; price: string; published: boolean; author?: Author; tags: string | null }

const AuthorEntity = new EntitySchema<Author>({
  name: 'Author',
  tableName: 'authors',
  columns: {
    id: { type: Number, primary: true, generated: 'increment' },
    name: { type: 'varchar', length: 120 },
    email: { type: 'text', unique: true },
    createdAt: { type: 'timestamptz', createDate: true, name: 'created_at' },
  },
  relations: { books: { type: 'one-to-many', target: 'Book', inverseSide: 'author' } },
});

const BookEntity = new EntitySchema<Book>({
  name: 'Book',
  tableName: 'books',
  columns: {
    id: { type: 'uuid', primary: true, generated: 'uuid' },
    title: { type: 'text' },
    price: { type: 'numeric', precision: 10, scale: 2, default: 0 },
    published: { type: Boolean, default: false },
    tags: { type: 'jsonb', nullable: true },
  },
  relations: { author: { type: 'many-to-one', target: 'Author', joinColumn: { name: 'author_id' }, onDelete: 'CASCADE', nullable: false } },
  indices: [{ name: 'books_title_idx', columns: ['title'] }],
});

function dataSource(): DataSource {
  return new DataSource({ type: 'postgres', url: target?.url, entities: [AuthorEntity, BookEntity], synchronize: false, logging: false,
    // gen_random_uuid() (core since PostgreSQL 13); the default uuid-ossp extension is not provided by pgsqlite
    uuidExtension: 'pgcrypto' });
}

describe.skipIf(target === null)('orm: TypeORM (issue 4)', () => {
  mustHold('orm-typeorm-1 synchronize creates the schema (file intact)', async () => {
    const ds = await dataSource().initialize();
    try {
      await ds.synchronize();
      const check = target?.checkFile();
      if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
    } finally {
      await ds.destroy();
    }
  });

  mustHold('orm-typeorm-2 a second synchronize emits no DDL', async () => {
    const ds = await dataSource().initialize();
    try {
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
      await ds.synchronize();
    } finally {
      await ds.destroy();
    }
  });

  mustHold('orm-typeorm-3 repository CRUD with relations', async () => {
    const ds = await dataSource().initialize();
    try {
      const authors = ds.getRepository(AuthorEntity);
      const books = ds.getRepository(BookEntity);
      const ada = await authors.save({ name: 'Ada', email: 'ada@example.com' });
      await books.save([{ title: 'Engines', price: '12.50', author: ada, tags: null }, { title: 'Notes', price: '3', published: true, author: ada, tags: null }]);
      const loaded = await authors.findOne({ where: { id: ada.id }, relations: { books: true }, order: { books: { title: 'ASC' } } });
      expect(loaded?.books?.map((b) => [b.title, b.price, b.published])).toEqual([['Engines', '12.50', false], ['Notes', '3.00', true]]);
      await ds.transaction(async (m) => { await m.delete(BookEntity, { title: 'Notes' }); });
      expect(await books.count()).toBe(1);
    } finally {
      await ds.destroy();
    }
  });
});

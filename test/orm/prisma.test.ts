import { PrismaPg } from '@prisma/adapter-pg';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { mustHold } from './must-hold.js';
import { repoRoot, runTool, startOrmTarget } from './orm-target.js';

/**
 * Issue 4 must-hold: Prisma Client 7 with @prisma/adapter-pg (CRUD, nested include, transactions)
 * on a schema created with SQL.
 *
 * The client is generated at test time with the real `prisma generate` (the `prisma-client`
 * generator writes TypeScript; no query engine is involved with a driver adapter). The CLI looks
 * for its schema-engine binary at start-up and would download it, although `generate` never runs
 * it: PRISMA_SCHEMA_ENGINE_BINARY pointing at an existing file skips that download. The output goes
 * under the repository's .tmp/ (git-ignored) so the generated code resolves @prisma/client.
 */

const target = await startOrmTarget();
const genDir = join(repoRoot, '.tmp', `prisma-client-${process.pid}`);
const here = new URL('./prisma/', import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated client's types exist only after generation
let prisma: any;
mkdirSync(genDir, { recursive: true });
copyFileSync(new URL('schema.prisma', here), join(genDir, 'schema.prisma'));
// Generated once at load time (a few seconds; test timeouts do not apply here).
const generated = await runTool('prisma', ['generate', '--schema', join(genDir, 'schema.prisma')], {
  PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, CHECKPOINT_DISABLE: '1', PRISMA_HIDE_UPDATE_MESSAGE: '1',
});
afterAll(async () => {
  await prisma?.$disconnect();
  await target?.stop();
  rmSync(genDir, { recursive: true, force: true });
});

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

describe.skipIf(target === null)('orm: Prisma Client 7 with @prisma/adapter-pg (issue 4)', () => {
  mustHold('orm-prisma-1 the schema is created with SQL (file intact); prisma generate writes the client', async () => {
    const client = new pg.Client({ connectionString: target!.url });
    await client.connect();
    try {
      await client.query(readFileSync(new URL('schema.sql', here), 'utf8'));
    } finally {
      await client.end();
    }
    expectFileOk();
    expect(generated.code, generated.stderr + generated.stdout).toBe(0);
    const { PrismaClient } = await import(/* @vite-ignore */ join(genDir, 'generated', 'client.ts'));
    prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target!.url, max: 2 }) });
    await prisma.$connect();
  });

  mustHold('orm-prisma-2 create with nested writes, read back with nested include', async () => {
    const ada = await prisma.author.create({
      data: {
        name: 'Ada', email: 'ada@example.com',
        books: { create: [
          { title: 'Engines', price: '12.5', meta: { pages: 10, tags: ['x'] }, tags: ['math', 'history'], reviews: { create: [{ stars: 5, body: 'great' }, { stars: 3 }] } },
          { title: 'Notes', published: true },
        ] },
      },
    });
    expect(ada).toMatchObject({ name: 'Ada', role: 'WRITER' });
    expect(ada.createdAt).toBeInstanceOf(Date);
    const loaded = await prisma.author.findUnique({
      where: { email: 'ada@example.com' },
      include: { books: { orderBy: { title: 'asc' }, include: { reviews: { orderBy: { stars: 'desc' } } } } },
    });
    expect(loaded.books.map((b: { title: string; price: { toString(): string }; published: boolean; tags: string[]; meta: unknown }) =>
      [b.title, b.price.toString(), b.published, b.tags, b.meta])).toEqual([
      ['Engines', '12.5', false, ['math', 'history'], { pages: 10, tags: ['x'] }],
      ['Notes', '0', true, [], null],
    ]);
    expect(loaded.books[0].reviews.map((r: { id: bigint; stars: number; body: string | null }) => [typeof r.id, r.stars, r.body]))
      .toEqual([['bigint', 5, 'great'], ['bigint', 3, null]]);
  });

  mustHold('orm-prisma-3 filters, relation filters, aggregates, update, upsert, delete', async () => {
    await prisma.author.create({ data: { name: 'Bob', email: 'bob@example.com', role: 'READER' } });
    const withReviews = await prisma.author.findMany({ where: { books: { some: { reviews: { some: { stars: { gte: 4 } } } } } }, select: { name: true } });
    expect(withReviews).toEqual([{ name: 'Ada' }]);
    const readers = await prisma.author.findMany({ where: { role: 'READER', email: { contains: 'bob' } }, select: { email: true } });
    expect(readers).toEqual([{ email: 'bob@example.com' }]);
    const agg = await prisma.review.aggregate({ _avg: { stars: true }, _count: { _all: true }, _max: { stars: true } });
    expect([agg._avg.stars, agg._count._all, agg._max.stars]).toEqual([4, 2, 5]);
    const groups = await prisma.book.groupBy({ by: ['published'], _count: { _all: true }, orderBy: { published: 'asc' } });
    expect(groups.map((g: { published: boolean; _count: { _all: number } }) => [g.published, g._count._all])).toEqual([[false, 1], [true, 1]]);
    const counted = await prisma.author.findMany({ orderBy: { id: 'asc' }, select: { name: true, _count: { select: { books: true } } } });
    expect(counted).toEqual([{ name: 'Ada', _count: { books: 2 } }, { name: 'Bob', _count: { books: 0 } }]);
    const updated = await prisma.book.updateMany({ where: { title: { startsWith: 'Eng' } }, data: { price: { increment: 1 } } });
    expect(updated.count).toBe(1);
    const engines = await prisma.book.findFirst({ where: { title: 'Engines' } });
    expect(engines.price.toString()).toBe('13.5');
    const up = await prisma.author.upsert({ where: { email: 'bob@example.com' }, update: { name: 'Robert' }, create: { name: 'x', email: 'bob@example.com' } });
    expect(up.name).toBe('Robert');
    await expect(prisma.author.create({ data: { name: 'Dup', email: 'ada@example.com' } })).rejects.toMatchObject({ code: 'P2002' });
    await prisma.author.delete({ where: { email: 'bob@example.com' } });
    expect(await prisma.author.count()).toBe(1);
  });

  mustHold('orm-prisma-3b array push (text[] column || $1)', async () => {
    await prisma.book.updateMany({ where: { title: 'Engines' }, data: { tags: { push: 'new' } } });
    expect((await prisma.book.findFirst({ where: { title: 'Engines' } })).tags).toEqual(['math', 'history', 'new']);
  });

  mustHold('orm-prisma-4 interactive and batch transactions commit and roll back', async () => {
    await expect(prisma.$transaction(async (tx: typeof prisma) => {
      const a = await tx.author.create({ data: { name: 'Tmp', email: 'tmp@example.com' } });
      await tx.book.create({ data: { title: 'Draft', authorId: a.id } });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    expect(await prisma.author.findUnique({ where: { email: 'tmp@example.com' } })).toBeNull();
    const [c1, c2] = await prisma.$transaction([
      prisma.author.create({ data: { name: 'Cy', email: 'cy@example.com', books: { create: { title: 'Poems' } } } }),
      prisma.book.count(),
    ]);
    expect([c1.name, c2]).toEqual(['Cy', 3]);
    await prisma.$transaction(async (tx: typeof prisma) => {
      await tx.book.deleteMany({ where: { author: { email: 'cy@example.com' } } });
      await tx.author.update({ where: { email: 'cy@example.com' }, data: { role: 'READER' } });
    });
    expect(await prisma.author.findUnique({ where: { email: 'cy@example.com' }, include: { books: true } })).toMatchObject({ role: 'READER', books: [] });
    // ON DELETE CASCADE through two levels
    await prisma.author.delete({ where: { email: 'ada@example.com' } });
    expect([await prisma.book.count(), await prisma.review.count()]).toEqual([0, 0]);
    expectFileOk();
  });
});

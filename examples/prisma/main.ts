// Prisma Client 7 through @prisma/adapter-pg against pgsqlite. Run `npm run generate` and
// `npm run migrate` (or `npx prisma migrate deploy`) first, then `npm start`.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

const adapter = new PrismaPg({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
const prisma = new PrismaClient({ adapter });

const email = `ada-${Date.now()}@example.com`;
const ada = await prisma.user.create({
  data: {
    email,
    name: 'Ada',
    posts: {
      create: [
        { title: 'Notes on the Analytical Engine', tags: ['math', 'history'], meta: { pages: 66 }, price: '12.50', published: true },
        { title: 'Draft', tags: [] },
      ],
    },
  },
  include: { posts: { orderBy: { id: 'asc' } } },
});
console.log('created:', ada.name, ada.role, ada.posts.map((p) => p.title));

const published = await prisma.post.findMany({
  where: { published: true, tags: { has: 'math' } },
  select: { title: true, price: true, author: { select: { email: true } } },
});
console.log('published:', published.map((p) => `${p.title} (${p.price?.toString()}) by ${p.author.email}`));

// An interactive transaction.
await prisma.$transaction(async (tx) => {
  await tx.post.updateMany({ where: { authorId: ada.id }, data: { published: true } });
  await tx.user.update({ where: { id: ada.id }, data: { role: 'ADMIN' } });
});
const counts = await prisma.post.groupBy({ by: ['published'], where: { authorId: ada.id }, _count: { _all: true } });
console.log('posts by state:', counts.map((c) => [c.published, c._count._all]));

await prisma.$disconnect();
console.log('prisma example: ok');

// drizzle-orm against pgsqlite, on the schema `npm run push` (drizzle-kit push) created.
import { and, count, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { projects, tasks } from './schema.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 4 });
const db = drizzle(pool, { schema });

const [project] = await db.insert(projects).values({ name: `launch ${Date.now()}` }).returning();
await db.insert(tasks).values([
  { projectId: project!.id, title: 'write the README', labels: ['docs'], details: { estimate: 2 } },
  { projectId: project!.id, title: 'tag the release', status: 'doing', labels: ['release'] },
  { projectId: project!.id, title: 'celebrate', status: 'done' },
]);

await db.transaction(async (tx) => {
  await tx.update(tasks).set({ status: 'done' }).where(and(eq(tasks.projectId, project!.id), eq(tasks.status, 'doing')));
});

const byStatus = await db
  .select({ status: tasks.status, n: count() })
  .from(tasks)
  .where(eq(tasks.projectId, project!.id))
  .groupBy(tasks.status)
  .orderBy(tasks.status);
console.log('tasks by status:', byStatus);

// The relational query API.
const loaded = await db.query.projects.findFirst({
  where: eq(projects.id, project!.id),
  with: { tasks: { orderBy: (t, { asc }) => [asc(t.id)] } },
});
console.log('project:', loaded?.name, loaded?.tasks.map((t) => `${t.title} [${t.status}] ${t.labels.join(',')}`));

const labelled = await db.select({ title: tasks.title }).from(tasks).where(sql`${'docs'} = ANY(${tasks.labels})`);
console.log('labelled docs:', labelled.map((t) => t.title));

await pool.end();
console.log('drizzle example: ok');

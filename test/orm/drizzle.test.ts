import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect } from 'vitest';
import { targetKind } from '../helpers/pgsqlite.js';
import * as schema from './drizzle/schema.js';
import { mustHold } from './must-hold.js';
import { repoRoot, runTool, startOrmTarget } from './orm-target.js';

/**
 * Issue 4 must-hold: drizzle-kit (pg driver, offline) generate → migrate → push → push again
 * reports no changes → pull reproduces the schema; drizzle-orm queries on it. Runs on PostgreSQL
 * 15 with PGSQLITE_TEST_TARGET=postgres (which also records the golden pulled schema).
 */

const target = await startOrmTarget();
const here = join(repoRoot, 'test', 'orm', 'drizzle');
const goldenPull = join(here, 'pulled-schema.golden.ts');
const strip = (s: string): string => s.replaceAll(/\x1b\[[0-9;]*[A-Za-z]/g, '');

afterAll(async () => {
  await pool?.end();
  await target?.stop();
});

const pool = target ? new pg.Pool({ connectionString: target.url, max: 2 }) : undefined;
pool?.on('error', () => undefined);

function config(schemaFile: string, out: string): string {
  const file = join(target?.workDir ?? '', `drizzle-${readdirSync(target?.workDir ?? '').length}.config.js`);
  const cfg = { dialect: 'postgresql', schema: join(here, schemaFile), out, dbCredentials: { url: target?.url } };
  writeFileSync(file, `export default ${JSON.stringify(cfg)};\n`);
  return file;
}

function expectFileOk(): void {
  const check = target?.checkFile();
  if (check) expect(check).toEqual({ integrity: 'ok', foreignKeys: [] });
}

describe.skipIf(target === null)('orm: drizzle-kit and drizzle-orm (issue 4)', () => {
  const migrations = join(target?.workDir ?? '', 'migrations');

  mustHold('orm-drizzle-1 generate writes the migration offline', async () => {
    const run = await runTool('drizzle-kit', ['generate', '--config', config('schema.ts', migrations)]);
    expect(run.code, run.stderr).toBe(0);
    const sqlFile = readdirSync(migrations).find((f) => f.endsWith('.sql'));
    expect(readFileSync(join(migrations, sqlFile ?? ''), 'utf8')).toContain('CREATE TABLE "posts"');
  });

  mustHold('orm-drizzle-2 drizzle-kit migrate applies it (file intact)', async () => {
    const run = await runTool('drizzle-kit', ['migrate', '--config', config('schema.ts', migrations)]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(strip(run.stdout + run.stderr)).toContain('migrations applied successfully');
    // drizzle-orm's own migrator finds everything applied
    await migrate(drizzle(pool!), { migrationsFolder: migrations });
    expectFileOk();
  });

  mustHold('orm-drizzle-3 push of a changed schema applies the changes', async () => {
    const run = await runTool('drizzle-kit', ['push', '--force', '--config', config('schema-v2.ts', migrations)]);
    expect(strip(run.stdout + run.stderr)).toContain('Changes applied');
    expectFileOk();
  });

  mustHold('orm-drizzle-4 push again reports no changes', async () => {
    const run = await runTool('drizzle-kit', ['push', '--force', '--config', config('schema-v2.ts', migrations)]);
    expect(strip(run.stdout + run.stderr)).toContain('No changes detected');
  });

  mustHold('orm-drizzle-5 pull reproduces the schema', async () => {
    const out = join(target?.workDir ?? '', 'pull');
    const run = await runTool('drizzle-kit', ['pull', '--config', config('schema-v2.ts', out)]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const pulled = readFileSync(join(out, 'schema.ts'), 'utf8');
    if (targetKind === 'postgres') writeFileSync(goldenPull, pulled);
    expect(existsSync(goldenPull), 'golden pulled schema recorded with PGSQLITE_TEST_TARGET=postgres').toBe(true);
    // drizzle-kit pull introspects tables in parallel and writes each as its queries finish, so the
    // order of the top-level declarations varies from run to run (on PostgreSQL too): compare them as a set.
    expect(declarations(pulled)).toEqual(declarations(readFileSync(goldenPull, 'utf8')));
  });

  mustHold('orm-drizzle-6 drizzle-orm: insert returning, joins, relational queries, upsert, transactions', async () => {
    const db = drizzle(pool!, { schema });
    await db.delete(schema.users);
    const [ada] = await db.insert(schema.users).values({ email: 'ada@example.com', name: 'Ada' }).returning();
    expect(ada).toMatchObject({ email: 'ada@example.com', name: 'Ada' });
    expect(ada?.createdAt).toBeInstanceOf(Date);
    const [bob] = await db.insert(schema.users).values({ email: 'bob@example.com', name: 'Bob' }).returning({ id: schema.users.id });
    await db.insert(schema.posts).values([
      { authorId: ada!.id, title: 'Engines' },
      { authorId: ada!.id, title: 'Notes', published: true },
      { authorId: bob!.id, title: 'Hello' },
    ]);

    const joined = await db.select({ name: schema.users.name, title: schema.posts.title })
      .from(schema.posts).innerJoin(schema.users, eq(schema.posts.authorId, schema.users.id))
      .orderBy(asc(schema.posts.title));
    expect(joined).toEqual([{ name: 'Ada', title: 'Engines' }, { name: 'Bob', title: 'Hello' }, { name: 'Ada', title: 'Notes' }]);

    const withPosts = await db.query.users.findMany({
      columns: { name: true },
      with: { posts: { columns: { title: true, published: true }, orderBy: (p, { asc: a }) => [a(p.title)] } },
      orderBy: (u, { asc: a }) => [a(u.name)],
    });
    expect(withPosts).toEqual([
      { name: 'Ada', posts: [{ title: 'Engines', published: false }, { title: 'Notes', published: true }] },
      { name: 'Bob', posts: [{ title: 'Hello', published: false }] },
    ]);
    const post = await db.query.posts.findFirst({ where: eq(schema.posts.title, 'Hello'), with: { author: true } });
    expect(post?.author.email).toBe('bob@example.com');

    const upserted = await db.insert(schema.users).values({ email: 'ada@example.com', name: 'Ada L.' })
      .onConflictDoUpdate({ target: schema.users.email, set: { name: sql`excluded.name` } }).returning({ id: schema.users.id, name: schema.users.name });
    expect(upserted).toEqual([{ id: ada!.id, name: 'Ada L.' }]);

    await db.transaction(async (tx) => {
      await tx.update(schema.posts).set({ views: sql`${schema.posts.views} + 1` }).where(eq(schema.posts.authorId, ada!.id));
    });
    await expect(db.transaction(async (tx) => {
      await tx.insert(schema.users).values({ email: 'eve@example.com', name: 'Eve' });
      tx.rollback();
    })).rejects.toThrow();
    const count = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
    expect(count).toEqual([{ n: 2 }]);
    const views = await db.select({ v: schema.posts.views }).from(schema.posts).where(eq(schema.posts.authorId, ada!.id));
    expect(views).toEqual([{ v: 1 }, { v: 1 }]);

    await db.delete(schema.users).where(eq(schema.users.id, bob!.id));
    expect(await db.select().from(schema.posts).where(eq(schema.posts.authorId, bob!.id))).toEqual([]);
    expectFileOk();
  });
});

/**
 * The top-level declarations of a generated schema file (blocks separated by blank lines), sorted;
 * the names an import line brings in are sorted too (they are listed in the order tables were met).
 */
function declarations(source: string): string[] {
  const sortImports = (line: string): string => {
    const open = line.indexOf('{');
    const close = line.indexOf('}');
    if (!line.startsWith('import {') || open < 0 || close < open) return line;
    const names = line.slice(open + 1, close).split(',').map((n) => n.trim()).sort();
    return `${line.slice(0, open + 1)} ${names.join(', ')} ${line.slice(close)}`;
  };
  return source
    .split('\n\n')
    .map((block) => block.trim().split('\n').map(sortImports).join('\n'))
    .filter((block) => block !== '')
    .sort();
}

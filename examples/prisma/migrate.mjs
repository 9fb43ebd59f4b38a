// Applies migrations/*/migration.sql in order and records them in _prisma_migrations the way
// `prisma migrate deploy` does (same table, sha256 checksum of each file), skipping those already
// applied. Use it where Prisma's schema engine cannot be downloaded; elsewhere
// `npx prisma migrate deploy` does the same against pgsqlite.
import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const folder = new URL('./migrations', import.meta.url).pathname;
const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await client.connect();
await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`);
const { rows } = await client.query('SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL');
const applied = new Set(rows.map((r) => r.migration_name));
const names = readdirSync(folder).filter((n) => statSync(join(folder, n)).isDirectory()).sort();
for (const name of names) {
  if (applied.has(name)) continue;
  const sql = readFileSync(join(folder, name, 'migration.sql'), 'utf8');
  const checksum = createHash('sha256').update(sql).digest('hex');
  const id = randomUUID();
  await client.query('INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)', [id, checksum, name]);
  await client.query('BEGIN');
  await client.query(sql);
  await client.query('COMMIT');
  await client.query('UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1', [id]);
  console.log(`applied migration ${name}`);
}
await client.end();

import { randomBytes } from 'node:crypto';
import { threadId } from 'node:worker_threads';
import pg from 'pg';
import type { PgsqliteOptions } from '../index.js';
import { adminConnection, closeAdminConnections } from './admin-connection.js';
import { readMigrations } from './migrations.js';

/**
 * Where test databases come from: a server (its URL, connected to a maintenance database such as
 * `postgres`) and the migrated template each test database is copied from. Plain data, so a
 * global setup can hand it to test workers (Vitest's `provide`, an environment variable).
 */
export interface TestDatabaseTemplate {
  url: string;
  template: string;
}

/** How `startTestDatabases` prepares the template. */
export interface TestDatabasesOptions {
  /**
   * A folder of `.sql` files run into the template once, in path order (flat files, or Prisma's
   * `<timestamp>_<name>/migration.sql`); each file is one simple-protocol query, so it may hold
   * many statements.
   */
  migrations?: string;
  /**
   * Migrates the template by any tool, given its URL (drizzle-kit push, knex.migrate.latest,
   * node-pg-migrate…); runs after `migrations`. Close every connection it opened before it
   * resolves: a template in use cannot be copied.
   */
  migrate?: (url: string) => void | Promise<void>;
  /**
   * An existing server to use instead of starting pgsqlite (e.g. a real PostgreSQL in CI); the
   * template is created on it and dropped at close. Default: `process.env.DATABASE_URL`. Pass
   * null to always start pgsqlite.
   */
  databaseUrl?: string | null;
  /** Options of the pgsqlite server started in this process (default: in memory, a free port). */
  server?: PgsqliteOptions;
  /** Name of the template database (default: `test_template_<pid>_<random>`). */
  template?: string;
}

/** A running template: what to hand to the tests, and how to end it all. */
export interface TestDatabases extends TestDatabaseTemplate {
  /** `pgsqlite` when this process started the server, `external` for `databaseUrl`. */
  kind: 'pgsqlite' | 'external';
  /** Drops the template, closes the admin connections and stops the server it started. */
  close(): Promise<void>;
}

/** One test's database, copied from the template. */
export interface TestDatabase {
  name: string;
  /** Its connection string: hand it to any client or ORM. */
  url: string;
  /** DROP DATABASE … WITH (FORCE): connections a test left open are ended. Idempotent. */
  drop(): Promise<void>;
}

/** A double-quoted identifier. */
export function quoteIdent(name: string): string {
  return `"${name.split('"').join('""')}"`;
}

/** `url` with its database replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

/** A prefix unique to this process, thread and module instance (parallel workers never collide). */
const unique = `${process.pid}_${threadId}_${randomBytes(3).toString('hex')}`;
let serial = 0;

/**
 * Starts pgsqlite in this process (or takes `databaseUrl` / DATABASE_URL), creates the template
 * database and migrates it once.
 */
export async function startTestDatabases(options: TestDatabasesOptions = {}): Promise<TestDatabases> {
  const external = options.databaseUrl === undefined ? process.env['DATABASE_URL'] : options.databaseUrl;
  let stop: () => Promise<void> = async () => undefined;
  let url: string;
  if (external !== undefined && external !== null && external !== '') {
    url = external;
  } else {
    const { startPgsqlite } = await import('../index.js');
    const server = await startPgsqlite({ port: 0, ...options.server });
    url = server.url;
    stop = () => server.close();
  }
  const template = options.template ?? `test_template_${unique}`;
  const admin = await adminConnection(url);
  const close = async (): Promise<void> => {
    try {
      if (external) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`).catch(() => undefined);
    } finally {
      await closeAdminConnections();
      await stop();
    }
  };
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    const templateUrl = databaseUrl(url, template);
    if (options.migrations !== undefined) await runMigrationFiles(templateUrl, options.migrations);
    await options.migrate?.(templateUrl);
  } catch (e) {
    await close();
    throw e;
  }
  return { url, template, kind: external ? 'external' : 'pgsqlite', close };
}

/** Runs each migration file under `folder` as one query on a connection to `url`. */
async function runMigrationFiles(url: string, folder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const { path, sql } of readMigrations(folder)) {
      try {
        await client.query(sql);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        throw new Error(`migration ${path} failed: ${message}`, { cause: e });
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE <unique name> TEMPLATE <template>: a database of its own for one test (or one
 * file), with everything the migrations made. Drop it with `drop()`.
 */
export async function createTestDatabase(source: TestDatabaseTemplate, options: { name?: string } = {}): Promise<TestDatabase> {
  const name = options.name ?? `test_${unique}_${++serial}`;
  const admin = await adminConnection(source.url);
  await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`);
  let dropped: Promise<void> | null = null;
  return {
    name,
    url: databaseUrl(source.url, name),
    drop: () => (dropped ??= admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)),
  };
}

export { closeAdminConnections } from './admin-connection.js';
export { migrationFiles } from './migrations.js';

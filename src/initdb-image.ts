import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeInitdbImage } from '@pgsqlite/backend';
import { BUILTIN_VERSION, bootstrapCatalogSql } from '@pgsqlite/catalog';
import { nativeEngineFactory } from '@pgsqlite/engine-native';
import { registerRuntime } from '@pgsqlite/translate';

/**
 * The native server's initdb image: a database file whose catalog tables are bootstrapped, made
 * by src/build-cli.mjs next to the bundles. initdb's databases (postgres, template1) start as a
 * copy of it, so a server's first connection, and the first CREATE DATABASE (which copies
 * template1), do not run the bootstrap (~150 statements filling ~2 MB: hundreds of ms of CPU).
 *
 * The file name carries a hash of the bootstrap's schema and of its rows' version: an image made
 * by another build of the catalog is never used (its databases would lack this build's internal
 * tables or rows).
 */
const PREFIX = 'pgsqlite-initdb.';
const SUFFIX = '.sqlite';

/** The image's file name for this build's catalog bootstrap. */
export function initdbImageName(): string {
  // The schema part of the bootstrap, and the version of its captured rows (a hash of their data):
  // hashing the rows' INSERTs themselves would cost more than the bootstrap saves.
  const hash = createHash('sha256').update(bootstrapCatalogSql(true).join('\n')).update(BUILTIN_VERSION).digest('hex').slice(0, 16);
  return `${PREFIX}${hash}${SUFFIX}`;
}

/**
 * The image beside the module at `base` (dist/ when bundled), located on first use (the hash is
 * not computed before the server listens); null where there is none for this build (running
 * from sources, or a dist/ built before the catalog changed).
 */
export function bundledInitdbImage(base: string): () => string | null {
  let found: string | null | undefined;
  return () => {
    if (found !== undefined) return found;
    const url = new URL(`./${initdbImageName()}`, base);
    found = url.protocol === 'file:' && existsSync(fileURLToPath(url)) ? fileURLToPath(url) : null;
    return found;
  };
}

/** Writes this build's image into `dir` (replacing images of earlier builds); returns its path. */
export async function writeInitdbImage(dir: string): Promise<string> {
  for (const f of readdirSync(dir)) if (f.startsWith(PREFIX) && (f.endsWith(SUFFIX) || f.includes(`${SUFFIX}-`))) rmSync(join(dir, f), { force: true });
  const path = join(dir, initdbImageName());
  const scratch = `${path}.tmp`;
  await makeInitdbImage(nativeEngineFactory, scratch, (engine) => registerRuntime(engine));
  for (const suffix of ['-wal', '-shm']) rmSync(scratch + suffix, { force: true });
  renameSync(scratch, path);
  return path;
}

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where fetch-sources.sh extracts the source package unless PGSQLITE_REGRESS_CACHE says. */
const cacheDir = (): string => process.env['PGSQLITE_REGRESS_CACHE'] ?? join(repoRoot, '.tmp', 'regress-src');

const isRegressDir = (dir: string): boolean => existsSync(join(dir, 'parallel_schedule')) && existsSync(join(dir, 'sql')) && existsSync(join(dir, 'expected'));

/** src/test/regress inside an already extracted source package, or null. */
function cached(): string | null {
  const cache = cacheDir();
  if (!existsSync(cache)) return null;
  for (const entry of readdirSync(cache)) {
    const dir = join(cache, entry, 'src', 'test', 'regress');
    if (isRegressDir(dir)) return dir;
  }
  return null;
}

/**
 * PostgreSQL 15's src/test/regress: $PGSQLITE_REGRESS_DIR when set (it must be one), else the
 * cache, else — when `fetch` — Debian's postgresql-15 source package through fetch-sources.sh.
 * Throws with the reason when none can be had.
 */
export function regressDir(fetch: boolean): string {
  const given = process.env['PGSQLITE_REGRESS_DIR'];
  if (given !== undefined && given !== '') {
    if (!isRegressDir(given)) throw new Error(`PGSQLITE_REGRESS_DIR=${given} is not a src/test/regress (no parallel_schedule, sql/, expected/)`);
    return given;
  }
  const found = cached();
  if (found !== null || !fetch) {
    if (found !== null) return found;
    throw new Error(`no PostgreSQL regression sources: set PGSQLITE_REGRESS_DIR or run test/regress/fetch-sources.sh (as root)`);
  }
  const script = fileURLToPath(new URL('../fetch-sources.sh', import.meta.url));
  const run = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGSQLITE_REGRESS_CACHE: cacheDir() } });
  const dir = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !isRegressDir(dir)) throw new Error(`fetching PostgreSQL 15's regression sources failed (exit ${run.status}):\n${run.stderr.slice(-2000)}`);
  return dir;
}

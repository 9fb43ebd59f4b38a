import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The set-up files the core list runs first, in pg_regress's order, in one database. */
export const SETUP_FILES = ['test_setup', 'create_misc', 'create_index', 'create_aggregate'] as const;

/** The core list: the files CI holds to their floor (issue 14). */
export const CORE_FILES = [
  'boolean', 'int2', 'int4', 'int8', 'float8', 'numeric', 'text', 'varchar', 'strings', 'select', 'insert', 'update',
  'delete', 'join', 'aggregates', 'case', 'union', 'subselect', 'limit', 'window', 'with', 'json', 'jsonb', 'arrays',
  'uuid', 'date', 'timestamp', 'enum', 'sequence', 'returning', 'insert_conflict', 'transactions',
] as const;

/**
 * The files of `parallel_schedule` beyond the core list that CI also holds to their floor
 * (floor.json `parallel`): those pgsqlite passes whole or at 70 % of blocks or more, with the same
 * score on repeated runs, plus the catalog sanity checks (type_sanity, sanity_check) and the files
 * that match PostgreSQL's expected output exactly by its own skip (prepared_xacts with
 * max_prepared_transactions = 0, collate.linux.utf8 without glibc's locales). Measured on
 * 2026-11-29: 84 files, about 40 % of the whole schedule's psql time; then pg_lsn, macaddr8, xid
 * (new types, 79–97 %) and geometry (86 %, once its prerequisites run first, prerequisites.ts).
 */
export const CI_PARALLEL_FILES = [
  'char', 'oid', 'bit', 'rangetypes', 'numerology', 'point', 'lseg', 'line', 'box', 'path', 'polygon', 'circle',
  'time', 'timetz', 'timestamptz', 'interval', 'macaddr', 'multirangetypes', 'horology', 'tstypes', 'regex',
  'misc_sanity', 'comments', 'mvcc', 'euc_kr', 'copy', 'copyselect', 'create_operator', 'index_including_gist',
  'constraints', 'inherit', 'vacuum', 'roleattributes', 'errors', 'select_distinct', 'select_distinct_on',
  'select_implicit', 'select_having', 'random', 'portals', 'btree_index', 'hash_index', 'gin', 'gist', 'spgist',
  'privileges', 'security_label', 'lock', 'password', 'identity', 'async', 'merge', 'create_role', 'rules', 'psql',
  'psql_crosstab', 'vacuum_parallel', 'maintain_every', 'portals_p2', 'cluster', 'bitmapops', 'tsearch',
  'advisory_lock', 'indirect_toast', 'json_encoding', 'jsonpath', 'jsonb_jsonpath', 'plancache', 'plpgsql', 'copy2',
  'temp', 'truncate', 'alter_table', 'polymorphism', 'partition_join', 'reloptions', 'indexing',
  'partition_aggregate', 'memoize', 'fast_default', 'pg_lsn', 'macaddr8', 'geometry', 'xid',
  'type_sanity', 'sanity_check', 'prepared_xacts', 'collate.linux.utf8',
] as const;

/**
 * What CI runs: the core list and CI_PARALLEL_FILES, in `parallel_schedule`'s order (as the whole
 * schedule runs them, so that roles and other cluster-wide objects one file leaves meet the next
 * file as they do there); the set-up files run first in any case.
 */
export function ciSchedule(dir: string): string[] {
  const wanted = new Set<string>([...CORE_FILES, ...CI_PARALLEL_FILES]);
  const setup = new Set<string>(SETUP_FILES);
  const order = parallelSchedule(dir).filter((n) => wanted.has(n) && !setup.has(n));
  const missing = [...wanted].filter((n) => !order.includes(n));
  if (missing.length > 0) throw new Error(`not in ${dir}/parallel_schedule: ${missing.join(', ')}`);
  return order;
}

/** Every test of `parallel_schedule`, in order (the `test:` lines, groups flattened). */
export function parallelSchedule(dir: string): string[] {
  const names: string[] = [];
  for (const line of readFileSync(join(dir, 'parallel_schedule'), 'utf8').split('\n')) {
    const t = line.trim();
    if (!t.startsWith('test:')) continue;
    names.push(...t.slice('test:'.length).trim().split(/\s+/).filter(Boolean));
  }
  return names;
}

/** Which floor of floor.json holds a file CI runs: the core list's (and set-up files') or the parallel schedule's. */
export function floorModeOf(name: string): 'core' | 'parallel' {
  return (CORE_FILES as readonly string[]).includes(name) || (SETUP_FILES as readonly string[]).includes(name) ? 'core' : 'parallel';
}

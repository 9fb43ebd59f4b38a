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

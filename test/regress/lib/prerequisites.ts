/**
 * The files a regression file reads the tables of, as `parallel_schedule`'s comments declare them
 * ("geometry depends on point, lseg, line, box, path, polygon, circle", …). pg_regress runs every
 * file in one database, so these tables exist when the file runs and its expected output counts
 * on them; here each file runs in a fresh copy of the set-up database, so its prerequisites run
 * there first, unscored (runner.ts). The set-up files (create_misc, create_aggregate, …) are
 * already in every copy and are not listed.
 */
export const PREREQUISITES: Readonly<Record<string, readonly string[]>> = {
  multirangetypes: ['rangetypes'],
  geometry: ['point', 'lseg', 'line', 'box', 'path', 'polygon', 'circle'],
  horology: ['date', 'time', 'timetz', 'timestamp', 'timestamptz', 'interval'],
  select_views: ['create_view'],
  psql: ['create_am'],
  amutils: ['point', 'lseg', 'line', 'box', 'path', 'polygon', 'circle', 'geometry', 'create_index_spgist', 'hash_index', 'brin'],
};

/** The files to run (unscored, in this order) in `name`'s database before it. */
export function prerequisitesOf(name: string): readonly string[] {
  return PREREQUISITES[name] ?? [];
}

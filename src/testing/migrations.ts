import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The `.sql` files under `folder`, in the order migration tools apply them: by their path
 * relative to the folder, so that both flat layouts (`0001_init.sql`, drizzle-kit's
 * `0000_name.sql`, node-pg-migrate's SQL files) and one folder per migration (Prisma's
 * `20240101000000_init/migration.sql`) come out in order. Files whose name starts with `.` or
 * `_`, and `down`/`rollback` files, are left out.
 */
export function migrationFiles(folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith('.') || entry.startsWith('_') || entry === 'node_modules') continue;
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.sql') && !/(^|[._-])(down|rollback)\.sql$/i.test(entry)) found.push(path);
    }
  };
  walk(folder);
  const key = (path: string): string => relative(folder, path).split('\\').join('/');
  return found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The text of each migration file under `folder`, in order, with its path. */
export function readMigrations(folder: string): { path: string; sql: string }[] {
  return migrationFiles(folder).map((path) => ({ path, sql: readFileSync(path, 'utf8') }));
}

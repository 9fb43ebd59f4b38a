import type { PgsqliteSession } from '../client/pgsqlite.js';
import { quoteIdent } from './sql-text.js';

/** The schemas a user made (everything but pg_*, information_schema and pg_toast). */
export const USER_SCHEMAS_SQL = `SELECT n.nspname FROM pg_catalog.pg_namespace n
WHERE n.nspname !~ '^pg_' AND n.nspname <> 'information_schema' ORDER BY n.nspname`;

/** DROP SCHEMA … CASCADE for every user schema, then an empty `public`, in one transaction. */
export async function resetDatabase(db: PgsqliteSession): Promise<void> {
  const { rows } = await db.query<[string]>(USER_SCHEMAS_SQL, [], { rowMode: 'array' });
  const drops = rows.map(([name]) => `DROP SCHEMA ${quoteIdent(name)} CASCADE;`);
  await db.exec(`BEGIN; ${drops.join(' ')} CREATE SCHEMA public; COMMIT;`);
}

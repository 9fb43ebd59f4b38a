import { fileURLToPath } from 'node:url';
import { pgsqliteSetup } from 'pgsqlite/vitest/setup';

// The SQL files in ./migrations run once, into the template every test database is copied from.
export default pgsqliteSetup({ migrations: fileURLToPath(new URL('./migrations', import.meta.url)) });

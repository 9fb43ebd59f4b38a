import { describeGoldenStatements } from './golden-statements.js';

/**
 * CREATE EXTENSION [IF NOT EXISTS] "uuid-ossp" / pgcrypto, DROP EXTENSION, pg_extension, and
 * uuid-ossp's functions. Each statement runs on pgsqlite and, when installed, on PostgreSQL 15;
 * rows, tags, notices and errors must agree. PostgreSQL's answers are golden.
 */

const STATEMENTS = [
  'CREATE EXTENSION IF NOT EXISTS "uuid-ossp"',
  'CREATE EXTENSION IF NOT EXISTS "uuid-ossp"',
  'CREATE EXTENSION "uuid-ossp"',
  'CREATE EXTENSION pgcrypto WITH SCHEMA public',
  'CREATE EXTENSION plpgsql',
  "SELECT extname, extversion, extnamespace::regnamespace::text, extrelocatable FROM pg_extension ORDER BY 1",
  "SELECT length(uuid_generate_v4()::text), substr(uuid_generate_v4()::text, 15, 1), substr(uuid_generate_v1()::text, 15, 1), uuid_generate_v1mc() <> uuid_generate_v1mc()",
  'SELECT uuid_nil(), uuid_ns_dns(), uuid_ns_url(), uuid_ns_oid(), uuid_ns_x500()',
  "SELECT uuid_generate_v3(uuid_ns_dns(), 'www.example.com'), uuid_generate_v5(uuid_ns_url(), 'http://www.postgresql.org'), uuid_generate_v3(uuid_ns_oid(), '')",
  "SELECT uuid_generate_v5(uuid_ns_x500(), 'héllo wörld ✓'), uuid_generate_v5('6ba7b810-9dad-11d1-80b4-00c04fd430c8', repeat('a', 200)), uuid_generate_v3(NULL, 'x'), pg_typeof(uuid_generate_v5(uuid_ns_dns(), 'x'))",
  'CREATE TABLE u (id uuid PRIMARY KEY DEFAULT uuid_generate_v4(), g uuid DEFAULT gen_random_uuid(), x int)',
  'INSERT INTO u (x) VALUES (1), (2) RETURNING length(id::text), length(g::text), x',
  'SELECT count(DISTINCT id) FROM u',
  'DROP TABLE u',
  'DROP EXTENSION pgcrypto',
  'DROP EXTENSION IF EXISTS pgcrypto',
  'DROP EXTENSION pgcrypto',
  'DROP EXTENSION IF EXISTS "uuid-ossp" CASCADE',
  "SELECT extname FROM pg_extension ORDER BY 1",
];

await describeGoldenStatements({
  title: 'catalog: extensions agree with PostgreSQL 15 (issue 4)',
  id: 'catalog-ext',
  golden: 'extensions.json',
  statements: STATEMENTS,
  soft: true,
});

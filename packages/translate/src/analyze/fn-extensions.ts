import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';

const uuid = (sql: string): ScalarImpl => (args) => (args.length === 0 ? { sql, type: Oid.uuid, typmod: -1 } : undefined);

/**
 * Functions of the extensions CREATE EXTENSION accepts (ddl/extension.ts), always available:
 * uuid-ossp's uuid_generate_v4 / v1 / v1mc and its namespace constants (pgcrypto's
 * gen_random_uuid is a PostgreSQL 13+ built-in). uuid_generate_v3/v5 are not provided.
 */
export const EXTENSION_FUNCTIONS: Record<string, ScalarImpl> = {
  uuid_generate_v4: uuid('pg_gen_random_uuid()'),
  uuid_generate_v1: uuid('pg_uuid_v1()'),
  uuid_generate_v1mc: uuid('pg_uuid_v1()'),
  uuid_nil: uuid("'00000000-0000-0000-0000-000000000000'"),
  uuid_ns_dns: uuid("'6ba7b810-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_url: uuid("'6ba7b811-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_oid: uuid("'6ba7b812-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_x500: uuid("'6ba7b814-9dad-11d1-80b4-00c04fd430c8'"),
};

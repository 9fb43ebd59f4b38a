import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { Expr } from './expr-types.js';
import { coerce } from './coerce.js';
import { isString } from './types.js';

const uuid = (sql: string): ScalarImpl => (args) => (args.length === 0 ? { sql, type: Oid.uuid, typmod: -1 } : undefined);

function nameBased(version: 3 | 5): ScalarImpl {
  return (args, env) => {
    const [ns, name] = args as [Expr | undefined, Expr | undefined];
    if (args.length !== 2 || !ns || !name) return undefined;
    if (!(ns.type === Oid.uuid || ns.type === Oid.unknown) || !(isString(name.type) || name.type === Oid.unknown)) return undefined;
    const ctx = env.scope.ctx;
    const n = coerce(ctx, ns, Oid.uuid, -1, 'implicit').sql;
    const t = coerce(ctx, name, Oid.text, -1, 'implicit').sql;
    return { sql: `pg_uuid_name(${n}, ${t}, ${version})`, type: Oid.uuid, typmod: -1 };
  };
}

/**
 * Functions of the extensions CREATE EXTENSION accepts (ddl/extension.ts), always available:
 * uuid-ossp's uuid_generate_v4 / v1 / v1mc and its namespace constants (pgcrypto's
 * gen_random_uuid is a PostgreSQL 13+ built-in), and the name-based uuid_generate_v3(namespace uuid,
 * name text) / uuid_generate_v5 (runtime pg_uuid_name).
 */
export const EXTENSION_FUNCTIONS: Record<string, ScalarImpl> = {
  uuid_generate_v4: uuid('pg_gen_random_uuid()'),
  uuid_generate_v1: uuid('pg_uuid_v1()'),
  uuid_generate_v1mc: uuid('pg_uuid_v1()'),
  uuid_generate_v3: nameBased(3),
  uuid_generate_v5: nameBased(5),
  uuid_nil: uuid("'00000000-0000-0000-0000-000000000000'"),
  uuid_ns_dns: uuid("'6ba7b810-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_url: uuid("'6ba7b811-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_oid: uuid("'6ba7b812-9dad-11d1-80b4-00c04fd430c8'"),
  uuid_ns_x500: uuid("'6ba7b814-9dad-11d1-80b4-00c04fd430c8'"),
};

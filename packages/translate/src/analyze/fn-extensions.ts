import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { coerce } from './coerce.js';
import { isInteger, isNumeric, isString } from './types.js';
import { extensionInstalled } from '../ddl/extension-list.js';
import { TRGM_FUNCTIONS } from './fn-trgm.js';
import { HSTORE_FUNCTIONS } from './fn-hstore.js';
import { FUZZYSTRMATCH_FUNCTIONS } from './fn-fuzzystrmatch.js';

/** The function exists only once CREATE EXTENSION `ext` has run (before: 42883, as in PostgreSQL). */
export function fromExtension(ext: string, impl: ScalarImpl): ScalarImpl {
  return (args, env, location) => (extensionInstalled(env.scope.ctx.catalog, ext) ? impl(args, env, location) : undefined);
}

/** An argument that resolves to text (a string type or an untyped literal). */
export function textArg(env: ExprEnv, e: Expr): Expr | undefined {
  if (e.type === Oid.unknown || isString(e.type)) return coerce(env.scope.ctx, e, Oid.text, -1, 'implicit');
  return undefined;
}

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

/** bytea, or text when no argument is bytea (pgcrypto declares both (bytea, …) and (text, …) forms). */
function dataArgs(env: ExprEnv, args: readonly Expr[]): Expr[] | undefined {
  const ctx = env.scope.ctx;
  const asBytea = args.some((a) => a.type === Oid.bytea);
  const out: Expr[] = [];
  for (const a of args) {
    if (asBytea ? !(a.type === Oid.bytea || a.type === Oid.unknown) : !(a.type === Oid.unknown || isString(a.type))) return undefined;
    out.push(coerce(ctx, a, asBytea ? Oid.bytea : Oid.text, -1, 'implicit'));
  }
  return out;
}

const digest: ScalarImpl = (args, env) => {
  if (args.length !== 2) return undefined;
  const data = dataArgs(env, [args[0] as Expr]);
  const type = textArg(env, args[1] as Expr);
  if (!data || !type) return undefined;
  return { sql: `pg_digest(${data[0]?.sql}, ${type.sql})`, type: Oid.bytea, typmod: -1 };
};

const hmac: ScalarImpl = (args, env) => {
  if (args.length !== 3) return undefined;
  const data = dataArgs(env, args.slice(0, 2));
  const type = textArg(env, args[2] as Expr);
  if (!data || !type) return undefined;
  return { sql: `pg_hmac(${data[0]?.sql}, ${data[1]?.sql}, ${type.sql})`, type: Oid.bytea, typmod: -1 };
};

const randomBytes: ScalarImpl = (args, env) => {
  const n = args[0];
  if (args.length !== 1 || !n || !(isInteger(n.type) || n.type === Oid.unknown)) return undefined;
  return { sql: `pg_random_bytes(${coerce(env.scope.ctx, n, Oid.int4, -1, 'implicit').sql})`, type: Oid.bytea, typmod: -1 };
};

/** A function of an installed extension that pgsqlite does not compute: 0A000 naming it. */
export function notSupported(what: string): ScalarImpl {
  return (_args, env, location) => {
    throw env.scope.ctx.error('feature_not_supported', `${what} is not supported by pgsqlite`, location);
  };
}

/** unaccent([dictionary,] text): the default dictionary only. */
const unaccent: ScalarImpl = (args, env, location) => {
  if (args.length < 1 || args.length > 2) return undefined;
  const s = textArg(env, args[args.length - 1] as Expr);
  if (!s) return undefined;
  if (args.length === 2) {
    const dict = args[0] as Expr;
    if (!(dict.type === Oid.unknown || isString(dict.type) || isNumeric(dict.type))) return undefined;
    const name = dict.literal ?? (typeof dict.constant?.value === 'string' ? dict.constant.value : undefined);
    if (name === undefined) throw env.scope.ctx.error('feature_not_supported', 'unaccent() with a dictionary that is not a constant is not supported by pgsqlite', location);
    if (name !== 'unaccent' && name !== 'public.unaccent') {
      throw env.scope.ctx.error('undefined_object', `text search dictionary "${name}" does not exist`, dict.location);
    }
  }
  return { sql: `pg_unaccent(${s.sql})`, type: Oid.text, typmod: -1 };
};

const PGCRYPTO_UNSUPPORTED = ['crypt', 'gen_salt', 'encrypt', 'decrypt', 'encrypt_iv', 'decrypt_iv', 'pgp_sym_encrypt', 'pgp_sym_decrypt', 'pgp_sym_encrypt_bytea', 'pgp_sym_decrypt_bytea', 'pgp_pub_encrypt', 'pgp_pub_decrypt', 'pgp_pub_encrypt_bytea', 'pgp_pub_decrypt_bytea', 'pgp_key_id', 'armor', 'dearmor', 'pgp_armor_headers'];

/**
 * Functions of the extensions CREATE EXTENSION accepts (ddl/extension-list.ts), each existing
 * only once its extension is created: uuid-ossp's generators and namespace constants, pgcrypto's
 * digest / hmac / gen_random_bytes (gen_random_uuid is a PostgreSQL 13+ built-in), pg_trgm's
 * similarity functions (fn-trgm.ts), unaccent.
 */
export const EXTENSION_FUNCTIONS: Record<string, ScalarImpl> = {
  uuid_generate_v4: fromExtension('uuid-ossp', uuid('pg_gen_random_uuid()')),
  uuid_generate_v1: fromExtension('uuid-ossp', uuid('pg_uuid_v1()')),
  uuid_generate_v1mc: fromExtension('uuid-ossp', uuid('pg_uuid_v1()')),
  uuid_generate_v3: fromExtension('uuid-ossp', nameBased(3)),
  uuid_generate_v5: fromExtension('uuid-ossp', nameBased(5)),
  uuid_nil: fromExtension('uuid-ossp', uuid("'00000000-0000-0000-0000-000000000000'")),
  uuid_ns_dns: fromExtension('uuid-ossp', uuid("'6ba7b810-9dad-11d1-80b4-00c04fd430c8'")),
  uuid_ns_url: fromExtension('uuid-ossp', uuid("'6ba7b811-9dad-11d1-80b4-00c04fd430c8'")),
  uuid_ns_oid: fromExtension('uuid-ossp', uuid("'6ba7b812-9dad-11d1-80b4-00c04fd430c8'")),
  uuid_ns_x500: fromExtension('uuid-ossp', uuid("'6ba7b814-9dad-11d1-80b4-00c04fd430c8'")),
  digest: fromExtension('pgcrypto', digest),
  hmac: fromExtension('pgcrypto', hmac),
  gen_random_bytes: fromExtension('pgcrypto', randomBytes),
  ...Object.fromEntries(PGCRYPTO_UNSUPPORTED.map((n) => [n, fromExtension('pgcrypto', notSupported(`pgcrypto's ${n}()`))])),
  ...Object.fromEntries(Object.entries(TRGM_FUNCTIONS).map(([n, impl]) => [n, fromExtension('pg_trgm', impl)])),
  unaccent: fromExtension('unaccent', unaccent),
  ...Object.fromEntries(Object.entries(FUZZYSTRMATCH_FUNCTIONS).map(([n, impl]) => [n, fromExtension('fuzzystrmatch', impl)])),
  ...Object.fromEntries(Object.entries(HSTORE_FUNCTIONS).map(([n, impl]) => [n, fromExtension('hstore', impl)])),
};

import { Oid, allTypes, rowTypesOf, userTypesOf } from '@pgsqlite/catalog';
import type { ScalarImpl } from '../analyze/scalar-functions.js';
import { lookupSql, textArg } from '../analyze/catalog-lookup.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

/**
 * to_regtype(text) → regtype: the type a name denotes, NULL when there is none (no error, unlike
 * `::regtype`). Names are matched as written: typname (`int4`, `_int4`), the format_type spelling
 * (`integer`, `integer[]`), `pg_catalog.`-qualified names, and user types by `schema.name` and,
 * when their schema is on the search path, by name (quoted as pg_quote_ident would). psycopg 3's
 * TypeInfo.fetch (SQLAlchemy's first connect) runs `WHERE t.oid = to_regtype($1)`.
 */
export const toRegtype: ScalarImpl = (args, env) => {
  const t = textArg(env, args[0]);
  if (!t || args.length !== 1) return undefined;
  const { catalog, searchPath } = env.scope.ctx;
  const pairs = new Map<string, number>();
  for (const type of allTypes()) {
    for (const n of [type.name, type.displayName]) {
      if (!pairs.has(n)) pairs.set(n, type.oid);
      if (!pairs.has(`pg_catalog.${n}`)) pairs.set(`pg_catalog.${n}`, type.oid);
    }
  }
  for (const u of [...userTypesOf(catalog), ...rowTypesOf(catalog)]) {
    for (const [name, oid] of [[u.name, u.oid], [`_${u.name}`, u.arrayOid], [`${u.name}[]`, u.arrayOid]] as const) {
      pairs.set(`${u.schema}.${name}`, oid);
      pairs.set(`${pgQuoteIdent(u.schema)}.${pgQuoteIdent(name)}`, oid);
      if (searchPath.includes(u.schema) && !pairs.has(name)) {
        pairs.set(name, oid);
        pairs.set(pgQuoteIdent(name), oid);
      }
    }
  }
  return { sql: lookupSql(t.sql, [...pairs]), type: Oid.regtype, typmod: -1 };
};

import { replaceSqliteIdentifier } from '../sql/identifier-tokens.js';

/**
 * The SQLite form of an index expression or predicate or a generated column whose casts were
 * found immutable (generated-checks.ts containsMutableFunction, cast-volatility.ts): the runtime
 * casts are the deterministic `pg_cast_i`, which SQLite admits there. Elsewhere `pg_cast` stays
 * non-deterministic, so SQLite never evaluates a cast ahead of where PostgreSQL would.
 */
export function withImmutableCasts(sql: string): string {
  return sql.includes('pg_cast(') ? replaceSqliteIdentifier(sql, 'pg_cast', 'pg_cast_i') : sql;
}

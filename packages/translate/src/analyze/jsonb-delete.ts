import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { quoteString } from '../sql/quote.js';

/**
 * `jsonb - x` as PostgreSQL resolves it: an untyped literal or string is a text key, int2/int4 an
 * array index (int8 has no operator), text[] a key list.
 * Returns undefined when the right side fits no jsonb `-` operator (the caller reports 42883).
 */
export function jsonbMinus(l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  if (l.type !== Oid.jsonb) return undefined;
  const ctx = env.scope.ctx;
  let key: Expr;
  let mode: string;
  if (r.type === Oid.unknown || r.type === Oid.text || r.type === Oid.varchar || r.type === Oid.bpchar || r.type === Oid.name) {
    key = coerce(ctx, r, Oid.text, -1, 'implicit');
    mode = 't';
  } else if (r.type === Oid.int2 || r.type === Oid.int4) {
    key = coerce(ctx, r, Oid.int4, -1, 'implicit');
    mode = 'i';
  } else if (r.type === Oid._text || r.type === Oid._varchar) {
    key = r;
    mode = 'a';
  } else return undefined;
  return { sql: `pg_jsonb_delete(${l.sql}, ${key.sql}, ${quoteString(mode)})`, type: Oid.jsonb, typmod: -1, name: '?column?', hasAgg: l.hasAgg || key.hasAgg };
}

import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { isNumeric } from './types.js';

/**
 * pg_lsn's arithmetic (pg_operator): `pg_lsn - pg_lsn` → numeric (pg_lsn_mi), `pg_lsn + numeric`,
 * `numeric + pg_lsn` and `pg_lsn - numeric` → pg_lsn (pg_lsn_pli / pg_lsn_mii). Comparisons are
 * those of the stored form (pg-lsn.ts keeps it in numeric order). Undefined for other operands.
 */
export function lsnOperator(op: string, l: Expr, r: Expr, env: ExprEnv): Expr | undefined {
  if (op !== '+' && op !== '-') return undefined;
  if (l.type !== Oid.pg_lsn && r.type !== Oid.pg_lsn) return undefined;
  const ctx = env.scope.ctx;
  const hasAgg = l.hasAgg || r.hasAgg;
  const out = (sql: string, type: number): Expr => ({ sql, type, typmod: -1, name: '?column?', hasAgg });
  const numeric = (e: Expr): Expr | undefined => (isNumeric(e.type) ? coerce(ctx, e, Oid.numeric, -1, 'implicit') : undefined);
  if (l.type === Oid.pg_lsn) {
    // an untyped literal beside pg_lsn is a pg_lsn (`lsn - '0/10'`), as operator resolution picks the same type
    if (op === '-' && (r.type === Oid.pg_lsn || r.type === Oid.unknown)) {
      const b = coerce(ctx, r, Oid.pg_lsn, -1, 'implicit');
      return out(`pg_lsn_mi(${l.sql}, ${b.sql})`, Oid.numeric);
    }
    const n = numeric(r);
    return n ? out(`pg_lsn_pli(${l.sql}, ${n.sql}, ${op === '+' ? 1 : -1})`, Oid.pg_lsn) : undefined;
  }
  const n = op === '+' ? numeric(l) : undefined;
  return n ? out(`pg_lsn_pli(${r.sql}, ${n.sql}, 1)`, Oid.pg_lsn) : undefined;
}

/** pg_lsn(numeric) (numeric_pg_lsn). */
export const LSN_FUNCTIONS: Record<string, ScalarImpl> = {
  pg_lsn: (args, env) => {
    const n = args.length === 1 ? as(env, args[0] as Expr, Oid.numeric) : undefined;
    return n ? res(`pg_lsn_of_numeric(${n.sql})`, Oid.pg_lsn) : undefined;
  },
};

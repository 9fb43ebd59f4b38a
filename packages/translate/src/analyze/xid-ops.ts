import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';
import { typeName } from './types.js';

const COMPARISON = new Set(['=', '<>', '!=', '<', '>', '<=', '>=']);

/**
 * xid's operators (pg_operator): only `xid = xid`, `xid <> xid` (xideq, xidneq) and `xid = int4`,
 * `xid <> int4` (the integer's 32 bits as an xid: -1 is 4294967295). xids wrap around, so
 * PostgreSQL has no < or > for them: 42883 as there. xid8 compares by its stored form (xid.ts).
 */
export function xidOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  if (!COMPARISON.has(op) || (l.type !== Oid.xid && r.type !== Oid.xid)) return undefined;
  const ctx = env.scope.ctx;
  const a = l.type === Oid.unknown ? coerce(ctx, l, Oid.xid, -1, 'implicit') : l;
  const b = r.type === Oid.unknown ? coerce(ctx, r, Oid.xid, -1, 'implicit') : r;
  const eq = op === '=' ? '=' : op === '<>' || op === '!=' ? '<>' : undefined;
  const hasAgg = a.hasAgg || b.hasAgg;
  if (eq && a.type === Oid.xid && b.type === Oid.xid) return { sql: `(${a.sql} ${eq} ${b.sql})`, type: Oid.bool, typmod: -1, name: '?column?', hasAgg };
  if (eq && a.type === Oid.xid && (b.type === Oid.int4 || b.type === Oid.int2)) {
    return { sql: `(${a.sql} ${eq} ((${b.sql}) & 4294967295))`, type: Oid.bool, typmod: -1, name: '?column?', hasAgg };
  }
  throw ctx.error('undefined_function', `operator does not exist: ${typeName(a.type)} ${op} ${typeName(b.type)}`, location, {
    hint: 'No operator matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/** xid8cmp(xid8, xid8) → int4. */
export const XID_FUNCTIONS: Record<string, ScalarImpl> = {
  xid8cmp: (args, env) => {
    if (args.length !== 2) return undefined;
    const a = as(env, args[0] as Expr, Oid.xid8);
    const b = as(env, args[1] as Expr, Oid.xid8);
    return a && b ? res(`pg_xid8cmp(${a.sql}, ${b.sql})`, Oid.int4) : undefined;
  },
};

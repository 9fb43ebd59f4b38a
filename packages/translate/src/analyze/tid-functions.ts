import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import { asAll, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * tid's functions (tid.c): tidlarger / tidsmaller and bttidcmp, over the stored INTEGER whose
 * order is tid order (catalog tid.ts); strict, as SQLite's two-argument max/min are.
 */
export const TID_FUNCTIONS: Record<string, ScalarImpl> = {
  tidlarger: (args, env) => {
    const ab = asAll(env, args as Expr[], [Oid.tid, Oid.tid]);
    return ab ? res(`max(${ab[0]!.sql}, ${ab[1]!.sql})`, Oid.tid) : undefined;
  },
  tidsmaller: (args, env) => {
    const ab = asAll(env, args as Expr[], [Oid.tid, Oid.tid]);
    return ab ? res(`min(${ab[0]!.sql}, ${ab[1]!.sql})`, Oid.tid) : undefined;
  },
  bttidcmp: (args, env) => {
    const ab = asAll(env, args as Expr[], [Oid.tid, Oid.tid]);
    // each argument evaluated once
    return ab ? res(`(SELECT (x > y) - (x < y) FROM (SELECT ${ab[0]!.sql} AS x, ${ab[1]!.sql} AS y))`, Oid.int4) : undefined;
  },
};

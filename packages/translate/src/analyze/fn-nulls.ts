import { Oid } from '@pgsqlite/catalog';
import { arrayElementOf } from './arrays.js';
import { res } from './fn-args.js';
import type { Expr } from './expr-types.js';
import type { ScalarImpl } from './scalar-functions.js';

/** num_nulls / num_nonnulls over their "any" arguments: one IS NULL test each. */
function countArgs(nulls: boolean): ScalarImpl {
  return (args) => {
    if (args.length === 0) return undefined;
    return res(`(${args.map((a) => `(${a.sql} IS ${nulls ? '' : 'NOT '}NULL)`).join(' + ')})`, Oid.int4);
  };
}

/** With VARIADIC: the elements of the array argument (a NULL array gives NULL). */
function countElements(nulls: boolean): ScalarImpl {
  return (args, env) => {
    const a = args[0] as Expr | undefined;
    if (args.length !== 1 || a === undefined) return undefined;
    if (a.type !== Oid.unknown && arrayElementOf(a.type) === undefined) throw env.scope.ctx.error('datatype_mismatch', 'VARIADIC argument must be an array', a.location);
    return res(`pg_array_count_nulls(${a.sql}, ${nulls ? 1 : 0})`, Oid.int4);
  };
}

/** num_nulls(VARIADIC "any"), num_nonnulls(VARIADIC "any"). */
export const NULL_COUNT_FUNCTIONS: Record<string, ScalarImpl> = {
  num_nulls: countArgs(true),
  num_nonnulls: countArgs(false),
};

/** The same functions called with VARIADIC (see functions.ts). */
export const VARIADIC_NULL_COUNT_FUNCTIONS: Record<string, ScalarImpl> = {
  num_nulls: countElements(true),
  num_nonnulls: countElements(false),
};

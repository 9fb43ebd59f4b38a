import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { res } from './fn-args.js';
import { MATH_FUNCTIONS } from './fn-math.js';
import type { ScalarImpl } from './scalar-functions.js';
import { arrayElementOf, arrayTypeOf } from './arrays.js';
import { commonType } from './types.js';

const numericWidthBucket = MATH_FUNCTIONS['width_bucket'] as ScalarImpl;

/**
 * width_bucket(operand anycompatible, thresholds anycompatiblearray) → int4 beside the numeric
 * width_bucket(x, low, high, count): the operand and the elements meet in their common type (an
 * untyped thresholds literal is an array of the operand's type). Runtime: pg_width_bucket_array.
 */
export const WIDTH_BUCKET_ARRAY_FUNCTIONS: Record<string, ScalarImpl> = {
  width_bucket: (args, env, location) => {
    if (args.length !== 2) return numericWidthBucket(args, env, location);
    const [x, arr] = args as [Expr, Expr];
    const ctx = env.scope.ctx;
    const given = arrayElementOf(arr.type);
    if (given === undefined && arr.type !== Oid.unknown) return undefined;
    const elem = given === undefined ? (x.type === Oid.unknown ? Oid.text : x.type) : commonType([x.type, given]);
    const arrayType = elem === undefined ? undefined : arrayTypeOf(elem);
    if (elem === undefined || arrayType === undefined) return undefined;
    const operand = coerce(ctx, x, elem, -1, 'implicit');
    // the common type only widens (int → numeric, float8): the array's elements convert as an explicit cast would
    const thresholds = coerce(ctx, arr, arrayType, -1, given === undefined || given === elem ? 'implicit' : 'explicit');
    return res(`pg_width_bucket_array(${operand.sql}, ${thresholds.sql}, ${elem})`, Oid.int4);
  },
};

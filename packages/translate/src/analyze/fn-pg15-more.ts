import { Oid } from '@pgsqlite/catalog';
import { as, asAll, res } from './fn-args.js';
import type { Expr } from './expr-types.js';
import type { ScalarImpl } from './scalar-functions.js';
import { oidArg } from './catalog-lookup.js';
import { isInteger } from './types.js';
import { STRING_FUNCTIONS } from './fn-strings.js';

const T = Oid.text;
const I = Oid.int4;

/** A function with trailing optional parameters: `defaults` fill the ones not given. */
function withDefaults(fn: string, params: readonly number[], type: number, defaults: readonly string[]): ScalarImpl {
  return (args, env) => {
    const required = params.length - defaults.length;
    if (args.length < required || args.length > params.length) return undefined;
    const a = asAll(env, args, params.slice(0, args.length));
    if (a === undefined) return undefined;
    return res(`${fn}(${[...a.map((x) => x.sql), ...defaults.slice(args.length - required)].join(', ')})`, type);
  };
}

/** regexp_replace with PostgreSQL 15's start and N forms; the older ones as before. */
const regexpReplace: ScalarImpl = (args, env, location) => {
  const fourth = args[3];
  const numbered = args.length >= 5 || (args.length === 4 && fourth !== undefined && isInteger(fourth.type));
  if (!numbered) return STRING_FUNCTIONS['regexp_replace']?.(args, env, location);
  if (args.length > 6) return undefined;
  const a = asAll(env, args, [T, T, T, I, I, T].slice(0, args.length));
  if (a === undefined) return undefined;
  const sql = a.map((x) => x.sql);
  return res(`pg_regexp_replace_n(${sql[0]}, ${sql[1]}, ${sql[2]}, ${sql[3]}, ${sql[4] ?? '-1e10'}, ${sql[5] ?? "''"})`, T);
};

/** pg_*_is_visible for object kinds pgsqlite has only built-in ones of (they live in pg_catalog). */
const builtinVisible: ScalarImpl = (args, env) => {
  const a = args.length === 1 ? oidArg(env, args[0] as Expr) : undefined;
  return a === undefined ? undefined : res(`(CASE WHEN ${a.sql} IS NULL THEN NULL WHEN ${a.sql} < 16384 THEN 1 ELSE 0 END)`, Oid.bool);
};

/** PostgreSQL 15 functions ORMs and test suites call that pgsqlite lacked. */
export const PG15_MORE_FUNCTIONS: Record<string, ScalarImpl> = {
  regexp_count: withDefaults('pg_regexp_count', [T, T, I, T], I, ['1', "''"]),
  regexp_instr: withDefaults('pg_regexp_instr', [T, T, I, I, I, T, I], I, ['1', '1', '0', "''", '0']),
  regexp_substr: withDefaults('pg_regexp_substr', [T, T, I, I, T, I], T, ['1', '1', "''", '0']),
  regexp_replace: regexpReplace,
  unistr: (args, env) => {
    const a = args.length === 1 ? as(env, args[0] as Expr, T) : undefined;
    return a === undefined ? undefined : res(`pg_unistr(${a.sql})`, T);
  },
  pg_collation_is_visible: builtinVisible,
  pg_conversion_is_visible: builtinVisible,
  pg_operator_is_visible: builtinVisible,
  pg_opclass_is_visible: builtinVisible,
  pg_opfamily_is_visible: builtinVisible,
  pg_statistics_obj_is_visible: builtinVisible,
  pg_ts_config_is_visible: builtinVisible,
  pg_ts_dict_is_visible: builtinVisible,
  pg_ts_parser_is_visible: builtinVisible,
  pg_ts_template_is_visible: builtinVisible,
};

import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import { asAll, res } from './fn-args.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * A function whose trailing arguments have defaults (given as SQL literals of the runtime's
 * storage encoding): the emitted call always passes every argument.
 */
function withDefaults(fn: string, sig: readonly number[], defaults: readonly string[], type: number): ScalarImpl {
  const required = sig.length - defaults.length;
  return (args, env) => {
    if (args.length < required || args.length > sig.length) return undefined;
    const a = asAll(env, args, sig.slice(0, args.length));
    if (!a) return undefined;
    const sql = [...a.map((x: Expr) => x.sql), ...defaults.slice(args.length - required)];
    return res(`${fn}(${sql.join(', ')})`, type);
  };
}

const J = Oid.jsonb;
const PATH = Oid._text;

/** jsonb_set(_lax), jsonb_insert, json(b)_strip_nulls, jsonb_pretty. */
export const JSON_MODIFY_FUNCTIONS: Record<string, ScalarImpl> = {
  jsonb_set: withDefaults('pg_jsonb_set', [J, PATH, J, Oid.bool], ['1'], J),
  jsonb_set_lax: withDefaults('pg_jsonb_set_lax', [J, PATH, J, Oid.bool, Oid.text], ['1', "'use_json_null'"], J),
  jsonb_insert: withDefaults('pg_jsonb_insert', [J, PATH, J, Oid.bool], ['0'], J),
  jsonb_strip_nulls: (args, env) => {
    const a = asAll(env, args, [J]);
    return a ? res(`pg_jsonb_strip_nulls(${a[0]?.sql}, 1)`, J) : undefined;
  },
  json_strip_nulls: (args, env) => {
    const a = asAll(env, args, [Oid.json]);
    return a ? res(`pg_jsonb_strip_nulls(${a[0]?.sql}, 0)`, Oid.json) : undefined;
  },
  jsonb_pretty: withDefaults('pg_jsonb_pretty', [J], [], Oid.text),
};

import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { coerce } from './coerce.js';
import { isInteger, isString } from './types.js';

const text = (env: ExprEnv, e: Expr | undefined): Expr | undefined =>
  e !== undefined && (e.type === Oid.unknown || isString(e.type)) ? coerce(env.scope.ctx, e, Oid.text, -1, 'implicit') : undefined;
const int = (env: ExprEnv, e: Expr | undefined): Expr | undefined =>
  e !== undefined && (e.type === Oid.unknown || isInteger(e.type)) ? coerce(env.scope.ctx, e, Oid.int4, -1, 'implicit') : undefined;

const refuse = (what: string): ScalarImpl => (_args, env, location) => {
  throw env.scope.ctx.error('feature_not_supported', `fuzzystrmatch's ${what}() is not supported by pgsqlite`, location);
};

/** levenshtein(s, t) and levenshtein(s, t, ins_cost, del_cost, sub_cost). */
const levenshtein: ScalarImpl = (args, env) => {
  if (args.length !== 2 && args.length !== 5) return undefined;
  const [s, t] = [text(env, args[0]), text(env, args[1])];
  const costs = args.length === 5 ? args.slice(2).map((a) => int(env, a)) : [];
  if (!s || !t || costs.some((c) => c === undefined)) return undefined;
  const c = costs.length ? costs.map((x) => (x as Expr).sql) : ['1', '1', '1'];
  return { sql: `pg_levenshtein(${s.sql}, ${t.sql}, ${c.join(', ')})`, type: Oid.int4, typmod: -1 };
};

const soundex: ScalarImpl = (args, env) => {
  const s = args.length === 1 ? text(env, args[0]) : undefined;
  return s ? { sql: `pg_soundex(${s.sql})`, type: Oid.text, typmod: -1 } : undefined;
};

/**
 * fuzzystrmatch 1.1's functions (fn-extensions.ts wraps them: they exist once CREATE EXTENSION
 * fuzzystrmatch has run). levenshtein_less_equal (whose answer above max_d is the C code's
 * banded search's), metaphone and dmetaphone(_alt) are 0A000.
 */
export const FUZZYSTRMATCH_FUNCTIONS: Record<string, ScalarImpl> = {
  levenshtein,
  soundex,
  text_soundex: soundex,
  difference: (args, env) => {
    const [a, b] = [text(env, args[0]), text(env, args[1])];
    return args.length === 2 && a && b ? { sql: `pg_soundex_difference(${a.sql}, ${b.sql})`, type: Oid.int4, typmod: -1 } : undefined;
  },
  levenshtein_less_equal: refuse('levenshtein_less_equal'),
  metaphone: refuse('metaphone'),
  dmetaphone: refuse('dmetaphone'),
  dmetaphone_alt: refuse('dmetaphone_alt'),
};

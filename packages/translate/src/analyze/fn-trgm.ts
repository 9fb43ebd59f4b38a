import { Oid } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { coerce } from './coerce.js';
import { isString } from './types.js';
import { extensionInstalled } from '../ddl/extension-list.js';

const asText = (env: ExprEnv, e: Expr): Expr | undefined =>
  e.type === Oid.unknown || isString(e.type) ? coerce(env.scope.ctx, e, Oid.text, -1, 'implicit') : undefined;

function textPair(env: ExprEnv, args: readonly Expr[]): [Expr, Expr] | undefined {
  if (args.length !== 2) return undefined;
  const a = asText(env, args[0] as Expr);
  const b = asText(env, args[1] as Expr);
  return a && b ? [a, b] : undefined;
}

const refuse = (what: string): ScalarImpl => (_args, env, location) => {
  throw env.scope.ctx.error('feature_not_supported', `${what} is not supported by pgsqlite`, location);
};

function wordSimilarity(strict: boolean): ScalarImpl {
  return (args, env) => {
    const p = textPair(env, args);
    return p ? { sql: `pg_trgm_word_similarity(${p[0].sql}, ${p[1].sql}, ${strict ? 1 : 0})`, type: Oid.float4, typmod: -1 } : undefined;
  };
}

/**
 * pg_trgm's functions (runtime fn-trgm.ts). The thresholds are PostgreSQL's defaults (similarity
 * 0.3, word 0.6, strict word 0.5): pgsqlite has no pg_trgm.* settings, so set_limit is 0A000.
 */
export const TRGM_FUNCTIONS: Record<string, ScalarImpl> = {
  similarity: (args, env) => {
    const p = textPair(env, args);
    return p ? { sql: `pg_trgm_similarity(${p[0].sql}, ${p[1].sql})`, type: Oid.float4, typmod: -1 } : undefined;
  },
  show_trgm: (args, env) => {
    const a = args.length === 1 ? asText(env, args[0] as Expr) : undefined;
    return a ? { sql: `pg_trgm_show(${a.sql})`, type: Oid._text, typmod: -1 } : undefined;
  },
  show_limit: (args) => (args.length === 0 ? { sql: '0.30000001192092896', type: Oid.float4, typmod: -1 } : undefined),
  set_limit: refuse("pg_trgm's set_limit() (changing pg_trgm.similarity_threshold)"),
  word_similarity: wordSimilarity(false),
  strict_word_similarity: wordSimilarity(true),
  similarity_op: refuse("pg_trgm's similarity_op()"),
  similarity_dist: refuse("pg_trgm's similarity_dist()"),
};

const sim = (a: string, b: string): string => `pg_trgm_similarity(${a}, ${b})`;
const word = (a: string, b: string): string => `pg_trgm_word_similarity(${a}, ${b}, 0)`;
const strictWord = (a: string, b: string): string => `pg_trgm_word_similarity(${a}, ${b}, 1)`;
/** `similarity ≥ threshold` (the float4 result against the threshold as a double, as pg_trgm compares). */
const atLeast = (sql: string, threshold: number): Omit<Expr, 'name'> => ({ sql: `(${sql} >= ${threshold})`, type: Oid.bool, typmod: -1 });
const distance = (sql: string): Omit<Expr, 'name'> => ({ sql: `pg_float_check(1.0 - ${sql}, ${Oid.float4})`, type: Oid.float4, typmod: -1 });
const F4_03 = 0.30000001192092896;
const F4_06 = 0.6000000238418579;

/** pg_trgm's operators on text: % <-> and the (strict) word-similarity ones, whose commutators swap the operands. */
const OPERATORS: Record<string, (a: string, b: string) => Omit<Expr, 'name'>> = {
  '%': (a, b) => atLeast(sim(a, b), F4_03),
  '<->': (a, b) => distance(sim(a, b)),
  '<%': (a, b) => atLeast(word(a, b), F4_06),
  '%>': (a, b) => atLeast(word(b, a), F4_06),
  '<<->': (a, b) => distance(word(a, b)),
  '<->>': (a, b) => distance(word(b, a)),
  '<<%': (a, b) => atLeast(strictWord(a, b), 0.5),
  '%>>': (a, b) => atLeast(strictWord(b, a), 0.5),
  '<<<->': (a, b) => distance(strictWord(a, b)),
  '<->>>': (a, b) => distance(strictWord(b, a)),
};

/** pg_trgm's text operators once pg_trgm is created; undefined for anything else. */
export function trigramOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  const make = OPERATORS[op];
  if (!make) return undefined;
  if (!extensionInstalled(env.scope.ctx.catalog, 'pg_trgm')) return undefined;
  const p = textPair(env, [l, r]);
  if (!p) return undefined;
  return { ...make(p[0].sql, p[1].sql), name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}

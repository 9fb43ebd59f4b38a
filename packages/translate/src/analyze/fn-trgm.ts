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

/**
 * pg_trgm's functions (runtime fn-trgm.ts). The similarity threshold is PostgreSQL's default 0.3
 * and cannot be changed here, so set_limit is 0A000; the word-similarity family is 0A000 too.
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
  word_similarity: refuse("pg_trgm's word_similarity()"),
  strict_word_similarity: refuse("pg_trgm's strict_word_similarity()"),
  similarity_op: refuse("pg_trgm's similarity_op()"),
  similarity_dist: refuse("pg_trgm's similarity_dist()"),
};

/** pg_trgm's operators on text, with the functions pgsqlite computes. */
const OPERATORS: Record<string, (a: string, b: string) => Omit<Expr, 'name'>> = {
  '%': (a, b) => ({ sql: `(pg_trgm_similarity(${a}, ${b}) >= 0.30000001192092896)`, type: Oid.bool, typmod: -1 }),
  '<->': (a, b) => ({ sql: `pg_float_check(1.0 - pg_trgm_similarity(${a}, ${b}), ${Oid.float4})`, type: Oid.float4, typmod: -1 }),
};

/** The word-similarity operators, which pgsqlite does not compute. */
const WORD_OPERATORS = new Set(['<%', '%>', '<<%', '%>>', '<<->', '<->>', '<<<->', '<->>>']);

/** `text % text`, `text <-> text` once pg_trgm is created; undefined for anything else. */
export function trigramOperator(op: string, l: Expr, r: Expr, env: ExprEnv, location?: number): Expr | undefined {
  if (!OPERATORS[op] && !WORD_OPERATORS.has(op)) return undefined;
  if (!extensionInstalled(env.scope.ctx.catalog, 'pg_trgm')) return undefined;
  const p = textPair(env, [l, r]);
  if (!p) return undefined;
  const make = OPERATORS[op];
  if (!make) throw env.scope.ctx.error('feature_not_supported', `pg_trgm's operator ${op} is not supported by pgsqlite`, location);
  return { ...make(p[0].sql, p[1].sql), name: '?column?', hasAgg: l.hasAgg || r.hasAgg };
}

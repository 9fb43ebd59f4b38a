import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { toTsvector, plainToTsquery, toTsquery } from './ts-build.js';
import { websearchToTsquery } from './ts-websearch.js';
import { tsMatch } from './ts-match.js';
import {
  arrayToTsvector, concat, numnode, setweight, strip, tsDelete, tsFilter, tsqueryBinary, tsqueryContains, tsqueryPhrase,
  tsvectorCmp, tsvectorSortKey, weightOf, withoutNot,
} from './ts-ops.js';
import { rankWeights, tsRank, tsRankCd } from './ts-rank.js';
import { arrayItems, defaultConfig, outQuery, outTextArray, outVec, query, vec } from './ts-values.js';
import { JSON_TS_FUNCTIONS } from './ts-json.js';
import { HEADLINE_FUNCTIONS } from './ts-headline.js';
import { DEBUG_FUNCTIONS } from './ts-debug.js';
import { tsquerySortKey } from './ts-query-key.js';
import { lexizeWith } from './ts-config.js';
import { formatTsquery, parseTsquery, parseTsvector } from '@pgsqlite/catalog';

/** A text search function by its C name (pg_proc.prosrc): called with the session state and its arguments. */
export type TsFn = (state: RuntimeState, ...args: SqlValue[]) => SqlValue;

const bool = (b: boolean): number => (b ? 1 : 0);
const num = (v: SqlValue): number => Number(v);
const cmpVec = (op: (c: number) => boolean): TsFn => (_s, a, b) => bool(op(tsvectorCmp(vec(a), vec(b))));
const cmpQuery = (op: (c: number) => boolean): TsFn => (_s, a, b) => bool(op(tsqueryCmp(String(a), String(b))));

/** tsquery ordering (CompareTSQ), through its sort key. */
function tsqueryCmp(a: string, b: string): number {
  const ka = tsquerySortKey(parseTsquery(a));
  const kb = tsquerySortKey(parseTsquery(b));
  return ka === kb ? 0 : ka < kb ? -1 : 1;
}

const rank = (fn: typeof tsRank, hasWeights: boolean, hasNorm: boolean): TsFn => (_s, ...args) => {
  let i = 0;
  let w = rankWeights(undefined);
  if (hasWeights) {
    const a = arrayItems(args[i++] as SqlValue);
    w = rankWeights(a.items as (number | null)[], a.dims);
  }
  const v = vec(args[i++] as SqlValue);
  const q = query(args[i++] as SqlValue);
  const method = hasNorm ? num(args[i] as SqlValue) : 0;
  return fn(w, v, q, method);
};

const texts = (v: SqlValue): (string | null)[] => arrayItems(v).items.map((x) => (x === null ? null : String(x)));

/** Every text search function pgsqlite implements. */
export const TS_FUNCTIONS: Readonly<Record<string, TsFn>> = {
  to_tsvector_byid: (_s, c, t) => outVec(toTsvector(num(c), String(t))),
  to_tsvector: (s, t) => outVec(toTsvector(defaultConfig(s), String(t))),
  to_tsquery_byid: (_s, c, t) => outQuery(toTsquery(num(c), String(t))),
  to_tsquery: (s, t) => outQuery(toTsquery(defaultConfig(s), String(t))),
  plainto_tsquery_byid: (_s, c, t) => outQuery(plainToTsquery(num(c), String(t), 'and')),
  plainto_tsquery: (s, t) => outQuery(plainToTsquery(defaultConfig(s), String(t), 'and')),
  phraseto_tsquery_byid: (_s, c, t) => outQuery(plainToTsquery(num(c), String(t), 'phrase')),
  phraseto_tsquery: (s, t) => outQuery(plainToTsquery(defaultConfig(s), String(t), 'phrase')),
  websearch_to_tsquery_byid: (_s, c, t) => outQuery(websearchToTsquery(num(c), String(t))),
  websearch_to_tsquery: (s, t) => outQuery(websearchToTsquery(defaultConfig(s), String(t))),
  get_current_ts_config: (s) => defaultConfig(s),
  ts_match_vq: (_s, v, q) => bool(tsMatch(vec(v), query(q))),
  ts_match_qv: (_s, q, v) => bool(tsMatch(vec(v), query(q))),
  ts_match_tt: (s, a, b) => bool(tsMatch(toTsvector(defaultConfig(s), String(a)), plainToTsquery(defaultConfig(s), String(b), 'and'))),
  ts_match_tq: (s, a, q) => bool(tsMatch(toTsvector(defaultConfig(s), String(a)), query(q))),
  tsvector_concat: (_s, a, b) => outVec(concat(vec(a), vec(b))),
  tsvector_strip: (_s, v) => outVec(strip(vec(v))),
  tsvector_setweight: (_s, v, w) => outVec(setweight(vec(v), weightOf(String(w)))),
  tsvector_setweight_by_filter: (_s, v, w, l) => {
    return outVec(setweight(vec(v), weightOf(String(w)), texts(l)));
  },
  tsvector_length: (_s, v) => vec(v).length,
  tsvector_delete_str: (_s, v, w) => outVec(tsDelete(vec(v), [String(w)])),
  tsvector_delete_arr: (_s, v, l) => {
    return outVec(tsDelete(vec(v), texts(l)));
  },
  tsvector_filter: (_s, v, l) => outVec(tsFilter(vec(v), texts(l))),
  tsvector_unnest: (_s, v) => JSON.stringify(vec(v).map((l) => (l.positions.length === 0 ? [l.word, null, null] : [l.word, l.positions.map((p) => p.pos), l.positions.map((p) => 'DCBA'[p.weight])]))),
  tsvectorin: (_s, t) => outVec(parseTsvector(String(t))),
  tsvectorout: (_s, v) => String(v),
  tsqueryin: (_s, t) => outQuery(parseTsquery(String(t))),
  tsqueryout: (_s, v) => String(v),
  tsvector_to_array: (_s, v) => outTextArray(vec(v).map((l) => l.word)),
  array_to_tsvector: (_s, l) => outVec(arrayToTsvector(texts(l))),
  tsvector_lt: cmpVec((c) => c < 0),
  tsvector_le: cmpVec((c) => c <= 0),
  tsvector_eq: cmpVec((c) => c === 0),
  tsvector_ne: cmpVec((c) => c !== 0),
  tsvector_ge: cmpVec((c) => c >= 0),
  tsvector_gt: cmpVec((c) => c > 0),
  tsvector_cmp: (_s, a, b) => tsvectorCmp(vec(a), vec(b)),
  tsvector_sortkey: (_s, v) => tsvectorSortKey(vec(v)),
  tsquery_sortkey: (_s, q) => tsquerySortKey(query(q)),
  tsquery_lt: cmpQuery((c) => c < 0),
  tsquery_le: cmpQuery((c) => c <= 0),
  tsquery_eq: cmpQuery((c) => c === 0),
  tsquery_ne: cmpQuery((c) => c !== 0),
  tsquery_ge: cmpQuery((c) => c >= 0),
  tsquery_gt: cmpQuery((c) => c > 0),
  tsquery_cmp: (_s, a, b) => tsqueryCmp(String(a), String(b)),
  tsquery_and: (_s, a, b) => outQuery(tsqueryBinary('and', query(a), query(b))),
  tsquery_or: (_s, a, b) => outQuery(tsqueryBinary('or', query(a), query(b))),
  tsquery_not: (_s, a) => {
    const q = query(a);
    return outQuery(q === null ? null : { kind: 'not', arg: q });
  },
  tsquery_phrase: (_s, a, b) => outQuery(tsqueryPhrase(query(a), query(b), 1)),
  tsquery_phrase_distance: (_s, a, b, d) => outQuery(tsqueryPhrase(query(a), query(b), num(d))),
  tsquery_numnode: (_s, q) => numnode(query(q)),
  tsquerytree: (_s, a) => {
    const q = query(a);
    if (q === null) return '';
    const t = withoutNot(q);
    return t === null ? 'T' : formatTsquery(t);
  },
  tsq_mcontains: (_s, a, b) => bool(tsqueryContains(query(a), query(b))),
  tsq_mcontained: (_s, a, b) => bool(tsqueryContains(query(b), query(a))),
  ts_rank_wttf: rank(tsRank, true, true),
  ts_rank_wtt: rank(tsRank, true, false),
  ts_rank_ttf: rank(tsRank, false, true),
  ts_rank_tt: rank(tsRank, false, false),
  ts_rankcd_wttf: rank(tsRankCd, true, true),
  ts_rankcd_wtt: rank(tsRankCd, true, false),
  ts_rankcd_ttf: rank(tsRankCd, false, true),
  ts_rankcd_tt: rank(tsRankCd, false, false),
  ts_lexize: (_s, d, t) => {
    const r = lexizeWith(num(d), String(t));
    return r === null ? null : outTextArray(r);
  },
  ...JSON_TS_FUNCTIONS,
  ...HEADLINE_FUNCTIONS,
  ...DEBUG_FUNCTIONS,
};

/** Whether the runtime implements the text search C function `prosrc`. */
export function hasTsFunction(prosrc: string): boolean {
  return Object.hasOwn(TS_FUNCTIONS, prosrc);
}

/** Registers pg_ts('<prosrc>', args…): strict (NULL in, NULL out). */
export function registerTsearchFunctions(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_ts',
    arity: -1,
    deterministic: false,
    call: (name, ...args) => {
      const f = TS_FUNCTIONS[String(name)];
      if (f === undefined) throw new PgError('feature_not_supported', `function ${String(name)} is not supported by pgsqlite`);
      if (args.some((a) => a === null)) return null;
      return f(state, ...args);
    },
  });
  // the sort keys are pure: deterministic, so that an index (or ORDER BY key) may use them
  host.defineFunction({
    name: 'pg_ts_key',
    arity: 2,
    deterministic: true,
    call: (name, v) => (v === null ? null : String(name) === 'tsquery' ? tsquerySortKey(query(v)) : tsvectorSortKey(vec(v))),
  });
}

import { PgError } from '@pgsqlite/errors';
import { BUILTIN_TRANSITIONS, Oid, decodeStoredArray, encodeStoredArray, typeByOid } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { runtimeCast, checkInt } from './casts.js';
import { numericOp, readNumeric, writeNumeric } from './numeric-math.js';

/**
 * CREATE AGGREGATE's aggregates at run time: `pg_user_agg(definition, args…)` folds the rows
 * with the aggregate's transition function (one of PostgreSQL's built-in ones, run here in JS on
 * pgsqlite's storage values), then applies its final function. Strict transition functions skip
 * rows with a NULL argument, and with no initial state the first row's value becomes the state,
 * as nodeAgg.c does.
 */

type Fn = (...args: SqlValue[]) => SqlValue;

const big = (v: SqlValue): bigint => (typeof v === 'bigint' ? v : BigInt(Math.trunc(Number(v))));
const int = (oid: number) => (v: bigint): SqlValue => checkInt(v, oid);
const int2 = int(Oid.int2);
const int4 = int(Oid.int4);
const int8 = int(Oid.int8);
const float = (v: SqlValue): number => Number(v);

function float8Check(v: number, a: number, b: number): number {
  if (!Number.isFinite(v) && Number.isFinite(a) && Number.isFinite(b)) throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
  return v;
}

function int8Array(v: SqlValue): bigint[] {
  const t = typeByOid(Oid.int8);
  return (decodeStoredArray(v as string, t!) as SqlValue[]).map((x) => big(x));
}

function float8Array(v: SqlValue): number[] {
  const t = typeByOid(Oid.float8);
  return (decodeStoredArray(v as string, t!) as SqlValue[]).map((x) => Number(x));
}

/** float8_accum's state N, Sx, Sxx (Youngs-Cramer as float.c keeps it). */
function float8Accum(state: SqlValue, x: SqlValue): SqlValue {
  const [n = 0, sx = 0, sxx = 0] = float8Array(state);
  const v = float(x);
  const n1 = n + 1;
  const sx1 = sx + v;
  let sxx1 = sxx;
  if (n > 0) {
    const tmp = v * n1 - sx1;
    sxx1 += (tmp * tmp) / (n1 * n);
  } else sxx1 = Number.isFinite(v) ? 0 : NaN;
  return encodeStoredArray([n1, sx1, sxx1]);
}

function numericState(v: SqlValue): { n: number; sum: string } {
  return v === null ? { n: 0, sum: '0' } : (JSON.parse(String(v)) as { n: number; sum: string });
}

/** The built-in support functions, by name (signatures in @pgsqlite/catalog BUILTIN_TRANSITIONS). */
const FUNCTIONS: Record<string, Fn> = {
  int2pl: (a, b) => int2(big(a) + big(b)),
  int4pl: (a, b) => int4(big(a) + big(b)),
  int8pl: (a, b) => int8(big(a) + big(b)),
  int4mi: (a, b) => int4(big(a) - big(b)),
  int8mi: (a, b) => int8(big(a) - big(b)),
  float4pl: (a, b) => float8Check(Math.fround(float(a) + float(b)), float(a), float(b)),
  float8pl: (a, b) => float8Check(float(a) + float(b), float(a), float(b)),
  float8mi: (a, b) => float8Check(float(a) - float(b), float(a), float(b)),
  numeric_add: (a, b) => writeNumeric(numericOp('+', readNumeric(a), readNumeric(b))),
  numeric_sub: (a, b) => writeNumeric(numericOp('-', readNumeric(a), readNumeric(b))),
  int4larger: (a, b) => (big(a) >= big(b) ? a : b),
  int4smaller: (a, b) => (big(a) <= big(b) ? a : b),
  int8larger: (a, b) => (big(a) >= big(b) ? a : b),
  int8smaller: (a, b) => (big(a) <= big(b) ? a : b),
  float8larger: (a, b) => (float(a) >= float(b) ? a : b),
  float8smaller: (a, b) => (float(a) <= float(b) ? a : b),
  int8inc: (a) => int8(big(a) + 1n),
  int8dec: (a) => int8(big(a) - 1n),
  int8inc_any: (a) => int8(big(a) + 1n),
  int8dec_any: (a) => int8(big(a) - 1n),
  int4_sum: (a, b) => (b === null ? a : a === null ? big(b) : int8(big(a) + big(b))),
  int2_sum: (a, b) => (b === null ? a : a === null ? big(b) : int8(big(a) + big(b))),
  int4_avg_accum: (s, x) => {
    const [n = 0n, sum = 0n] = int8Array(s);
    return encodeStoredArray([n + 1n, sum + big(x)]);
  },
  int2_avg_accum: (s, x) => {
    const [n = 0n, sum = 0n] = int8Array(s);
    return encodeStoredArray([n + 1n, sum + big(x)]);
  },
  int4_avg_accum_inv: (s, x) => {
    const [n = 0n, sum = 0n] = int8Array(s);
    return encodeStoredArray([n - 1n, sum - big(x)]);
  },
  int8_avg: (s) => {
    const [n = 0n, sum = 0n] = int8Array(s);
    return n === 0n ? null : writeNumeric(numericOp('/', readNumeric(String(sum)), readNumeric(String(n))));
  },
  float8_accum: float8Accum,
  float8_avg: (s) => {
    const [n = 0, sx = 0] = float8Array(s);
    return n === 0 ? null : sx / n;
  },
  float8_var_samp: (s) => {
    const [n = 0, , sxx = 0] = float8Array(s);
    return n <= 1 ? null : sxx / (n - 1);
  },
  float8_stddev_samp: (s) => {
    const [n = 0, , sxx = 0] = float8Array(s);
    return n <= 1 ? null : Math.sqrt(sxx / (n - 1));
  },
  numeric_avg_accum: (s, x) => {
    const st = numericState(s);
    if (x === null) return s;
    return JSON.stringify({ n: st.n + 1, sum: writeNumeric(numericOp('+', readNumeric(st.sum), readNumeric(x))) });
  },
  numeric_avg: (s) => {
    const st = numericState(s);
    return st.n === 0 ? null : writeNumeric(numericOp('/', readNumeric(st.sum), readNumeric(String(st.n))));
  },
  numeric_sum: (s) => {
    const st = numericState(s);
    return st.n === 0 ? null : st.sum;
  },
  textcat: (a, b) => `${String(a)}${String(b)}`,
};

/** array_append on an array of `arrayType` (its element type decodes the stored array). */
function arrayAppend(arrayType: number, a: SqlValue, x: SqlValue): SqlValue {
  const elem = typeByOid(typeByOid(arrayType)?.elemOid ?? Oid.text) ?? typeByOid(Oid.text);
  const elems = a === null ? [] : (decodeStoredArray(a as string, elem!) as SqlValue[]);
  return encodeStoredArray([...elems, x]);
}

/** What pg_user_agg reads of an aggregate's definition (UserAggregateDef, JSON). */
interface AggDef {
  sfunc: string;
  stype: number;
  finalfunc: string | null;
  initcond: string | null;
  minvfunc: string | null;
  msfunc: string | null;
}

interface AggState {
  def: AggDef | null;
  value: SqlValue;
  /** No row has set the state yet (a strict sfunc without initcond takes the first value). */
  empty: boolean;
}

function step(state: AggState, fnName: string, args: SqlValue[], inverse: boolean): AggState {
  const def = state.def as AggDef;
  const fn: Fn | undefined = fnName === 'array_append' ? (a, x) => arrayAppend(def.stype, a, x ?? null) : FUNCTIONS[fnName];
  const sig = BUILTIN_TRANSITIONS[fnName];
  if (fn === undefined || sig === undefined) throw new PgError('feature_not_supported', `function ${fnName} is not supported by pgsqlite as an aggregate support function`);
  if (sig.strict) {
    if (args.some((a) => a === null)) return state;
    if (state.empty && def.initcond === null && !inverse) return { ...state, value: args[0] ?? null, empty: false };
    if (state.value === null) return state;
  }
  return { ...state, value: fn(state.value, ...args), empty: false };
}

/** What pg_user_agg answers for a group of no rows (pg_user_agg_result replaces it). */
const NO_ROWS = '\u0000pg_user_agg: no rows';

/** The aggregate's value from its final state: the final function's result, else the state. */
function finish(def: AggDef, value: SqlValue): SqlValue {
  if (def.finalfunc === null) return value;
  const fn = FUNCTIONS[def.finalfunc];
  const sig = BUILTIN_TRANSITIONS[def.finalfunc];
  if (fn === undefined || sig === undefined) throw new PgError('feature_not_supported', `function ${def.finalfunc} is not supported by pgsqlite as an aggregate support function`);
  if (sig.strict && value === null) return null;
  return fn(value);
}

/** Registers pg_user_agg (any number of arguments: the definition, then the aggregate's). */
export function registerUserAggregates(host: RuntimeHost, state: RuntimeState): void {
  const start = (): AggState => ({ def: null, value: null, empty: true });
  const init = (s: AggState, json: SqlValue): AggState => {
    if (s.def !== null) return s;
    const def = JSON.parse(String(json)) as AggDef;
    const value = def.initcond === null ? null : runtimeCast(state, def.initcond, Oid.text, def.stype, -1, 'e');
    return { def, value, empty: true };
  };
  host.defineAggregate<AggState>({
    name: 'pg_user_agg',
    arity: -1,
    deterministic: false,
    start,
    step: (s, json, ...args) => {
      const st = init(s, json);
      return step(st, (st.def as AggDef).sfunc, args, false);
    },
    inverse: (s, json, ...args) => {
      const st = init(s, json);
      const inv = (st.def as AggDef).minvfunc;
      if (inv === null) throw new PgError('feature_not_supported', 'a window frame whose start moves needs the aggregate\'s minvfunc in pgsqlite');
      return step(st, inv, args, true);
    },
    // no row at all: SQLite never passed the definition; pg_user_agg_result computes the value from it
    result: (s) => (s.def === null ? NO_ROWS : finish(s.def, s.value)),
  });
  host.defineFunction({
    name: 'pg_user_agg_result',
    arity: 2,
    deterministic: false,
    call: (json, v) => {
      if (v !== NO_ROWS) return v;
      const def = JSON.parse(String(json)) as AggDef;
      return finish(def, def.initcond === null ? null : runtimeCast(state, def.initcond, Oid.text, def.stype, -1, 'e'));
    },
  });
}

import { PgError } from '@pgsqlite/errors';
import { registerExecutorStart } from './executor-start.js';
import { type JsonNode, formatJsonb } from '@pgsqlite/catalog';
import { readJson } from './json-ops.js';
import type { RuntimeHost, SqlValue } from './host.js';
import { type RuntimeState, clockMicros, defaultRuntimeState } from './state.js';
import { runtimeCast, checkInt, sqlCastResult } from './casts.js';
import { absNumeric, compareNumeric, negateNumeric, numericOp, numericSortKey, readNumeric, roundTo, writeNumeric } from './numeric-math.js';
import { checkFloat, compareFloat, floatKey, floatSortKey, readFloat, writeFloat } from './floats.js';
import { like, regexMatch } from './patterns.js';
import { SUBSTR, TEXT_FUNCTIONS } from './text-functions.js';
import { numericSortKeyOf } from './numeric-sortkey-text.js';
import { minMax } from './min-max.js';
import { registerAggregates } from './aggregates.js';
import { registerCatalogFunctions } from './catalog-functions.js';
import { registerJson } from './register-json.js';
import { registerStringFunctions } from './fn-strings.js';
import { registerRegexFunctions } from './fn-regex.js';
import { registerSearchCycleFunctions } from './search-cycle.js';
import { registerJsonRecordFunctions } from './json-record.js';
import { registerPatternFunctions } from './fn-similar.js';
import { registerMathFunctions, resultScale } from './fn-math.js';
import { registerStatsAggregates } from './fn-aggregates-stats.js';
import { registerWindowChecks } from './fn-window.js';
import { registerArrayFunctions } from './fn-arrays.js';
import { registerDatetime } from './type-datetime.js';
import { registerIntervalZones } from './fn-interval-zone.js';
import { registerByteaMore } from './fn-bytea-more.js';
import { registerTimetzZone } from './fn-timetz-zone.js';
import { registerTimetzOverlaps } from './fn-timetz-overlaps.js';
import { registerDatetimeArith } from './fn-datetime-arith.js';
import { registerDateStampCompare } from './date-stamp-compare.js';
import { registerDatetimeFunctions } from './fn-datetime.js';
import { registerSequenceFunctions } from './sequences.js';
import { type SequenceGuardPush, sequenceGuardOf } from './sequence-guard.js';
import { registerHashFunctions } from './fn-hashtext.js';
import { registerFormatting } from './register-formatting.js';
import { jsonbDelete } from './jsonb-delete.js';
import { registerByteaFunctions } from './fn-bytea.js';
import { registerRecordOut } from './record-out.js';
import { registerPartitionText } from './partition-text.js';
import { registerPartitionHash } from './partition-hash.js';
import { registerCompositeValues } from './composite-values.js';
import { registerJsonComposite } from './json-composite.js';
import { registerPgcrypto } from './fn-pgcrypto.js';
import { registerTrigrams } from './fn-trgm.js';
import { registerUnaccent } from './fn-unaccent.js';
import { registerHstore } from './hstore/register-hstore.js';
import { registerFuzzystrmatch } from './fn-fuzzystrmatch.js';
import { registerSettingsFunctions } from './fn-settings.js';
import { registerPg15MoreFunctions } from './fn-pg15-more.js';
import { registerPgLsnFunctions } from './fn-pg-lsn.js';
import { registerMacaddrFunctions } from './fn-macaddr.js';
import { registerWidthBucketArray } from './fn-width-bucket-array.js';
import { registerSnapshotFunctions, registerXidFunctions } from './fn-xid.js';
import { registerMoreAggregates } from './aggregates-more.js';
import { registerOrderKeys } from './order-keys.js';
import { registerRangeKeys } from './range-keys.js';
import { registerSeriesCheck } from './series-check.js';
import { registerKeyNotNull } from './key-not-null.js';
import { registerTableSample } from './fn-tablesample.js';
import { windowCapable } from './window-capable.js';
import { type RuntimeRoles, registerPrivilegeFunctions } from './fn-privileges.js';
import { registerAclExplode } from './fn-aclexplode.js';
import { registerUserAggregates } from './user-aggregates.js';
import { registerRangeFunctions } from './fn-ranges.js';
import { registerBitFunctions } from './fn-bits.js';
import { registerMultirangeFunctions } from './fn-multiranges.js';
import { registerGeoFunctions } from './geo/register-geo.js';
import { registerTsearchFunctions } from './tsearch/register-tsearch.js';

export type { RuntimeHost } from './host.js';
export type { RuntimeState } from './state.js';

/** Server version string as version() reports it. */
export const VERSION_STRING = 'PostgreSQL 15.18 (pgsqlite 0.1.0) on x86_64-pc-linux-gnu, compiled by TypeScript, 64-bit';

function strict(fn: (...args: SqlValue[]) => SqlValue): (...args: SqlValue[]) => SqlValue {
  return (...args) => (args.some((a) => a === null) ? null : fn(...args));
}

/** `jsonb || jsonb` (IteratorConcat): objects merge (the right side's keys win), anything else concatenates as arrays; numbers keep their text. */
function jsonbConcat(a: SqlValue, b: SqlValue): SqlValue {
  const x = readJson(a);
  const y = readJson(b);
  if (x.t === 'obj' && y.t === 'obj') return formatJsonb({ t: 'obj', entries: [...x.entries, ...y.entries] });
  const items = (n: JsonNode): JsonNode[] => (n.t === 'arr' ? n.items : [n]);
  return formatJsonb({ t: 'arr', items: [...items(x), ...items(y)] });
}

/** What pg_set_session pushes (the session's settings, identity and GUCs). */
interface SessionPush {
  settings?: Partial<RuntimeState['settings']>;
  user?: string;
  database?: string;
  pid?: number;
  gucs?: Array<[string, [string, string, string]]>;
  roles?: RuntimeRoles;
  /** The sequence functions' checks (absent: unchanged, null: none) */
  sequenceGuard?: SequenceGuardPush | null;
}

/**
 * Pushes seen lately, by their text: sessions sharing one connection (the server's inline
 * transactions) push theirs again at every switch, a ~1.5 KB JSON text each time (3 % of the
 * server thread in pgbench TPC-B -c8). Parsed values are only read (gucs is copied per push).
 */
const recentPushes = new Map<string, SessionPush>();
const RECENT_PUSHES = 64;

function sessionPush(json: string): SessionPush {
  const known = recentPushes.get(json);
  if (known !== undefined) return known;
  const v = JSON.parse(json) as Omit<SessionPush, 'gucs'> & { gucs?: Record<string, [string, string, string]> };
  const { gucs, ...rest } = v;
  const push: SessionPush = gucs === undefined ? rest : { ...rest, gucs: Object.entries(gucs) };
  if (recentPushes.size >= RECENT_PUSHES) recentPushes.clear();
  recentPushes.set(json, push);
  return push;
}

/**
 * Registers every runtime function the translator emits on one connection. Returns the
 * connection's RuntimeState so the session can keep settings (TimeZone, …) current.
 */
export function registerRuntime(engine: RuntimeHost, initial: Partial<RuntimeState> = {}): RuntimeState {
  // Aggregates without an inverse still run over moving window frames (window-capable.ts).
  const host = windowCapable(engine);
  const state: RuntimeState = { ...defaultRuntimeState(), ...initial };
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue, deterministic = true): void =>
    host.defineFunction({ name, arity, deterministic, call });

  def('pg_cast', 5, (v, from, to, typmod, mode) => sqlCastResult(runtimeCast(state, v, Number(from), Number(to), Number(typmod), String(mode)), Number(to)), false);
  // the same, for casts PostgreSQL declares immutable inside an index expression or a generated
  // column, where SQLite takes only deterministic functions (ddl/immutable-casts.ts)
  def('pg_cast_i', 5, (v, from, to, typmod, mode) => sqlCastResult(runtimeCast(state, v, Number(from), Number(to), Number(typmod), String(mode)), Number(to)));
  def('pg_int_check', 2, (v, oid) => checkInt(v, Number(oid)));
  def('pg_float_check', 2, (v, oid) => checkFloat(v, Number(oid)));
  def('pg_div', 4, strict((a, b, op, oid) => divide(a, b, String(op), Number(oid))));
  def('pg_numeric_cmp', 2, strict((a, b) => compareNumeric(readNumeric(a), readNumeric(b))));
  def('pg_numeric_op', 3, strict((a, b, op) => writeNumeric(numericOp(String(op), readNumeric(a), readNumeric(b)))));
  def('pg_numeric_neg', 1, strict((a) => writeNumeric(negateNumeric(readNumeric(a)))));
  def('pg_numeric_abs', 1, strict((a) => writeNumeric(absNumeric(readNumeric(a)))));
  def('pg_numeric_round', 2, strict((a, s) => writeNumeric(roundTo(readNumeric(a), resultScale(s)))));
  def('pg_numeric_sortkey', 1, strict((a) => numericSortKeyOf(a as Exclude<SqlValue, null>)));
  def('pg_float_cmp', 2, strict((a, b) => compareFloat(readFloat(a), readFloat(b))));
  def('pg_float_sortkey', 1, floatSortKey);
  def('pg_float_key', 1, floatKey);
  def('pg_greatest', -1, (kind, ...args) => minMax(true, kind ?? null, args));
  def('pg_least', -1, (kind, ...args) => minMax(false, kind ?? null, args));
  registerOrderKeys(host);
  registerRangeKeys(host);
  registerRangeFunctions(host, state);
  registerBitFunctions(host);
  registerMultirangeFunctions(host);
  registerGeoFunctions(host);
  registerTsearchFunctions(host, state);
  registerSeriesCheck(host);
  registerKeyNotNull(host);
  registerExecutorStart(host);
  registerTableSample(host);
  def('pg_float_round', 1, strict((a) => writeFloat(roundHalfEven(readFloat(a)))));
  def('pg_like', 3, strict((s, p, ci) => (like(String(s), String(p), Number(ci) === 1) ? 1 : 0)));
  def('pg_regex', 3, strict((s, p, flags) => (regexMatch(String(s), String(p), String(flags)) ? 1 : 0)));
  def('pg_jsonb_concat', 2, strict(jsonbConcat));
  def('pg_substr', 2, strict((s, f) => SUBSTR(s, f)));
  def('pg_substr', 3, strict((s, f, l) => SUBSTR(s, f, l)));
  for (const [name, { arity, fn }] of Object.entries(TEXT_FUNCTIONS)) def(name, arity, strict(fn));
  // a strict call folded to NULL whose other constant arguments still run (analyze/strict-null.ts)
  host.defineFunction({ name: 'pg_strict_null', arity: -1, deterministic: true, call: () => null });
  // the identity: a GROUP BY / ORDER BY term SQLite must not read as a column position (analyze/order-key.ts)
  host.defineFunction({ name: 'pg_same', arity: 1, deterministic: true, call: (v) => v });
  // text → enum (enum_in): the label when the type has it, else 22P02; no subquery, so CHECK
  // constraints, defaults and generated columns may hold it (analyze/user-types.ts)
  def('pg_enum_in', -1, (value, typname, ...labels) => {
    if (value === null || labels.includes(value)) return value;
    throw PgError.fromCode('22P02', `invalid input value for enum ${String(typname)}: "${String(value)}"`);
  });
  // ALTER TYPE … RENAME VALUE: the label in a stored enum array (JSON), at any depth
  def('pg_json_relabel', 3, strict((doc, from, to) => JSON.stringify(relabelJson(JSON.parse(String(doc)) as unknown, String(from), String(to)))));
  def('pg_raise', 2, (code, message) => {
    throw PgError.fromCode(String(code), String(message));
  });
  def('pg_raise_hint', 3, (code, message, hint) => {
    throw PgError.fromCode(String(code), String(message), { hint: String(hint) });
  });
  // a check of a literal PostgreSQL makes while parsing (array_in of a domain array): positioned at the literal
  def('pg_raise', 3, (code, message, position) => {
    throw PgError.fromCode(String(code), String(message), { position: Number(position) });
  });
  def(
    'pg_set_session',
    1,
    (json) => {
      const v = sessionPush(String(json));
      if (v.gucs) state.gucs = new Map(v.gucs);
      if (v.settings) state.settings = { ...state.settings, ...v.settings };
      if (v.user) state.user = v.user;
      if (v.roles) state.roles = v.roles;
      if (v.sequenceGuard !== undefined) state.sequenceGuard = sequenceGuardOf(v.sequenceGuard);
      if (v.database) state.database = v.database;
      if (v.pid) state.backendPid = v.pid;
      return 1;
    },
    false,
  );
  def('pg_now', 0, () => state.transactionStart ?? clockMicros(), false);
  def('pg_clock_timestamp', 0, () => clockMicros(), false);
  def('pg_random', 0, () => Math.random(), false);
  def('pg_gen_random_uuid', 0, () => (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID(), false);
  def('pg_version', 0, () => VERSION_STRING);
  def('pg_current_database', 0, () => state.database, false);
  def('pg_session_user', 0, () => state.user, false);
  def('pg_backend_pid', 0, () => state.backendPid, false);
  def('pg_trigger_depth', 0, () => state.triggerDepth ?? 0, false);
  def(
    'pg_set_trigger_depth',
    1,
    (n) => {
      state.triggerDepth = Number(n);
      return 1;
    },
    false,
  );
  registerPrivilegeFunctions(host, () => state.roles);
  registerAclExplode(host, (name) => state.roles.graph.roles.find((r) => r.name === name)?.oid ?? null);
  registerUserAggregates(host, state);
  registerAggregates(host);
  registerCatalogFunctions(host);
  registerJson(host, state);
  registerStringFunctions(host, state);
  registerRegexFunctions(host);
  registerSearchCycleFunctions(host, state);
  registerJsonRecordFunctions(host);
  registerPatternFunctions(host);
  registerMathFunctions(host);
  registerStatsAggregates(host);
  registerWindowChecks(host);
  registerArrayFunctions(host);
  registerDatetime(host, state);
  registerIntervalZones(host, state);
  registerByteaMore(host);
  registerTimetzZone(host, state);
  registerTimetzOverlaps(host);
  registerDatetimeArith(host);
  registerDateStampCompare(host, state);
  registerDatetimeFunctions(host, state);
  registerFormatting(host, state);
  def('pg_jsonb_delete', 3, jsonbDelete);
  registerByteaFunctions(host);
  registerRecordOut(host, state);
  registerPartitionText(host, state);
  registerPartitionHash(host);
  registerCompositeValues(host, state);
  registerJsonComposite(host, state);
  registerSequenceFunctions(host, state);
  registerHashFunctions(host);
  registerPgcrypto(host);
  registerTrigrams(host);
  registerUnaccent(host);
  registerHstore(host);
  registerFuzzystrmatch(host);
  registerSettingsFunctions(host, state);
  registerPg15MoreFunctions(host);
  registerPgLsnFunctions(host);
  registerMacaddrFunctions(host);
  registerWidthBucketArray(host);
  registerXidFunctions(host);
  registerSnapshotFunctions(host);
  registerMoreAggregates(host, state);
  return state;
}

function roundHalfEven(v: number): number {
  return Math.abs(v % 1) === 0.5 ? 2 * Math.round(v / 2) : Math.round(v);
}

function divide(a: SqlValue, b: SqlValue, op: string, oid: number): SqlValue {
  if (oid === 700 || oid === 701) {
    const x = readFloat(a);
    const y = readFloat(b);
    if (y === 0 && !Number.isNaN(x)) throw new PgError('division_by_zero', 'division by zero');
    return checkFloat(writeFloat(op === '/' ? x / y : x % y), oid);
  }
  const x = BigInt(a as number | bigint);
  const y = BigInt(b as number | bigint);
  if (y === 0n) throw new PgError('division_by_zero', 'division by zero');
  const r = op === '/' ? x / y : x % y;
  return checkInt(r, oid);
}

/** `value` with every string equal to `from` replaced by `to` (arrays and objects walked). */
function relabelJson(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((v) => relabelJson(v, from, to));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, relabelJson(v, from, to)]));
  return value;
}

import { cpSlice } from './code-points.js';
import { Oid, byteText, charByte, typeByOid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { readNumeric, roundTo } from './numeric-math.js';
import { decodeStoredArrayBounds, encodeStoredArray, formatNumeric, macaddr8ToMacaddr, truncateArrayElements, type Nested } from '@pgsqlite/catalog';
import { jsonbScalar } from './jsonb-scalar-cast.js';

const INT_LIMITS: Record<number, [bigint, bigint, string]> = {
  [Oid.int2]: [-32768n, 32767n, 'smallint'],
  [Oid.int4]: [-2147483648n, 2147483647n, 'integer'],
  [Oid.int8]: [-(2n ** 63n), 2n ** 63n - 1n, 'bigint'],
};

/** Range-checks an integer result; a REAL means SQLite overflowed int64. */
export function checkInt(v: SqlValue, oid: number): SqlValue {
  if (v === null) return null;
  const lim = INT_LIMITS[oid];
  if (!lim) return v;
  // a REAL where an integer is due is SQLite's overflow result (or a fraction): PostgreSQL's 22003
  if (typeof v === 'number' && (!Number.isInteger(v) || Math.abs(v) >= 2 ** 63)) throw new PgError('numeric_value_out_of_range', `${lim[2]} out of range`);
  const b = typeof v === 'bigint' ? v : BigInt(v as number);
  if (b < lim[0] || b > lim[1]) throw new PgError('numeric_value_out_of_range', `${lim[2]} out of range`);
  return v;
}

function isFloatOid(oid: number): boolean {
  return oid === Oid.float4 || oid === Oid.float8;
}

function toNumber(v: SqlValue): number {
  if (v === 'NaN') return NaN;
  return Number(v);
}

/** float → integer as PostgreSQL: rint (half to even), then range check. */
function floatToInt(v: number, oid: number): SqlValue {
  const lim = INT_LIMITS[oid] as [bigint, bigint, string];
  if (!Number.isFinite(v)) throw new PgError('numeric_value_out_of_range', `${lim[2]} out of range`);
  const r = Math.abs(v % 1) === 0.5 ? 2 * Math.round(v / 2) : Math.round(v);
  return checkInt(BigInt(r), oid);
}

/** float → numeric as PostgreSQL: %.*g with DBL_DIG (15) or, for real, FLT_DIG (6) significant digits. */
function floatToNumeric(v: number, digits = 15): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  const p = v.toPrecision(digits);
  const [mant, exp] = p.split('e') as [string, string | undefined];
  let m = mant;
  if (m.includes('.')) {
    let end = m.length;
    while (m[end - 1] === '0') end--;
    if (m[end - 1] === '.') end--;
    m = m.slice(0, end);
  }
  return formatNumeric(readNumeric(exp === undefined ? m : `${m}e${exp}`));
}

function truncateChars(s: string, n: number): string {
  return s.length <= n ? s : cpSlice(s, 0, n);
}

/**
 * `pg_cast(value, from, to, typmod, mode)`: conversions that need PostgreSQL's rules. Most go
 * through the types' text I/O, which is how PostgreSQL itself defines I/O conversion casts.
 */
/** oid and the reg* types: an unsigned 32-bit number in storage. */
const OID_LIKE: ReadonlySet<number> = new Set([Oid.oid, Oid.regproc, Oid.regclass, Oid.regtype, Oid.regoper, Oid.regnamespace, Oid.regrole]);

/**
 * A cast's result as SQLite should hold it: an integer type's value (int2/int4/int8, oid and the
 * reg* types) as a bigint, which the host returns as an INTEGER. A JS number comes back as a
 * REAL, and SQLite's `+`/`-`/`*` of an INTEGER and a REAL is a double, so
 * `-9223372036854712310::bigint + ('0'::text)::smallint` would lose its last digits.
 */
export function sqlCastResult(v: SqlValue, to: number): SqlValue {
  return typeof v === 'number' && Number.isInteger(v) && (INT_LIMITS[to] !== undefined || OID_LIKE.has(to)) ? BigInt(v) : v;
}

export function runtimeCast(state: RuntimeState, v: SqlValue, from: number, to: number, typmod: number, mode: string): SqlValue {
  if (v === null) return null;
  const settings = state.settings;
  // timetz → time (timetz_time): the time of day whatever the offset; timezone(interval, …) makes
  // offsets such as +24 that no input accepts, so the stored text is not read back as a timetz
  if (from === Oid.timetz && to === Oid.time) return timeOfTimetz(state, v, typmod);
  // timestamp(tz) → time / timetz of an infinity is NULL (timestamp_time, timestamptz_timetz)
  if ((from === Oid.timestamp || from === Oid.timestamptz) && (to === Oid.time || to === Oid.timetz) && isInfiniteStamp(v)) return null;
  if (from === Oid.jsonb) {
    const scalar = jsonbScalar(v, to);
    if (scalar !== undefined) {
      if (scalar.via === to) return to === Oid.numeric ? (typeByOid(Oid.numeric) as NonNullable<ReturnType<typeof typeByOid>>).fromText(String(scalar.value), typmod, settings) : scalar.value;
      return runtimeCast(state, (typeByOid(Oid.numeric) as NonNullable<ReturnType<typeof typeByOid>>).fromText(String(scalar.value), -1, settings), Oid.numeric, to, typmod, mode);
    }
  }
  // "char" ↔ int4 (chartoi4 / i4tochar): the byte as a signed number
  if (from === Oid.char && to === Oid.int4) return charByte(v) >= 128 ? charByte(v) - 256 : charByte(v);
  if (to === Oid.char && from === Oid.int4) {
    const n = Number(v);
    if (n < -128 || n > 127) throw new PgError('numeric_value_out_of_range', '"char" out of range');
    return byteText(n & 0xff);
  }
  if (INT_LIMITS[to]) {
    if (INT_LIMITS[from]) return checkInt(v, to);
    if (isFloatOid(from)) return floatToInt(toNumber(v), to);
    if (from === Oid.numeric) {
      const n = roundTo(readNumeric(v), 0);
      if (n.kind !== 'finite') throw new PgError('feature_not_supported', `cannot convert ${n.kind === 'nan' ? 'NaN' : 'infinity'} to ${(INT_LIMITS[to] as [bigint, bigint, string])[2]}`);
      return checkInt(n.neg ? -n.unscaled : n.unscaled, to);
    }
    if (from === Oid.bool) return v;
  }
  if (to === Oid.bool && INT_LIMITS[from]) return Number(v) !== 0 ? 1 : 0;
  // int8 → oid (i8tooid): 0 … 4294967295 only; int2/int4 → oid reinterpret their 32 bits, and
  // oid → int4 back (4294967295 is -1)
  if (OID_LIKE.has(to) && INT_LIMITS[from]) {
    const n = BigInt(v as number | bigint | string);
    if (from !== Oid.int8) return Number(BigInt.asUintN(32, n));
    if (n < 0n || n > 4294967295n) throw new PgError('numeric_value_out_of_range', 'OID out of range');
    return Number(n);
  }
  if (OID_LIKE.has(from) && (to === Oid.int4 || to === Oid.int8)) {
    const n = BigInt(v as number | bigint | string);
    return Number(to === Oid.int4 ? BigInt.asIntN(32, n) : n);
  }
  // regtype → oid / integers: the OID it stores (binary-compatible casts)
  if (from === Oid.regtype && (to === Oid.oid || INT_LIMITS[to])) return v;
  if (to === Oid.numeric && isFloatOid(from)) {
    const text = floatToNumeric(toNumber(v), from === Oid.float4 ? 6 : 15);
    return (typeByOid(Oid.numeric) as NonNullable<ReturnType<typeof typeByOid>>).fromText(text, typmod, settings);
  }
  if (isFloatOid(to) && (INT_LIMITS[from] || from === Oid.numeric || isFloatOid(from))) {
    // numeric_float4/8 go through float4in/float8in of the numeric's text (22003 '"…" is out of range for type real')
    if (from === Oid.numeric) return (typeByOid(to) as NonNullable<ReturnType<typeof typeByOid>>).fromText(String(v), -1, settings);
    const n = toNumber(v);
    if (Number.isNaN(n)) return 'NaN';
    if (to !== Oid.float4) return n;
    // dtof: float8 → real overflows or underflows with 22003
    const r = Math.fround(n);
    if (!Number.isFinite(r) && Number.isFinite(n)) throw new PgError('numeric_value_out_of_range', 'value out of range: overflow');
    if (r === 0 && n !== 0) throw new PgError('numeric_value_out_of_range', 'value out of range: underflow');
    return r;
  }
  if (from === Oid.bool && (to === Oid.text || to === Oid.varchar || to === Oid.bpchar)) {
    // bool → text is booltext (true/false), not boolout (t/f).
    const word = Number(v) ? 'true' : 'false';
    return (typeByOid(to) as NonNullable<ReturnType<typeof typeByOid>>).fromText(mode === 'e' && typmod >= 4 ? truncateChars(word, typmod - 4) : word, typmod, settings);
  }
  if (from === Oid.money && to === Oid.numeric) {
    // cash_numeric: the cents over 100 with the locale's 2 fraction digits
    const c = BigInt(v as number | bigint);
    const abs = c < 0n ? -c : c;
    const text = `${c < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
    return (typeByOid(Oid.numeric) as NonNullable<ReturnType<typeof typeByOid>>).fromText(text, typmod, settings);
  }
  if (from === Oid.interval && to === Oid.time) {
    // interval_time: the interval's time part modulo a day (days and months are dropped)
    const day = 86400000000n;
    const r = BigInt(String(v).split(' ')[2] ?? '0') % day;
    return r < 0n ? r + day : r;
  }
  // macaddr8tomacaddr: only xx:xx:xx:ff:fe:xx:xx:xx converts (macaddr → macaddr8 is its text form's input)
  if (from === Oid.macaddr8 && to === Oid.macaddr) return macaddr8ToMacaddr(String(v));
  const src = typeByOid(from);
  const dst = typeByOid(to);
  if (!src || !dst) throw new PgError('cannot_coerce', `cannot cast type ${from} to ${to}`);
  // an array to an array of another element type: each element by the elements' cast (array_map), not through text
  if (src.category === 'A' && dst.category === 'A' && src.elemOid !== dst.elemOid) {
    const se = typeByOid(src.elemOid);
    if (se !== undefined && typeByOid(dst.elemOid) !== undefined) {
      const { lbs, n } = decodeStoredArrayBounds(v as string, se);
      const each = (x: Nested): Nested => x.map((y) => (y === null ? null : Array.isArray(y) ? each(y) : (runtimeCast(state, y as SqlValue, src.elemOid, dst.elemOid, typmod, mode) as Exclude<Nested[number], Nested>)));
      return encodeStoredArray(each(n), lbs);
    }
  }
  let text = src.toText(v, -1, settings);
  if (mode === 'e' && typmod >= 4 && (to === Oid.varchar || to === Oid.bpchar)) text = truncateChars(text, typmod - 4);
  // varchar(n)[] / char(n)[]: the explicit length coercion cuts each element
  const elem = dst.category === 'A' && mode === 'e' && typmod >= 4 && (dst.elemOid === Oid.varchar || dst.elemOid === Oid.bpchar) ? typeByOid(dst.elemOid) : undefined;
  if (elem) return truncateArrayElements(dst.fromText(text, -1, settings), elem, typmod, settings);
  return dst.fromText(text, typmod, settings);
}

/** A stored timestamp / timestamptz that is ±infinity (int64 max / min µs). */
function isInfiniteStamp(v: SqlValue): boolean {
  return typeof v === 'bigint' && (v === 9223372036854775807n || v === -9223372036854775808n);
}

/** The time of day of a stored timetz (`HH:MM:SS[.f]±HH[:MM[:SS]]`), as a time of typmod `typmod`. */
function timeOfTimetz(state: RuntimeState, v: SqlValue, typmod: number): SqlValue {
  const s = String(v);
  let k = s.length - 1;
  while (k > 0 && s[k] !== '+' && s[k] !== '-') k--;
  return (typeByOid(Oid.time) as NonNullable<ReturnType<typeof typeByOid>>).fromText(s.slice(0, k), typmod, state.settings);
}

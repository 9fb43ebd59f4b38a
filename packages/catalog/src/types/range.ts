import { PgError } from '@pgsqlite/errors';
import type { FormatSettings, PgType } from './pg-type.js';
import { type Stored, badBinary, concatBytes, storedString, viewOf } from './codec-util.js';
import { EMPTY_RANGE, type RangeSpec, type RangeValue, decodeStoredBound, encodeStoredBound, isDiscreteSubtype, makeRange } from './range-value.js';
import { formatRangeLiteral, parseRangeLiteral } from './range-text.js';
import { MULTIRANGE_ARRAYS, makeMultirangeType, multirangeNameFor } from './multirange.js';

/**
 * Range types. A range is stored as TEXT in range_out's layout, with each bound written as the
 * subtype's storage value (`[1,5)`, `(,694224000000000]`, `empty`): one canonical form per value
 * for every discrete range and for continuous ones up to the subtype's own (numeric keeps 1.50's
 * display scale, as PostgreSQL does). Comparison, ordering, grouping and indexes go through the
 * order key `pg_range_key` (runtime), never the stored text.
 */

const RANGE_EMPTY = 0x01;
const RANGE_LB_INC = 0x02;
const RANGE_UB_INC = 0x04;
const RANGE_LB_INF = 0x08;
const RANGE_UB_INF = 0x10;

/** Decodes stored range text. */
export function readRange(v: Stored, subtype: number): RangeValue {
  const lit = parseRangeLiteral(storedString(v));
  if (lit.empty) return EMPTY_RANGE;
  return {
    empty: false,
    lower: lit.lower === null ? undefined : decodeStoredBound(lit.lower, subtype),
    upper: lit.upper === null ? undefined : decodeStoredBound(lit.upper, subtype),
    lowerInc: lit.lowerInc,
    upperInc: lit.upperInc,
  };
}

/** Encodes a range value as stored range text. */
export function writeRange(r: RangeValue): string {
  if (r.empty) return 'empty';
  const b = (v: Stored | undefined): string | undefined => (v === undefined ? undefined : encodeStoredBound(v));
  return formatRangeLiteral(b(r.lower), b(r.upper), r.lowerInc, r.upperInc);
}

/** range_in: the literal's bounds through the subtype's input function, then make_range. */
export function rangeFromText(text: string, sub: PgType, spec: RangeSpec, settings: FormatSettings): string {
  const lit = parseRangeLiteral(text);
  if (lit.empty) return 'empty';
  const lower = lit.lower === null ? undefined : sub.fromText(lit.lower, -1, settings);
  const upper = lit.upper === null ? undefined : sub.fromText(lit.upper, -1, settings);
  return writeRange(makeRange(lower, upper, lit.lowerInc, lit.upperInc, spec));
}

/** range_out. */
export function rangeToText(v: Stored, sub: PgType, settings: FormatSettings): string {
  const r = readRange(v, sub.oid);
  if (r.empty) return 'empty';
  const t = (x: Stored | undefined): string | undefined => (x === undefined ? undefined : sub.toText(x, -1, settings));
  return formatRangeLiteral(t(r.lower), t(r.upper), r.lowerInc, r.upperInc);
}

function int32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, n);
  return out;
}

/** range_send: flags, then each finite bound as int32 length + the subtype's send form. */
function rangeToBinary(v: Stored, sub: PgType, settings: FormatSettings): Uint8Array {
  const r = readRange(v, sub.oid);
  if (r.empty) return Uint8Array.of(RANGE_EMPTY);
  let flags = 0;
  if (r.lowerInc) flags |= RANGE_LB_INC;
  if (r.upperInc) flags |= RANGE_UB_INC;
  if (r.lower === undefined) flags |= RANGE_LB_INF;
  if (r.upper === undefined) flags |= RANGE_UB_INF;
  const parts: Uint8Array[] = [Uint8Array.of(flags)];
  for (const x of [r.lower, r.upper]) {
    if (x === undefined) continue;
    const bytes = sub.toBinary(x, -1, settings);
    parts.push(int32(bytes.length), bytes);
  }
  return concatBytes(parts);
}

/** range_recv. */
function rangeFromBinary(b: Uint8Array, sub: PgType, spec: RangeSpec, settings: FormatSettings): string {
  if (b.length < 1) throw badBinary();
  const flags = b[0] as number;
  if ((flags & ~0x1f) !== 0 || ((flags & RANGE_EMPTY) !== 0 && flags !== RANGE_EMPTY)) throw new PgError('invalid_binary_representation', 'invalid range flags');
  if (flags & RANGE_EMPTY) {
    if (b.length !== 1) throw badBinary();
    return 'empty';
  }
  let at = 1;
  const bound = (infinite: boolean): Stored | undefined => {
    if (infinite) return undefined;
    if (at + 4 > b.length) throw badBinary();
    const len = viewOf(b).getInt32(at);
    at += 4;
    if (len < 0 || at + len > b.length) throw badBinary();
    const v = sub.fromBinary(b.subarray(at, at + len), -1, settings);
    at += len;
    return v;
  };
  const lower = bound((flags & RANGE_LB_INF) !== 0);
  const upper = bound((flags & RANGE_UB_INF) !== 0);
  if (at !== b.length) throw new PgError('invalid_binary_representation', 'incorrect binary data format');
  return writeRange(makeRange(lower, upper, (flags & RANGE_LB_INC) !== 0, (flags & RANGE_UB_INC) !== 0, spec));
}

const specs = new WeakMap<PgType, RangeSpec>();

/** The subtype and discreteness of a range type's codec, or undefined for any other type. */
export function rangeSpecOfType(t: PgType | undefined): RangeSpec | undefined {
  return t === undefined ? undefined : specs.get(t);
}

/** One range type over `sub` (built-in or CREATE TYPE … AS RANGE). */
export function makeRangeType(oid: number, name: string, arrayOid: number, sub: PgType, discrete: boolean): PgType {
  const spec: RangeSpec = { subtype: sub.oid, discrete };
  const type: PgType = {
    oid,
    name,
    displayName: name,
    len: -1,
    category: 'R',
    preferred: false,
    storage: 'text',
    arrayOid,
    elemOid: 0,
    toText: (v, _t, s) => rangeToText(v, sub, s),
    fromText: (t, _m, s) => rangeFromText(t, sub, spec, s),
    toBinary: (v, _t, s) => rangeToBinary(v, sub, s),
    fromBinary: (b, _m, s) => rangeFromBinary(b, sub, spec, s),
  };
  specs.set(type, spec);
  return type;
}

/** PostgreSQL 15's built-in range types: [oid, name, array oid, subtype oid, multirange oid]. */
export const BUILTIN_RANGES: readonly (readonly [number, string, number, number, number])[] = [
  [3904, 'int4range', 3905, 23, 4451],
  [3906, 'numrange', 3907, 1700, 4532],
  [3908, 'tsrange', 3909, 1114, 4533],
  [3910, 'tstzrange', 3911, 1184, 4534],
  [3912, 'daterange', 3913, 1082, 4535],
  [3926, 'int8range', 3927, 20, 4536],
];

/** The built-in range types and their multirange types, made from their subtypes' codecs. */
export function builtinRangeTypes(subtypeOf: (oid: number) => PgType | undefined): PgType[] {
  const out: PgType[] = [];
  for (const [oid, name, arrayOid, subOid, mrOid] of BUILTIN_RANGES) {
    const sub = subtypeOf(subOid);
    if (!sub) continue;
    const range = makeRangeType(oid, name, arrayOid, sub, isDiscreteSubtype(subOid));
    out.push(range, makeMultirangeType(mrOid, multirangeNameFor(name), MULTIRANGE_ARRAYS[mrOid] ?? 0, range, { subtype: subOid, discrete: isDiscreteSubtype(subOid) }));
  }
  return out;
}

/** The subtype OID of a built-in range type, or undefined. */
export function builtinRangeSubtype(oid: number): number | undefined {
  return BUILTIN_RANGES.find((r) => r[0] === oid)?.[3];
}

import { PgError } from '@pgsqlite/errors';
import type { FormatSettings, PgType } from './pg-type.js';
import { type Stored, badBinary, concatBytes, isPgSpace, storedString, viewOf } from './codec-util.js';
import { type RangeSpec, type RangeValue, compareBounds, compareRanges, compareSubtype, lowerBound, makeRange, upperBound } from './range-value.js';
import { readRange, writeRange } from './range.js';

/**
 * Multirange types: a sorted list of non-empty ranges that neither overlap nor touch
 * (multirange_canonicalize). Stored as TEXT `{r1,r2,…}` of stored ranges (range.ts), so one
 * canonical form per value; ordered through the runtime's pg_mr_key.
 */

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed multirange literal: "${text}"`, { detail });
}

/** Splits `{…}` into its range literals as multirange_in does (quotes and escapes kept for range_in). */
export function splitMultirangeLiteral(text: string, onRange: (range: string) => void = () => undefined): string[] {
  let i = 0;
  while (isPgSpace(text[i])) i++;
  if (text[i] !== '{') throw malformed(text, 'Missing left brace.');
  i++;
  const out: string[] = [];
  let expectRange = true;
  for (;;) {
    while (isPgSpace(text[i])) i++;
    const c = text[i];
    if (c === undefined) throw malformed(text, 'Unexpected end of input.');
    if (c === '}') {
      if (out.length > 0 && expectRange) throw malformed(text, 'Expected range start.');
      i++;
      break;
    }
    if (!expectRange) {
      if (c !== ',') throw malformed(text, 'Expected comma or end of multirange.');
      i++;
      expectRange = true;
      continue;
    }
    const start = i;
    if (text.slice(i, i + 5).toLowerCase() === 'empty') i += 5;
    else if (c === '[' || c === '(') {
      let quoted = false;
      i++;
      for (;;) {
        const ch = text[i];
        if (ch === undefined) throw malformed(text, 'Unexpected end of input.');
        i++;
        if (ch === '\\') {
          if (text[i] === undefined) throw malformed(text, 'Unexpected end of input.');
          i++;
        } else if (ch === '"') quoted = !quoted;
        else if (!quoted && (ch === ']' || ch === ')')) break;
      }
    } else throw malformed(text, 'Expected range start.');
    out.push(text.slice(start, i));
    onRange(text.slice(start, i));
    expectRange = false;
  }
  while (isPgSpace(text[i])) i++;
  if (i !== text.length) throw malformed(text, 'Junk after closing right brace.');
  return out;
}

/** a <= b in range_cmp order: they merge when b starts inside a, or right where a ends (bounds_adjacent). */
function touches(a: RangeValue, b: RangeValue, spec: RangeSpec): boolean {
  const lb = lowerBound(b);
  if (compareBounds(lb, upperBound(a), spec.subtype) <= 0) return true;
  if (a.upper === undefined || b.lower === undefined) return false;
  const c = compareSubtype(a.upper, b.lower, spec.subtype);
  if (c === 0) return a.upperInc !== b.lowerInc;
  return c < 0 && spec.discrete && makeRange(a.upper, b.lower, !a.upperInc, !b.lowerInc, spec).empty;
}

/** multirange_canonicalize: empties dropped, sorted, overlapping or adjacent ranges merged. */
export function normalizeRanges(ranges: readonly RangeValue[], spec: RangeSpec): RangeValue[] {
  const sorted = ranges.filter((r) => !r.empty).sort((a, b) => compareRanges(a, b, spec.subtype));
  const out: RangeValue[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && touches(last, r, spec)) {
      const up = compareBounds(upperBound(last), upperBound(r), spec.subtype) >= 0 ? last : r;
      out[out.length - 1] = { empty: false, lower: last.lower, lowerInc: last.lowerInc, upper: up.upper, upperInc: up.upperInc };
    } else out.push(r);
  }
  return out;
}

/** Decodes a stored multirange. */
export function readMultirange(v: Stored, subtype: number): RangeValue[] {
  const s = storedString(v);
  if (s === '{}') return [];
  return splitMultirangeLiteral(s).map((r) => readRange(r, subtype));
}

/** Encodes (already normalized) ranges as a stored multirange. */
export function writeMultirange(ranges: readonly RangeValue[]): string {
  return `{${ranges.map(writeRange).join(',')}}`;
}

type RangeCodec = Pick<PgType, 'fromText' | 'toText' | 'toBinary' | 'fromBinary'>;

function int32(n: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, n);
  return out;
}

/** One multirange type over a range type's codec. */
export function makeMultirangeType(oid: number, name: string, arrayOid: number, range: RangeCodec, spec: RangeSpec): PgType {
  const fromRanges = (stored: string[]): string => writeMultirange(normalizeRanges(stored.map((r) => readRange(r, spec.subtype)), spec));
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
    toText: (v, _t, s: FormatSettings) => `{${(storedString(v) === '{}' ? [] : splitMultirangeLiteral(storedString(v))).map((r) => range.toText(r, -1, s)).join(',')}}`,
    fromText: (t, _m, s) => {
      // each range is read by range_in as soon as it is split off (its errors come first, as in multirange_in)
      const stored: string[] = [];
      splitMultirangeLiteral(t, (r) => stored.push(String(range.fromText(r, -1, s))));
      return fromRanges(stored);
    },
    toBinary: (v, _t, s) => {
      const parts = storedString(v) === '{}' ? [] : splitMultirangeLiteral(storedString(v));
      const out: Uint8Array[] = [int32(parts.length)];
      for (const p of parts) {
        const b = range.toBinary(p, -1, s);
        out.push(int32(b.length), b);
      }
      return concatBytes(out);
    },
    fromBinary: (b, _m, s) => {
      if (b.length < 4) throw badBinary();
      const n = viewOf(b).getInt32(0);
      let at = 4;
      const ranges: string[] = [];
      for (let k = 0; k < n; k++) {
        if (at + 4 > b.length) throw badBinary();
        const len = viewOf(b).getInt32(at);
        at += 4;
        if (len < 0 || at + len > b.length) throw badBinary();
        ranges.push(String(range.fromBinary(b.subarray(at, at + len), -1, s)));
        at += len;
      }
      if (at !== b.length) throw badBinary();
      return fromRanges(ranges);
    },
  };
  multirangeSpecs.set(type, spec);
  return type;
}

const multirangeSpecs = new WeakMap<PgType, RangeSpec>();

/** The range facts of a multirange type's codec, or undefined for any other type. */
export function multirangeSpecOfType(t: PgType | undefined): RangeSpec | undefined {
  return t === undefined ? undefined : multirangeSpecs.get(t);
}

/** Multirange type name PostgreSQL derives from a range's (makeMultirangeTypeName). */
export function multirangeNameFor(rangeName: string): string {
  const at = rangeName.indexOf('range');
  return at >= 0 ? `${rangeName.slice(0, at)}multirange${rangeName.slice(at + 5)}` : `${rangeName}_multirange`;
}

/** Built-in multirange array OIDs by multirange OID. */
export const MULTIRANGE_ARRAYS: Readonly<Record<number, number>> = { 4451: 6150, 4532: 6151, 4533: 6152, 4534: 6153, 4535: 6155, 4536: 6157 };

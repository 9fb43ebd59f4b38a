import type { Rng } from './rng.js';

/** A type the fuzzer generates values of: its name as PostgreSQL spells it and its OID. */
export interface FuzzType {
  readonly name: string;
  readonly oid: number;
  /** Literal texts (without quotes) that exercise its edges: NaN, infinities, extremes, empties. */
  readonly edges: readonly string[];
  /** A random ordinary value's text. */
  random(rng: Rng): string;
  /** Has a total order (<, >, ORDER BY, min/max). */
  readonly ordered: boolean;
}

const int = (rng: Rng, max: number): string => String(rng.int(2 * max + 1) - max);
const dec = (rng: Rng): string => `${int(rng, 1000)}.${String(rng.int(1000)).padStart(rng.int(3) + 1, '0')}`;
const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
const date = (rng: Rng): string => `${1990 + rng.int(50)}-${pad(1 + rng.int(12))}-${pad(1 + rng.int(28))}`;
const time = (rng: Rng): string => `${pad(rng.int(24))}:${pad(rng.int(60))}:${pad(rng.int(60))}${rng.chance(0.3) ? `.${rng.int(1_000_000)}` : ''}`;

/** The scalar and array types the generator covers (json, timetz and varchar added with the 100k CI budget). */
export const TYPES: readonly FuzzType[] = [
  { name: 'boolean', oid: 16, edges: ['true', 'false'], random: (r) => (r.chance(0.5) ? 'true' : 'false'), ordered: true },
  { name: 'smallint', oid: 21, edges: ['0', '1', '-1', '32767', '-32768'], random: (r) => int(r, 100), ordered: true },
  { name: 'integer', oid: 23, edges: ['0', '1', '-1', '2147483647', '-2147483648'], random: (r) => int(r, 1000), ordered: true },
  { name: 'bigint', oid: 20, edges: ['0', '-1', '9223372036854775807', '-9223372036854775808', '4294967296'], random: (r) => int(r, 100000), ordered: true },
  { name: 'real', oid: 700, edges: ['NaN', 'Infinity', '-Infinity', '0', '-0', '3.4e38', '1e-37', '1.5'], random: (r) => dec(r), ordered: true },
  { name: 'double precision', oid: 701, edges: ['NaN', 'Infinity', '-Infinity', '0', '-0', '1e308', '2.2e-308', '0.1'], random: (r) => dec(r), ordered: true },
  { name: 'numeric', oid: 1700, edges: ['NaN', 'Infinity', '-Infinity', '0', '0.00', '1.50', '-123.456', '1e20', '99999999999999999999.9999', '0.000001'], random: (r) => dec(r), ordered: true },
  { name: 'text', oid: 25, edges: ['', ' ', 'a', 'A', 'abc', 'a%b_c', 'ü', '\\', 'NULL', '0'], random: (r) => r.pick(['x', 'ab', 'Zz', 'hello world', 'b', 'a1', 'é']), ordered: true },
  { name: 'bytea', oid: 17, edges: ['\\x', '\\x00', '\\xff00', 'abc'], random: (r) => `\\x${r.int(65536).toString(16).padStart(4, '0')}`, ordered: true },
  { name: 'date', oid: 1082, edges: ['infinity', '-infinity', '2000-01-01', '1970-01-01', '0001-01-01', '2000-02-29', '4713-01-01 BC'], random: date, ordered: true },
  { name: 'time without time zone', oid: 1083, edges: ['00:00:00', '23:59:59.999999', '24:00:00', '12:00:00'], random: time, ordered: true },
  { name: 'timestamp without time zone', oid: 1114, edges: ['infinity', '-infinity', '2000-01-01 00:00:00', '1970-01-01 00:00:00', '2000-02-29 12:30:00.5', '0001-01-01 00:00:00'], random: (r) => `${date(r)} ${time(r)}`, ordered: true },
  { name: 'timestamp with time zone', oid: 1184, edges: ['infinity', '-infinity', '2000-01-01 00:00:00+00', '1970-01-01 00:00:00+00', '2000-02-29 12:30:00.5-05:30'], random: (r) => `${date(r)} ${time(r)}+${pad(r.int(13))}`, ordered: true },
  { name: 'interval', oid: 1186, edges: ['0', '1 day', '24 hours', '30 days', '1 mon', '-1 mon', '1 year 2 mons 3 days 04:05:06.789', '-00:00:01', '00:00:00.000001'], random: (r) => `${int(r, 50)} days ${int(r, 30)} hours ${r.int(60)} minutes`, ordered: true },
  { name: 'uuid', oid: 2950, edges: ['00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'], random: (r) => `a0eebc99-9c0b-4ef8-bb6d-${String(r.int(1e12)).padStart(12, '0')}`, ordered: true },
  { name: 'jsonb', oid: 3802, edges: ['{}', '[]', 'null', '0', '"a"', '{"a": 1, "b": [1, 2]}', '[1, "x", null]', '1.50', 'true'], random: (r) => r.pick(['{"k": ' + int(r, 9) + '}', '[' + int(r, 9) + ', ' + int(r, 9) + ']', '"' + r.pick(['x', 'y', 'z']) + '"', int(r, 99)]), ordered: true },
  { name: 'json', oid: 114, edges: ['{}', '[]', 'null', '{"a": 1, "a": 2}', '[1, "x", null]', '1.50', '"\\u0041"'], random: (r) => r.pick(['{"k": ' + int(r, 9) + '}', '[' + int(r, 9) + ']', '"' + r.pick(['x', 'y']) + '"']), ordered: false },
  { name: 'time with time zone', oid: 1266, edges: ['00:00:00+00', '23:59:59.999999-12', '24:00:00+14', '12:00:00+05:30'], random: (r) => `${time(r)}${r.chance(0.5) ? '+' : '-'}${pad(r.int(13))}`, ordered: true },
  { name: 'character varying', oid: 1043, edges: ['', ' ', 'a', 'abc ', 'ü'], random: (r) => r.pick(['x', 'ab', 'Zz', 'b ']), ordered: true },
  { name: 'integer[]', oid: 1007, edges: ['{}', '{NULL}', '{1,2,3}', '{-2147483648,2147483647}', '{1,NULL,3}'], random: (r) => `{${int(r, 9)},${int(r, 9)}}`, ordered: true },
  { name: 'text[]', oid: 1009, edges: ['{}', '{""}', '{a,b}', '{NULL,x}', '{"a b",c}'], random: (r) => `{${r.pick(['a', 'b', 'c'])},${r.pick(['x', 'y'])}}`, ordered: true },
];

export const TYPE_BY_OID: ReadonlyMap<number, FuzzType> = new Map(TYPES.map((t) => [t.oid, t]));
export const BOOL = 16;

/** A string literal in SQL (standard_conforming_strings on). */
export function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** A literal value of the type as text: mostly edges, sometimes ordinary values. */
export function literalText(t: FuzzType, rng: Rng): string {
  return rng.chance(0.5) ? rng.pick(t.edges) : t.random(rng);
}

import { arrayLowerBound, typeByOid } from '@pgsqlite/catalog';

/** Built-in base types whose casts pg_cast lists (a cast between two of them must be listed, or be an I/O cast). */
const KNOWN = new Set([16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 114, 700, 701, 790, 829, 650, 869, 1042, 1043, 1082, 1083, 1114, 1184, 1186, 1266, 1700, 2205, 2206, 2950, 3802, 774, 3220, 28, 5069, 5038, 2970]);

/** `source:target` pairs of PostgreSQL 15's pg_cast between the KNOWN types (any context). */
const PG_CAST = new Set('16:23 16:25 16:1042 16:1043 18:23 18:25 18:1042 18:1043 19:25 19:1042 19:1043 20:21 20:23 20:24 20:26 20:700 20:701 20:790 20:1700 20:2205 20:2206 21:20 21:23 21:24 21:26 21:700 21:701 21:1700 21:2205 21:2206 23:16 23:18 23:20 23:21 23:24 23:26 23:700 23:701 23:790 23:1700 23:2205 23:2206 24:20 24:23 24:26 25:18 25:19 25:1042 25:1043 25:2205 26:20 26:23 26:24 26:2205 26:2206 114:3802 650:25 650:869 650:1042 650:1043 700:20 700:21 700:23 700:701 700:1700 701:20 701:21 701:23 701:700 701:1700 790:1700 869:25 869:650 869:1042 869:1043 1042:18 1042:19 1042:25 1042:1043 1043:18 1043:19 1043:25 1043:1042 1043:2205 1082:1114 1082:1184 1083:1186 1083:1266 1114:1082 1114:1083 1114:1184 1184:1082 1184:1083 1184:1114 1184:1266 1186:1083 1266:1083 1700:20 1700:21 1700:23 1700:700 1700:701 1700:790 2205:20 2205:23 2205:26 2206:20 2206:23 2206:26 3802:16 3802:20 3802:21 3802:23 3802:114 3802:700 3802:701 3802:1700 829:774 774:829 5069:28'.split(' '));

/**
 * Whether PostgreSQL has an explicit cast from one type to another (find_coercion_pathway): the same
 * type, a pg_cast entry, an I/O conversion to or from a string type, or arrays whose elements cast.
 * Types outside the built-in set (user types, pseudo types, unknown) are left to the caller: true.
 */
export function explicitCastExists(from: number, to: number): boolean {
  if (from === to) return true;
  const f = typeByOid(from);
  const t = typeByOid(to);
  if (!f || !t) return true;
  if (t.category === 'S' || f.category === 'S') return true;
  const fa = f.category === 'A';
  const ta = t.category === 'A';
  // int2vector / oidvector are reached from arrays only by I/O (no array coercion to them)
  if (fa && ta) return arrayLowerBound(to) !== 0 && explicitCastExists(f.elemOid, t.elemOid);
  if (fa || ta) return !KNOWN.has(fa ? to : from);
  if (!KNOWN.has(from) || !KNOWN.has(to)) return true;
  return PG_CAST.has(`${from}:${to}`);
}

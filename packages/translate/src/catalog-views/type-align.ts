import { Oid, typeByOid } from '@pgsqlite/catalog';

/** Fixed-length types whose typalign is not what their length suggests (pg_type.dat). */
const ALIGN_EXCEPTIONS: ReadonlyMap<number, string> = new Map([
  [Oid.uuid, 'c'],
  [Oid.name, 'c'],
  [774, 'i'], // macaddr8
  [Oid.interval, 'd'],
  [Oid.timetz, 'd'],
  [Oid.tid, 's'],
]);

/**
 * pg_type.typalign of a built-in type as PostgreSQL 15 has it: 8-byte scalars (int8, float8,
 * timestamps, money, point) 'd', varlena scalars (text, numeric, bytea, json…) 'i', arrays 'd' when
 * their element is 'd' else 'i', 'c'/'s'/'i' by length otherwise.
 */
export function typeAlign(oid: number): string {
  const t = typeByOid(oid);
  if (!t) return 'i';
  const exception = ALIGN_EXCEPTIONS.get(oid);
  if (exception !== undefined) return exception;
  if (t.elemOid && t.len === -1) return typeAlign(t.elemOid) === 'd' ? 'd' : 'i';
  return alignOfLength(t.len);
}

/** The alignment a fixed length implies ('i' for varlena and 4-byte values). */
export function alignOfLength(len: number): string {
  return len === 8 || len === 16 ? 'd' : len === 2 ? 's' : len === 1 || len === -2 ? 'c' : 'i';
}

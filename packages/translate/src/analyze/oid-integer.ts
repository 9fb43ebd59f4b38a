import { Oid } from '@pgsqlite/catalog';
import { REG_OBJECT_TYPES } from '../catalog-views/reg-objects.js';

/** An OID-like type: oid and the reg* types, all an unsigned 32-bit number in storage. */
export function oidLike(t: number): boolean {
  return t === Oid.oid || t === Oid.regclass || t === Oid.regtype || REG_OBJECT_TYPES.has(t);
}

/**
 * Integer ↔ OID conversions as pg_cast does them: int2/int4 → oid (and the reg* types)
 * reinterprets the 32 bits (-1 is 4294967295), oid → int4 likewise (4294967295 is -1), int8 → oid
 * is range-checked (i8tooid, 22003 "OID out of range"), oid → int8 keeps the number. Anything else
 * is `sql` unchanged.
 */
export function oidIntegerSql(sql: string, from: number, to: number): string {
  if (oidLike(to) && (from === Oid.int2 || from === Oid.int4)) return `(${sql} & 4294967295)`;
  if (oidLike(to) && from === Oid.int8) return `pg_cast(${sql}, ${Oid.int8}, ${Oid.oid}, -1, 'e')`;
  if (oidLike(from) && to === Oid.int4) return `(((${sql} + 2147483648) & 4294967295) - 2147483648)`;
  return sql;
}

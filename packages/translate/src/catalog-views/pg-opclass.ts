import { Oid } from '@pgsqlite/catalog';

/** PostgreSQL 15's default btree operator classes: input type → [oid, name, family] (observed in pg_opclass). */
const DEFAULT_BTREE: ReadonlyMap<number, [number, string, number]> = new Map([
  [16, [10003, 'bool_ops', 424]],
  [17, [10006, 'bytea_ops', 428]],
  [18, [10007, 'char_ops', 429]],
  [19, [10028, 'name_ops', 1994]],
  [20, [3124, 'int8_ops', 1976]],
  [21, [1979, 'int2_ops', 1976]],
  [23, [1978, 'int4_ops', 1976]],
  [25, [3126, 'text_ops', 1994]],
  [26, [1981, 'oid_ops', 1989]],
  [700, [10012, 'float4_ops', 1970]],
  [701, [3123, 'float8_ops', 1970]],
  [790, [10047, 'money_ops', 2099]],
  [829, [10024, 'macaddr_ops', 1984]],
  [869, [10015, 'inet_ops', 1974]],
  [1042, [10004, 'bpchar_ops', 426]],
  [1082, [3122, 'date_ops', 434]],
  [1083, [10038, 'time_ops', 1996]],
  [1114, [3128, 'timestamp_ops', 434]],
  [1184, [3127, 'timestamptz_ops', 434]],
  [1186, [10022, 'interval_ops', 1982]],
  [1266, [10041, 'timetz_ops', 2000]],
  [1700, [3125, 'numeric_ops', 1988]],
  [2950, [10065, 'uuid_ops', 2968]],
  [3802, [10088, 'jsonb_ops', 4033]],
]);

/** The default btree opclass OID for a column type (varchar uses text_ops, as in PostgreSQL). */
export function defaultBtreeOpclass(typeOid: number): number {
  if (typeOid === Oid.varchar) return 3126;
  return DEFAULT_BTREE.get(typeOid)?.[0] ?? 3126;
}


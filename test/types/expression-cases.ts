/**
 * Typed expressions of issue 3 (date/time arithmetic, AT TIME ZONE, interval scaling, casts):
 * each is run as `SELECT <expr>` after `settings`; PostgreSQL 15's row (type OIDs, typmods,
 * text) or SQLSTATE is recorded in golden/expressions.json.
 */
export interface ExpressionCase {
  id: string;
  sql: string;
  settings?: readonly string[];
}

const NY = ["SET TimeZone = 'America/New_York'"];

export const expressionCases: readonly ExpressionCase[] = [
  { id: 'dt-1', sql: "SELECT date '2024-01-31' + interval '1 month', timestamp '2024-01-31 10:00' + interval '1 month 1 hour'" },
  { id: 'dt-2', sql: "SELECT date '2024-03-01' - date '2024-02-01', date '2024-01-01' + 5, 5 + date '2024-01-01', date '2024-01-01' - 1" },
  { id: 'dt-3', sql: "SELECT timestamp '2024-03-01' - timestamp '2024-01-01 01:00', timestamp '2024-01-01' - timestamp '2024-03-01 01:00'" },
  { id: 'dt-4', sql: "SELECT interval '1 day' * 2, interval '1 hour' / 2, - interval '1 day', interval '1 mon' * 1.5, interval '1 mon 3 days' / 7, 2 * interval '1 min'" },
  { id: 'dt-5', sql: "SELECT timestamp '2024-01-01' + '1 day', date '2024-01-01' - interval '1 year', interval '1 day' + interval '2 hours', interval '1 day' - interval '2 hours'" },
  { id: 'dt-6', sql: "SELECT timestamptz '2024-03-09 12:00' + interval '1 day', timestamptz '2024-03-09 12:00' + interval '24 hours', timestamptz '2024-11-03 00:30' + interval '1 hour'", settings: NY },
  { id: 'dt-7', sql: "SELECT timestamptz '2024-01-01 00:00' - timestamptz '2023-12-30 12:00', timestamptz '2024-01-31 00:00' + interval '1 mon'", settings: NY },
  { id: 'dt-8', sql: "SELECT 'infinity'::timestamp + interval '1 day', '-infinity'::timestamptz - interval '1 year'" },
  { id: 'dt-9', sql: "SELECT interval '1 year' + date '2024-02-29', timestamp '2024-02-29 00:00' - interval '1 year'" },
  { id: 'dt-10', sql: "SELECT timestamp '294276-12-31 00:00' + interval '1 day'" },
  { id: 'tz-1', sql: "SELECT timestamptz '2024-01-01 12:00+00' AT TIME ZONE 'Asia/Tokyo', timestamp '2024-01-01 12:00' AT TIME ZONE 'Asia/Tokyo'" },
  { id: 'tz-2', sql: "SELECT timestamptz '2024-07-01 12:00+00' AT TIME ZONE 'America/New_York', timestamp '2024-03-10 02:30' AT TIME ZONE 'America/New_York'" },
  { id: 'tz-3', sql: "SELECT timestamp '2024-01-01 12:00' AT TIME ZONE 'UTC', timestamptz '2024-01-01 12:00' AT TIME ZONE 'UTC'", settings: NY },
  { id: 'tz-4', sql: "SELECT timestamptz '2024-01-01 12:00+00' AT TIME ZONE 'Nowhere/City'" },
  { id: 'tz-5', sql: "SELECT '2024-07-01 12:00'::timestamptz, '2024-07-01 12:00'::timestamptz::text", settings: NY },
  { id: 'cast-1', sql: "SELECT 'abc'::varchar(2), 'abcd'::char(3), 'ab'::char(5)::varchar" },
  { id: 'cast-2', sql: "SELECT length('ab'::char(5)), 'ab'::char(5) = 'ab   ', 'ab'::char(5) || 'x'" },
  { id: 'cast-3', sql: "SELECT '-0'::float8, '-0'::float4, -0.0::float8" },
  { id: 'cast-4', sql: `SELECT 'a'::"char", 'ab'::"char", 65::"char"` },
  { id: 'cast-5', sql: "SELECT '192.168.1.5/24'::inet, '10.0.0.0/8'::cidr, '08:00:2b:01:02:03'::macaddr, '12.5'::money" },
  { id: 'cast-6', sql: "SELECT '{{1,2},{3,4}}'::int[], ARRAY[[1,2],[3,4]], ARRAY[[1,2],[3,4]]::text[]" },
  { id: 'cast-7', sql: "SELECT '1 day'::interval::text, '1 day'::interval", settings: ['SET IntervalStyle = iso_8601'] },
  { id: 'cast-8', sql: "SELECT 'int4'::regtype, 'pg_class'::regclass, 23::regtype, 'pg_class'::regclass::oid" },
  { id: 'cast-9', sql: "SELECT 12.5::money, 12::money, '1.5'::money * 2, '$10'::money / 4" },
  { id: 'row-1', sql: "SELECT ROW(1, 'a'), ROW(1, NULL)" },
  { id: 'typing-1', sql: "SELECT true, 1.5, 10, 3000000000, 'x', NULL, 1::int2 + 1::int2, 1::int2 + 1, 1.0::float4 * 2" },
  { id: 'typing-2', sql: "SELECT -2147483648::int4, -32768::int2" },
  { id: 'typing-3', sql: "SELECT COALESCE(NULL, 1.5), CASE WHEN true THEN 1 ELSE 2.5 END, GREATEST(1, 2.5), NULLIF(1, 2)" },
  { id: 'typing-4', sql: "SELECT sum(x), avg(x), max(x) FROM (VALUES (1::int2), (2::int2)) v(x)" },
  { id: 'typing-5', sql: "SELECT sum(x), avg(x) FROM (VALUES (1::int8), (2::int8)) v(x)" },
  { id: 'typing-6', sql: "SELECT now() - now(), current_date - 1 - (current_date - date '2024-05-01'), extract(year from date '2024-05-01')" },
];

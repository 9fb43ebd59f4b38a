/**
 * The type cases of the differential suite (issue 3): each is a column type, values written to it
 * (as PostgreSQL text input; null = SQL NULL) and invalid inputs whose SQLSTATE must match.
 * PostgreSQL 15's answers are recorded in golden/<id>.json (see types-differential.test.ts).
 */
export interface TypeCase {
  /** Stable id, also the golden file name: `<type>-<n>`. */
  id: string;
  /** Column type as written in CREATE TABLE / casts. */
  type: string;
  values: readonly (string | null)[];
  invalid?: readonly string[];
  /** SET statements run before anything else (after TimeZone = 'UTC'). */
  settings?: readonly string[];
  /** Statements run before the tables are created (errors ignored: they may exist already). */
  setup?: readonly string[];
  teardown?: readonly string[];
  /** User-defined type names whose OIDs differ between servers (normalized to the name). */
  userTypes?: readonly string[];
}

const intervals = ['1 year 2 mons 3 days 04:05:06', '-1 days +02:00:00', '0', '1 year', '3 days', '-00:00:01.5', '1 mon -1 days', '@ 3 days ago', 'P1Y2M3DT4H5M6.5S', '123:45:06.000001', null];

export const typeCases: readonly TypeCase[] = [
  { id: 'bool-1', type: 'boolean', values: ['t', 'f', 'yes', 'off', ' TRUE ', '0', null], invalid: ['maybe', '', 'tru e'] },
  { id: 'int2-1', type: 'smallint', values: ['0', '-32768', '32767', ' 42 ', '+7', '-0', null], invalid: ['32768', '-32769', 'abc', '', '1.5', '1e3'] },
  { id: 'int4-1', type: 'integer', values: ['0', '-2147483648', '2147483647', '  -17', null], invalid: ['2147483648', 'x1', '', '4.5'] },
  { id: 'int8-1', type: 'bigint', values: ['0', '-9223372036854775808', '9223372036854775807', '9007199254740993', '1700000000000000', null], invalid: ['9223372036854775808', '12a', ''] },
  { id: 'float4-1', type: 'real', values: ['0', '-0', '3.14159274', '1e-45', '3.4028235e38', 'NaN', 'Infinity', '-inf', '0.1', '1e10', null], invalid: ['1e39', 'abc', ''] },
  { id: 'float8-1', type: 'double precision', values: ['0', '-0', '0.1', '1e300', '-1.7976931348623157e308', '5e-324', 'NaN', '-Infinity', '123456789012345678', '1.5e-7', null], invalid: ['1e309', 'one', ''] },
  { id: 'numeric-1', type: 'numeric', values: ['0', '10.10', '-0.000001', '123456789012345678901234567890.000000000000000000001', 'NaN', 'Infinity', '-Infinity', '1e20', '1.5e-3', '00012.3400', null], invalid: ['abc', '1.2.3', ''] },
  { id: 'numeric-2', type: 'numeric(10,3)', values: ['12345.6789', '-0.0005', '0.0004', '1', '9999999.999', null], invalid: ['99999999.9995', 'x'] },
  { id: 'text-1', type: 'text', values: ['', 'héllo, wörld ✓', 'tab\there', 'quote \' and \\ back', 'NULL', '{}', ' lead and trail ', null] },
  { id: 'varchar-1', type: 'varchar(5)', values: ['', 'abc', 'abcde', 'ab   ', 'héllo', 'abcde   ', null], invalid: ['abcdef', 'abcdé!'] },
  { id: 'bpchar-1', type: 'char(5)', values: ['', 'ab', 'abcde', 'a    ', 'é', 'abcde  ', null], invalid: ['abcdef'] },
  { id: 'name-1', type: 'name', values: ['pg_class', 'Mixed Case', '', null] },
  { id: 'bytea-1', type: 'bytea', values: ['\\xdeadbeef00', '\\x', 'abc', 'a\\\\b', '\\001\\377', null], invalid: ['\\xzz', '\\x1', '\\9'] },
  { id: 'uuid-1', type: 'uuid', values: ['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', '{a0eebc999c0b4ef8bb6d6bb9bd380a11}', 'a0eebc999c0b4ef8bb6d6bb9bd380a11', null], invalid: ['a0eebc99', 'g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', ''] },
  { id: 'json-1', type: 'json', values: ['{"b": 1,  "a": [1, 2]}', '[]', '"x\\u00e9"', '1.50', 'null', ' {"a":1,"a":2} ', null], invalid: ['{', '{"a" 1}', ''] },
  { id: 'jsonb-1', type: 'jsonb', values: ['{"b": 1,  "a": [1,2], "a": 3}', '[1.0, 1e3, -0, 0.00]', '"x\\u00e9"', '{"aa":1,"b":2,"a":{"d":null,"c":true}}', '123456789012345678901234567890', null], invalid: ['{', '[1,]', '"\\u0000"'] },
  { id: 'date-1', type: 'date', values: ['2024-02-29', '1999-01-08', 'January 8, 1999', '0044-03-15 BC', 'infinity', '-infinity', '1970-01-01', '5874897-12-31', '4713-11-24 BC', null], invalid: ['2024-02-30', 'notadate', '', '1999-13-01'] },
  { id: 'time-1', type: 'time', values: ['04:05:06.789', '00:00', '24:00', '23:59:59.9999999', '4:05 PM', '040506', null], invalid: ['25:00', '12:60', 'x'] },
  { id: 'time-2', type: 'time(2)', values: ['04:05:06.789', '23:59:59.999', null] },
  { id: 'timetz-1', type: 'timetz', values: ['04:05:06-08', '04:05+05:30', '00:00:00+00', '23:59:59.999999-14', '12:00:00.5+01:02:03', null], invalid: ['04:05:06+16', 'x'] },
  { id: 'timestamp-1', type: 'timestamp', values: ['2024-01-02 03:04:05.123456', '2024-01-02 03:04:05.1234567', 'infinity', '-infinity', '0001-01-01 00:00:00 BC', '1999-01-08 04:05:06 +02', '294276-12-31 23:59:59.999999', '2000-01-01', null], invalid: ['2024-01-02 25:00', 'x', '2024-02-30 00:00'] },
  { id: 'timestamp-2', type: 'timestamp(3)', values: ['2024-01-02 03:04:05.123456', '2024-01-02 03:04:05.9995', null] },
  { id: 'timestamptz-1', type: 'timestamptz', values: ['2024-01-02 03:04:05.5+02', '2024-07-01 12:00 Europe/Paris', '2024-01-01 00:00', 'infinity', '1900-01-01 00:00+00', '0010-06-01 00:00+00 BC', 'epoch', null], invalid: ['2024-01-01 00:00 Nowhere/City', 'x'] },
  { id: 'timestamptz-2', type: 'timestamptz', settings: ["SET TimeZone = 'America/New_York'"], values: ['2024-01-02 03:04:05.5+02', '2024-07-01 12:00', '2024-03-10 02:30', '2024-11-03 01:30', '1883-11-18 12:00', null] },
  { id: 'timestamptz-3', type: 'timestamptz', settings: ["SET TimeZone = 'Asia/Kolkata'", "SET DateStyle = 'SQL, DMY'"], values: ['2024-01-02 03:04:05+02', '02/01/2024 10:00', null] },
  { id: 'timestamptz-4', type: 'timestamptz', settings: ["SET TimeZone = 'America/New_York'", "SET DateStyle = 'Postgres, MDY'"], values: ['2024-01-15 12:00+00', '2024-07-15 12:00+00', '1883-11-18 12:00', '2060-07-01 12:00+00', '2024-11-03 01:30', 'infinity', null] },
  { id: 'timestamptz-5', type: 'timestamptz', settings: ["SET TimeZone = 'Europe/Berlin'", "SET DateStyle = 'German'"], values: ['2024-01-15 12:00+00', '2024-07-15 12:00+00', '1890-01-01 00:00+00', null] },
  { id: 'timestamptz-6', type: 'timestamptz', settings: ["SET TimeZone = 'Asia/Kathmandu'", "SET DateStyle = 'SQL, MDY'"], values: ['2024-01-15 12:00+00', '1985-06-01 00:00+00', null] },
  { id: 'timestamptz-7', type: 'timestamptz', settings: ["SET TimeZone = 'UTC+3'", "SET DateStyle = 'Postgres'"], values: ['2024-01-15 12:00+00', null] },
  { id: 'timestamptz-8', type: 'timestamptz', settings: ["SET TimeZone = '-03:30'", "SET DateStyle = 'SQL'"], values: ['2024-01-15 12:00+00', null] },
  { id: 'timestamptz-9', type: 'timestamptz', settings: ["SET TimeZone = '+02'", "SET DateStyle = 'Postgres'"], values: ['2024-01-15 12:00+00', '2024-01-15 12:00', null] },
  { id: 'timestamptz-10', type: 'timestamptz', settings: ["SET TimeZone = '<+0330>-3:30'", "SET DateStyle = 'SQL'"], values: ['2024-01-15 12:00+00', null] },
  { id: 'interval-1', type: 'interval', values: intervals, invalid: ['1 fortnight', 'x', ''] },
  { id: 'interval-2', type: 'interval', settings: ['SET IntervalStyle = sql_standard'], values: intervals },
  { id: 'interval-3', type: 'interval', settings: ['SET IntervalStyle = postgres_verbose'], values: intervals },
  { id: 'interval-4', type: 'interval', settings: ['SET IntervalStyle = iso_8601'], values: intervals },
  { id: 'inet-1', type: 'inet', values: ['192.168.1.5/24', '10.0.0.1', '::1', '2001:db8::1/64', '::ffff:1.2.3.4', '0.0.0.0/0', null], invalid: ['300.1.1.1', '1.2.3.4/33', 'x'] },
  { id: 'cidr-1', type: 'cidr', values: ['10.0.0.0/8', '192.168.1', '2001:db8::/32', '10.1.2.3/32', null], invalid: ['10.0.0.1/8', 'x'] },
  { id: 'macaddr-1', type: 'macaddr', values: ['08:00:2b:01:02:03', '08-00-2B-01-02-03', '08002b:010203', '0800.2b01.0203', '08002b010203', null], invalid: ['08:00:2b:01:02', 'zz:00:2b:01:02:03'] },
  { id: 'money-1', type: 'money', values: ['12.34', '-1', '$1,000.5', '0', null], invalid: ['x'] },
  { id: 'oid-1', type: 'oid', values: ['0', '4294967295', '-1', null], invalid: ['4294967296', 'x'] },
  { id: 'char1-1', type: '"char"', values: ['a', '', 'ab', null] },
  { id: 'int4arr-1', type: 'integer[]', values: ['{1,2,3}', '{}', '{NULL,-1}', '{{1,2},{3,4}}', '[0:1]={7,8}', ' { 5 , 6 } ', null], invalid: ['{1,x}', '{{1},{2,3}}', '1,2'] },
  { id: 'int4arr-2', type: 'integer[]', values: ['[0:1]={7,8}', '[-2:-1][3:4]={{1,NULL},{3,4}}', '[5:5]={9}', '[1:2]={1,2}', '[0:0][1:1][-1:0]={{{5,6}}}', null], invalid: ['[0:2]={1}', '[2:1]={1}', '[0:1]', '[x]={1}', '[2147483647:2147483647]={1}'] },
  { id: 'textarr-2', type: 'text[]', values: ['[0:1]={"a b",NULL}', '[-1:-1][0:1]={{x,"{}"}}', null] },
  { id: 'int8arr-1', type: 'bigint[]', values: ['{9223372036854775807,-9223372036854775808}', '{}', '{NULL}', null] },
  { id: 'textarr-1', type: 'text[]', values: ['{a,"b c","",NULL,"NULL","x\\"y","z\\\\w"}', '{}', '{{"a"},{NULL}}', '{"{}",","}', null] },
  { id: 'float8arr-1', type: 'double precision[]', values: ['{0.1,NaN,-Infinity,-0,1e300}', '{}', null] },
  { id: 'boolarr-1', type: 'boolean[]', values: ['{t,f,NULL}', '{yes,no}', '{}', null] },
  { id: 'numericarr-1', type: 'numeric(5,2)[]', values: ['{1.005,-2,NaN}', '{}', null] },
  { id: 'datearr-1', type: 'date[]', values: ['{2024-01-01,infinity,NULL}', null] },
  { id: 'tstzarr-1', type: 'timestamptz[]', values: ['{"2024-01-01 00:00:00+02","epoch"}', null] },
  { id: 'uuidarr-1', type: 'uuid[]', values: ['{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11,NULL}', null] },
  { id: 'jsonbarr-1', type: 'jsonb[]', values: ['{"{\\"b\\": 1, \\"a\\": 2}","[]"}', null] },
  { id: 'byteaarr-1', type: 'bytea[]', values: ['{"\\\\xdead",NULL}', null] },
  { id: 'varchararr-1', type: 'varchar(3)[]', values: ['{abc,de}', null], invalid: ['{abcd}'] },
  { id: 'intervalarr-1', type: 'interval[]', values: ['{"1 day","-1 mon"}', null] },
  {
    id: 'enum-1',
    type: 'mood',
    setup: ["CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')"],
    userTypes: ['mood'],
    values: ['sad', 'happy', 'ok', null],
    invalid: ['meh', 'Sad', ''],
  },
  {
    id: 'domain-1',
    type: 'posint',
    setup: ['CREATE DOMAIN posint AS integer CHECK (VALUE > 0)'],
    userTypes: ['posint'],
    values: ['1', '2147483647', null],
    invalid: ['0', '-5', 'x'],
  },
];

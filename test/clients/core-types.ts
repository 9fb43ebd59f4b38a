/**
 * Core types in text format: what a client sends and what PostgreSQL 15 sends back
 * (recorded from PostgreSQL 15 with TimeZone UTC, DateStyle ISO, MDY, extra_float_digits 1).
 * Shared by the client tests so every client checks the same golden values.
 */
export interface TypeCase {
  column: string;
  type: string;
  input: string;
  /** Text PostgreSQL returns for `input` stored in a column of `type`. */
  output: string;
}

export const typeCases: readonly TypeCase[] = [
  { column: 'b', type: 'bool', input: 'yes', output: 't' },
  { column: 'i2', type: 'int2', input: '-32768', output: '-32768' },
  { column: 'i4', type: 'int4', input: ' 2147483647', output: '2147483647' },
  { column: 'i8', type: 'int8', input: '9223372036854775807', output: '9223372036854775807' },
  { column: 'f4', type: 'float4', input: '3.14159274', output: '3.1415927' },
  { column: 'f8', type: 'float8', input: '0.1', output: '0.1' },
  { column: 'f8e', type: 'float8', input: '1e300', output: '1e+300' },
  { column: 'n', type: 'numeric(12,3)', input: '12345.6789', output: '12345.679' },
  { column: 'nb', type: 'numeric', input: '123456789012345678901234567890.000000000000000000001', output: '123456789012345678901234567890.000000000000000000001' },
  { column: 't', type: 'text', input: 'héllo, wörld ✓', output: 'héllo, wörld ✓' },
  { column: 'vc', type: 'varchar(10)', input: 'abc', output: 'abc' },
  { column: 'c', type: 'char(5)', input: 'ab', output: 'ab   ' },
  { column: 'by', type: 'bytea', input: '\\xDEADBEEF00', output: '\\xdeadbeef00' },
  { column: 'd', type: 'date', input: '2024-02-29', output: '2024-02-29' },
  { column: 'ts', type: 'timestamp', input: '2024-01-02 03:04:05.123456', output: '2024-01-02 03:04:05.123456' },
  { column: 'tstz', type: 'timestamptz', input: '2024-01-02 03:04:05.5+02', output: '2024-01-02 01:04:05.5+00' },
  { column: 'u', type: 'uuid', input: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11', output: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' },
  { column: 'j', type: 'json', input: '{"b": 1,  "a": [1, 2]}', output: '{"b": 1,  "a": [1, 2]}' },
  { column: 'jb', type: 'jsonb', input: '{"b": 1,  "a": [1,2], "a": 3}', output: '{"a": 3, "b": 1}' },
];

/** `CREATE TABLE <name> (...)` with one column per case. */
export function createTypesTable(name: string): string {
  return `CREATE TABLE ${name} (${typeCases.map((c) => `${c.column} ${c.type}`).join(', ')})`;
}

/** `INSERT INTO <name> VALUES ($1, …)` for the cases in order. */
export function insertTypesRow(name: string): string {
  return `INSERT INTO ${name} VALUES (${typeCases.map((_, i) => `$${i + 1}`).join(', ')})`;
}

/** The same row as SQL literals with explicit casts (simple-query path). */
export function selectTypeLiterals(): string {
  return `SELECT ${typeCases.map((c) => `'${c.input.replaceAll("'", "''")}'::${c.type} AS ${c.column}`).join(', ')}`;
}

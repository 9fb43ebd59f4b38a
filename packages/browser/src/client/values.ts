/** Text-format values to JavaScript and back, for the types whose JavaScript form is exact. */

const BOOL = 16;
const BYTEA = 17;
const INT2 = 21;
const INT4 = 23;
const OID = 26;
const FLOAT4 = 700;
const FLOAT8 = 701;
const JSON_OID = 114;
const JSONB = 3802;

/**
 * A value of type `typeOid` in JavaScript: booleans, int2/int4/oid/float4/float8 as numbers,
 * json/jsonb parsed, bytea as Uint8Array. int8 and numeric stay strings (a double would lose
 * digits), as do dates and times (their text follows DateStyle/TimeZone exactly).
 */
export function parseValue(typeOid: number, text: string | null): unknown {
  if (text === null) return null;
  switch (typeOid) {
    case BOOL:
      return text === 't';
    case INT2:
    case INT4:
    case OID:
      return Number(text);
    case FLOAT4:
    case FLOAT8:
      return text === 'NaN' ? Number.NaN : text === 'Infinity' ? Infinity : text === '-Infinity' ? -Infinity : Number(text);
    case JSON_OID:
    case JSONB:
      return JSON.parse(text) as unknown;
    case BYTEA:
      return text.startsWith('\\x') ? hexBytes(text.slice(2)) : text;
    default:
      return text;
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * A JavaScript parameter in text format: null/undefined → NULL; booleans t/f; Dates as ISO 8601
 * (UTC); Uint8Array as bytea hex; arrays as array literals; other objects as JSON.
 */
export function serializeParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${[...value].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = serializeParam(v);
    if (text === null) return 'NULL';
    return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}

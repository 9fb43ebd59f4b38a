import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './sql-value.js';

/**
 * The stored form of a composite value (a user composite type or a table's row type): a JSON
 * array with one item per attribute (dropped attributes included, as NULL), each item the
 * attribute's own stored value — an INTEGER or REAL as a JSON number, TEXT (also the stored
 * text of arrays, jsonb, numerics and nested composites) as a JSON string, a BLOB (bytea) as
 * the JSON string of its `\x…` hex text, NULL as null: `[1,"x y",null]`.
 *
 * One form whatever wrote the value (text or binary input, ROW(…)::t, json_populate_record…),
 * independent of DateStyle, TimeZone or extra_float_digits (fields keep their storage, not their
 * text). Equal values have equal text, except where the attribute type's own storage has several
 * forms of one value (numeric 1.5 / 1.50); comparisons and ORDER BY therefore go through the
 * runtime's order key (runtime/composite-keys.ts), which compares attribute by attribute with
 * each attribute type's order, NULL after any value, as record_cmp does.
 */

/** JSON text of one stored attribute value. */
function packOne(v: SqlValue | undefined): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : JSON.stringify(String(v));
  if (typeof v === 'boolean') return v ? '1' : '0';
  if (v instanceof Uint8Array) {
    let hex = '\\x';
    for (const b of v) hex += (b < 16 ? '0' : '') + b.toString(16);
    return JSON.stringify(hex);
  }
  return JSON.stringify(v);
}

/** The stored composite of these attribute values. */
export function packComposite(values: readonly SqlValue[]): string {
  return `[${values.map(packOne).join(',')}]`;
}

/** Reads one JSON number token exactly (integers beyond 2^53 as bigint). */
function numberToken(tok: string): number | bigint {
  if (/^-?\d+$/.test(tok)) {
    const n = Number(tok);
    return Number.isSafeInteger(n) ? n : BigInt(tok);
  }
  return Number(tok);
}

/** The attribute values of a stored composite (bytea attributes still as their `\x…` text). */
export function unpackComposite(stored: string): SqlValue[] {
  const s = stored;
  if (s[0] !== '[') throw new PgError('data_corrupted', 'malformed stored composite value');
  const out: SqlValue[] = [];
  let i = 1;
  const ws = (): void => {
    while (s[i] === ' ' || s[i] === '\n' || s[i] === '\t' || s[i] === '\r') i++;
  };
  ws();
  if (s[i] === ']') return out;
  for (;;) {
    ws();
    const c = s[i];
    if (c === '"') {
      let j = i + 1;
      while (j < s.length && s[j] !== '"') j += s[j] === '\\' ? 2 : 1;
      out.push(JSON.parse(s.slice(i, j + 1)) as string);
      i = j + 1;
    } else if (c === 'n') {
      out.push(null);
      i += 4;
    } else if (c === 't' || c === 'f') {
      out.push(c === 't' ? 1 : 0);
      i += c === 't' ? 4 : 5;
    } else if (c === '[' || c === '{') {
      // a nested JSON value (a composite written by json functions): kept as its text
      let depth = 0;
      let j = i;
      for (; j < s.length; j++) {
        const d = s[j];
        if (d === '"') {
          j++;
          while (j < s.length && s[j] !== '"') j += s[j] === '\\' ? 2 : 1;
        } else if (d === '[' || d === '{') depth++;
        else if ((d === ']' || d === '}') && --depth === 0) break;
      }
      out.push(s.slice(i, j + 1));
      i = j + 1;
    } else {
      let j = i;
      while (j < s.length && s[j] !== ',' && s[j] !== ']' && s[j] !== ' ') j++;
      out.push(numberToken(s.slice(i, j)));
      i = j;
    }
    ws();
    if (s[i] === ',') {
      i++;
      continue;
    }
    return out;
  }
}

/** `\x…` hex text back to bytes (bytea attributes). */
export function hexBytes(text: string): Uint8Array {
  const hex = text.startsWith('\\x') ? text.slice(2) : text;
  const out = new Uint8Array(hex.length >> 1);
  for (let k = 0; k < out.length; k++) out[k] = parseInt(hex.slice(2 * k, 2 * k + 2), 16);
  return out;
}

/** record_out's quoting of one attribute: empty, or holding `"`, `\`, `(`, `)`, `,` or white space. */
export function quoteRecordField(text: string): string {
  let needs = text === '';
  for (const c of text) if (c === '"' || c === '\\' || c === '(' || c === ')' || c === ',' || c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f') needs = true;
  if (!needs) return text;
  let out = '"';
  for (const c of text) out += c === '"' || c === '\\' ? c + c : c;
  return `${out}"`;
}

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed record literal: "${text}"`, { detail });
}

const space = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';

/**
 * record_in's reading of `( a , "b" , )`: one text (or NULL for an empty unquoted field) per
 * attribute; white space before `(` and after `)` is skipped, inside a field it is kept; `\x` and
 * `""` in quotes stand for x and `"`. 22P02 "malformed record literal" with record_in's details.
 */
export function parseRecordLiteral(text: string, count: number): (string | null)[] {
  let i = 0;
  while (space(text[i])) i++;
  if (text[i] !== '(') throw malformed(text, 'Missing left parenthesis.');
  i++;
  const out: (string | null)[] = [];
  for (let n = 0; n < count; n++) {
    if (n > 0) {
      if (text[i] !== ',') throw malformed(text, text[i] === ')' ? 'Too few columns.' : 'Too few columns.');
      i++;
    }
    if (text[i] === ',' || text[i] === ')') {
      out.push(null);
      continue;
    }
    let value = '';
    let inQuote = false;
    for (;;) {
      const c = text[i];
      if (c === undefined) throw malformed(text, 'Unexpected end of input.');
      if (!inQuote && (c === ',' || c === ')')) break;
      i++;
      if (c === '\\') {
        const d = text[i];
        if (d === undefined) throw malformed(text, 'Unexpected end of input.');
        value += d;
        i++;
      } else if (c === '"') {
        if (!inQuote) inQuote = true;
        else if (text[i] === '"') {
          value += '"';
          i++;
        } else inQuote = false;
      } else value += c;
    }
    out.push(value);
  }
  if (text[i] !== ')') throw malformed(text, 'Too many columns.');
  i++;
  while (space(text[i])) i++;
  if (i < text.length) throw malformed(text, 'Junk after right parenthesis.');
  return out;
}

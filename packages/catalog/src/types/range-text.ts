import { PgError } from '@pgsqlite/errors';
import { isPgSpace } from './codec-util.js';

/** A range literal split as range_parse does: bounds as text (null = infinite), flags. */
export type RangeLiteral =
  | { empty: true }
  | { empty: false; lower: string | null; upper: string | null; lowerInc: boolean; upperInc: boolean };

function malformed(text: string, detail: string): PgError {
  return new PgError('invalid_text_representation', `malformed range literal: "${text}"`, { detail });
}

function isSpace(c: string | undefined): boolean {
  return c !== undefined && isPgSpace(c);
}

/** range_parse_bound: quotes group, a doubled quote inside quotes is one, backslash escapes. */
function parseBound(text: string, at: number): { value: string | null; at: number } {
  const c = text[at];
  if (c === ',' || c === ')' || c === ']') return { value: null, at };
  let out = '';
  let quoted = false;
  let i = at;
  while (quoted || !(text[i] === ',' || text[i] === ')' || text[i] === ']')) {
    const ch = text[i++];
    if (ch === undefined) throw malformed(text, 'Unexpected end of input.');
    if (ch === '\\') {
      const next = text[i++];
      if (next === undefined) throw malformed(text, 'Unexpected end of input.');
      out += next;
    } else if (ch === '"') {
      if (!quoted) quoted = true;
      else if (text[i] === '"') out += text[i++];
      else quoted = false;
    } else out += ch;
  }
  return { value: out, at: i };
}

/** range_parse: `empty`, or `[`/`(` lower `,` upper `]`/`)`, with surrounding whitespace. */
export function parseRangeLiteral(text: string): RangeLiteral {
  let i = 0;
  while (isSpace(text[i])) i++;
  if (text.slice(i, i + 5).toLowerCase() === 'empty') {
    i += 5;
    while (isSpace(text[i])) i++;
    if (i !== text.length) throw malformed(text, 'Junk after "empty" key word.');
    return { empty: true };
  }
  const open = text[i];
  if (open !== '[' && open !== '(') throw malformed(text, 'Missing left parenthesis or bracket.');
  const lower = parseBound(text, i + 1);
  i = lower.at;
  if (text[i] !== ',') throw malformed(text, 'Missing comma after lower bound.');
  const upper = parseBound(text, i + 1);
  i = upper.at;
  const close = text[i];
  if (close !== ']' && close !== ')') throw malformed(text, 'Too many commas.');
  i++;
  while (isSpace(text[i])) i++;
  if (i !== text.length) throw malformed(text, 'Junk after right parenthesis or bracket.');
  return { empty: false, lower: lower.value, upper: upper.value, lowerInc: open === '[', upperInc: close === ']' };
}

/** range_bound_escape: quoted when empty or holding `"\(),[]` or whitespace; `"` and `\` doubled. */
export function quoteRangeBound(s: string): string {
  let needs = s.length === 0;
  let out = '';
  for (const c of s) {
    if (c === '"' || c === '\\' || c === '(' || c === ')' || c === '[' || c === ']' || c === ',' || isPgSpace(c)) needs = true;
    out += c === '"' || c === '\\' ? c + c : c;
  }
  return needs ? `"${out}"` : s;
}

/** range_out's layout around already-converted bound texts (undefined = infinite). */
export function formatRangeLiteral(lower: string | undefined, upper: string | undefined, lowerInc: boolean, upperInc: boolean): string {
  const l = lower === undefined ? '' : quoteRangeBound(lower);
  const u = upper === undefined ? '' : quoteRangeBound(upper);
  return `${lowerInc ? '[' : '('}${l},${u}${upperInc ? ']' : ')'}`;
}

import { PgError } from '@pgsqlite/errors';
import { pgQuoteIdent } from '@pgsqlite/catalog';

/** quote_literal's rule: double quotes; backslashes doubled and an E prefix when present. */
export function quoteLiteral(s: string): string {
  const body = s.split("'").join("''");
  return s.includes('\\') ? `E'${body.split('\\').join('\\\\')}'` : `'${body}'`;
}

/** format(fmt, args…) as varlena.c's text_format: %s %I %L %%, `n$` positions, `-` and widths. */

const bad = (msg: string, hint?: string): PgError => new PgError('invalid_parameter_value', msg, hint ? { hint } : {});
const unterminated = (): PgError => bad('unterminated format() type specifier', 'For a single "%" use "%%".');

interface Cursor {
  s: string[];
  i: number;
}

function digits(c: Cursor): number | undefined {
  let n: number | undefined;
  while (c.i < c.s.length && (c.s[c.i] as string) >= '0' && (c.s[c.i] as string) <= '9') {
    n = (n ?? 0) * 10 + Number(c.s[c.i]);
    if (n > 2147483647) throw bad('number is out of range');
    c.i++;
  }
  return n;
}

function need(c: Cursor): string {
  const ch = c.s[c.i];
  if (ch === undefined) throw unterminated();
  return ch;
}

/** Formats `fmt` with text arguments (null = SQL NULL). */
export function formatText(fmt: string, args: (string | null)[]): string {
  const c: Cursor = { s: Array.from(fmt), i: 0 };
  let out = '';
  let next = 0;
  const take = (pos: number | undefined): string | null => {
    const idx = pos === undefined ? next : pos - 1;
    if (pos !== undefined && pos === 0) throw bad('format specifies argument 0, but arguments are numbered from 1');
    if (idx >= args.length) throw bad('too few arguments for format()');
    next = idx + 1;
    return args[idx] as string | null;
  };
  while (c.i < c.s.length) {
    const ch = c.s[c.i++] as string;
    if (ch !== '%') {
      out += ch;
      continue;
    }
    if (need(c) === '%') {
      out += '%';
      c.i++;
      continue;
    }
    let argpos: number | undefined;
    let width: number | undefined;
    let left = false;
    const n = digits(c);
    if (n !== undefined) {
      if (need(c) === '$') {
        argpos = n;
        if (argpos === 0) throw bad('format specifies argument 0, but arguments are numbered from 1');
        c.i++;
      } else width = n;
    }
    if (width === undefined) {
      while (need(c) === '-') {
        left = true;
        c.i++;
      }
      if (need(c) === '*') {
        c.i++;
        const wp = digits(c);
        if (wp !== undefined) {
          if (need(c) !== '$') throw unterminated();
          if (wp === 0) throw bad('format specifies argument 0, but arguments are numbered from 1');
          c.i++;
        }
        const w = take(wp);
        const wn = w === null ? 0 : Number.parseInt(w, 10);
        if (wn < 0) left = true;
        width = Math.abs(wn);
      } else width = digits(c);
    }
    const type = need(c);
    c.i++;
    if (type !== 's' && type !== 'I' && type !== 'L') throw bad(`unrecognized format() type specifier "${type}"`, 'For a single "%" use "%%".');
    const v = take(argpos);
    let text: string;
    if (type === 's') text = v ?? '';
    else if (type === 'L') text = v === null ? 'NULL' : quoteLiteral(v);
    else {
      if (v === null) throw new PgError('null_value_not_allowed', 'null values cannot be formatted as an SQL identifier');
      text = pgQuoteIdent(v);
    }
    const len = Array.from(text).length;
    if (width !== undefined && len < width) text = left ? text + ' '.repeat(width - len) : ' '.repeat(width - len) + text;
    out += text;
  }
  return out;
}

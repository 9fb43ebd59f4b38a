import { PgError } from '@pgsqlite/errors';
import { invalidSyntax, isPgSpace } from '../codec-util.js';

/**
 * A cursor over the text of a geometric value, as geo_ops.c reads it: float8in_internal for each
 * number (leading and trailing blanks skipped; strtod's syntax, with NaN and Infinity), and a
 * 22P02 naming the type and the whole input for anything else.
 */
export class GeoScanner {
  pos = 0;

  constructor(
    readonly text: string,
    readonly typeName: string,
  ) {}

  /** 22P02 `invalid input syntax for type <type>: "<whole input>"`. */
  fail(): PgError {
    return invalidSyntax(this.typeName, this.text);
  }

  peek(): string | undefined {
    return this.text[this.pos];
  }

  skipSpaces(): void {
    while (isPgSpace(this.text[this.pos])) this.pos++;
  }

  /** Consumes `ch` when it is next (no blanks skipped); true when it was. */
  eat(ch: string): boolean {
    if (this.text[this.pos] !== ch) return false;
    this.pos++;
    return true;
  }

  atEnd(): boolean {
    return this.pos >= this.text.length;
  }

  /** float8in_internal with an end pointer: one number, the blanks around it skipped. */
  number(): number {
    this.skipSpaces();
    const start = this.pos;
    const end = strtodEnd(this.text, start);
    if (end === start) throw this.fail();
    const num = this.text.slice(start, end);
    this.pos = end;
    const v = numberValue(num);
    if (v === undefined) throw this.fail();
    const digits = num.split(/[eE]/)[0] ?? '';
    const special = /^[+-]?(inf|nan)/i.test(num);
    if (!special && (!Number.isFinite(v) || (v === 0 && /[1-9]/.test(digits)))) {
      throw new PgError('numeric_value_out_of_range', `"${num}" is out of range for type double precision`);
    }
    this.skipSpaces();
    return v;
  }
}

const SPECIAL_WORDS = ['infinity', 'inf', 'nan'];

/** Where strtod stops reading a number at `i` (i itself when there is none). */
function strtodEnd(s: string, i: number): number {
  let j = i;
  if (s[j] === '+' || s[j] === '-') j++;
  const rest = s.slice(j, j + 8).toLowerCase();
  for (const w of SPECIAL_WORDS) if (rest.startsWith(w)) return j + w.length;
  let digits = 0;
  while (j < s.length && s[j]! >= '0' && s[j]! <= '9') (j++, digits++);
  if (s[j] === '.') {
    j++;
    while (j < s.length && s[j]! >= '0' && s[j]! <= '9') (j++, digits++);
  }
  if (digits === 0) return i;
  if (s[j] === 'e' || s[j] === 'E') {
    let k = j + 1;
    if (s[k] === '+' || s[k] === '-') k++;
    const st = k;
    while (k < s.length && s[k]! >= '0' && s[k]! <= '9') k++;
    if (k > st) j = k;
  }
  return j;
}

function numberValue(num: string): number | undefined {
  const lower = num.toLowerCase();
  const sign = lower.startsWith('-') ? -1 : 1;
  const body = lower.replace(/^[+-]/, '');
  if (body === 'nan') return NaN;
  if (body === 'inf' || body === 'infinity') return sign * Infinity;
  const v = Number(num);
  return Number.isNaN(v) ? undefined : v;
}

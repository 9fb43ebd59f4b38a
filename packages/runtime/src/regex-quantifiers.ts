import { PgError } from '@pgsqlite/errors';

/** PostgreSQL's DUPMAX: the largest count a bound may name. */
const DUPMAX = 255;

const fail = (what: string): PgError => new PgError('invalid_regular_expression', `invalid regular expression: ${what}`);

/**
 * The quantifier faults PostgreSQL's ARE parser reports and the engines that run the converted
 * pattern do not (RE2 takes `{1,x}` and `^*` as it likes): `{` followed by a digit opens a
 * bound, which must be `{m}`, `{m,}` or `{m,n}` with m ≤ n ≤ 255 ("invalid repetition count(s)",
 * or "braces {} not balanced" at the end of the pattern); a quantifier with nothing before it to
 * repeat (at the start, after `(`, `|`, an anchor or a constraint escape) is "quantifier operand
 * invalid". `{` followed by anything else is a literal brace, as in PostgreSQL.
 * `pattern` is the ARE body (embedded options removed, expanded syntax already tightened).
 */
export function checkQuantifiers(pattern: string): void {
  const a = Array.from(pattern);
  // Whether the previous item can take a quantifier.
  let operand = false;
  for (let i = 0; i < a.length; i++) {
    const ch = a[i] as string;
    if (ch === '\\') {
      const n = a[++i];
      if (n === undefined) return; // the engines report the trailing backslash
      // Constraint escapes match no character: nothing to repeat after them.
      operand = !'AZmMyY'.includes(n);
      continue;
    }
    if (ch === '[') {
      i = bracketEnd(a, i);
      operand = true;
      continue;
    }
    if (ch === '(') {
      // (?:, (?=, (?! and (?<= / (?<! open a group; what follows has no operand yet
      if (a[i + 1] === '?') {
        i++;
        while (a[i + 1] === '<' || a[i + 1] === '=' || a[i + 1] === '!' || a[i + 1] === ':') i++;
      }
      operand = false;
      continue;
    }
    if (ch === '|' || ch === '^' || ch === '$') {
      operand = false;
      continue;
    }
    if (ch === '*' || ch === '+' || ch === '?' || (ch === '{' && isDigit(a[i + 1]))) {
      if (!operand) throw fail('quantifier operand invalid');
      if (ch === '{') i = boundEnd(a, i);
      // A quantifier may be followed by one `?` (non-greedy), never by another quantifier.
      if (a[i + 1] === '?') i++;
      operand = false;
      continue;
    }
    operand = true;
  }
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** The index of the `}` closing the bound that opens at `start`. */
function boundEnd(a: string[], start: number): number {
  let i = start + 1;
  const count = (): number => {
    let n = 0;
    while (isDigit(a[i])) n = Math.min(n * 10 + Number(a[i++]), DUPMAX + 1);
    return n;
  };
  const m = count();
  let n = m;
  if (a[i] === ',') {
    i++;
    n = isDigit(a[i]) ? count() : DUPMAX;
  }
  if (i >= a.length) throw fail('braces {} not balanced');
  if (a[i] !== '}' || m > n || m > DUPMAX || n > DUPMAX) throw fail('invalid repetition count(s)');
  return i;
}

/** The index of the `]` closing the bracket expression that opens at `start` (or the last index). */
function bracketEnd(a: string[], start: number): number {
  let i = start + 1;
  if (a[i] === '^') i++;
  if (a[i] === ']') i++;
  for (; i < a.length; i++) {
    const ch = a[i];
    if (ch === '[' && (a[i + 1] === ':' || a[i + 1] === '.' || a[i + 1] === '=')) {
      const close = a.indexOf(a[i + 1] as string, i + 2);
      if (close >= 0 && a[close + 1] === ']') i = close + 1;
      continue;
    }
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === ']') return i;
  }
  return a.length - 1;
}

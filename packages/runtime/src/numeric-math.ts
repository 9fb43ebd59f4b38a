import { PgError } from '@pgsqlite/errors';
import { type NumericValue, formatNumeric, parseNumeric, roundNumeric } from '@pgsqlite/catalog';

type Finite = Extract<NumericValue, { kind: 'finite' }>;

/** Reads a stored numeric (canonical text; integers are accepted too). */
export function readNumeric(v: unknown): NumericValue {
  if (typeof v === 'bigint' || typeof v === 'number') return parseNumeric(String(v));
  return parseNumeric(String(v));
}

/** NUMERIC_DSCALE_MAX and the decimal digits NUMERIC_WEIGHT_MAX allows before the point. */
const DSCALE_MAX = 16383;
const INT_DIGITS_MAX = 131072;

/** Writes a numeric in its canonical storage form; a result beyond the stored format's range is 22003 (make_result). */
export function writeNumeric(v: NumericValue): string {
  const text = formatNumeric(v);
  if (v.kind === 'finite' && v.unscaled !== 0n) {
    const point = text.indexOf('.');
    const intDigits = (point < 0 ? text.length : point) - (v.neg ? 1 : 0);
    if (intDigits > INT_DIGITS_MAX || v.scale > DSCALE_MAX) throw new PgError('numeric_value_out_of_range', 'value overflows numeric format');
  }
  return text;
}

function signed(v: Finite): bigint {
  return v.neg ? -v.unscaled : v.unscaled;
}

function make(u: bigint, scale: number): NumericValue {
  return { kind: 'finite', neg: u < 0n, unscaled: u < 0n ? -u : u, scale };
}

function align(a: Finite, b: Finite): [bigint, bigint, number] {
  const s = Math.max(a.scale, b.scale);
  return [signed(a) * 10n ** BigInt(s - a.scale), signed(b) * 10n ** BigInt(s - b.scale), s];
}

/** Compares two numerics as PostgreSQL does (NaN equals NaN and sorts above everything). */
export function compareNumeric(a: NumericValue, b: NumericValue): number {
  const rank = (v: NumericValue): number => (v.kind === 'nan' ? 2 : v.kind === 'inf' ? (v.neg ? -1 : 1) : 0);
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== 0 || rb !== 0) return ra === rb ? 0 : ra < rb ? -1 : 1;
  const [x, y] = align(a as Finite, b as Finite);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** PostgreSQL's weight (base 10000) and first base-10000 digit of a finite value. */
function weightAndFirst(v: Finite): [number, number] {
  if (v.unscaled === 0n) return [0, 0];
  const s = v.unscaled.toString();
  const e10 = s.length - 1 - v.scale;
  const w = Math.floor(e10 / 4);
  const width = e10 - 4 * w + 1;
  return [w, Number(s.padEnd(width, '0').slice(0, width))];
}

/** select_div_scale of numeric.c: the result scale of a division. */
function divScale(a: Finite, b: Finite): number {
  const [w1, f1] = weightAndFirst(a);
  const [w2, f2] = weightAndFirst(b);
  let qweight = w1 - w2;
  if (f1 <= f2) qweight--;
  let rscale = 16 - qweight * 4;
  rscale = Math.max(rscale, a.scale, b.scale, 0);
  return Math.min(rscale, 1000);
}

function divRound(n: bigint, d: bigint): bigint {
  const neg = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return neg ? -q : q;
}

const divisionByZero = (): PgError => new PgError('division_by_zero', 'division by zero');

function special(op: string, a: NumericValue, b: NumericValue): NumericValue | undefined {
  if (a.kind === 'finite' && b.kind === 'finite') return undefined;
  if (a.kind === 'nan' || b.kind === 'nan') return { kind: 'nan' };
  const fa = a.kind === 'finite' ? Number(signed(a)) : a.neg ? -Infinity : Infinity;
  const fb = b.kind === 'finite' ? Number(signed(b)) : b.neg ? -Infinity : Infinity;
  if ((op === '/' || op === '%') && fb === 0) throw divisionByZero();
  const r = op === '+' ? fa + fb : op === '-' ? fa - fb : op === '*' ? fa * fb : op === '/' ? fa / fb : NaN;
  if (op === '%') return Number.isFinite(fa) ? a : { kind: 'nan' };
  if (Number.isNaN(r)) return { kind: 'nan' };
  if (!Number.isFinite(r)) return { kind: 'inf', neg: r < 0 };
  return make(0n, 0);
}

/** a op b for + - * / % with PostgreSQL's result scales. */
export function numericOp(op: string, a: NumericValue, b: NumericValue): NumericValue {
  const sp = special(op, a, b);
  if (sp) return sp;
  const x = a as Finite;
  const y = b as Finite;
  switch (op) {
    case '+': {
      const [p, q, s] = align(x, y);
      return make(p + q, s);
    }
    case '-': {
      const [p, q, s] = align(x, y);
      return make(p - q, s);
    }
    case '*': {
      // numeric_mul: the exact product, rounded when it has more fraction digits than a numeric holds
      const product = make(signed(x) * signed(y), x.scale + y.scale);
      return x.scale + y.scale > DSCALE_MAX ? roundNumeric(product, DSCALE_MAX) : product;
    }
    case '/': {
      if (y.unscaled === 0n) throw divisionByZero();
      const rscale = divScale(x, y);
      const k = rscale - x.scale + y.scale;
      const q = k >= 0 ? divRound(signed(x) * 10n ** BigInt(k), signed(y)) : divRound(signed(x), signed(y) * 10n ** BigInt(-k));
      return make(q, rscale);
    }
    case '%': {
      if (y.unscaled === 0n) throw divisionByZero();
      const [p, q, s] = align(x, y);
      return make(p % q, s);
    }
    default:
      throw new PgError('undefined_function', `operator does not exist: numeric ${op} numeric`);
  }
}

/** Negation. */
export function negateNumeric(a: NumericValue): NumericValue {
  if (a.kind === 'nan') return a;
  if (a.kind === 'inf') return { kind: 'inf', neg: !a.neg };
  return { ...a, neg: a.unscaled !== 0n && !a.neg };
}

/** Absolute value. */
export function absNumeric(a: NumericValue): NumericValue {
  if (a.kind === 'nan') return a;
  return { ...a, neg: false };
}

/** round(numeric, scale). */
export function roundTo(a: NumericValue, scale: number): NumericValue {
  return roundNumeric(a, scale);
}

/**
 * A text key whose byte order is the numeric order: sign class, biased decimal exponent,
 * then the significant digits (complemented and terminated for negatives).
 */
export function numericSortKey(a: NumericValue): string {
  if (a.kind === 'nan') return '3';
  if (a.kind === 'inf') return a.neg ? '0' : '2~';
  if (a.unscaled === 0n) return '1~';
  const digits = stripTrailingZeros(a.unscaled.toString());
  const exp = a.unscaled.toString().length - 1 - a.scale + 500000;
  if (!a.neg) return `2${String(exp).padStart(7, '0')}${digits}`;
  const comp = Array.from(digits, (d) => String(9 - Number(d))).join('');
  return `1${String(9999999 - exp).padStart(7, '0')}${comp}:`;
}

function stripTrailingZeros(s: string): string {
  let end = s.length;
  while (end > 1 && s[end - 1] === '0') end--;
  return s.slice(0, end);
}

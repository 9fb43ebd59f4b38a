/**
 * float4out / float8out. With extra_float_digits > 0 PG prints the shortest string that reads
 * back exactly (Ryu); fixed notation when the decimal exponent is in [-4, 15) for float8 and
 * [-4, 6) for float4, otherwise `d.ddde+XX`. With extra_float_digits <= 0 it uses `%.*g`.
 */
export function formatFloat(v: number, isFloat4: boolean, extraFloatDigits: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '-Infinity';
  if (extraFloatDigits > 0) {
    // Fixed notation of a float8 whose decimal exponent is in [-4, 15): JavaScript's ToString
    // prints the same shortest digits, in the same notation (it switches to exponents only
    // outside [-7, 21)), without the digit-string work below.
    if (!isFloat4) {
      const a = v < 0 ? -v : v;
      if (a >= 1e-4 && a < 1e15) return String(v);
    }
    const { neg, digits, exp } = isFloat4 ? shortestFloat4(v) : shortest(v);
    const maxExp = isFloat4 ? 6 : 15;
    const body = exp >= -4 && exp < maxExp ? fixed(digits, exp) : scientific(digits, exp);
    return (neg ? '-' : '') + body;
  }
  const precision = Math.max(1, (isFloat4 ? 6 : 15) + extraFloatDigits);
  return formatG(v, precision);
}

interface Decimal {
  neg: boolean;
  digits: string;
  exp: number;
}

function fromExponential(s: string): Decimal {
  const neg = s.startsWith('-');
  const body = neg ? s.slice(1) : s;
  const e = body.indexOf('e');
  const mant = body.slice(0, e).replace('.', '');
  const digits = mant.replace(/0+$/, '') || '0';
  return { neg, digits, exp: Number(body.slice(e + 1)) };
}

function shortest(v: number): Decimal {
  if (v === 0) return { neg: Object.is(v, -0), digits: '0', exp: 0 };
  const s = v.toExponential();
  // Ryu as PostgreSQL builds it (no STRICTLY_SHORTEST) excludes the rounding interval's bounds,
  // which JavaScript's shortest digits may sit on. Only a bound of a double of 2^53 or more (an
  // integer) has few enough digits to be a candidate; every other bound needs more than 17.
  if (Math.abs(v) < 2 ** 53) return fromExponential(s);
  for (let p = fromExponential(s).digits.length, t = s; p <= 17; t = v.toExponential(p++)) {
    if (Number(t) === v && !onFloat8Bound(v, fromExponential(t))) return fromExponential(t);
  }
  return fromExponential(v.toExponential(16));
}

/**
 * Whether the decimal `d` is exactly halfway between the integer double `v` (|v| ≥ 2^53) and a
 * neighbour: PostgreSQL's float8out does not print such a decimal, though it reads back as `v`
 * (-9223372036854720512 is -9.223372036854721e+18, not -9.22337203685472e+18).
 */
function onFloat8Bound(v: number, d: Decimal): boolean {
  const a = Math.abs(v);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, a);
  const bits = view.getBigUint64(0);
  const neighbour = (delta: bigint): number => {
    view.setBigUint64(0, bits + delta);
    return view.getFloat64(0);
  };
  const exact = BigInt(a);
  const up = neighbour(1n);
  const above = Number.isFinite(up) ? BigInt(up) : exact + (exact - BigInt(neighbour(-1n)));
  const mids = [exact + BigInt(neighbour(-1n)), exact + above]; // twice the midpoints
  // twice the decimal, exactly: digits × 10^(exp - digits + 1) × 2
  const shift = d.exp - d.digits.length + 1;
  const twice = BigInt(d.digits) * 2n;
  return mids.some((m) => (shift >= 0 ? twice * 10n ** BigInt(shift) === m : twice === m * 10n ** BigInt(-shift)));
}

function shortestFloat4(v: number): Decimal {
  if (v === 0) return { neg: Object.is(v, -0), digits: '0', exp: 0 };
  const [below, above] = float4Midpoints(v);
  for (let p = 1; p <= 9; p++) {
    const s = v.toExponential(p - 1);
    const n = Number(s);
    // Ryu as PostgreSQL builds it (no STRICTLY_SHORTEST) excludes the interval's bounds: a
    // decimal exactly halfway to the neighbouring float4 is not taken even where reading it
    // back (ties to even) gives v: -3086000128 is -3.0860001e+09, not -3.086e+09
    if (Math.fround(n) === v && n !== below && n !== above) return fromExponential(halfEven(v, p, s));
  }
  return fromExponential(v.toExponential(8));
}

/** The values halfway between the float4 `v` and its neighbours below and above (exact as doubles). */
function float4Midpoints(v: number): [number, number] {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, v);
  const bits = view.getUint32(0);
  const neighbour = (delta: number): number => {
    view.setUint32(0, bits + delta);
    return view.getFloat32(0);
  };
  // away from zero is bits + 1 for either sign; the float4 of largest magnitude has none
  const [outward, inward] = [neighbour(1), (bits & 0x7fffffff) === 0 ? -v : neighbour(-1)];
  const mid = (n: number): number => (Number.isFinite(n) ? (v + n) / 2 : Number.NaN);
  return [mid(inward), mid(outward)];
}

/**
 * JavaScript rounds an exact tie away from zero (toExponential picks the larger n); Ryu, and so
 * float4out, keeps the even last digit: -204741.625 is -204741.62, not -204741.63. `s` is v's
 * `p`-digit toExponential; on an exact tie with an odd last digit, the neighbour toward zero
 * (which reads back to v just as well: both are equally near).
 */
function halfEven(v: number, p: number, s: string): string {
  const longer = v.toExponential(p - 1 + 20);
  const mantissa = longer.slice(0, longer.indexOf('e')).replace('.', '').replace('-', '');
  if (mantissa.slice(p) !== `5${'0'.repeat(19)}`) return s; // not a tie
  const kept = mantissa.slice(0, p);
  if (Number(kept[kept.length - 1]) % 2 === 0) return `${v < 0 ? '-' : ''}${kept[0]}${p > 1 ? `.${kept.slice(1)}` : ''}${longer.slice(longer.indexOf('e'))}`;
  return s;
}

function fixed(digits: string, exp: number): string {
  if (exp < 0) return '0.' + '0'.repeat(-exp - 1) + digits;
  if (digits.length <= exp + 1) return digits + '0'.repeat(exp + 1 - digits.length);
  return digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
}

function scientific(digits: string, exp: number): string {
  const mant = digits.length > 1 ? digits[0] + '.' + digits.slice(1) : digits;
  const e = Math.abs(exp);
  return `${mant}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
}

/** C's `%.{precision}g`. */
export function formatG(v: number, precision: number): string {
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const d = fromExponential(v.toExponential(precision - 1));
  const sign = d.neg ? '-' : '';
  if (d.exp < -4 || d.exp >= precision) return sign + scientific(d.digits, d.exp);
  return sign + fixed(d.digits, d.exp);
}

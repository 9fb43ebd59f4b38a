import { PgError } from '@pgsqlite/errors';
import { libm, onLibm } from './libm.js';

/**
 * float8 math as PostgreSQL's float.c: the same domain errors (2201E/2201F/22003), overflow and
 * underflow checks, and the exact-at-special-angles degree functions (sind, cosd, tand, cotd).
 */

const RPD = 0.0174532925199432957692;
const outOfRange = (): PgError => new PgError('numeric_value_out_of_range', 'input is out of range');
const overflow = (): PgError => new PgError('numeric_value_out_of_range', 'value out of range: overflow');
const underflow = (): PgError => new PgError('numeric_value_out_of_range', 'value out of range: underflow');

function check(r: number, infOk: boolean, zeroOk: boolean): number {
  if (!Number.isFinite(r) && !Number.isNaN(r) && !infOk) throw overflow();
  if (r === 0 && !zeroOk) throw underflow();
  return r;
}

function logArg(x: number): void {
  if (x === 0) throw PgError.fromCode('2201E', 'cannot take logarithm of zero');
  if (x < 0) throw PgError.fromCode('2201E', 'cannot take logarithm of a negative number');
}

function pow(x: number, y: number): number {
  if (Number.isNaN(x)) return Number.isNaN(y) || y !== 0 ? NaN : 1;
  if (Number.isNaN(y)) return x !== 1 ? NaN : 1;
  if (x === 0 && y < 0) throw PgError.fromCode('2201F', 'zero raised to a negative power is undefined');
  if (x < 0 && Number.isFinite(y) && Math.floor(y) !== y) {
    throw PgError.fromCode('2201F', 'a negative number raised to a non-integer power yields a complex result');
  }
  if (!Number.isFinite(y)) {
    const ax = Math.abs(x);
    if (ax === 1) return 1;
    return (ax > 1) === y > 0 ? Infinity : 0;
  }
  const r = libm.pow(x, y);
  return check(r, !Number.isFinite(x), x === 0 || !Number.isFinite(x));
}

function trig(fn: (x: number) => number, lo = -Infinity, hi = Infinity): (x: number) => number {
  return (x) => {
    if (Number.isNaN(x)) return NaN;
    if (!Number.isFinite(x) || x < lo || x > hi) throw outOfRange();
    return fn(x);
  };
}

// float.c's init_degree_constants: computed with the library in use.
let SIN30 = 0;
let ONE_MINUS_COS60 = 0;
let TAN45 = 0;
let COT45 = 0;
const sin0to30 = (x: number): number => libm.sin(x * RPD) / SIN30 / 2;
const cos0to60 = (x: number): number => 1 - (1 - libm.cos(x * RPD)) / ONE_MINUS_COS60 / 2;
const sindQ1 = (x: number): number => (x <= 30 ? sin0to30(x) : cos0to60(90 - x));
const cosdQ1 = (x: number): number => (x <= 60 ? cos0to60(x) : sin0to30(90 - x));
onLibm(() => {
  SIN30 = libm.sin(30 * RPD);
  ONE_MINUS_COS60 = 1 - libm.cos(60 * RPD);
  TAN45 = sindQ1(45) / cosdQ1(45);
  COT45 = cosdQ1(45) / sindQ1(45);
});

function sind(x0: number): number {
  let x = x0 % 360;
  let sign = 1;
  if (x < 0) [x, sign] = [-x, -sign];
  if (x > 180) [x, sign] = [x - 180, -sign];
  if (x > 90) x = 180 - x;
  return sign * sindQ1(x);
}

function cosd(x0: number): number {
  let x = Math.abs(x0 % 360);
  if (x > 180) x = 360 - x;
  let sign = 1;
  if (x > 90) [x, sign] = [180 - x, -1];
  return sign * cosdQ1(x);
}

function tanOrCot(x0: number, cot: boolean): number {
  // float.c reduces modulo 360, not 180: the sign of tand(270) / cotd(180) is that of their quadrant
  let x = x0 % 360;
  let sign = 1;
  if (x < 0) [x, sign] = [-x, -sign];
  if (x > 180) [x, sign] = [360 - x, -sign];
  if (x > 90) [x, sign] = [180 - x, -sign];
  const r = cot ? cosdQ1(x) / sindQ1(x) / COT45 : sindQ1(x) / cosdQ1(x) / TAN45;
  const out = sign * r;
  return out === 0 ? 0 : out;
}

const CBRT2 = 1.2599210498948731648;
const SQR_CBRT2 = 1.5874010519681994748;
const FACTOR = [1.0 / SQR_CBRT2, 1.0 / CBRT2, 1.0, CBRT2, SQR_CBRT2];

/** glibc's cbrt (sysdeps/ieee754/dbl-64/s_cbrt.c), whose last-bit results PostgreSQL shows. */
function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x + x;
  let xm = Math.abs(x);
  let xe = 0;
  const view = new DataView(new ArrayBuffer(8));
  if (xm < 2.2250738585072014e-308) {
    xm *= 2 ** 54;
    xe = -54;
  }
  view.setFloat64(0, xm);
  const hi = view.getUint32(0);
  xe += ((hi >>> 20) & 0x7ff) - 1022;
  view.setUint32(0, (hi & 0x800fffff) | (1022 << 20));
  xm = view.getFloat64(0);
  const u =
    0.354895765043919860 +
    (1.50819193781584896 + (-2.11499494167371287 + (2.44693122563534430 + (-1.83469277483613086 + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm) * xm) * xm) * xm;
  const t2 = u * u * u;
  const ym = ((u * (t2 + 2.0 * xm)) / (2.0 * t2 + xm)) * (FACTOR[2 + (xe % 3)] as number);
  return (x > 0 ? ym : -ym) * 2 ** Math.trunc(xe / 3);
}

/** Runtime name → float8 implementation (arguments and result are float8). */
export const FLOAT_FUNCTIONS: Record<string, (...x: number[]) => number> = {
  pg_f8_sqrt: (x) => {
    if (x < 0) throw PgError.fromCode('2201F', 'cannot take square root of a negative number');
    return Math.sqrt(x);
  },
  pg_f8_cbrt: cbrt,
  pg_f8_exp: (x) => (Number.isFinite(x) || Number.isNaN(x) ? check(libm.exp(x), false, false) : x > 0 ? Infinity : 0),
  pg_f8_ln: (x) => (logArg(x), libm.log(x)),
  pg_f8_log10: (x) => (logArg(x), libm.log10(x)),
  pg_f8_power: (x, y) => pow(x as number, y as number),
  pg_f8_trunc: (x) => Math.trunc(x),
  pg_f8_ceil: (x) => Math.ceil(x),
  pg_f8_floor: (x) => Math.floor(x),
  pg_f8_sign: (x) => (x > 0 ? 1 : x < 0 ? -1 : 0),
  pg_f8_sin: trig((x) => libm.sin(x)),
  pg_f8_cos: trig((x) => libm.cos(x)),
  pg_f8_tan: trig((x) => libm.tan(x)),
  pg_f8_cot: trig((x) => 1 / libm.tan(x)),
  pg_f8_asin: trig((x) => libm.asin(x), -1, 1),
  pg_f8_acos: trig((x) => libm.acos(x), -1, 1),
  pg_f8_atan: (x) => libm.atan(x),
  pg_f8_atan2: (y, x) => libm.atan2(y as number, x as number),
  pg_f8_sind: trig(sind),
  pg_f8_cosd: trig(cosd),
  pg_f8_tand: trig((x) => tanOrCot(x, false)),
  pg_f8_cotd: trig((x) => tanOrCot(x, true)),
  pg_f8_sinh: (x) => libm.sinh(x),
  pg_f8_cosh: (x) => libm.cosh(x),
  pg_f8_tanh: (x) => libm.tanh(x),
  pg_f8_asinh: (x) => libm.asinh(x),
  pg_f8_acosh: (x) => {
    if (x < 1) throw outOfRange();
    return libm.acosh(x);
  },
  pg_f8_atanh: (x) => {
    if (x < -1 || x > 1) throw outOfRange();
    return libm.atanh(x);
  },
  pg_f8_degrees: (x) => check(x / RPD, !Number.isFinite(x), true),
  pg_f8_radians: (x) => check(x * RPD, !Number.isFinite(x), true),
  pg_f8_round: (x) => (Math.abs(x % 1) === 0.5 ? 2 * Math.round(x / 2) : Math.round(x)),
};

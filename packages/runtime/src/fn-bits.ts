import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';

/**
 * bit / bit varying functions and operators (varbit.c) over the stored form: TEXT of '0'/'1'.
 */

const bits = (v: SqlValue): string => String(v);

function sameSize(a: string, b: string, verb: string): void {
  if (a.length !== b.length) throw new PgError('string_data_length_mismatch', `cannot ${verb} bit strings of different sizes`);
}

function logic(a: string, b: string, op: string): string {
  const verb = op === '&' ? 'AND' : op === '|' ? 'OR' : 'XOR';
  sameSize(a, b, verb);
  let out = '';
  for (let i = 0; i < a.length; i++) {
    const x = a[i] === '1';
    const y = b[i] === '1';
    out += (op === '&' ? x && y : op === '|' ? x || y : x !== y) ? '1' : '0';
  }
  return out;
}

/** bitshiftleft / bitshiftright: the length stays, zeros shift in; a negative count shifts the other way. */
function shift(a: string, n: number, left: boolean): string {
  if (n < 0) return shift(a, -n, !left);
  const k = Math.min(n, a.length);
  return left ? a.slice(k) + '0'.repeat(k) : '0'.repeat(k) + a.slice(0, a.length - k);
}

/** The bit operators: & | # << >> and ~ (`b` unused). */
export function bitOp(a: SqlValue, b: SqlValue, op: SqlValue): SqlValue {
  if (a === null || (b === null && op !== '~')) return null;
  const x = bits(a);
  switch (String(op)) {
    case '&':
    case '|':
    case '#':
      return logic(x, bits(b), String(op));
    case '~':
      return Array.from(x, (c) => (c === '1' ? '0' : '1')).join('');
    case '<<':
      return shift(x, Number(b), true);
    case '>>':
      return shift(x, Number(b), false);
    default:
      throw new PgError('internal_error', `unknown bit operator ${String(op)}`);
  }
}

/** bit(bit, n, explicit) for an explicit cast: cut or pad with zeros to n bits (varying: only cut). */
export function bitResize(a: SqlValue, n: SqlValue, varying: SqlValue): SqlValue {
  if (a === null) return null;
  const x = bits(a);
  const len = Number(n);
  if (len <= 0 || x.length === len) return x;
  if (x.length > len) return x.slice(0, len);
  return Number(varying) ? x : x + '0'.repeat(len - x.length);
}

/** bitfromint4 / bitfromint8: the n low bits of the two's complement (sign-extended beyond the width). */
export function bitFromInt(v: SqlValue, n: SqlValue, width: SqlValue): SqlValue {
  if (v === null) return null;
  const len = Math.max(Number(n), 1);
  const w = BigInt(Number(width));
  const x = BigInt.asUintN(Number(w), BigInt(v as number | bigint));
  let out = '';
  for (let i = len - 1; i >= 0; i--) {
    const bit = i >= Number(w) ? (x >> (w - 1n)) & 1n : (x >> BigInt(i)) & 1n;
    out += bit === 1n ? '1' : '0';
  }
  return out;
}

/** bittoint4 / bittoint8: the bits as an unsigned number in the type's width (22003 when longer). */
export function bitToInt(a: SqlValue, width: SqlValue): SqlValue {
  if (a === null) return null;
  const x = bits(a);
  const w = Number(width);
  if (x.length > w) throw new PgError('numeric_value_out_of_range', w === 32 ? 'integer out of range' : 'bigint out of range');
  // a bigint, which SQLite holds as an INTEGER: a JS number would be a REAL, and an integer
  // operator over it a double (`big::int8 + b'1011'::bit(4)::int` losing its last digits)
  if (x.length === 0) return 0n;
  return BigInt.asIntN(w, BigInt('0b' + x));
}

function substr(x: string, from: number, count: number | null): string {
  if (count !== null && count < 0) throw new PgError('substring_error', 'negative substring length not allowed');
  const start = Math.max(from, 1);
  const end = count === null ? x.length + 1 : Math.min(from + count, x.length + 1);
  return end <= start ? '' : x.slice(start - 1, end - 1);
}

function index(x: string, n: number): number {
  if (n < 0 || n >= x.length) throw new PgError('array_subscript_error', `bit index ${n} out of valid range (0..${x.length - 1})`);
  return n;
}

/** The bit string functions: substring, overlay, position, get_bit, set_bit, bit_count. */
export function bitFunction(name: SqlValue, a: SqlValue, b: SqlValue, c: SqlValue, d: SqlValue): SqlValue {
  if (a === null || b === null) return null;
  const x = bits(a);
  switch (String(name)) {
    case 'substring':
      return substr(x, Number(b), c === null ? null : Number(c));
    case 'overlay': {
      if (c === null) return null;
      const p = bits(b);
      const from = Number(c);
      const count = d === null ? p.length : Number(d);
      if (from <= 0) throw new PgError('substring_error', 'negative substring length not allowed');
      // bitoverlay adds from + count as int4
      if (from + count > 2147483647 || from + count < -2147483648) throw new PgError('numeric_value_out_of_range', 'integer out of range');
      return substr(x, 1, from - 1) + p + substr(x, from + count, null);
    }
    case 'position': {
      const p = bits(b);
      // bitposition: nothing is found in an empty string, and an empty pattern is at 1
      if (x.length === 0 || p.length > x.length) return 0;
      return p.length === 0 ? 1 : x.indexOf(p) + 1;
    }
    case 'get_bit':
      return x[index(x, Number(b))] === '1' ? 1 : 0;
    case 'set_bit': {
      if (c === null) return null;
      const i = index(x, Number(b));
      const v = Number(c);
      if (v !== 0 && v !== 1) throw new PgError('invalid_parameter_value', 'new bit must be 0 or 1');
      return x.slice(0, i) + String(v) + x.slice(i + 1);
    }
    default:
      throw new PgError('internal_error', `unknown bit function ${String(name)}`);
  }
}

/** Registers the bit string functions the translator emits (analyze/bit-ops.ts). */
export function registerBitFunctions(host: RuntimeHost): void {
  const def = (name: string, arity: number, call: (...args: SqlValue[]) => SqlValue): void => host.defineFunction({ name, arity, deterministic: true, call });
  def('pg_bit_op', 3, bitOp);
  def('pg_bit_resize', 3, bitResize);
  def('pg_bit_from_int', 3, bitFromInt);
  def('pg_bit_to_int', 2, bitToInt);
  def('pg_bit_fn', 5, bitFunction);
  def('pg_bit_count', 1, (a) => (a === null ? null : Array.from(bits(a)).filter((c) => c === '1').length));
}

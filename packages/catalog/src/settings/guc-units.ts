/**
 * Numbers of run-time parameters with units, as guc.c parses and shows them (parse_int,
 * parse_real, convert_to_base_unit, convert_int_from_base_unit, convert_real_from_base_unit).
 * A unit is pg_settings.unit: the base unit a value is stored in.
 */

type UnitRow = readonly [name: string, multiplier: number];

const MEMORY_NAMES = ['TB', 'GB', 'MB', 'kB', 'B'] as const;
const MEMORY_BYTES = [1024 ** 4, 1024 ** 3, 1024 ** 2, 1024, 1];
const TIME_NAMES = ['d', 'h', 'min', 's', 'ms', 'us'] as const;
const TIME_US = [86_400e6, 3_600e6, 60e6, 1e6, 1000, 1];

/** Bytes or microseconds in one base unit. */
const BASE: Record<string, readonly [memory: boolean, size: number]> = {
  B: [true, 1],
  kB: [true, 1024],
  MB: [true, 1024 ** 2],
  '8kB': [true, 8192],
  ms: [false, 1000],
  s: [false, 1e6],
  min: [false, 60e6],
};

/** The unit table of guc.c for a base unit: names with their size in base units, largest first. */
function tableFor(unit: string): readonly UnitRow[] | undefined {
  const base = BASE[unit];
  if (base === undefined) return undefined;
  const [memory, size] = base;
  return memory ? MEMORY_NAMES.map((n, i) => [n, (MEMORY_BYTES[i] ?? 1) / size] as const) : TIME_NAMES.map((n, i) => [n, (TIME_US[i] ?? 1) / size] as const);
}

/** HINT of parse_int / parse_real when the unit is not one of the parameter's. */
export function gucUnitHint(unit: string): string | undefined {
  const base = BASE[unit];
  if (base === undefined) return undefined;
  return base[0] ? 'Valid units for this parameter are "B", "kB", "MB", "GB", and "TB".' : 'Valid units for this parameter are "us", "ms", "s", "min", "h", and "d".';
}

/** A parsed number: its value in the base unit, or why it is invalid (a hint, possibly none). */
export type GucNumber = { ok: true; value: number } | { ok: false; hint?: string };

function parseNumberPrefix(s: string, integer: boolean): { value: number; rest: string } | null {
  // strtol with base 0: 0x… is hexadecimal, 0… octal (file modes such as '0700')
  const hex = integer ? /^[+-]?0[xX][0-9a-fA-F]+/.exec(s) : null;
  if (hex !== null) return { value: parseInt(hex[0], 16), rest: s.slice(hex[0].length) };
  const octal = integer ? /^[+-]?0[0-7]+(?![.\deE])/.exec(s) : null;
  if (octal !== null) return { value: parseInt(octal[0], 8), rest: s.slice(octal[0].length) };
  const m = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|^[+-]?(?:inf(?:inity)?|nan)/i.exec(s);
  if (m === null) return null;
  const text = m[0].toLowerCase().replace(/^([+-]?)inf(inity)?$/, '$1Infinity').replace(/^[+-]?nan$/, 'NaN');
  return { value: Number(text), rest: s.slice(m[0].length) };
}

/**
 * Parses the text of an integer or real parameter, with an optional unit when the parameter has
 * one, into base units (an integer rounded as rint does).
 */
export function parseGucNumber(text: string, unit: string | null, integer: boolean): GucNumber {
  const s = text.replace(/^\s+/, '');
  const num = parseNumberPrefix(s, integer);
  if (num === null || Number.isNaN(num.value)) return { ok: false };
  let value = num.value;
  const rest = num.rest.trim();
  if (rest.length > 0) {
    const table = unit === null ? undefined : tableFor(unit);
    const hint = unit === null ? undefined : gucUnitHint(unit);
    const at = table?.findIndex(([name]) => name === rest) ?? -1;
    const row = table?.[at];
    if (row === undefined) return hint === undefined ? { ok: false } : { ok: false, hint };
    value *= row[1];
    // A fractional amount of a unit is rounded to a whole number of the next smaller unit.
    const next = table?.[at + 1];
    if (next !== undefined) value = roundHalfEven(value / next[1]) * next[1];
  }
  if (integer) {
    value = roundHalfEven(value);
    if (!Number.isFinite(value) || value > 2147483647 || value < -2147483648) return { ok: false, hint: 'Value exceeds integer range.' };
  }
  return { ok: true, value };
}

function roundHalfEven(v: number): number {
  const r = Math.round(v);
  return Math.abs(v % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** C's printf("%g"): six significant digits, exponent form outside 1e-4 .. 1e6. */
export function formatG(v: number): string {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf';
  if (v === 0) return Object.is(v, -0) ? '-0' : '0';
  const exp = Math.floor(Math.log10(Math.abs(Number(v.toPrecision(6)))));
  if (exp < -4 || exp >= 6) {
    const [mant, e] = v.toExponential(5).split('e');
    const m = (mant ?? '').replace(/\.?0+$/, '');
    const n = Number(e);
    return `${m}e${n < 0 ? '-' : '+'}${String(Math.abs(n)).padStart(2, '0')}`;
  }
  return v.toFixed(Math.max(0, 5 - exp)).replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

/** How SHOW displays a number in base units: the largest unit dividing it evenly (positive values only). */
export function showGucNumber(value: number, unit: string | null, integer: boolean): string {
  const table = unit === null ? undefined : tableFor(unit);
  if (table === undefined || !(value > 0)) return integer ? String(value) : formatG(value);
  if (integer) {
    for (const [name, mult] of table) {
      if (mult <= 1 || value % mult === 0) return `${Math.round(value / mult)}${name}`;
    }
    return String(value);
  }
  let shown = '';
  for (const [name, mult] of table) {
    const v = value / mult;
    shown = `${formatG(v)}${name}`;
    if (v > 0 && Math.abs(Math.round(v) / v - 1) <= 1e-8) break;
  }
  return shown;
}

/**
 * pg_settings.setting of a value as SHOW displays it: the number in base units, unit-less
 * (`4MB` of work_mem is `4096`); other values unchanged.
 */
export function rawGucValue(shown: string, vartype: string, unit: string | null): string {
  if ((vartype !== 'integer' && vartype !== 'real') || unit === null) return shown;
  const parsed = parseGucNumber(shown, unit, vartype === 'integer');
  return parsed.ok ? (vartype === 'integer' ? String(parsed.value) : formatG(parsed.value)) : shown;
}

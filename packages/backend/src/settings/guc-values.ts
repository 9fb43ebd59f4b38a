import { PgError } from '@pgsqlite/errors';

/**
 * Parsing and display of GUC values by type, as src/backend/utils/misc/guc.c does
 * (parse_and_validate_value, parse_bool, parse_int with units, _ShowOption).
 */

/** Unit of an integer GUC, in the base unit the value is stored in. */
export type GucUnit = 'ms' | 's' | 'min' | 'kB' | '8kB';

const TIME_UNITS: readonly (readonly [string, number])[] = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['min', 60_000],
  ['s', 1000],
  ['ms', 1],
];
const MEMORY_UNITS: readonly (readonly [string, number])[] = [
  ['TB', 1024 ** 3],
  ['GB', 1024 ** 2],
  ['MB', 1024],
  ['kB', 1],
];

function unitTable(unit: GucUnit): readonly (readonly [string, number])[] {
  return unit === 'kB' || unit === '8kB' ? MEMORY_UNITS : TIME_UNITS;
}

function baseFactor(unit: GucUnit): number {
  switch (unit) {
    case 'ms':
    case 'kB':
      return 1;
    case 's':
      return 1000;
    case 'min':
      return 60_000;
    case '8kB':
      return 8;
  }
}

/** guc.c parse_bool_with_len: unique prefixes of true/false/yes/no, on/off, 1/0. */
export function parseBool(text: string): boolean | null {
  const v = text.trim().toLowerCase();
  if (v.length === 0) return null;
  const prefixOf = (word: string): boolean => word.startsWith(v);
  if (prefixOf('true') || prefixOf('yes')) return true;
  if (prefixOf('false')) return false;
  if (v.length >= 2 && prefixOf('no')) return false;
  if (v === 'n') return false;
  if (v === 'on') return true;
  if (v.length >= 2 && prefixOf('off')) return false;
  if (v === '1') return true;
  if (v === '0') return false;
  return null;
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/**
 * Parses an integer GUC value with an optional unit into the GUC's own unit.
 * Returns null when the text is not a valid number or unit.
 */
export function parseIntWithUnit(text: string, unit: GucUnit | undefined): number | null {
  const s = text.trim();
  let i = 0;
  if (s[i] === '-' || s[i] === '+') i++;
  const numStart = i;
  while (i < s.length && (isDigit(s[i] as string) || s[i] === '.')) i++;
  if (i === numStart) return null;
  const num = Number(s.slice(0, i));
  if (!Number.isFinite(num)) return null;
  const rest = s.slice(i).trim();
  if (rest.length === 0) {
    const r = Math.round(num);
    return Number.isSafeInteger(r) ? r : null;
  }
  if (unit === undefined) return null;
  const found = unitTable(unit).find(([name]) => name === rest);
  if (found === undefined) return null;
  return Math.round((num * found[1]) / baseFactor(unit));
}

/** Displays an integer GUC with the largest unit that divides it exactly (as SHOW does). */
export function showIntWithUnit(value: number, unit: GucUnit | undefined): string {
  if (unit === undefined || value === 0 || value === -1) return String(value);
  const base = value * baseFactor(unit);
  for (const [name, factor] of unitTable(unit)) {
    if (base % factor === 0) return `${base / factor}${name}`;
  }
  return String(value);
}

/** 22023 `invalid value for parameter "x": "v"` */
export function invalidValue(name: string, value: string, hint?: string): PgError {
  return new PgError('invalid_parameter_value', `invalid value for parameter "${name}": "${value}"`, hint === undefined ? {} : { hint });
}

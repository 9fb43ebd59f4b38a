import { PgError } from '@pgsqlite/errors';
import type { PgType } from './pg-type.js';
import { intervalTypmodIn } from './interval-typmod.js';

const MAX_VARCHAR = 10485760;

function invalid(message: string): PgError {
  return new PgError('invalid_parameter_value', message);
}

function datetimePrecision(label: string, p: number): number {
  if (p < 0) throw invalid(`${label}(${p}) precision must not be negative`);
  return Math.min(p, 6);
}

/**
 * atttypmod from the modifiers written in SQL: varchar(20) → 24, numeric(10,2) → 655366,
 * timestamp(3) → 3, interval(3) → 2147418115. No modifiers → -1. Throws PgError when invalid.
 */
export function typmodFromModifiers(type: PgType, modifiers: readonly number[]): number {
  if (modifiers.length === 0) return -1;
  const [a, b] = modifiers as [number, number | undefined];
  const one = (label: string): void => {
    if (modifiers.length !== 1) throw invalid(`invalid type modifier`);
    void label;
  };
  // An array column takes its element type's modifiers (numeric(5,2)[], varchar(3)[]).
  const name = type.elemOid !== 0 && type.name.startsWith('_') ? type.name.slice(1) : type.name;
  switch (name) {
    case 'varchar':
    case 'bpchar': {
      one(name);
      const label = name === 'varchar' ? 'varchar' : 'char';
      if (a < 1) throw invalid(`length for type ${label} must be at least 1`);
      if (a > MAX_VARCHAR) throw invalid(`length for type ${label} cannot exceed ${MAX_VARCHAR}`);
      return a + 4;
    }
    case 'numeric': {
      if (modifiers.length > 2) throw invalid('invalid NUMERIC type modifier');
      const scale = b ?? 0;
      if (a < 1 || a > 1000) throw invalid(`NUMERIC precision ${a} must be between 1 and 1000`);
      if (scale < -1000 || scale > 1000) throw invalid(`NUMERIC scale ${scale} must be between -1000 and 1000`);
      return ((a << 16) | (scale & 0x7ff)) + 4;
    }
    case 'timestamp':
    case 'timestamptz':
      one(name);
      return datetimePrecision(name === 'timestamp' ? 'TIMESTAMP' : 'TIMESTAMP', a);
    case 'time':
    case 'timetz':
      one(name);
      return datetimePrecision('TIME', a);
    case 'bit':
    case 'varbit': {
      one(name);
      const label = name === 'bit' ? 'bit' : 'bit varying';
      if (a < 1) throw invalid(`length for type ${label} must be at least 1`);
      if (a > 83886080) throw invalid(`length for type ${label} cannot exceed 83886080`);
      return a;
    }
    case 'interval':
      // the grammar gives [fields] or [fields, precision] (interval(p) is [0x7FFF, p])
      return intervalTypmodIn(modifiers);
    default:
      throw new PgError('syntax_error', `type modifier is not allowed for type "${type.name}"`);
  }
}

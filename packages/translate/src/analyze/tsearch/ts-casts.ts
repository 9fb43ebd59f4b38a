import { Oid } from '@pgsqlite/catalog';
import type { Expr } from '../expr-types.js';
import { isInteger } from '../types.js';

type Mode = 'implicit' | 'assignment' | 'explicit';

/**
 * regconfig / regdictionary ↔ oid are binary-compatible implicit casts in pg_cast, and
 * int2/int4/int8 → regconfig implicit ones (the stored value is the OID either way);
 * regconfig → int4/int8 are assignment casts. Undefined for other pairs.
 */
export function coerceTsReg(e: Expr, target: number, typmod: number, mode: Mode): Expr | undefined {
  const reg = (t: number): boolean => t === 3734 || t === 3769;
  const from = e.type;
  if (from === target || !(reg(from) || reg(target))) return undefined;
  const relabel = (): Expr => ({ ...e, type: target, typmod, literal: undefined, param: undefined });
  if (reg(from) && target === Oid.oid) return relabel();
  if (reg(target) && (from === Oid.oid || isInteger(from))) return relabel();
  if (reg(from) && (target === Oid.int4 || target === Oid.int8) && mode !== 'implicit') return relabel();
  return undefined;
}

import type { ScalarImpl } from './scalar-functions.js';
import { rangeFunctions } from './fn-ranges.js';
import { bitFunctions } from './fn-bits.js';
import { byteaFunctions } from './fn-bytea-more.js';

/**
 * The scalar allowlist with the range and bit string functions added; a name both define (lower,
 * upper, length, position …) tries the type's own function first, then the existing one.
 */
export function typeFunctions(base: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const withRanges = { ...base, ...rangeFunctions(base) };
  const withBytea = { ...withRanges, ...byteaFunctions(withRanges) };
  return { ...withBytea, ...bitFunctions(withBytea) };
}

import type { ScalarImpl } from './scalar-functions.js';
import { rangeFunctions } from './fn-ranges.js';
import { bitFunctions } from './fn-bits.js';
import { byteaFunctions } from './fn-bytea-more.js';
import { geoFunctionTable } from './geo/geo-functions.js';
import { tsFunctionTable } from './tsearch/ts-functions.js';

/**
 * The scalar allowlist with the range, bit string and geometric functions added; a name both define (lower,
 * upper, length, position …) tries the type's own function first, then the existing one.
 */
export function typeFunctions(base: Record<string, ScalarImpl>): Record<string, ScalarImpl> {
  const withRanges = { ...base, ...rangeFunctions(base) };
  const withBytea = { ...withRanges, ...byteaFunctions(withRanges) };
  const withBits = { ...withBytea, ...bitFunctions(withBytea) };
  const withGeo = { ...withBits, ...geoFunctionTable(withBits) };
  return { ...withGeo, ...tsFunctionTable(withGeo) };
}

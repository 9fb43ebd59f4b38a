import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedSend } from './binary-into.js';
import { typeByOid } from './registry.js';
import { defaultFormatSettings as s } from './pg-type.js';
import type { Stored } from './codec-util.js';

/** The in-place writer's bytes, or 'fallback' when it declines the value. */
function into(oid: number, v: Stored): Uint8Array | 'fallback' {
  const type = typeByOid(oid);
  const fixed = type === undefined ? undefined : fixedSend(type);
  if (fixed === undefined) throw new Error(`no fixed send for ${oid}`);
  const out = new Uint8Array(fixed.size);
  // Garbage first: a writer must set every byte it claims.
  out.fill(0xa5);
  return fixed.write(v, new DataView(out.buffer)) ? out : 'fallback';
}

/** toBinary's bytes, or the SQLSTATE it throws. */
function reference(oid: number, v: Stored): Uint8Array | string {
  try {
    return (typeByOid(oid) as NonNullable<ReturnType<typeof typeByOid>>).toBinary(v, -1, s);
  } catch (e) {
    return (e as { code?: string }).code ?? 'error';
  }
}

/** Accepted values must give toBinary's bytes; declined ones are left to toBinary. */
function agrees(oid: number, v: Stored): void {
  const got = into(oid, v);
  if (got !== 'fallback') expect(got).toEqual(reference(oid, v));
}

const I64 = fc.bigInt(-(2n ** 63n), 2n ** 63n - 1n);
const stored: fc.Arbitrary<Stored> = fc.oneof(
  fc.integer({ min: -2147483648, max: 2147483647 }),
  fc.maxSafeInteger(),
  fc.double(),
  I64,
  fc.bigInt(-(2n ** 70n), 2n ** 70n),
  fc.constantFrom(0, -0, 0n, 1n, -1n, 2147483647n, -2147483648n, 2147483648n, 32768n, -32769n, 9223372036854775807n, -9223372036854775808n, NaN, Infinity),
);

describe('fixedSend writes what toBinary returns', () => {
  const oids = [16, 21, 23, 20, 26, 700, 701, 1082, 1083, 1114, 1184];
  it.each(oids)('type %i over numbers and bigints', (oid) => {
    fc.assert(fc.property(stored, (v) => agrees(oid, v)), { numRuns: 3000 });
  });

  it('takes the values the result path meets (bigints from SQLite) instead of declining them', () => {
    expect(into(23, 42n)).toEqual(Uint8Array.of(0, 0, 0, 42));
    expect(into(23, -1n)).toEqual(Uint8Array.of(0xff, 0xff, 0xff, 0xff));
    expect(into(21, 258n)).toEqual(Uint8Array.of(1, 2));
    expect(into(16, 1n)).toEqual(Uint8Array.of(1));
    expect(into(20, -2n)).toEqual(Uint8Array.of(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe));
    expect(into(1082, 10958n)).toEqual(Uint8Array.of(0, 0, 0, 1));
    expect(into(1184, 946684800000001n)).toEqual(Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 1));
    expect(into(1184, 9223372036854775807n)).toEqual(reference(1184, 9223372036854775807n));
    expect(into(701, 0.5)).toEqual(reference(701, 0.5));
  });

  it('declines out-of-range integers so that toBinary reports 22003', () => {
    expect(into(23, 2147483648n)).toBe('fallback');
    expect(reference(23, 2147483648n)).toBe('22003');
    expect(into(21, -32769)).toBe('fallback');
    expect(into(20, 2n ** 63n)).toBe('fallback');
    expect(reference(20, 2n ** 63n)).toBe('22003');
  });

  it('uuid: canonical text in place, any other spelling declined', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.boolean(), (u, upper) => {
        const text = upper ? u.toUpperCase() : u;
        expect(into(2950, text)).toEqual(reference(2950, text));
      }),
    );
    expect(into(2950, '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}')).toBe('fallback');
    expect(into(2950, 'a0eebc999c0b4ef8bb6d6bb9bd380a11')).toBe('fallback');
    expect(into(2950, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1g')).toBe('fallback');
    expect(into(2950, 'a0eebc99x9c0b-4ef8-bb6d-6bb9bd380a11')).toBe('fallback');
    // a character past ASCII whose low byte is a hex digit's code ('\u0131', '\uff41') is no digit
    expect(into(2950, '\u01310eebc99-9c0b-4ef8-bb6d-6bb9bd380a11')).toBe('fallback');
    expect(into(2950, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1\uff41')).toBe('fallback');
    expect(into(2950, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1é')).toBe('fallback');
  });
});

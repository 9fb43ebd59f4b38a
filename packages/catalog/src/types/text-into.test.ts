import { describe, expect, it } from 'vitest';
import { defaultFormatSettings, textInto, typeByName, type FormatSettings } from '../index.js';

/**
 * textInto writes exactly the UTF-8 of the type's toText, or declines (-1): compared over the
 * edges of what it handles (years 1000/9999, ±2^52 µs, fractions, zones with DST and odd
 * offsets, empty and long byteas) and the settings it must decline.
 */
const utf8 = new TextEncoder();
const out = new Uint8Array(4096);

function check(typeName: string, values: readonly (bigint | Uint8Array)[], settings: FormatSettings): number {
  const type = typeByName(typeName)!;
  const into = textInto(type, settings);
  if (into === undefined) return 0;
  let handled = 0;
  for (const v of values) {
    expect(into.room(v)).toBeLessThanOrEqual(out.length);
    const n = into.write(v, out);
    if (n < 0) continue;
    handled++;
    expect(n).toBeLessThanOrEqual(into.room(v));
    expect([...out.subarray(0, n)], `${typeName} ${String(v)}`).toEqual([...utf8.encode(type.toText(v, -1, settings))]);
  }
  return handled;
}

const DAY_US = 86400000000n;
/** Days since 1970 of 1000-01-01 and of 9999-12-31 (as date_in computes them: 719162 days from 0001-01-01). */
const FIRST = -354285n;
const LAST = 2932896n;
const dayEdges = [FIRST - 1n, FIRST, FIRST + 1n, -1n, 0n, 1n, 10957n, 19724n, 19783n, LAST - 1n, LAST, LAST + 1n, 2147483647n, -2147483648n, 2147483648n];
const usEdges: bigint[] = [];
for (const d of dayEdges) for (const t of [0n, 1n, 999999n, 1000000n, 1500000n, DAY_US - 1n, 3600000000n * 13n + 120000n]) usEdges.push(d * DAY_US + t, d * DAY_US - t);
usEdges.push(2n ** 52n - 1n, 2n ** 52n, -(2n ** 52n) + 1n, -(2n ** 52n), 9223372036854775807n, -9223372036854775808n);
for (let i = 0; i < 2000; i++) usEdges.push(BigInt(Math.round((Math.random() - 0.5) * 2 ** 51)));

describe('textInto (text output as bytes for the wire)', () => {
  it('dates in DateStyle ISO: years 1000..9999, infinities and others declined', () => {
    const values = [...dayEdges];
    for (let i = 0; i < 2000; i++) values.push(BigInt(Math.round((Math.random() - 0.5) * 6e6)));
    expect(check('date', values, defaultFormatSettings)).toBeGreaterThan(1000);
    for (const dateStyle of ['SQL, DMY', 'Postgres, MDY', 'German', 'ISO, DMY']) check('date', values, { ...defaultFormatSettings, dateStyle });
    expect(textInto(typeByName('date')!, { ...defaultFormatSettings, dateStyle: 'SQL, MDY' })).toBeUndefined();
  });

  it('timestamps and timestamptz in every kind of zone', () => {
    expect(check('timestamp', usEdges, defaultFormatSettings)).toBeGreaterThan(1000);
    for (const timeZone of ['UTC', 'Europe/Berlin', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/Sao_Paulo', '<+0330>-3:30', 'Etc/GMT+12', 'Africa/Monrovia']) {
      expect(check('timestamptz', usEdges, { ...defaultFormatSettings, timeZone })).toBeGreaterThan(1000);
    }
    expect(textInto(typeByName('timestamptz')!, { ...defaultFormatSettings, dateStyle: 'Postgres, MDY' })).toBeUndefined();
  });

  it('bytea in hex; escape output left to toText', () => {
    const values = [new Uint8Array(0), Uint8Array.of(0), Uint8Array.of(255, 16, 92, 120), Uint8Array.from({ length: 1000 }, (_, i) => (i * 7) & 255)];
    expect(check('bytea', values, { ...defaultFormatSettings, byteaOutput: 'hex' })).toBe(values.length);
    expect(textInto(typeByName('bytea')!, { ...defaultFormatSettings, byteaOutput: 'escape' })).toBeUndefined();
  });

  it('other types have no writer', () => {
    for (const t of ['int2', 'int4', 'int8', 'text', 'numeric', 'float8', 'bool', 'uuid', 'jsonb', 'time', 'interval', '_int4']) expect(textInto(typeByName(t)!, defaultFormatSettings)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { defaultFormatSettings as s } from './pg-type.js';
import { typeByName } from './registry.js';

function type(name: string) {
  const t = typeByName(name);
  if (t === undefined) throw new Error(name);
  return t;
}

const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

/** [type, input, PG 15 text output, PG 15 binary (hex) or ''], observed on PostgreSQL 15.18. */
const OK: [string, string, string, string][] = [
  ['inet', '192.168.1.5/24', '192.168.1.5/24', '02180004c0a80105'],
  ['inet', '10.0.0.1', '10.0.0.1', '022000040a000001'],
  ['inet', '::1', '::1', '0380001000000000000000000000000000000001'],
  ['inet', '2001:db8::1/64', '2001:db8::1/64', '0340001020010db8000000000000000000000001'],
  ['inet', '::ffff:1.2.3.4', '::ffff:1.2.3.4', '0380001000000000000000000000ffff01020304'],
  ['inet', '0.0.0.0/0', '0.0.0.0/0', '0200000400000000'],
  ['inet', '10/8', '10.0.0.0/8', ''],
  ['inet', '2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::1', ''],
  ['inet', '1:0:0:1:0:0:0:1', '1:0:0:1::1', ''],
  ['inet', '1:0:0:0:1:0:0:1', '1::1:0:0:1', ''],
  ['inet', '::', '::', ''],
  ['inet', '1.2.3.04', '1.2.3.4', ''],
  ['inet', '::1.2.3.4', '::1.2.3.4', ''],
  ['inet', '::ffff:1.2.3.4/120', '::ffff:1.2.3.4/120', ''],
  ['cidr', '10.0.0.0/8', '10.0.0.0/8', '020801040a000000'],
  ['cidr', '192.168.1', '192.168.1.0/24', '02180104c0a80100'],
  ['cidr', '2001:db8::/32', '2001:db8::/32', '0320011020010db8000000000000000000000000'],
  ['cidr', '10.1.2.3/32', '10.1.2.3/32', '022001040a010203'],
  ['cidr', '10.1', '10.1.0.0/16', ''],
  ['cidr', '128', '128.0.0.0/16', ''],
  ['cidr', '10.0.0.0', '10.0.0.0/32', ''],
  ['cidr', '1::', '1::/128', ''],
  ['macaddr', '08:00:2b:01:02:03', '08:00:2b:01:02:03', '08002b010203'],
  ['macaddr', '08-00-2B-01-02-03', '08:00:2b:01:02:03', ''],
  ['macaddr', '08002b:010203', '08:00:2b:01:02:03', ''],
  ['macaddr', '08002b-010203', '08:00:2b:01:02:03', ''],
  ['macaddr', '0800.2b01.0203', '08:00:2b:01:02:03', ''],
  ['macaddr', '0800-2b01-0203', '08:00:2b:01:02:03', ''],
  ['macaddr', '08002b010203', '08:00:2b:01:02:03', ''],
  ['macaddr', ' 08:00:2b:01:02:03 ', '08:00:2b:01:02:03', ''],
  ['macaddr', '1:2:3:4:5:6', '01:02:03:04:05:06', ''],
  ['money', '12.34', '$12.34', '00000000000004d2'],
  ['money', '-1', '-$1.00', 'ffffffffffffff9c'],
  ['money', '$1,000.5', '$1,000.50', '00000000000186d2'],
  ['money', '0', '$0.00', '0000000000000000'],
  ['money', '-12.345', '-$12.35', ''],
  ['money', '$-1', '-$1.00', ''],
  ['money', '(1)', '-$1.00', ''],
  ['money', '92233720368547758.07', '$92,233,720,368,547,758.07', ''],
  ['money', '1.005', '$1.01', ''],
  ['money', '-0.005', '-$0.01', ''],
  ['money', '12,34', '$1,234.00', ''],
];

/** [type, input, SQLSTATE] */
const BAD: [string, string, string][] = [
  ['inet', '300.1.1.1', '22P02'],
  ['inet', '1.2.3.4/33', '22P02'],
  ['inet', 'x', '22P02'],
  ['inet', '192.168.1', '22P02'],
  ['inet', 'fe80::1%eth0', '22P02'],
  ['inet', ' 1.2.3.4 ', '22P02'],
  ['cidr', '10.0.0.1/8', '22P02'],
  ['cidr', '1.2.3.4/24', '22P02'],
  ['macaddr', '08:00:2b:01:02', '22P02'],
  ['macaddr', 'zz:00:2b:01:02:03', '22P02'],
  ['macaddr', '08:00:2b:01:02:03:04:05', '22P02'],
  ['money', 'x', '22P02'],
  ['money', '1e3', '22P02'],
  ['money', '1 000', '22P02'],
  ['money', '92233720368547758.08', '22003'],
];

describe('inet, cidr, macaddr, money (PG 15 verified)', () => {
  for (const [name, input, text, bin] of OK) {
    it(`${name} ${JSON.stringify(input)}`, () => {
      const t = type(name);
      const stored = t.fromText(input, -1, s);
      expect(t.toText(stored, -1, s)).toBe(text);
      const bytes = t.toBinary(stored, -1, s);
      if (bin !== '') expect(hex(bytes)).toBe(bin);
      expect(t.fromBinary(bytes, -1, s)).toEqual(stored);
    });
  }
  for (const [name, input, code] of BAD) {
    it(`${name} ${JSON.stringify(input)} → ${code}`, () => {
      let err: unknown;
      try {
        type(name).fromText(input, -1, s);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PgError);
      expect((err as PgError).code).toBe(code);
    });
  }
});

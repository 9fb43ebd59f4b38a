import { describe, expect, it } from 'vitest';
import { posixOffset, zoneOffsetSeconds } from './zone.js';

// Observed on PostgreSQL 15: SET TimeZone='+05:00' prints timestamptz with -05 (POSIX sign), 'UTC+3' with -03.
describe('POSIX-style fixed time zones (Sequelize sends +00:00)', () => {
  it('posix-1 numeric offsets follow the POSIX sign', () => {
    expect(posixOffset('+05:00')).toBe(-5 * 3600);
    expect(posixOffset('-05:30')).toBe(5 * 3600 + 1800);
    expect(posixOffset('+00:00')).toBe(-0);
    expect(posixOffset('UTC+3')).toBe(-3 * 3600);
    expect(posixOffset('GMT-2')).toBe(2 * 3600);
  });
  it('posix-2 names are not offsets', () => {
    expect(posixOffset('Europe/Paris')).toBeUndefined();
    expect(posixOffset('+16')).toBeUndefined();
  });
  it('posix-3 zoneOffsetSeconds uses them', () => {
    expect(zoneOffsetSeconds('+05:00', 0)).toBe(-18000);
  });
});

// Observed on PostgreSQL 15: SET TimeZone = '+02' / 5 / -3.5 / 14.99 → SHOW TimeZone '<+02>-02',
// '<+05>-05', '<-03:30>+03:30', '<+14:59:24>-14:59:24'; 'XYZ-2' and 'EST5' are POSIX zones named XYZ / EST.
describe('numeric and named POSIX TimeZone settings', () => {
  it('posix-4 a plain number of hours is an ISO offset', async () => {
    const { numericZoneSetting } = await import('./zone.js');
    expect(numericZoneSetting('+02')).toBe('<+02>-02');
    expect(numericZoneSetting(' 5')).toBe('<+05>-05');
    expect(numericZoneSetting('-3.5')).toBe('<-03:30>+03:30');
    expect(numericZoneSetting('14.99')).toBe('<+14:59:24>-14:59:24');
    expect(numericZoneSetting('0')).toBe('<+00>-00');
    expect(numericZoneSetting('+02:00')).toBeUndefined();
    expect(numericZoneSetting('UTC')).toBeUndefined();
  });
  it('posix-5 named POSIX zones', async () => {
    const { posixName } = await import('./zone.js');
    expect(zoneOffsetSeconds('<+02>-02', 0)).toBe(7200);
    expect(zoneOffsetSeconds('<-03:30>+03:30', 0)).toBe(-12600);
    expect(zoneOffsetSeconds('XYZ-2', 0)).toBe(7200);
    expect(zoneOffsetSeconds('EST5', 0)).toBe(-18000);
    expect(posixName('<+0330>-3:30')).toBe('+0330');
    expect(posixName('XYZ-2')).toBe('XYZ');
    expect(posixName('-03:30')).toBeUndefined();
    expect(posixName('EST5EDT')).toBe('EST');
    expect(posixOffset('EST5EDT')).toBeUndefined();
    expect(posixOffset('Etc/GMT+5')).toBeUndefined();
  });
});

// PostgreSQL 15: SET TIME ZONE INTERVAL '+05:30' HOUR TO MINUTE → SHOW TimeZone '<+05:30>-05:30'.
describe('SET TIME ZONE INTERVAL', () => {
  it('posix-6 an interval of hours and minutes is an ISO offset', async () => {
    const { intervalZoneSetting } = await import('./zone.js');
    expect(intervalZoneSetting("INTERVAL '+05:30'")).toBe('<+05:30>-05:30');
    expect(intervalZoneSetting("interval '-08:00'")).toBe('<-08>+08');
    expect(intervalZoneSetting("INTERVAL '1 day'")).toBeUndefined();
    expect(intervalZoneSetting('America/New_York')).toBeUndefined();
  });
});

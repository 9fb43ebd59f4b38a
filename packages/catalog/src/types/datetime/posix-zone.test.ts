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

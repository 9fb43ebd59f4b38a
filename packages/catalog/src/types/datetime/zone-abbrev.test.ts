import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parseTzif, tzifAbbreviation } from './tzif.js';
import { numericAbbreviation, setZoneInfoReader, zoneAbbreviation } from './zone-abbrev.js';

const JAN_2024 = Date.UTC(2024, 0, 15, 12) / 1000;
const JUL_2024 = Date.UTC(2024, 6, 15, 12) / 1000;
const JUL_2060 = Date.UTC(2060, 6, 1, 12) / 1000;
const Y1880 = Date.UTC(1880, 0, 1) / 1000;

const systemReader = (zone: string): Uint8Array | undefined => {
  try {
    return readFileSync(`/usr/share/zoneinfo/${zone}`);
  } catch {
    return undefined;
  }
};

describe('zone abbreviations', () => {
  afterEach(() => setZoneInfoReader(null));

  it('reads the TZif files (transitions, LMT before the first, the footer after the last)', () => {
    setZoneInfoReader(systemReader);
    expect(zoneAbbreviation('America/New_York', JAN_2024, -18000)).toBe('EST');
    expect(zoneAbbreviation('America/New_York', JUL_2024, -14400)).toBe('EDT');
    expect(zoneAbbreviation('America/New_York', JUL_2060, -14400)).toBe('EDT');
    expect(zoneAbbreviation('America/New_York', Y1880, -17762)).toBe('LMT');
    expect(zoneAbbreviation('Asia/Kolkata', JAN_2024, 19800)).toBe('IST');
    expect(zoneAbbreviation('Asia/Kathmandu', JAN_2024, 20700)).toBe('+0545');
    expect(zoneAbbreviation('Australia/Sydney', JAN_2024, 39600)).toBe('AEDT');
    expect(zoneAbbreviation('Etc/GMT+5', JAN_2024, -18000)).toBe('-05');
  });

  it('POSIX-style and UTC settings need no file', () => {
    setZoneInfoReader(() => {
      throw new Error('not read');
    });
    expect(zoneAbbreviation('UTC', JAN_2024, 0)).toBe('UTC');
    expect(zoneAbbreviation('GMT', JAN_2024, 0)).toBe('GMT');
    expect(zoneAbbreviation('UTC+3', JAN_2024, -10800)).toBe('UTC');
    expect(zoneAbbreviation('-03:30', JAN_2024, 12600)).toBe('');
  });

  it('falls back to the built-in table, then to a numeric abbreviation', () => {
    expect(zoneAbbreviation('Europe/Berlin', JUL_2024, 7200)).toBe('CEST');
    expect(zoneAbbreviation('Asia/Tokyo', JUL_2024, 32400)).toBe('JST');
    expect(zoneAbbreviation('America/Sao_Paulo', JUL_2024, -10800)).toBe('-03');
    expect(numericAbbreviation(-12600)).toBe('-0330');
    expect(numericAbbreviation(19800)).toBe('+0530');
    expect(numericAbbreviation(3208)).toBe('+005328');
  });

  it('never reads outside the tz database and ignores non-TZif bytes', () => {
    const asked: string[] = [];
    setZoneInfoReader((z) => {
      asked.push(z);
      return new TextEncoder().encode('not a tzif file at all, but long enough to have a header');
    });
    expect(zoneAbbreviation('../../etc/passwd', JAN_2024, 3600)).toBe('+01');
    expect(zoneAbbreviation('Nowhere/City', JAN_2024, 3600)).toBe('+01');
    expect(asked).toEqual(['Nowhere/City']);
  });

  it('parses the POSIX names of the footer', () => {
    const z = parseTzif(readFileSync('/usr/share/zoneinfo/Europe/London'));
    expect(z?.footer).toEqual({ std: 'GMT', stdOffset: 0, dst: 'BST' });
    expect(tzifAbbreviation(z!, JUL_2024, 3600)).toBe('BST');
  });
});

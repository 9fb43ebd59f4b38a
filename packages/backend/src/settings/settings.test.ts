import { describe, expect, it } from 'vitest';
import { isPgError } from '@pgsqlite/errors';
import { Settings, splitSearchPath } from './settings.js';

function errorOf(f: () => void): { code: string; message: string } {
  try {
    f();
  } catch (e) {
    if (isPgError(e)) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('no error');
}

describe('settings (messages checked against PostgreSQL 15.18)', () => {
  it('guc-1: validation errors', () => {
    const s = new Settings('u');
    expect(errorOf(() => s.set('foo', '1', false))).toEqual({ code: '42704', message: 'unrecognized configuration parameter "foo"' });
    expect(errorOf(() => s.set('bytea_output', 'x', false))).toEqual({ code: '22023', message: 'invalid value for parameter "bytea_output": "x"' });
    expect(errorOf(() => s.set('extra_float_digits', '5', false))).toEqual({
      code: '22023',
      message: '5 is outside the valid range for parameter "extra_float_digits" (-15 .. 3)',
    });
    expect(errorOf(() => s.set('statement_timeout', 'abc', false)).message).toBe('invalid value for parameter "statement_timeout": "abc"');
    expect(errorOf(() => s.set('max_identifier_length', '10', false))).toEqual({ code: '55P02', message: 'parameter "max_identifier_length" cannot be changed' });
    expect(errorOf(() => s.set('jit', 'maybe', false)).message).toBe('parameter "jit" requires a Boolean value');
    expect(errorOf(() => s.set('client_encoding', 'klingon', false)).code).toBe('22023');
    s.set('client_encoding', 'iso-8859-1', false);
    expect(s.get('client_encoding')).toBe('LATIN1');
  });

  it('guc-2: normalised display values', () => {
    const s = new Settings('u');
    s.set('statement_timeout', '1s', false);
    expect(s.get('statement_timeout')).toBe('1s');
    s.set('statement_timeout', '1500', false);
    expect(s.get('STATEMENT_TIMEOUT')).toBe('1500ms');
    s.set('work_mem', '64MB', false);
    expect(s.get('work_mem')).toBe('64MB');
    s.set('datestyle', 'german', false);
    expect(s.get('DateStyle')).toBe('German, DMY');
    s.set('datestyle', 'sql', false);
    expect(s.get('DateStyle')).toBe('SQL, DMY');
    s.set('client_encoding', 'unicode', false);
    expect(s.get('client_encoding')).toBe('UTF8');
    s.set('jit', 'of', false);
    expect(s.get('jit')).toBe('off');
    s.set('IntervalStyle', 'SQL_STANDARD', false);
    expect(s.formatSettings().intervalStyle).toBe('sql_standard');
    expect(s.get('server_version_num')).toBe('150018');
    expect(s.get('search_path')).toBe('"$user", public');
  });

  it('guc-3: RESET goes back to the startup value; changes are reported once', () => {
    const s = new Settings('u');
    s.applyStartup('application_name', 'psql');
    expect(s.changedReportable().length).toBe(13);
    s.set('application_name', 'x', false);
    expect(s.changedReportable()).toEqual([['application_name', 'x']]);
    s.resetAll();
    expect(s.get('application_name')).toBe('psql');
    expect(s.changedReportable()).toEqual([['application_name', 'psql']]);
    expect(s.changedReportable()).toEqual([]);
  });

  it('guc-4: search_path splitting', () => {
    expect(splitSearchPath('"$user", public', 'bob')).toEqual(['bob', 'public']);
    expect(splitSearchPath('A, "B c",d', 'bob')).toEqual(['a', 'B c', 'd']);
  });
});

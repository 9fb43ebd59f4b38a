import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { mapSqliteError, sqlStateForSqlite } from './sqlite-errors.js';

describe('sqlite-errors', () => {
  it('sqlite-errors-1.1 extended codes fall back to their primary code', () => {
    expect(sqlStateForSqlite('SQLITE_BUSY_RECOVERY', 'x')).toBe('55P03');
    expect(sqlStateForSqlite('SQLITE_LOCKED_SHAREDCACHE', 'x')).toBe('55P03');
    expect(sqlStateForSqlite('SQLITE_READONLY_DBMOVED', 'x')).toBe('25006');
    expect(sqlStateForSqlite('SQLITE_CONSTRAINT_TRIGGER', 'x')).toBe('23000');
    expect(sqlStateForSqlite('SQLITE_IOERR_WRITE', 'x')).toBe('58030');
    expect(sqlStateForSqlite('SQLITE_CORRUPT_INDEX', 'x')).toBe('XX001');
    expect(sqlStateForSqlite('SQLITE_CANTOPEN', 'x')).toBe('58030');
    expect(sqlStateForSqlite('SQLITE_SOMETHING_NEW', 'x')).toBe('XX000');
  });

  it('sqlite-errors-1.2 SQLITE_ERROR is a syntax error only for tokenizer/parser messages', () => {
    expect(sqlStateForSqlite('SQLITE_ERROR', 'near "selec": syntax error')).toBe('42601');
    expect(sqlStateForSqlite('SQLITE_ERROR', 'unrecognized token: "\'abc"')).toBe('42601');
    expect(sqlStateForSqlite('SQLITE_ERROR', 'incomplete input')).toBe('42601');
    expect(sqlStateForSqlite('SQLITE_ERROR', 'no such table: syntax')).toBe('XX000');
  });

  it('sqlite-errors-1.3 PgErrors pass through; JS errors are XX000', () => {
    const err = new PgError('division_by_zero', 'division by zero');
    expect(mapSqliteError(err)).toBe(err);
    const mapped = mapSqliteError(new RangeError('Too many parameter values were provided'));
    expect([mapped.fields.code, mapped.message, mapped.fields.routine]).toEqual(['XX000', 'Too many parameter values were provided', undefined]);
    expect(mapSqliteError('odd').fields.code).toBe('XX000');
  });
});

import { describe, expect, it } from 'vitest';
import { PgError, foreignWording } from '@pgsqlite/errors';
import { clientError } from './client-error.js';
import { pgAnswerForSqlite } from './sqlite-result-codes.js';

function sqliteError(code: string, message: string): PgError {
  return PgError.fromCode('XX000', message, { routine: code });
}

describe('client errors', () => {
  it('client-error-1.1 a JavaScript exception is XX000 "internal error", logged with its stack', () => {
    const logged: string[] = [];
    const err = clientError(new RangeError('Maximum BigInt size exceeded'), (m) => logged.push(m));
    expect([err.code, err.message]).toEqual(['XX000', 'internal error']);
    expect(logged[0]).toContain('RangeError: Maximum BigInt size exceeded');
    expect(logged[0]).toContain('client-error.test.ts');
  });

  it('client-error-1.2 SQLite errors get SQLSTATE and message from the result-code table', () => {
    const log = (): void => undefined;
    const cases: [string, string, string, string][] = [
      ['SQLITE_ERROR', 'near ")": syntax error', 'XX000', 'internal error'],
      ['SQLITE_ERROR', 'no such table: main.x', 'XX000', 'internal error'],
      ['SQLITE_ERROR', 'too many SQL variables', '54000', 'too many parameters or values in one statement'],
      ['SQLITE_BUSY_SNAPSHOT', 'database is locked', '40001', 'could not serialize access due to concurrent update'],
      ['SQLITE_FULL', 'database or disk is full', '53100', 'could not extend the database file: No space left on device'],
      ['SQLITE_INTERRUPT', 'interrupted', '57014', 'canceling statement due to user request'],
      ['SQLITE_CONSTRAINT_NOTNULL', 'NOT NULL constraint failed: t.a', '23502', 'null value violates not-null constraint'],
      ['SQLITE_IOERR_SHORT_READ', 'disk I/O error', '58030', 'could not access the database file: I/O error'],
    ];
    for (const [code, message, state, text] of cases) {
      const err = clientError(sqliteError(code, message), log);
      expect([code, err.code, err.message, err.fields.routine]).toEqual([code, state, text, undefined]);
    }
  });

  it('client-error-1.3 PostgreSQL-worded errors pass unchanged; foreign wording in one is replaced', () => {
    const log = (): void => undefined;
    const pg = new PgError('syntax_error', 'syntax error at or near "FAIL"', { position: 3 });
    expect(clientError(pg, log)).toBe(pg);
    const user = new PgError('undefined_table', 'relation "undefined" does not exist');
    expect(clientError(user, log)).toBe(user);
    const leaked = clientError(new PgError('internal_error', 'The number NaN cannot be converted to a BigInt because it is not an integer'), log);
    expect([leaked.code, leaked.message]).toEqual(['XX000', 'internal error']);
    const window = clientError(new PgError('syntax_error', 'pg_json_agg() may not be used as a window function', { position: 8 }), log);
    expect([window.code, window.message, window.fields.position]).toEqual(['XX000', 'internal error', 8]);
  });

  it('client-error-1.4 every extended code resolves, unknown ones to XX000', () => {
    expect(pgAnswerForSqlite('SQLITE_IOERR_WRITE', 'x').code).toBe('58030');
    expect(pgAnswerForSqlite('SQLITE_SOMETHING_NEW', 'x').code).toBe('XX000');
    expect(pgAnswerForSqlite('SQLITE_CONSTRAINT_UNIQUE', 'x').code).toBe('23505');
  });

  it('client-error-1.8 an aggregate SQLite cannot compute where it is (an outer query\'s, in a clause taking none): 42803, not XX000', () => {
    expect(pgAnswerForSqlite('SQLITE_ERROR', 'misuse of aggregate: min()')).toEqual({ code: '42803', message: 'aggregate functions are not allowed here' });
  });

  it("client-error-1.7 a session's temporary objects missing from its connection: 57P02 (the connection holding them is gone), not XX000", () => {
    expect(pgAnswerForSqlite('SQLITE_ERROR', 'no such table: _pgsqlite_session_class')).toEqual({ code: '57P02', message: 'terminating connection because of crash of another server process' });
    expect(pgAnswerForSqlite('SQLITE_ERROR', 'no such table: pg_temp_22097.c').code).toBe('57P02');
    expect(pgAnswerForSqlite('SQLITE_ERROR', 'no such table: main.x').code).toBe('XX000');
  });

  it('client-error-1.5 the foreign-wording detector', () => {
    expect(foreignWording('subqueries prohibited in CHECK constraints')).toBe('sqlite');
    expect(foreignWording('1st ORDER BY term out of range - should be between 1 and 2')).toBe('sqlite');
    expect(foreignWording("Cannot read properties of undefined (reading 'x')")).toBe('javascript');
    expect(foreignWording('invalid input syntax for type integer: "undefined"')).toBeNull();
    expect(foreignWording('division by zero')).toBeNull();
    expect(foreignWording('LIKE clause in CREATE TABLE is not supported by pgsqlite')).toBeNull();
    expect(foreignWording('relation "a""undefined" does not exist')).toBeNull();
  });

  it('client-error-1.6 a message quoting a value of megabytes is judged at once (no stack overflow)', () => {
    const huge = `invalid input syntax for type uuid: "x${'y'.repeat(1 << 24)}"`;
    const t0 = Date.now();
    expect(foreignWording(huge)).toBeNull();
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});

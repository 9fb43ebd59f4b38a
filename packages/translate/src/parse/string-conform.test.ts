import { describe, expect, it } from 'vitest';
import { PgError } from '@pgsqlite/errors';
import { DEFAULT_LEX, LexFailure, conformStrings, needsConforming, type LexSettings } from './string-conform.js';

const OFF: LexSettings = { standardConformingStrings: false, escapeStringWarning: true, backslashQuote: 'safe_encoding' };
const cps = (s: string): number => [...s].length;

function failure(sql: string, lex: LexSettings): LexFailure {
  try {
    conformStrings(sql, lex);
  } catch (e) {
    if (e instanceof LexFailure) return e;
    throw e;
  }
  throw new Error('expected a LexFailure');
}

describe('string-conform: plain literals under standard_conforming_strings = off', () => {
  it('conform-1 rewrites escapes into the standard literal, every later character in place', () => {
    const sql = "SELECT '\\'; DROP TABLE victim; --' AS v, 'é\\u00e9\\n' x";
    const { text, warnings } = conformStrings(sql, OFF);
    expect(text).toBe("SELECT '''; DROP TABLE victim; --' AS v, 'éé\n'       x");
    expect(cps(text)).toBe(cps(sql));
    expect(text.indexOf(' AS v')).toBe(sql.indexOf(' AS v'));
    expect(warnings.map((w) => [w.message, w.position])).toEqual([
      ["nonstandard use of \\' in a string literal", 8],
      ['nonstandard use of escape in a string literal', 42],
    ]);
  });

  it('conform-2 leaves what the scanner does not read as plain literals', () => {
    const sql = "SELECT E'\\'', $a$'\\'$a$, \"x\\'\", /* '\\' /* */ */ 1 -- '\\'\n, X'1F', a$b$'c' , 1.5e3 e'\\''";
    const { text } = conformStrings(sql, OFF);
    expect(text).toBe(sql);
    expect(needsConforming('SELECT 1', OFF)).toBe(false);
    expect(needsConforming("SELECT 'a\\b'", DEFAULT_LEX)).toBe(false);
  });

  it('conform-3 joins continuations into one literal', () => {
    const sql = "SELECT 'a'  -- c\n  'b\\n'\n'c' , 1";
    const { text } = conformStrings(sql, OFF);
    expect(text.startsWith("SELECT 'ab\nc'")).toBe(true);
    expect(cps(text)).toBe(cps(sql));
  });

  it('conform-4 lexical errors carry PostgreSQL positions and the text before them', () => {
    const u = failure("SELECT 1, U&'x'", OFF);
    expect([u.error.code, u.error.fields.position, u.prefix]).toEqual(['0A000', 11, 'SELECT 1, ']);
    const bad = failure("SELECT '\\u12'", OFF);
    expect([bad.error.code, bad.error.message, bad.error.fields.position]).toEqual(['22025', 'invalid Unicode escape', 9]);
    const bytes = failure("SELECT '\\xe2\\x82 abc'", OFF);
    expect(bytes.error.message).toBe('invalid byte sequence for encoding "UTF8": 0xe2 0x82 0x20');
    const quote = failure("SELECT E'a\\'b'", { ...DEFAULT_LEX, backslashQuote: 'off' });
    expect(quote.error).toBeInstanceOf(PgError);
    expect([quote.error.code, quote.error.fields.position]).toEqual(['22P06', 8]);
  });

  it('conform-6 numbers and parameters with trailing junk are PostgreSQL 15\'s 42601', () => {
    const cases: [string, string, number][] = [
      ['SELECT 0x1F', 'trailing junk after numeric literal at or near "0x1F"', 8],
      ["SELECT 1e'x'", 'trailing junk after numeric literal at or near "1e"', 8],
      ['SELECT 1e+x', 'trailing junk after numeric literal at or near "1e+"', 8],
      ['SELECT 1, .5a', 'trailing junk after numeric literal at or near ".5a"', 11],
      ['SELECT $1a', 'trailing junk after parameter at or near "$1a"', 8],
    ];
    for (const [sql, message, position] of cases) {
      const f = failure(sql, DEFAULT_LEX);
      expect([f.error.code, f.error.message, f.error.fields.position]).toEqual(['42601', message, position]);
    }
    expect(conformStrings('SELECT a1b, 1.5e3, 1..2, $1$a$x$a$', DEFAULT_LEX).text).toBe('SELECT a1b, 1.5e3, 1..2, $1$a$x$a$');
  });

  it('conform-5 random texts keep their length in characters and never throw anything but LexFailure', () => {
    const alphabet = ["'", '\\', 'n', 'x', '4', '1', 'u', 'E', '$', '"', '-', '/', '*', '\n', ' ', 'é', '😀', 'U', '&'];
    let seed = 7;
    const next = (): number => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let n = 0; n < 3000; n++) {
      let sql = '';
      for (let k = next() % 30; k > 0; k--) sql += alphabet[next() % alphabet.length];
      try {
        expect(cps(conformStrings(sql, OFF).text)).toBe(cps(sql));
      } catch (e) {
        expect(e).toBeInstanceOf(LexFailure);
      }
    }
  });
});

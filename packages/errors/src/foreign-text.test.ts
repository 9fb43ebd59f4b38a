import { describe, expect, it } from 'vitest';
import { foreignWording } from './foreign-text.js';

describe('foreignWording', () => {
  it("postgres-wording-is-undefined: PostgreSQL's own '… is undefined' is not JavaScript wording", () => {
    expect(foreignWording('zero raised to a negative power is undefined')).toBeNull();
  });
  it('finds JavaScript and SQLite wording, not quoted user words', () => {
    expect(foreignWording("Cannot read properties of undefined (reading 'x')")).toBe('javascript');
    expect(foreignWording('The number NaN cannot be converted to a BigInt because it is not an integer')).toBe('javascript');
    expect(foreignWording('near ")": syntax error')).toBe('sqlite');
    expect(foreignWording('relation "undefined" does not exist')).toBeNull();
  });
  it("routine-signature-is-not-a-function: PostgreSQL's 42809 names a signature, JavaScript's TypeError an expression", () => {
    expect(foreignWording('pr2() is not a function')).toBeNull();
    expect(foreignWording('"Fx"(integer, text) is not a function')).toBeNull();
    expect(foreignWording('x.f is not a function')).toBe('javascript');
    expect(foreignWording('(intermediate value) is not a function')).toBe('javascript');
    expect(foreignWording('this.run(...) is not a function')).toBe('javascript');
  });
  it('quoted-sqlite-name-is-not-foreign: a relation named sqlite_… is the user\'s word, SQLite\'s own sqlite_… is not', () => {
    expect(foreignWording('relation "sqlite_master" does not exist')).toBeNull();
    expect(foreignWording('column "sqlite_x" of relation "t" does not exist')).toBeNull();
    expect(foreignWording('object name reserved for internal use: sqlite_x')).toBe('sqlite');
    expect(foreignWording('access to sqlite_master is prohibited')).toBe('sqlite');
  });
});

describe('foreignWording over a message quoting megabytes of input', () => {
  it('answers without overflowing the stack', () => {
    const huge = `invalid input syntax for type numeric: "${'hello world'.repeat(2_451_545)}"`;
    expect(foreignWording(huge)).toBeNull();
    expect(foreignWording(`relation "${'x'.repeat(1_000_000)}" is not a function`)).toBe('javascript');
  });
});

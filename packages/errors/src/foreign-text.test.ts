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
});

describe('foreignWording over a message quoting megabytes of input', () => {
  it('answers without overflowing the stack', () => {
    const huge = `invalid input syntax for type numeric: "${'hello world'.repeat(2_451_545)}"`;
    expect(foreignWording(huge)).toBeNull();
    expect(foreignWording(`relation "${'x'.repeat(1_000_000)}" is not a function`)).toBe('javascript');
  });
});

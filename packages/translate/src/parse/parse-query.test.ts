import { beforeAll, describe, expect, it } from 'vitest';
import { loadParser, parseQuery } from './parser.js';
import { DEFAULT_LEX, type LexSettings } from './string-conform.js';

const OFF: LexSettings = { ...DEFAULT_LEX, standardConformingStrings: false };

beforeAll(async () => {
  await loadParser();
});

describe('parseQuery: PostgreSQL 15 messages and positions around the scanner', () => {
  it('syntax-error-position-counts-characters: positions after non-ASCII text are character positions', () => {
    expect(parseQuery("SELECT 'é' 1 1").error?.fields.position).toBe(12);
    expect(parseQuery("SELECT 'éé😀' FROM FROM").error?.fields.position).toBe(19);
  });

  it('scanner-error-codes: 22025 and 22021 as PostgreSQL, no position for bytes that are not UTF-8', () => {
    const u = parseQuery("SELECT e'\\u12'").error;
    expect([u?.code, u?.fields.hint, u?.fields.position]).toEqual(['22025', 'Unicode escapes must be \\uXXXX or \\UXXXXXXXX.', 10]);
    const b = parseQuery("SELECT e'\\xc3'").error;
    expect([b?.code, b?.message, b?.fields.position]).toEqual(['22021', 'invalid byte sequence for encoding "UTF8": 0xc3', undefined]);
  });

  it('rewritten-literal-in-message: a syntax error names the literal as the client wrote it', () => {
    const e = parseQuery("SELECT B'a''\\'E'", OFF);
    expect([e.error?.message, e.error?.fields.position]).toEqual(['syntax error at or near "\'\\\'E\'"', 12]);
    expect(e.warnings.map((w) => w.message)).toEqual(["nonstandard use of \\' in a string literal"]);
  });

  it('lexical-error-after-syntax-error: the grammar error that comes first wins, later warnings are not sent', () => {
    const e = parseQuery("SELECT 1 1 '\\u12', 'a\\n'", OFF);
    expect([e.error?.code, e.error?.fields.position, e.warnings.length]).toEqual(['42601', 10, 0]);
    const w = parseQuery("SELECT 'a\\n' FROM FROM, 'b\\n'", OFF);
    expect([w.error?.fields.position, w.warnings.map((x) => x.position)]).toEqual([19, [8]]);
  });
});

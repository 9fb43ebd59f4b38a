import { describe, expect, it } from 'vitest';
import { CopyLines } from './copy-lines.js';

const enc = new TextEncoder();

/** Feeds `pieces` and collects lines (or the error message) as COPY text format reads them. */
function lines(pieces: readonly string[]): (string | { error: string })[] {
  const ls = new CopyLines(null);
  const out: (string | { error: string })[] = [];
  try {
    for (const p of pieces) {
      ls.push(enc.encode(p));
      for (let l = ls.next(); l !== null; l = ls.next()) out.push(l);
    }
    for (let l = ls.finish(); l !== null; l = ls.finish()) out.push(l);
  } catch (e) {
    out.push({ error: (e as Error).message });
  }
  return out;
}

describe('COPY text lines (copyfromparse.c CopyReadLineText newline rules)', () => {
  it('\\n, \\r\\n and \\r terminated lines, split anywhere, last line without terminator', () => {
    expect(lines(['a\tb\nc\td\n'])).toEqual(['a\tb', 'c\td']);
    expect(lines(['a\r\nb\r', '\nc'])).toEqual(['a', 'b', 'c']);
    expect(lines(['a\rb\rc\r'])).toEqual(['a', 'b', 'c']);
    expect(lines(['a', 'b\n', '\n', 'c'])).toEqual(['ab', '', 'c']);
    expect(lines(['\n\nx'])).toEqual(['', '', 'x']);
    const many = Array.from({ length: 1000 }, (_, i) => `${i}\trow ${i}`);
    expect(lines([many.join('\n').slice(0, 5000), many.join('\n').slice(5000) + '\n'])).toEqual(many);
  });

  it('a newline style different from the first line is 22P04', () => {
    expect(lines(['a\nb\r\n'])).toEqual(['a', { error: 'literal carriage return found in data' }]);
    expect(lines(['a\r\nb\nc\r\n'])).toEqual(['a', { error: 'literal newline found in data' }]);
    expect(lines(['a\rb\n'])).toEqual(['a', { error: 'literal newline found in data' }]);
    expect(lines(['a\nb\rc\n'])).toEqual(['a', { error: 'literal carriage return found in data' }]);
  });

  it('whole-buffer splitting (\\n only) hands out the same lines and still checks a later \\r', () => {
    expect(lines(['a\nb\n', 'c\r\n'])).toEqual(['a', 'b', { error: 'literal carriage return found in data' }]);
    expect(lines(['a\nb', 'c\n', 'd'])).toEqual(['a', 'bc', 'd']);
    expect(lines(['a\r\n', 'b\nc\n'])).toEqual(['a', { error: 'literal newline found in data' }]);
    expect(lines(['a\rb\r', 'c\n'])).toEqual(['a', 'b', { error: 'literal newline found in data' }]);
    expect(lines(['\n', '\n\n', 'x\n'])).toEqual(['', '', '', 'x']);
    // Lines taken one at a time while more data arrives keep their order.
    const ls = new CopyLines(null);
    ls.push(enc.encode('1\n2\n3'));
    expect(ls.next()).toBe('1');
    ls.push(enc.encode('4\n5\n'));
    expect([ls.next(), ls.next(), ls.next(), ls.next()]).toEqual(['2', '34', '5', null]);
    expect(ls.finish()).toBeNull();
  });
});

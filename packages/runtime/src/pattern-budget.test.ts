import { describe, expect, it } from 'vitest';
import { like, regexMatch } from './patterns.js';
import { similarEscape } from './fn-similar.js';
import { backtrackingRisk } from './regex-engine.js';
import { likeMatch } from './like-match.js';

/** Milliseconds a call takes (after one warm-up call, so module and JIT start-up are not counted). */
function timed(f: () => unknown): { value: unknown; ms: number } {
  f();
  const t = performance.now();
  const value = f();
  return { value, ms: performance.now() - t };
}

const a40 = 'a'.repeat(40);

describe('pattern matching answers pathological patterns at once', () => {
  it('like-linear: LIKE / ILIKE / SIMILAR TO patterns that explode a backtracking RegExp', () => {
    const cases: [() => unknown, unknown][] = [
      [() => like(a40, `${'%a'.repeat(20)}b`, false), false],
      [() => like(a40, `${'%A'.repeat(20)}B`, true), false],
      [() => like('ab'.repeat(5000), `${'%a%b'.repeat(1000)}%c`, false), false],
      [() => like('a'.repeat(20000), `${'%a'.repeat(20000)}b`, false), false],
      [() => like('a'.repeat(20000), '%a'.repeat(20000), false), true],
      [() => regexMatch(a40, similarEscape(`${'%a'.repeat(20)}b`, null), ''), false],
      [() => regexMatch(a40, similarEscape('(a*)*b', null), ''), false],
    ];
    for (const [f, want] of cases) {
      const { value, ms } = timed(f);
      expect(value).toBe(want);
      expect(ms).toBeLessThan(100);
    }
  });

  it('regex-linear: nested quantifiers run on the linear-time engine', () => {
    const s = `${a40}!`;
    for (const [pattern, want] of [['(a*)*$', true], ['^(a|aa)+$', false], ['(a+)+b', false], ['(x+x+)+y', false]] as const) {
      const { value, ms } = timed(() => regexMatch(s.repeat(50), pattern, ''));
      expect(value).toBe(want);
      expect(ms).toBeLessThan(100);
    }
  });

  it('like-semantics: escapes, characters as code points, errors only where the matcher reaches them', () => {
    expect(likeMatch('😀x', '_x')).toBe(true);
    expect(likeMatch('a_b', 'a\\_b')).toBe(true);
    expect(likeMatch('axb', 'a\\_b')).toBe(false);
    expect(likeMatch('', '\\')).toBe(false);
    expect(likeMatch('a', '_\\')).toBe(false);
    expect(() => likeMatch('a', '%\\')).toThrow('LIKE pattern must not end with escape character');
    expect(() => likeMatch('ab', 'a\\')).toThrow('LIKE pattern must not end with escape character');
  });

  it('regex-fallback-guard: only back-reference / lookahead patterns without nested or repeated quantifiers use the backtracking engine', () => {
    expect(backtrackingRisk('(abc)\\1')).toBe(false);
    expect(backtrackingRisk('(a*)*\\1')).toBe(true);
    expect(backtrackingRisk('(a|b)+\\1')).toBe(true);
    expect(backtrackingRisk('a.*b.*c.*\\1')).toBe(true);
    expect(() => regexMatch(`${a40}!`, '(a*)*\\1$', '')).toThrow('not supported by pgsqlite');
    expect(regexMatch('abcabc', '(abc)\\1', '')).toBe(true);
  });
});

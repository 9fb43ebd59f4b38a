import { PgError } from '@pgsqlite/errors';
import { RE2JS } from 're2js';

/** One match: where it starts and ends (UTF-16 offsets) and its groups (0 = the whole match). */
export interface RegexMatch {
  readonly index: number;
  readonly end: number;
  /** Parenthesized groups in the pattern. */
  readonly groupCount: number;
  /** Group `n` (0 = the whole match); undefined when it took no part. Computed on demand. */
  group(n: number): string | undefined;
  /** Where group `n` starts and ends (UTF-16 offsets); undefined when it took no part. */
  span(n: number): readonly [number, number] | undefined;
}

/** A compiled regular expression, whichever engine runs it. */
export interface RegexProgram {
  /** The first match starting at or after `from`, or null. */
  exec(s: string, from: number): RegexMatch | null;
  test(s: string): boolean;
}

/** How a pattern's anchors and dot behave (PostgreSQL's n/s/p/w flags). */
export interface RegexMode {
  readonly lineAnchors: boolean;
  readonly dotNewline: boolean;
}

/**
 * Compiles a pattern already converted from PostgreSQL's ARE: with RE2's linear-time engine
 * (re2js, pure JavaScript: no input makes it backtrack) when `re2Source` is expressible there,
 * else with JavaScript's backtracking RegExp, which is only used for patterns that cannot take
 * exponential or high-polynomial time (see `backtrackingRisk`); others are 0A000.
 */
export function compileProgram(jsSource: string, re2Source: string | null, mode: RegexMode): RegexProgram {
  if (re2Source !== null) {
    const re2 = compileRe2(re2Source, mode);
    if (re2 !== null) return re2;
  }
  let re: RegExp;
  try {
    re = new RegExp(jsSource, `dgu${mode.lineAnchors ? 'm' : ''}${mode.dotNewline ? 's' : ''}`);
  } catch (e) {
    throw new PgError('invalid_regular_expression', `invalid regular expression: ${(e as Error).message}`);
  }
  if (backtrackingRisk(jsSource)) {
    throw new PgError(
      'feature_not_supported',
      'regular expressions with back references, lookahead constraints or \\m combined with nested or repeated quantifiers are not supported by pgsqlite',
    );
  }
  return {
    exec(s, from) {
      re.lastIndex = from;
      const m = re.exec(s);
      return m === null ? null : { index: m.index, end: m.index + m[0].length, groupCount: m.length - 1, group: (n) => m[n], span: (n) => m.indices?.[n] };
    },
    test(s) {
      re.lastIndex = 0;
      return re.test(s);
    },
  };
}

function compileRe2(source: string, mode: RegexMode): RegexProgram | null {
  let re: RE2JS;
  try {
    const flags = RE2JS.LOOKBEHINDS | (mode.lineAnchors ? RE2JS.MULTILINE : 0) | (mode.dotNewline ? RE2JS.DOTALL : 0);
    re = RE2JS.compile(source, flags);
  } catch {
    // Outside RE2's syntax (or invalid): JavaScript's engine decides, and reports errors.
    return null;
  }
  const count = re.groupCount();
  return {
    exec(s, from) {
      const m = re.matcher(s);
      if (!m.find(from)) return null;
      // RE2 finds the bounds first and the groups only when asked (a second, anchored pass).
      return {
        index: m.start(),
        end: m.end(),
        groupCount: count,
        group: (n) => (n > count ? undefined : (m.group(n) ?? undefined)),
        span: (n) => {
          if (n > count) return undefined;
          const start = m.start(n);
          return start < 0 ? undefined : [start, m.end(n)];
        },
      };
    },
    test: (s) => re.test(s),
  };
}

/**
 * Whether a JavaScript pattern may backtrack catastrophically: a quantified group holding a
 * quantifier or an alternation (`(a*)*`, `(a|a)+`), or more than two unbounded quantifiers
 * (`.*.*.*x` is polynomial of that degree).
 */
export function backtrackingRisk(source: string): boolean {
  const stack: boolean[] = [];
  let inner = false;
  let unbounded = 0;
  let inBracket = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\\') {
      i++;
      continue;
    }
    if (inBracket) {
      if (c === ']') inBracket = false;
      continue;
    }
    if (c === '[') inBracket = true;
    else if (c === '(') {
      stack.push(inner);
      inner = false;
    } else if (c === ')') {
      const quantified = '*+?{'.includes(source[i + 1] ?? '') && source[i + 1] !== undefined;
      if (quantified && inner) return true;
      inner = (stack.pop() ?? false) || inner || quantified;
    } else if (c === '|') inner = true;
    else if (c === '*' || c === '+' || (c === '{' && /^\{\d+,\}/.test(source.slice(i)))) {
      inner = true;
      if (++unbounded > 2) return true;
    } else if (c === '?' && source[i - 1] !== '(') inner = true;
  }
  return false;
}

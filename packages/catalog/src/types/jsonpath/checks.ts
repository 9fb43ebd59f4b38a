import { PgError } from '@pgsqlite/errors';
import type { JpExpr, JpStep } from './ast.js';

/**
 * like_regex's flags (i s m x q; x without q is refused) and pattern, checked when the predicate is parsed
 * (makeItemLikeRegex). The pattern check covers what PostgreSQL's regex compiler reports for
 * unbalanced parentheses and brackets.
 */
export function checkLikeRegex(e: JpExpr, pattern: string, flags: string): JpExpr {
  let kept = '';
  for (const f of flags) {
    if (!'ismxq'.includes(f)) {
      throw new PgError('syntax_error', 'invalid input syntax for type jsonpath', { detail: `Unrecognized flag character "${f}" in LIKE_REGEX predicate.` });
    }
    if (!kept.includes(f)) kept += f;
  }
  const ordered = [...'ismxq'].filter((f) => kept.includes(f)).join('');
  // "x" is ignored under "q" (jspConvertRegexFlags)
  if (ordered.includes('x') && !ordered.includes('q')) throw new PgError('feature_not_supported', 'XQuery "x" flag (expanded regular expressions) is not implemented');
  if (!ordered.includes('q')) checkPattern(pattern);
  return { k: 'like', e, pattern, flags: ordered };
}

function checkPattern(p: string): void {
  let depth = 0;
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '\\') {
      i++;
    } else if (c === '[') {
      let j = i + 1;
      if (p[j] === '^') j++;
      if (p[j] === ']') j++;
      while (j < p.length && p[j] !== ']') j++;
      if (j >= p.length) throw new PgError('invalid_regular_expression', 'invalid regular expression: brackets [] not balanced');
      i = j;
    } else if (c === '(') depth++;
    else if (c === ')') {
      if (depth === 0) throw new PgError('invalid_regular_expression', 'invalid regular expression: parentheses () not balanced');
      depth--;
    }
  }
  if (depth !== 0) throw new PgError('invalid_regular_expression', 'invalid regular expression: parentheses () not balanced');
}

/** flattenJsonPathParseItem's checks: `@` outside every filter, `last` outside every array subscript. */
export function checkPlacement(e: JpExpr, inFilter = false, inSubscript = false): void {
  switch (e.k) {
    case 'current':
      if (!inFilter) throw new PgError('syntax_error', '@ is not allowed in root expressions');
      return;
    case 'last':
      if (!inSubscript) throw new PgError('syntax_error', 'LAST is allowed only in array subscripts');
      return;
    case 'chain':
      checkPlacement(e.base, inFilter, inSubscript);
      for (const s of e.steps) checkStep(s, inFilter, inSubscript);
      return;
    case 'bin':
      checkPlacement(e.l, inFilter, inSubscript);
      checkPlacement(e.r, inFilter, inSubscript);
      return;
    case 'starts':
      checkPlacement(e.e, inFilter, inSubscript);
      checkPlacement(e.prefix, inFilter, inSubscript);
      return;
    case 'unary':
    case 'like':
    case 'exists':
    case 'isunknown':
      checkPlacement(e.e, inFilter, inSubscript);
      return;
    default:
      return;
  }
}

function checkStep(s: JpStep, inFilter: boolean, inSubscript: boolean): void {
  if (s.k === 'filter') checkPlacement(s.e, true, inSubscript);
  else if (s.k === 'idx') {
    for (const [from, to] of s.subs) {
      checkPlacement(from, inFilter, true);
      if (to) checkPlacement(to, inFilter, true);
    }
  }
}

import { PgError } from '@pgsqlite/errors';

/**
 * jsonpath tokens as PostgreSQL 15's scanner (jsonpath_scan.l) makes them. `text` is what an error
 * names ("at or near …"); `end` marks a token whose error is reported "at end of jsonpath input".
 */
export interface JpToken {
  t: 'int' | 'num' | 'str' | 'var' | 'ident' | 'op' | 'end';
  v: string;
  text: string;
  end?: boolean;
}

/** Keywords (matched case-sensitively, only for unquoted identifiers). */
export const KEYWORDS = new Set([
  'is', 'to', 'abs', 'lax', 'flag', 'last', 'null', 'size', 'true', 'type', 'with', 'false', 'floor',
  'double', 'exists', 'starts', 'strict', 'ceiling', 'unknown', 'datetime', 'keyvalue', 'like_regex',
]);

const SPECIAL = new Set([...'?%$.[]{}()|&!=<>@#,*:-+/\\" \t\n\r\f']);
const BLANK = new Set([' ', '\t', '\n', '\r', '\f']);
const isOther = (c: string | undefined): boolean => c !== undefined && !SPECIAL.has(c);
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

/** The scanner's errors: "<message> at or near "<text>" of jsonpath input" / "… at end of jsonpath input". */
export function jsonpathSyntaxError(message: string, text: string | undefined): PgError {
  return new PgError('syntax_error', text === undefined ? `${message} at end of jsonpath input` : `${message} at or near "${text}" of jsonpath input`);
}

/** Length of the numeric literal at `i` (integer, decimal or real) and its kind, or 0. */
function numberAt(s: string, i: number): { len: number; kind: 'int' | 'num'; fail: boolean } {
  let j = i;
  let kind: 'int' | 'num' = 'int';
  if (s[j] === '.') {
    if (!isDigit(s[j + 1])) return { len: 0, kind, fail: false };
    j++;
    while (isDigit(s[j])) j++;
    kind = 'num';
  } else {
    if (!isDigit(s[j])) return { len: 0, kind, fail: false };
    if (s[j] === '0') j++;
    else while (isDigit(s[j])) j++;
    if (s[j] === '.') {
      j++;
      while (isDigit(s[j])) j++;
      kind = 'num';
    }
  }
  if (s[j] === 'e' || s[j] === 'E') {
    let k = j + 1;
    if (s[k] === '+' || s[k] === '-') k++;
    if (isDigit(s[k])) {
      while (isDigit(s[k])) k++;
      return { len: k - i, kind: 'num', fail: false };
    }
    if (k === j + 2) return { len: k - i, kind, fail: true };
  }
  return { len: j - i, kind, fail: false };
}

/** Reads the escapes of quoted strings and unquoted identifiers (\b \f \n \r \t \v \xHH \uHHHH \u{H…} \c). */
function readEscape(s: string, i: number): [string, number] {
  const c = s[i + 1];
  if (c === undefined) throw jsonpathSyntaxError('unexpected end after backslash', undefined);
  const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
  if (simple[c] !== undefined) return [simple[c] as string, i + 2];
  if (c === 'x') {
    if (isHex(s[i + 2]) && isHex(s[i + 3])) {
      const code = parseInt(s.slice(i + 2, i + 4), 16);
      if (code === 0) throw new PgError('untranslatable_character', 'unsupported Unicode escape sequence');
      return [String.fromCharCode(code), i + 4];
    }
    throw jsonpathSyntaxError('invalid hexadecimal character sequence', s.slice(i, i + 2 + (isHex(s[i + 2]) ? 1 : 0)));
  }
  if (c === 'u') {
    let j = i + 2;
    let code: number;
    if (s[j] === '{') {
      let k = j + 1;
      while (isHex(s[k]) && k - j <= 6) k++;
      if (k === j + 1 || s[k] !== '}') throw jsonpathSyntaxError('invalid Unicode escape sequence', s.slice(i, k));
      code = parseInt(s.slice(j + 1, k), 16);
      j = k + 1;
    } else {
      if (![0, 1, 2, 3].every((d) => isHex(s[j + d]))) throw jsonpathSyntaxError('invalid Unicode escape sequence', s.slice(i, j + [0, 1, 2, 3].findIndex((d) => !isHex(s[j + d]))));
      code = parseInt(s.slice(j, j + 4), 16);
      j += 4;
    }
    if (code === 0) throw new PgError('untranslatable_character', 'unsupported Unicode escape sequence', { detail: '\\u0000 cannot be converted to text.' });
    if (code >= 0xd800 && code <= 0xdbff && s[j] === '\\' && s[j + 1] === 'u') {
      const [low, k] = readEscape(s, j);
      const lc = low.charCodeAt(0);
      if (lc >= 0xdc00 && lc <= 0xdfff) return [String.fromCharCode(code, lc), k];
    }
    if (code >= 0xd800 && code <= 0xdfff) throw new PgError('syntax_error', 'invalid Unicode surrogate pair');
    return [String.fromCodePoint(code), j];
  }
  return [c, i + 2];
}

/** A quoted string from the opening quote at `i`: its value and the index after the closing quote. */
function readQuoted(s: string, i: number): [string, number] {
  let out = '';
  let j = i + 1;
  for (;;) {
    const c = s[j];
    if (c === undefined) throw jsonpathSyntaxError('unexpected end of quoted string', undefined);
    if (c === '"') return [out, j + 1];
    if (c === '\\') {
      const [e, k] = readEscape(s, j);
      out += e;
      j = k;
    } else {
      out += c;
      j++;
    }
  }
}

/** Tokenizes jsonpath text. */
export function scanJsonPath(s: string): JpToken[] {
  const toks: JpToken[] = [];
  let i = 0;
  const push = (t: JpToken['t'], v: string, text: string, end = false): void => {
    toks.push(end ? { t, v, text, end } : { t, v, text });
  };
  while (i < s.length) {
    const c = s[i] as string;
    if (BLANK.has(c)) {
      i++;
      continue;
    }
    if (c === '/' && s[i + 1] === '*') {
      const close = s.indexOf('*/', i + 2);
      if (close < 0) throw jsonpathSyntaxError('unexpected end of comment', undefined);
      i = close + 2;
      continue;
    }
    if (c === '"') {
      const [v, j] = readQuoted(s, i);
      push('str', v, '"');
      i = j;
      continue;
    }
    if (c === '$' && s[i + 1] === '"') {
      const [v, j] = readQuoted(s, i + 1);
      push('var', v, '"');
      i = j;
      continue;
    }
    if (c === '$' && isOther(s[i + 1])) {
      let j = i + 1;
      while (isOther(s[j])) j++;
      push('var', s.slice(i + 1, j), s.slice(i, j));
      i = j;
      continue;
    }
    const n = numberAt(s, i);
    let otherLen = 0;
    while (isOther(s[i + otherLen])) otherLen++;
    if (n.len > 0 && (n.len + (isOther(s[i + n.len]) && !n.fail ? 1 : 0)) >= otherLen) {
      const text = s.slice(i, i + n.len);
      if (n.fail) throw jsonpathSyntaxError('invalid numeric literal', text);
      if (isOther(s[i + n.len])) throw jsonpathSyntaxError('trailing junk after numeric literal', s.slice(i, i + n.len + 1));
      push(n.kind, text, text);
      i += n.len;
      continue;
    }
    if (otherLen > 0 || c === '\\') {
      // an unquoted identifier (or keyword), escapes allowed; its error text is what ended it
      let v = '';
      let j = i;
      while (j < s.length && (isOther(s[j]) || s[j] === '\\')) {
        if (s[j] === '\\') {
          const [e, k] = readEscape(s, j);
          v += e;
          j = k;
        } else v += s[j++];
      }
      i = j;
      // PostgreSQL's scanner drops an identifier that a comment follows directly (its xnq state enters the comment without returning it)
      if (s[j] === '/' && s[j + 1] === '*') continue;
      // the error text is the blanks that ended it; ended by a special character or the input, "at end"
      let k = j;
      while (k < s.length && BLANK.has(s[k] as string)) k++;
      push('ident', v, s.slice(j, k), k === j);
      continue;
    }
    const two = s.slice(i, i + 2);
    if (['&&', '||', '**', '<=', '==', '<>', '!=', '>='].includes(two)) {
      push('op', two === '<>' ? '!=' : two, two);
      i += 2;
      continue;
    }
    push('op', c, c);
    i++;
  }
  push('end', '', '', true);
  return toks;
}

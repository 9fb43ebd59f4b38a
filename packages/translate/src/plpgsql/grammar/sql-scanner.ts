/**
 * PostgreSQL 15's core SQL scanner (src/backend/parser/scan.l) as PL/pgSQL runs it over a
 * function body: identifiers (case-folded, "quoted"), keywords from a given list, numbers,
 * strings ('', E'', U&'', B'', X'', $tag$…$tag$, continued across newlines), comments
 * (-- and nested C-style), operators (with scan.l's rules for trailing + and - and embedded comment starts),
 * parameters and the two-character tokens (:: .. := => <= >= <> !=). The body is already in
 * standard form (standard_conforming_strings on: body-lexing.ts). Offsets are string indices.
 */

/** A token of the core scanner. `type` is a token name (IDENT, SCONST, Op, …), a keyword's token or the character itself. */
export interface CoreToken {
  type: string;
  /** offset of the token's first character */
  start: number;
  /** offset after its last character */
  end: number;
  /** identifier (folded, dequoted), string value, operator or number text */
  str: string;
  /** an identifier written in double quotes */
  quoted?: boolean;
}

/** A comment of the body (the scanner skips them; the token list of a body keeps them). */
export interface CoreComment {
  type: 'SQL_COMMENT' | 'C_COMMENT';
  start: number;
  end: number;
}

/** A lexical error: scan.l's message and where (the offset its "at or near" text starts). */
export class ScanError extends Error {
  constructor(
    message: string,
    readonly at: number,
    /** where the text the message quotes ends (the offending token), or undefined: the rest of the text */
    readonly end?: number,
    readonly code = 'syntax_error',
    readonly hint?: string,
  ) {
    super(message);
  }
}

const SELF = ',()[].;:+-*/%^<>=';
const OP_CHARS = '~!@#^&|`?+-*/%<>=';
const SPACE = ' \t\n\r\f';

function isIdentStart(c: string | undefined): boolean {
  if (c === undefined) return false;
  const n = c.charCodeAt(0);
  return (n >= 65 && n <= 90) || (n >= 97 && n <= 122) || c === '_' || n >= 0x80;
}

function isIdentCont(c: string | undefined): boolean {
  return isIdentStart(c) || isDigit(c) || c === '$';
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** scansup.c truncate_identifier: at most NAMEDATALEN - 1 (63) bytes of UTF-8, whole characters. */
export function truncateIdentifier(s: string): string {
  if (s.length <= 15) return s;
  let bytes = 0;
  let i = 0;
  for (const ch of s) {
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > 63) return s.slice(0, i);
    i += ch.length;
  }
  return s;
}

/** scansup.c downcase_identifier: ASCII letters only. */
export function downcase(s: string): string {
  return s.replace(/[A-Z]+/g, (m) => m.toLowerCase());
}

/** The scanner over one text; `keywords` maps a folded word to its token name (PL/pgSQL's reserved words). */
export class CoreScanner {
  private at = 0;
  readonly comments: CoreComment[] = [];

  constructor(
    private readonly text: string,
    private readonly keywords: ReadonlyMap<string, string>,
  ) {}

  /** The next token, or type EOF at the end of the text. */
  next(): CoreToken {
    const t = this.text;
    this.skipSpace();
    const start = this.at;
    const c = t[start];
    if (c === undefined) return { type: 'EOF', start, end: start, str: '' };
    const c1 = t[start + 1];
    // strings with a prefix letter
    if ((c === 'b' || c === 'B') && c1 === "'") return this.quoted(start, start + 2, 'BCONST', false);
    if ((c === 'x' || c === 'X') && c1 === "'") return this.quoted(start, start + 2, 'XCONST', false);
    if ((c === 'e' || c === 'E') && c1 === "'") return this.quoted(start, start + 2, 'SCONST', true);
    if ((c === 'n' || c === 'N') && c1 === "'") {
      // national character: "n" is returned as an identifier (NCHAR is no PL/pgSQL keyword), the string follows
      this.at = start + 1;
      return this.word(start, start + 1);
    }
    if ((c === 'u' || c === 'U') && c1 === '&') {
      if (t[start + 2] === "'") return this.quoted(start, start + 3, 'USCONST', false);
      if (t[start + 2] === '"') return this.delimited(start, start + 3, 'UIDENT');
    }
    if (c === "'") return this.quoted(start, start + 1, 'SCONST', false);
    if (c === '"') return this.delimited(start, start + 1, 'IDENT');
    if (c === '$') {
      const dollar = this.dollar(start);
      if (dollar !== null) return dollar;
    }
    if (isIdentStart(c)) {
      let e = start + 1;
      while (isIdentCont(t[e])) e++;
      this.at = e;
      return this.word(start, e);
    }
    if (isDigit(c) || (c === '.' && isDigit(c1))) return this.number(start);
    // two-character tokens
    const two = t.slice(start, start + 2);
    if (two === '::') return this.simple('TYPECAST', start, 2);
    if (two === '..') return this.simple('DOT_DOT', start, 2);
    if (two === ':=') return this.simple('COLON_EQUALS', start, 2);
    if (OP_CHARS.includes(c)) return this.operator(start);
    this.at = start + 1;
    // {self} and {other}: the character itself
    return { type: c, start, end: start + 1, str: c };
  }

  /** The end of the identifier starting at `from` (a {identifier} of scan.l). */
  private identEnd(from: number): number {
    let e = from + 1;
    while (isIdentCont(this.text[e])) e++;
    return e;
  }

  private simple(type: string, start: number, len: number): CoreToken {
    this.at = start + len;
    return { type, start, end: start + len, str: this.text.slice(start, start + len) };
  }

  private skipSpace(): void {
    const t = this.text;
    for (;;) {
      const c = t[this.at];
      if (c !== undefined && SPACE.includes(c)) {
        this.at++;
        continue;
      }
      if (c === '-' && t[this.at + 1] === '-') {
        const start = this.at;
        while (this.at < t.length && t[this.at] !== '\n' && t[this.at] !== '\r') this.at++;
        this.comments.push({ type: 'SQL_COMMENT', start, end: this.at });
        continue;
      }
      if (c === '/' && t[this.at + 1] === '*') {
        const start = this.at;
        let depth = 0;
        this.at += 2;
        for (;;) {
          if (this.at >= t.length) throw new ScanError('unterminated /* comment', start);
          if (t[this.at] === '/' && t[this.at + 1] === '*') {
            depth++;
            this.at += 2;
          } else if (t[this.at] === '*' && t[this.at + 1] === '/') {
            this.at += 2;
            if (depth === 0) break;
            depth--;
          } else this.at++;
        }
        this.comments.push({ type: 'C_COMMENT', start, end: this.at });
        continue;
      }
      return;
    }
  }

  private word(start: number, end: number): CoreToken {
    const raw = this.text.slice(start, end);
    const folded = truncateIdentifier(downcase(raw));
    const keyword = this.keywords.get(folded);
    return { type: keyword ?? 'IDENT', start, end, str: folded };
  }

  /** "…" (or U&"…"): a quoted identifier. */
  private delimited(start: number, from: number, type: string): CoreToken {
    const t = this.text;
    let value = '';
    let i = from;
    for (;;) {
      const q = t.indexOf('"', i);
      if (q < 0) throw new ScanError('unterminated quoted identifier', start);
      value += t.slice(i, q);
      if (t[q + 1] === '"') {
        value += '"';
        i = q + 2;
        continue;
      }
      i = q + 1;
      break;
    }
    if (value === '') throw new ScanError('zero-length delimited identifier', start, i);
    this.at = i;
    return { type, start, end: i, str: type === 'IDENT' ? truncateIdentifier(value) : value, quoted: true };
  }

  /** A quoted string from its opening quote at `from - 1`, continued over whitespace holding a newline. */
  private quoted(start: number, from: number, type: string, escapes: boolean): CoreToken {
    const t = this.text;
    let value = '';
    let i = from;
    for (;;) {
      const c = t[i];
      if (c === undefined) throw new ScanError('unterminated quoted string', start);
      if (c === "'") {
        if (t[i + 1] === "'") {
          value += "'";
          i += 2;
          continue;
        }
        const after = this.continuation(i + 1);
        if (after !== null) {
          i = after;
          continue;
        }
        i++;
        break;
      }
      if (escapes && c === '\\') {
        const [ch, len] = this.escape(i, start);
        value += ch;
        i += len;
        continue;
      }
      value += c;
      i++;
    }
    this.at = i;
    return { type, start, end: i, str: value };
  }

  /** After a closing quote: the offset inside the next quote when whitespace with a newline and a quote follow (scan.l quotecontinue). */
  private continuation(from: number): number | null {
    const t = this.text;
    let i = from;
    let newline = false;
    for (;;) {
      const c = t[i];
      if (c === ' ' || c === '\t' || c === '\f') i++;
      else if (c === '\n' || c === '\r') {
        newline = true;
        i++;
      } else if (c === '-' && t[i + 1] === '-') {
        while (i < t.length && t[i] !== '\n' && t[i] !== '\r') i++;
      } else break;
    }
    return newline && t[i] === "'" ? i + 1 : null;
  }

  /** A backslash escape of E'…' at `i`: its character and length. */
  private escape(i: number, start: number): [string, number] {
    const t = this.text;
    const n = t[i + 1];
    if (n === undefined) throw new ScanError('unterminated quoted string', start);
    if (n >= '0' && n <= '7') {
      let e = i + 1;
      while (e < i + 4 && t[e] !== undefined && t[e]! >= '0' && t[e]! <= '7') e++;
      return [String.fromCharCode(parseInt(t.slice(i + 1, e), 8) & 0xff), e - i];
    }
    if (n === 'x' && /[0-9A-Fa-f]/.test(t[i + 2] ?? '')) {
      let e = i + 2;
      while (e < i + 4 && /[0-9A-Fa-f]/.test(t[e] ?? '')) e++;
      return [String.fromCharCode(parseInt(t.slice(i + 2, e), 16)), e - i];
    }
    if (n === 'u' || n === 'U') {
      const len = n === 'u' ? 4 : 8;
      const hex = t.slice(i + 2, i + 2 + len);
      if (hex.length < len || !/^[0-9A-Fa-f]+$/.test(hex)) throw new ScanError('invalid Unicode escape', i, undefined, 'invalid_escape_sequence', 'Unicode escapes must be \\uXXXX or \\UXXXXXXXX.');
      const cp = parseInt(hex, 16);
      if (cp >= 0xd800 && cp <= 0xdbff) {
        const lo = t.slice(i + 2 + len, i + 2 + len + 6);
        const m = /^\\u([0-9A-Fa-f]{4})/.exec(lo);
        const second = m === null ? -1 : parseInt(m[1]!, 16);
        if (second < 0xdc00 || second > 0xdfff) throw new ScanError('invalid Unicode surrogate pair', i + 2 + len);
        return [String.fromCharCode(cp, second), 2 + len + 6];
      }
      if (cp >= 0xdc00 && cp <= 0xdfff) throw new ScanError('invalid Unicode surrogate pair', i);
      return [String.fromCodePoint(cp), 2 + len];
    }
    const map: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
    return [map[n] ?? n, 2];
  }

  /** $tag$…$tag$, or null when `$` starts no dollar quote (a parameter, or a lone `$`). */
  private dollar(start: number): CoreToken | null {
    const t = this.text;
    if (isDigit(t[start + 1])) {
      let e = start + 1;
      while (isDigit(t[e])) e++;
      if (isIdentStart(t[e])) throw new ScanError('trailing junk after parameter', start, this.identEnd(e));
      this.at = e;
      return { type: 'PARAM', start, end: e, str: t.slice(start, e) };
    }
    let e = start + 1;
    if (isIdentStart(t[e])) {
      e++;
      while (isIdentStart(t[e]) || isDigit(t[e])) e++;
    }
    if (t[e] !== '$') {
      // {dolqfailed}: the "$" alone
      this.at = start + 1;
      return { type: '$', start, end: start + 1, str: '$' };
    }
    const tag = t.slice(start, e + 1);
    const close = t.indexOf(tag, e + 1);
    if (close < 0) throw new ScanError('unterminated dollar-quoted string', start);
    this.at = close + tag.length;
    return { type: 'SCONST', start, end: this.at, str: t.slice(e + 1, close) };
  }

  private number(start: number): CoreToken {
    const t = this.text;
    let e = start;
    while (isDigit(t[e])) e++;
    let kind = 'ICONST';
    if (t[e] === '.' && t[e + 1] === '.') {
      // {decimalfail}: 1..10 is 1, .., 10
      this.at = e;
      return { type: 'ICONST', start, end: e, str: t.slice(start, e) };
    }
    if (t[e] === '.') {
      kind = 'FCONST';
      e++;
      while (isDigit(t[e])) e++;
    }
    if (t[e] === 'e' || t[e] === 'E') {
      let x = e + 1;
      if (t[x] === '+' || t[x] === '-') x++;
      if (isDigit(t[x])) {
        while (isDigit(t[x])) x++;
        e = x;
        kind = 'FCONST';
      } else throw new ScanError('trailing junk after numeric literal', start, x > e + 1 ? x : this.identEnd(e));
    }
    if (isIdentStart(t[e])) throw new ScanError('trailing junk after numeric literal', start, this.identEnd(e));
    this.at = e;
    const str = t.slice(start, e);
    // process_integer_literal: an integer that does not fit int4 is a numeric constant
    if (kind === 'ICONST' && Number(str) > 2147483647) kind = 'FCONST';
    return { type: kind, start, end: e, str };
  }

  private operator(start: number): CoreToken {
    const t = this.text;
    let e = start;
    while (t[e] !== undefined && OP_CHARS.includes(t[e]!)) e++;
    let text = t.slice(start, e);
    const slash = text.indexOf('/*');
    const dash = text.indexOf('--');
    const cut = slash < 0 ? dash : dash < 0 ? slash : Math.min(slash, dash);
    let n = cut >= 0 ? cut : text.length;
    if (n > 1 && (text[n - 1] === '+' || text[n - 1] === '-')) {
      let ic = n - 2;
      for (; ic >= 0; ic--) if ('~!@#^&|`?%'.includes(text[ic]!)) break;
      if (ic < 0) {
        do n--;
        while (n > 1 && (text[n - 1] === '+' || text[n - 1] === '-'));
      }
    }
    text = text.slice(0, n);
    this.at = start + n;
    if (n === 1 && SELF.includes(text)) return { type: text, start, end: start + 1, str: text };
    if (n === 2) {
      const two: Record<string, string> = { '=>': 'EQUALS_GREATER', '>=': 'GREATER_EQUALS', '<=': 'LESS_EQUALS', '<>': 'NOT_EQUALS', '!=': 'NOT_EQUALS' };
      const type = two[text];
      if (type !== undefined) return { type, start, end: start + 2, str: text };
    }
    if (n >= 64) throw new ScanError('operator too long', start, start + n);
    return { type: 'Op', start, end: start + n, str: text };
  }
}

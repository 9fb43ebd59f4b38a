import { PgError } from '@pgsqlite/errors';

/** A parsed JSON document (numbers kept as their source text). */
export type JsonNode =
  | { t: 'obj'; entries: [string, JsonNode][] }
  | { t: 'arr'; items: JsonNode[] }
  | { t: 'str'; v: string }
  | { t: 'num'; v: string }
  | { t: 'lit'; v: 'true' | 'false' | 'null' };

type TokKind = 'str' | 'num' | 'lit' | 'punct' | 'end';
interface Token {
  kind: TokKind;
  start: number;
  end: number;
  text: string;
  value: string;
}

function isAlnum(c: string): boolean {
  const x = c.charCodeAt(0);
  return (x >= 48 && x <= 57) || (x >= 65 && x <= 90) || (x >= 97 && x <= 122) || x === 95 || x >= 128;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** PG's json lexer + recursive-descent parser with its error details and context line. */
class JsonParser {
  private pos = 0;
  private tok: Token;

  constructor(
    private readonly src: string,
    private readonly forJsonb: boolean,
  ) {
    this.tok = this.lex();
  }

  parse(): JsonNode {
    const v = this.value('Expected JSON value');
    if (this.tok.kind !== 'end') this.fail(`Expected end of input, but found "${this.tok.text}".`, this.tok.end);
    return v;
  }

  private fail(detail: string, at: number): never {
    const lineStart = this.src.lastIndexOf('\n', at - 1) + 1;
    const line = this.src.slice(0, lineStart).split('\n').length;
    let start = lineStart;
    if (at - start >= 50) start = at - 50;
    const prefix = start > lineStart ? '...' : '';
    const next = this.src[at];
    const suffix = this.tok.kind !== 'end' && at < this.src.length && next !== '\n' && next !== '\r' ? '...' : '';
    throw new PgError('invalid_text_representation', 'invalid input syntax for type json', {
      detail,
      where: `JSON data, line ${line}: ${prefix}${this.src.slice(start, at)}${suffix}`,
    });
  }

  private expected(what: string): never {
    if (this.tok.kind === 'end') this.fail('The input string ended unexpectedly.', this.tok.end);
    this.fail(`${what}, but found "${this.tok.text}".`, this.tok.end);
  }

  private advance(): void {
    this.tok = this.lex();
  }

  private value(what: string): JsonNode {
    const t = this.tok;
    if (t.kind === 'punct' && t.text === '{') return this.object();
    if (t.kind === 'punct' && t.text === '[') return this.array();
    if (t.kind === 'str' || t.kind === 'num' || t.kind === 'lit') {
      this.advance();
      if (t.kind === 'str') return { t: 'str', v: t.value };
      if (t.kind === 'num') return { t: 'num', v: t.text };
      return { t: 'lit', v: t.text as 'true' | 'false' | 'null' };
    }
    return this.expected(what);
  }

  private isPunct(p: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === p;
  }

  private object(): JsonNode {
    this.advance();
    const entries: [string, JsonNode][] = [];
    if (this.isPunct('}')) {
      this.advance();
      return { t: 'obj', entries };
    }
    let first = true;
    for (;;) {
      if (this.tok.kind !== 'str') this.expected(first ? 'Expected string or "}"' : 'Expected string');
      const key = this.tok.value;
      this.advance();
      if (!this.isPunct(':')) this.expected('Expected ":"');
      this.advance();
      entries.push([key, this.value('Expected JSON value')]);
      first = false;
      if (this.isPunct(',')) this.advance();
      else if (this.isPunct('}')) {
        this.advance();
        return { t: 'obj', entries };
      } else this.expected('Expected "," or "}"');
    }
  }

  private array(): JsonNode {
    this.advance();
    const items: JsonNode[] = [];
    if (this.isPunct(']')) {
      this.advance();
      return { t: 'arr', items };
    }
    for (;;) {
      items.push(this.value(items.length === 0 ? 'Expected array element or "]"' : 'Expected JSON value'));
      if (this.isPunct(',')) this.advance();
      else if (this.isPunct(']')) {
        this.advance();
        return { t: 'arr', items };
      } else this.expected('Expected "," or "]"');
    }
  }

  private lex(): Token {
    const s = this.src;
    while (this.pos < s.length && ' \t\n\r'.includes(s[this.pos]!)) this.pos++;
    const start = this.pos;
    if (start >= s.length) return { kind: 'end', start, end: start, text: '', value: '' };
    const c = s[start]!;
    if ('{}[],:'.includes(c)) {
      this.pos++;
      return { kind: 'punct', start, end: this.pos, text: c, value: c };
    }
    if (c === '"') return this.lexString(start);
    if (c === '-' || isDigit(c)) return this.lexNumber(start);
    let p = start;
    while (p < s.length && isAlnum(s[p]!)) p++;
    if (p === start) p++;
    this.pos = p;
    const text = s.slice(start, p);
    if (text === 'true' || text === 'false' || text === 'null') return { kind: 'lit', start, end: p, text, value: text };
    return this.badToken(start, p);
  }

  private badToken(start: number, end: number): never {
    this.tok = { kind: 'punct', start, end, text: '', value: '' };
    this.fail(`Token "${this.src.slice(start, end)}" is invalid.`, end);
  }

  private lexNumber(start: number): Token {
    const s = this.src;
    let p = start;
    let ok = true;
    if (s[p] === '-') p++;
    if (s[p] === '0') p++;
    else if (isDigit(s[p])) while (isDigit(s[p])) p++;
    else ok = false;
    if (ok && s[p] === '.') {
      p++;
      if (!isDigit(s[p])) ok = false;
      while (isDigit(s[p])) p++;
    }
    if (ok && (s[p] === 'e' || s[p] === 'E')) {
      p++;
      if (s[p] === '+' || s[p] === '-') p++;
      if (!isDigit(s[p])) ok = false;
      while (isDigit(s[p])) p++;
    }
    let q = p;
    while (q < s.length && isAlnum(s[q]!)) q++;
    if (!ok || q !== p) {
      this.pos = q;
      return this.badToken(start, q);
    }
    this.pos = p;
    return { kind: 'num', start, end: p, text: s.slice(start, p), value: s.slice(start, p) };
  }

  private lexString(start: number): Token {
    const s = this.src;
    let p = start + 1;
    let out = '';
    let hiSurrogate = -1;
    for (;;) {
      if (p >= s.length) {
        this.pos = p;
        this.tok = { kind: 'end', start, end: p, text: '', value: '' };
        this.fail('The input string ended unexpectedly.', p);
      }
      const c = s[p]!;
      if (c === '"') break;
      if (c.charCodeAt(0) < 0x20) {
        this.tok = { kind: 'str', start, end: p + 1, text: '', value: '' };
        this.fail(`Character with value 0x${c.charCodeAt(0).toString(16).padStart(2, '0')} must be escaped.`, p + 1);
      }
      if (c !== '\\') {
        if (hiSurrogate >= 0) this.escapeFail('Unicode low surrogate must follow a high surrogate.', start, p);
        out += c;
        p++;
        continue;
      }
      const e = s[p + 1];
      if (e === undefined) {
        this.tok = { kind: 'end', start, end: p + 1, text: '', value: '' };
        this.fail('The input string ended unexpectedly.', p + 1);
      }
      if (e === 'u') {
        const hex = s.slice(p + 2, p + 6);
        if (hex.length < 4 || ![...hex].every((h) => '0123456789abcdefABCDEF'.includes(h))) {
          let q = p + 2;
          while (q < s.length && q < p + 6 && '0123456789abcdefABCDEF'.includes(s[q]!)) q++;
          this.escapeFail('"\\u" must be followed by four hexadecimal digits.', start, Math.min(q + 1, s.length));
        }
        const code = parseInt(hex, 16);
        p += 6;
        if (code >= 0xd800 && code <= 0xdbff) {
          if (hiSurrogate >= 0) this.escapeFail('Unicode high surrogate must not follow a high surrogate.', start, p);
          hiSurrogate = code;
          continue;
        }
        if (code >= 0xdc00 && code <= 0xdfff) {
          if (hiSurrogate < 0) this.escapeFail('Unicode low surrogate must follow a high surrogate.', start, p);
          out += String.fromCharCode(hiSurrogate, code);
          hiSurrogate = -1;
          continue;
        }
        if (hiSurrogate >= 0) this.escapeFail('Unicode low surrogate must follow a high surrogate.', start, p);
        if (code === 0 && this.forJsonb) {
          throw new PgError('untranslatable_character', 'unsupported Unicode escape sequence', {
            detail: '\\u0000 cannot be converted to text.',
            where: `JSON data, line 1: ${s.slice(s.lastIndexOf('\n', start) + 1, p)}...`,
          });
        }
        out += String.fromCharCode(code);
        continue;
      }
      if (hiSurrogate >= 0) this.escapeFail('Unicode low surrogate must follow a high surrogate.', start, p);
      const map: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
      const m = map[e];
      if (m === undefined) this.escapeFail(`Escape sequence "\\${e}" is invalid.`, start, p + 2);
      out += m;
      p += 2;
    }
    if (hiSurrogate >= 0) this.escapeFail('Unicode low surrogate must follow a high surrogate.', start, p);
    this.pos = p + 1;
    return { kind: 'str', start, end: p + 1, text: s.slice(start, p + 1), value: out };
  }

  private escapeFail(detail: string, start: number, end: number): never {
    this.tok = { kind: 'str', start, end, text: '', value: '' };
    this.fail(detail, end);
  }
}

/** Parses JSON text as PG's json/jsonb input does; 22P02 with PG's detail on error. */
export function parseJson(text: string, forJsonb: boolean): JsonNode {
  return new JsonParser(text, forJsonb).parse();
}

/**
 * PostgreSQL's default text search parser ("default", pg_ts_parser 3722): splits text into typed
 * tokens. Token type ids and aliases are PostgreSQL's; the scanner recognises words (ASCII,
 * non-ASCII, with digits), hyphenated words and their parts, e-mail addresses, URLs with their
 * host and path, hosts, file paths, integers, decimal and scientific numbers, version numbers,
 * XML tags, entities, and blanks between them.
 */

/** The token types: id → [alias, description]. */
export const TOKEN_TYPES: readonly (readonly [number, string, string])[] = [
  [1, 'asciiword', 'Word, all ASCII'],
  [2, 'word', 'Word, all letters'],
  [3, 'numword', 'Word, letters and digits'],
  [4, 'email', 'Email address'],
  [5, 'url', 'URL'],
  [6, 'host', 'Host'],
  [7, 'sfloat', 'Scientific notation'],
  [8, 'version', 'Version number'],
  [9, 'hword_numpart', 'Hyphenated word part, letters and digits'],
  [10, 'hword_part', 'Hyphenated word part, all letters'],
  [11, 'hword_asciipart', 'Hyphenated word part, all ASCII'],
  [12, 'blank', 'Space symbols'],
  [13, 'tag', 'XML tag'],
  [14, 'protocol', 'Protocol head'],
  [15, 'numhword', 'Hyphenated word, letters and digits'],
  [16, 'asciihword', 'Hyphenated word, all ASCII'],
  [17, 'hword', 'Hyphenated word, all letters'],
  [18, 'url_path', 'URL path'],
  [19, 'file', 'File or path name'],
  [20, 'float', 'Decimal notation'],
  [21, 'int', 'Signed integer'],
  [22, 'uint', 'Unsigned integer'],
  [23, 'entity', 'XML entity'],
];

/** One token: its type id and text. */
export interface TsToken {
  type: number;
  text: string;
}

const T = {
  asciiword: 1, word: 2, numword: 3, email: 4, url: 5, host: 6, sfloat: 7, version: 8, hword_numpart: 9, hword_part: 10,
  hword_asciipart: 11, blank: 12, tag: 13, protocol: 14, numhword: 15, asciihword: 16, hword: 17, url_path: 18, file: 19,
  float: 20, int: 21, uint: 22, entity: 23,
} as const;

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isAsciiAlpha = (c: string | undefined): boolean => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isAlpha = (c: string | undefined): boolean => c !== undefined && (isAsciiAlpha(c) || (c > '\u007f' && /\p{L}|\p{M}/u.test(c)));
const isAlnum = (c: string | undefined): boolean => isAlpha(c) || isDigit(c);

const WORD_PART = /^[\p{L}\p{M}\p{Nd}]+/u;
const HOST = /^(?:[\p{L}\p{Nd}](?:[\p{L}\p{Nd}_-]*[\p{L}\p{Nd}])?\.)+[\p{L}]{2,}(?::\d+)?/u;
const EMAIL = /^[A-Za-z0-9][A-Za-z0-9._+-]*@((?:[\p{L}\p{Nd}](?:[\p{L}\p{Nd}_-]*[\p{L}\p{Nd}])?\.)+[\p{L}]{2,})/u;
const URL_PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]+/;
const FILE = /^(?:[A-Za-z0-9_.\-~]*\/)+[A-Za-z0-9_.\-~]*|^[A-Za-z0-9_~]+(?:\.[A-Za-z0-9_\-~]+)+/;
const PROTOCOL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;
const VERSION = /^\d+(?:\.\d+){2,}/;
const SFLOAT = /^[+-]?\d+(?:\.\d+)?[eE][+-]?\d+/;
const FLOAT = /^[+-]?(?:\d+\.\d+|\.\d+)/;
const TAG = /^<\/?[A-Za-z!?][^<>"]*(?:"[^"]*"[^<>"]*)*>/;
const ENTITY = /^&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#x[0-9A-Fa-f]+);/;

function wordType(w: string): number {
  if ([...w].some(isDigit)) return T.numword;
  return /^[A-Za-z]+$/.test(w) ? T.asciiword : T.word;
}

/** Splits `text` into tokens, as ts_parse('default', text) lists them. */
export function parseText(text: string): TsToken[] {
  const out: TsToken[] = [];
  let blank = '';
  const push = (type: number, t: string): void => {
    if (blank !== '') { out.push({ type: T.blank, text: blank }); blank = ''; }
    out.push({ type, text: t });
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const c = rest[0] as string;
    const prev = text[i - 1];
    const m = scanAt(rest, prev);
    if (m === undefined) {
      const cp = String.fromCodePoint(rest.codePointAt(0) as number);
      // a '<' that starts no tag starts a blank of its own
      if (cp === '<' && blank !== '') { out.push({ type: T.blank, text: blank }); blank = ''; }
      blank += cp;
      i += cp.length;
      continue;
    }
    for (const t of m.tokens) push(t.type, t.text);
    i += m.length;
    void c;
  }
  if (blank !== '') out.push({ type: T.blank, text: blank });
  return out;
}

interface Scan {
  tokens: TsToken[];
  length: number;
}

function scanAt(s: string, prev: string | undefined): Scan | undefined {
  const c = s[0];
  const afterWord = isAlnum(prev);
  if (c === '<') {
    const m = TAG.exec(s);
    if (m) return one(T.tag, m[0]);
  }
  if (c === '&') {
    const m = ENTITY.exec(s);
    if (m) return one(T.entity, m[0]);
  }
  if ((c === '-' || c === '+') && (isDigit(s[1]) || (s[1] === '.' && isDigit(s[2])))) {
    const sf = SFLOAT.exec(s);
    if (sf && !isAlnum(s[sf[0].length])) return one(T.sfloat, sf[0]);
    const f = FLOAT.exec(s);
    if (f && !isAlnum(s[f[0].length])) return one(T.float, f[0]);
    const m = /^[+-]\d+/.exec(s) as RegExpExecArray;
    if (c === '-' && !afterWord && !isAlpha(s[m[0].length]) && s[m[0].length] !== '.') return one(T.int, m[0]);
  }
  if (afterWord) return undefined;
  if (c === '/') {
    const m = /^\/[A-Za-z0-9_.\-~/]+/.exec(s);
    if (m) return one(T.file, m[0]);
  }
  if (!isAlnum(c) && c !== '.') return undefined;
  const proto = PROTOCOL.exec(s);
  if (proto) {
    const host = HOST.exec(s.slice(proto[0].length));
    if (host) {
      const after = s.slice(proto[0].length + host[0].length);
      const path = URL_PATH.exec(after);
      if (!path) return { tokens: [{ type: T.protocol, text: proto[0] }, { type: T.host, text: host[0] }], length: proto[0].length + host[0].length };
      const url = host[0] + path[0];
      const toks: TsToken[] = [{ type: T.protocol, text: proto[0] }, { type: T.url, text: url }, { type: T.host, text: host[0] }, { type: T.url_path, text: path[0] }];
      return { tokens: toks, length: proto[0].length + url.length };
    }
  }
  const email = EMAIL.exec(s);
  if (email && !isAlnum(s[email[0].length])) return one(T.email, email[0]);
  const host = HOST.exec(s);
  if (host && !isDigit(s[0]) || (host && /[\p{L}]/u.test(host[0]) && !/^\d+(\.\d+)*$/.test(host[0]))) {
    const h = host as RegExpExecArray;
    const next = s[h[0].length];
    const hostPath = next === '/' ? URL_PATH.exec(s.slice(h[0].length)) : null;
    if (hostPath) {
      const path = hostPath;
      const url = h[0] + path[0];
      return { tokens: [{ type: T.url, text: url }, { type: T.host, text: h[0] }, { type: T.url_path, text: path[0] }], length: url.length };
    }
    if (!isAlnum(next) && next !== '@' && next !== '.') return one(T.host, h[0]);
  }
  if (isDigit(c) || c === '.') {
    const v = VERSION.exec(s);
    if (v && !isAlnum(s[v[0].length])) return one(T.version, v[0]);
    const sf = SFLOAT.exec(s);
    if (sf && !isAlnum(s[sf[0].length])) return one(T.sfloat, sf[0]);
    const f = FLOAT.exec(s);
    if (f && !isAlnum(s[f[0].length])) return one(T.float, f[0]);
    const u = /^\d+/.exec(s);
    if (u && !isAlpha(s[u[0].length])) return one(T.uint, u[0]);
  }
  if (c === '.') return undefined;
  const file = FILE.exec(s);
  if (file && (file[0].includes('/') || file[0].includes('.')) && !file[0].endsWith('.')) return one(T.file, file[0]);
  if (file && file[0].includes('.') && file[0].endsWith('.') && file[0].slice(0, -1).includes('.')) return one(T.file, file[0].slice(0, -1));
  return hyphenated(s);
}

function one(type: number, text: string): Scan {
  return { tokens: [{ type, text }], length: text.length };
}

/** A word, or a hyphenated word followed by its parts. */
function hyphenated(s: string): Scan | undefined {
  const first = WORD_PART.exec(s);
  if (!first) return undefined;
  const parts = [first[0]];
  let len = first[0].length;
  while (s[len] === '-') {
    // a signed decimal number after the hyphen is a number of its own (readline-4.2)
    if (/^\d+\.\d/.test(s.slice(len + 1))) break;
    const p = WORD_PART.exec(s.slice(len + 1));
    if (!p) break;
    parts.push(p[0]);
    len += 1 + p[0].length;
  }
  if (parts.length === 1) return one(wordType(parts[0] as string), parts[0] as string);
  const whole = s.slice(0, len);
  const types = parts.map(wordType);
  const wholeType = types.includes(T.numword) ? T.numhword : types.includes(T.word) ? T.hword : T.asciihword;
  const tokens: TsToken[] = [{ type: wholeType, text: whole }];
  parts.forEach((p, k) => {
    if (k > 0) tokens.push({ type: T.blank, text: '-' });
    const t = types[k] as number;
    tokens.push({ type: t === T.numword ? T.hword_numpart : t === T.word ? T.hword_part : T.hword_asciipart, text: p });
  });
  return { tokens, length: len };
}

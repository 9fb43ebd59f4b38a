import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import { decodeEscapePart, finishEscapeString, type EscapeContext, type EscapeState } from './escape-string.js';

/**
 * The settings that change how PostgreSQL's scanner reads string literals.
 * @see https://www.postgresql.org/docs/15/runtime-config-compatible.html
 */
export interface LexSettings {
  /** standard_conforming_strings: off makes a plain '…' literal read backslash escapes like E'…'. */
  readonly standardConformingStrings: boolean;
  /** escape_string_warning: WARNING 22P06 on a backslash in a plain literal (only while the above is off). */
  readonly escapeStringWarning: boolean;
  /** backslash_quote: whether `\'` may stand for a quote in an escape string. */
  readonly backslashQuote: 'on' | 'off' | 'safe_encoding';
}

/** PostgreSQL's defaults (libpg-query's scanner is built with these). */
export const DEFAULT_LEX: LexSettings = { standardConformingStrings: true, escapeStringWarning: true, backslashQuote: 'safe_encoding' };

/** The lexical settings carried in a plan's format settings (absent fields: PostgreSQL's defaults). */
export function lexOf(settings: Partial<LexSettings>): LexSettings {
  return {
    standardConformingStrings: settings.standardConformingStrings ?? true,
    escapeStringWarning: settings.escapeStringWarning ?? true,
    backslashQuote: settings.backslashQuote ?? 'safe_encoding',
  };
}

/** A query text rewritten for a standard-conforming parser. */
export interface ConformedText {
  /** The text libpg-query parses: the same statements, every character position unchanged. */
  readonly text: string;
  /** WARNINGs the scanner issued, in text order (escape_string_warning). */
  readonly warnings: readonly PgErrorFields[];
  /** Each literal rewritten: its 1-based position, the client's text and the text the parser saw. */
  readonly rewrites: readonly Rewrite[];
}

/** One rewritten literal (to put the client's text back into a parser message about it). */
export interface Rewrite {
  readonly position: number;
  readonly original: string;
  readonly literal: string;
}

/** A lexical error, with what was scanned before the token that raised it. */
export class LexFailure {
  constructor(
    readonly error: PgError,
    /** Offset of the token that failed (nothing from there on was scanned). */
    readonly cut: number,
    /** The rewritten text before `cut`. */
    readonly prefix: string,
    readonly warnings: readonly PgErrorFields[],
    /** The literals rewritten before `cut`. */
    readonly rewrites: readonly Rewrite[],
  ) {}
}

/** Whether `sql`'s string literals read differently under `lex` than under libpg-query's defaults. */
export function stringsDiffer(sql: string, lex: LexSettings): boolean {
  if (!sql.includes('\\')) return !lex.standardConformingStrings && sql.includes('&');
  return !lex.standardConformingStrings || lex.backslashQuote === 'off';
}

/** A digit (of a number or `$n`) directly followed by a letter: maybe PostgreSQL 15's trailing junk. */
const MAYBE_JUNK = /[0-9]\.?[A-Za-z_\u0080-\uffff]/;

/**
 * Whether `sql` must go through the scanner: its strings read differently under `lex`, or it may
 * hold a number with trailing junk (`1abc`, `0x1F`, `$1a`), which PostgreSQL 15's scanner rejects
 * and libpg-query's reads as a number and an alias.
 */
export function needsConforming(sql: string, lex: LexSettings): boolean {
  return stringsDiffer(sql, lex) || MAYBE_JUNK.test(sql);
}

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
/** scan.l ident_start: [A-Za-z\200-\377_] (every non-ASCII character). */
const isIdentStartCode = (k: number): boolean => (k >= 97 && k <= 122) || (k >= 65 && k <= 90) || k === 95 || k >= 128;
const isIdentStart = (c: string | undefined): boolean => c !== undefined && isIdentStartCode(c.charCodeAt(0));
/** scan.l ident_cont: ident_start, digits and `$`. */
const isIdentContCode = (k: number): boolean => isIdentStartCode(k) || (k >= 48 && k <= 57) || k === 36;
const SPACE = ' \t\n\r\f';

/**
 * Scans a query text token by token as PostgreSQL's scanner (scan.l) does under `lex`, and
 * rewrites what libpg-query (always standard_conforming_strings = on) would read otherwise: each
 * plain '…' literal holding a backslash, while standard_conforming_strings is off, becomes the
 * standard literal of the same value, padded with spaces so every later character keeps its
 * position. Comments, quoted identifiers, dollar quotes, bit strings and E'…' literals are skipped
 * as the scanner skips them. Throws a LexFailure for PostgreSQL's lexical errors (U&'…' while
 * standard_conforming_strings is off, `\'` under backslash_quote = off, bad escapes, unterminated
 * literals, bytes that are not UTF-8).
 */
export function conformStrings(sql: string, lex: LexSettings): ConformedText {
  return new Scanner(sql, lex).run();
}

class Scanner {
  private out = '';
  private copied = 0;
  private readonly warnings: PgErrorFields[] = [];
  private readonly rewrites: Rewrite[] = [];
  private cpAt = 0;
  private cpCount = 0;

  constructor(
    private readonly text: string,
    private readonly lex: LexSettings,
  ) {}

  run(): ConformedText {
    const s = this.text;
    let i = 0;
    const n = s.length;
    while (i < n) {
      const k = s.charCodeAt(i);
      if (isIdentStartCode(k)) i = this.identOrPrefixed(i);
      else if (k >= 48 && k <= 57) i = this.numberEnd(i);
      else if (k === 32 || k === 44 || k === 40 || k === 41) i++;
      else if (k === 39) i = this.literal(i, i + 1, this.lex.standardConformingStrings ? 'standard' : 'rewrite');
      else if (k === 45 && s.charCodeAt(i + 1) === 45) i = this.lineCommentEnd(i);
      else if (k === 47 && s.charCodeAt(i + 1) === 42) i = this.blockCommentEnd(i);
      else if (k === 34) i = this.quotedEnd(i + 1, '"');
      else if (k === 36) i = this.dollar(i);
      else if (k === 46 && isDigit(s[i + 1])) i = this.numberEnd(i);
      else i++;
    }
    return { text: this.out + s.slice(this.copied), warnings: this.warnings, rewrites: this.rewrites };
  }

  /** 1-based character (code point) position of a UTF-16 offset, counted incrementally. */
  private readonly cpPos = (offset: number): number => {
    if (offset < this.cpAt) {
      this.cpAt = 0;
      this.cpCount = 0;
    }
    const s = this.text;
    while (this.cpAt < offset && this.cpAt < s.length) {
      const code = s.charCodeAt(this.cpAt);
      this.cpAt += code >= 0xd800 && code <= 0xdbff && this.cpAt + 1 < s.length ? 2 : 1;
      this.cpCount++;
    }
    return this.cpCount + 1;
  };

  private fail(error: PgError, cut: number): never {
    throw new LexFailure(error, cut, this.out + this.text.slice(this.copied, cut), [...this.warnings], [...this.rewrites]);
  }

  private lineCommentEnd(i: number): number {
    let j = i + 2;
    while (j < this.text.length && this.text[j] !== '\n' && this.text[j] !== '\r') j++;
    return j;
  }

  /** Nested C-style comment; an unterminated one is left to the parser's own error. */
  private blockCommentEnd(i: number): number {
    const s = this.text;
    let depth = 1;
    let j = i + 2;
    while (j < s.length) {
      if (s[j] === '/' && s[j + 1] === '*') {
        depth++;
        j += 2;
      } else if (s[j] === '*' && s[j + 1] === '/') {
        j += 2;
        if (--depth === 0) return j;
      } else j++;
    }
    return s.length;
  }

  /** After the opening quote of a quoted identifier (or a literal without escapes): past its closing quote. */
  private quotedEnd(from: number, quote: string): number {
    const s = this.text;
    let j = from;
    while (j < s.length) {
      if (s[j] === quote) {
        if (s[j + 1] !== quote) return j + 1;
        j += 2;
      } else j++;
    }
    return s.length;
  }

  /** `$n` parameter, `$tag$…$tag$` dollar quote, or a lone `$`. */
  private dollar(i: number): number {
    const s = this.text;
    if (isDigit(s[i + 1])) {
      let j = i + 1;
      while (isDigit(s[j])) j++;
      if (isIdentStart(s[j])) this.junk('trailing junk after parameter', i, this.identEnd(j));
      return j;
    }
    let j = i + 1;
    if (isIdentStart(s[j])) while (isIdentStart(s[j]) || isDigit(s[j])) j++;
    if (s[j] !== '$') return i + 1;
    const delim = s.slice(i, j + 1);
    const close = s.indexOf(delim, j + 1);
    return close < 0 ? s.length : close + delim.length;
  }

  /**
   * A numeric literal as PostgreSQL 15's scanner reads it, flex's longest match among its number
   * rules: a valid integer, decimal or real, or (when longer) one of them followed by an
   * identifier (`1abc`, `0x1F`, `1.5x`, `1e1$a$`) or a real missing its exponent digits (`1e+`),
   * both "trailing junk" errors.
   */
  private numberEnd(i: number): number {
    const s = this.text;
    const intEnd = this.digitsEnd(i);
    let decEnd = -1;
    if (s.charCodeAt(intEnd) === 46 && s.charCodeAt(intEnd + 1) !== 46) {
      const after = this.digitsEnd(intEnd + 1);
      if (after > intEnd + 1 || intEnd > i) decEnd = after;
    }
    const base = decEnd >= 0 ? decEnd : intEnd;
    let realEnd = -1;
    let junk = -1;
    const e = s.charCodeAt(base);
    if (e === 101 || e === 69) {
      const sign = s[base + 1] === '+' || s[base + 1] === '-';
      const k = sign ? base + 2 : base + 1;
      if (isDigit(s[k])) realEnd = this.digitsEnd(k);
      else if (sign) junk = k;
    }
    const valid = Math.max(intEnd, decEnd, realEnd);
    if (intEnd > i && isIdentStart(s[intEnd])) junk = Math.max(junk, this.identEnd(intEnd));
    if (decEnd >= 0 && isIdentStart(s[decEnd])) junk = Math.max(junk, this.identEnd(decEnd));
    if (realEnd >= 0 && isIdentStart(s[realEnd])) junk = Math.max(junk, this.identEnd(realEnd));
    if (junk > valid) this.junk('trailing junk after numeric literal', i, junk);
    return valid;
  }

  private digitsEnd(from: number): number {
    const s = this.text;
    let k = from;
    while (k < s.length && s.charCodeAt(k) >= 48 && s.charCodeAt(k) <= 57) k++;
    return k;
  }

  private identEnd(j: number): number {
    const s = this.text;
    let k = j;
    while (k < s.length && isIdentContCode(s.charCodeAt(k))) k++;
    return k;
  }

  /** PostgreSQL 15's integer_junk / real_junk / param_junk rules: 42601 naming the token. */
  private junk(message: string, start: number, end: number): never {
    this.fail(new PgError('syntax_error', `${message} at or near "${this.text.slice(start, end)}"`, { position: this.cpPos(start) }), start);
  }

  /** An identifier or keyword, or the E'…', B'…', X'…', U&'…' and U&"…" tokens it may begin. */
  private identOrPrefixed(i: number): number {
    const s = this.text;
    const c = (s[i] as string).toLowerCase();
    if (s[i + 1] === "'") {
      if (c === 'e') return this.literal(i, i + 2, 'escape');
      if (c === 'b' || c === 'x') return this.literal(i, i + 2, 'bits');
    }
    if (c === 'u' && s[i + 1] === '&') {
      if (s[i + 2] === '"') return this.quotedEnd(i + 3, '"');
      if (s[i + 2] === "'") {
        if (!this.lex.standardConformingStrings) {
          this.fail(
            new PgError('feature_not_supported', 'unsafe use of string constant with Unicode escapes', {
              detail: 'String constants with Unicode escapes cannot be used when standard_conforming_strings is off.',
              position: this.cpPos(i),
            }),
            i,
          );
        }
        return this.literal(i, i + 3, 'standard');
      }
    }
    return this.identEnd(i + 1);
  }

  /**
   * A string literal from its opening quote's successor `body`, with its continuations (a quote,
   * whitespace holding a newline, a quote). `standard`/`bits`: quotes only; `escape`: E'…',
   * checked for backslash_quote; `rewrite`: a plain literal read with escapes, rewritten.
   */
  private literal(start: number, body: number, mode: 'standard' | 'bits' | 'escape' | 'rewrite'): number {
    const s = this.text;
    const ctx: EscapeContext = {
      text: s,
      start,
      backslashQuote: this.lex.backslashQuote,
      warn: mode === 'rewrite' && this.lex.escapeStringWarning,
      cpPos: this.cpPos,
    };
    const state: EscapeState = { bytes: [], sawNonAscii: false, firstEscape: true, warnings: this.warnings };
    let from = body;
    let hasBackslash = false;
    for (;;) {
      let close: number;
      try {
        close = mode === 'rewrite' ? decodeEscapePart(ctx, from, state) : this.skipPart(from, mode, ctx);
      } catch (e) {
        this.fail(e as PgError, start);
      }
      // libpg-query reports the unterminated literals it reads itself.
      if (close < 0) {
        if (mode !== 'rewrite') return s.length;
        this.fail(new PgError('syntax_error', `unterminated quoted string at or near "${s.slice(start)}"`, { position: this.cpPos(start) }), start);
      }
      if (!hasBackslash) hasBackslash = s.slice(from, close).includes('\\');
      const after = this.continuation(close + 1);
      if (after < 0) {
        if (mode === 'rewrite' && hasBackslash) this.rewrite(start, close + 1, state);
        return close + 1;
      }
      from = after;
    }
  }

  /** Skips one part of a literal that libpg-query reads itself; returns its closing quote or -1. */
  private skipPart(from: number, mode: 'standard' | 'bits' | 'escape', ctx: EscapeContext): number {
    const s = this.text;
    let j = from;
    while (j < s.length) {
      const c = s[j];
      if (c === "'") {
        if (mode === 'bits' || s[j + 1] !== "'") return j;
        j += 2;
      } else if (c === '\\' && mode === 'escape') {
        if (s[j + 1] === "'" && ctx.backslashQuote === 'off') {
          throw new PgError('nonstandard_use_of_escape_character', "unsafe use of \\' in a string literal", {
            hint: "Use '' to write quotes in strings. \\' is insecure in client-only encodings.",
            position: ctx.cpPos(ctx.start),
          });
        }
        j += 2;
      } else j++;
    }
    return -1;
  }

  /** After a closing quote: the offset after the next part's opening quote, or -1 when the literal ends. */
  private continuation(from: number): number {
    const s = this.text;
    let j = from;
    let newline = false;
    while (j < s.length) {
      const c = s[j] as string;
      if (SPACE.includes(c)) {
        if (c === '\n' || c === '\r') newline = true;
        j++;
      } else if (c === '-' && s[j + 1] === '-') j = this.lineCommentEnd(j);
      else break;
    }
    return newline && s[j] === "'" ? j + 1 : -1;
  }

  /** Replaces `[start, end)` with the standard literal of the decoded value, padded to the same number of characters. */
  private rewrite(start: number, end: number, state: EscapeState): void {
    let value: string;
    try {
      value = finishEscapeString(state);
    } catch (e) {
      this.fail(e as PgError, start);
    }
    const literal = `'${value.replaceAll("'", "''")}'`;
    const first = this.cpPos(start);
    const width = this.cpPos(end) - first;
    const pad = width - codePoints(literal);
    this.rewrites.push({ position: first, original: this.text.slice(start, end), literal });
    this.out += this.text.slice(this.copied, start) + literal + ' '.repeat(Math.max(0, pad));
    this.copied = end;
  }
}

function codePoints(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code < 0xd800 || code > 0xdbff) n++;
  }
  return n;
}

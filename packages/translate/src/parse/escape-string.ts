import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import { utf8Bytes, utf8Text } from '@pgsqlite/runtime';

/**
 * The body of one escape string as PostgreSQL's scanner reads it in its `xe` state (scan.l):
 * an `E'…'` literal, or a plain `'…'` literal while standard_conforming_strings is off.
 * Positions are UTF-16 offsets into the query text; `cpPos` turns one into PostgreSQL's
 * 1-based character position.
 */
export interface EscapeContext {
  readonly text: string;
  /** Offset of the literal's first character (its quote, or its `E`): where warnings point. */
  readonly start: number;
  /** backslash_quote: `off` rejects `\'` (UTF8 is never a client-only encoding, so `safe_encoding` allows it). */
  readonly backslashQuote: 'on' | 'off' | 'safe_encoding';
  /** Whether this literal warns on its first escape (plain literal, escape_string_warning on). */
  readonly warn: boolean;
  cpPos(offset: number): number;
}

/** What decoding one part of an escape string produced. */
export interface EscapeState {
  /** The literal's bytes so far (UTF-8). */
  bytes: number[];
  /** An octal or hex escape produced a NUL or a high-bit byte: the result must be checked as UTF-8. */
  sawNonAscii: boolean;
  /** No escape seen yet (PostgreSQL warns only on the first escape of a string). */
  firstEscape: boolean;
  warnings: PgErrorFields[];
}

const isOct = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '7';
const isHex = (c: string | undefined): boolean => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

function hexRun(text: string, from: number, max: number): number {
  let n = 0;
  while (n < max && isHex(text[from + n])) n++;
  return n;
}

/**
 * Decodes one quoted part of an escape string, from `from` (just after its opening quote) to its
 * closing quote, appending to `state`. Returns the offset of the closing quote, or -1 when the
 * text ends first (unterminated). Throws PostgreSQL's errors for bad escapes.
 */
export function decodeEscapePart(ctx: EscapeContext, from: number, state: EscapeState): number {
  const { text } = ctx;
  let i = from;
  let plain = from;
  const flush = (to: number): void => {
    if (to > plain) for (const b of utf8Bytes(text.slice(plain, to))) state.bytes.push(b);
  };
  while (i < text.length) {
    const c = text[i];
    if (c === "'") {
      if (text[i + 1] !== "'") {
        flush(i);
        return i;
      }
      flush(i + 1);
      i += 2;
      plain = i;
      continue;
    }
    if (c !== '\\') {
      i++;
      continue;
    }
    flush(i);
    if (i + 1 >= text.length) return -1;
    i = decodeEscape(ctx, i, state);
    plain = i;
  }
  flush(i);
  return -1;
}

/** One backslash escape at `at`; returns the offset after it. */
function decodeEscape(ctx: EscapeContext, at: number, state: EscapeState): number {
  const { text } = ctx;
  const d = text[at + 1] as string;
  if (isOct(d)) {
    let n = 1;
    while (n < 3 && isOct(text[at + 1 + n])) n++;
    pushByte(ctx, state, parseInt(text.slice(at + 1, at + 1 + n), 8) & 0xff);
    return at + 1 + n;
  }
  if (d === 'x' && isHex(text[at + 2])) {
    const n = hexRun(text, at + 2, 2);
    pushByte(ctx, state, parseInt(text.slice(at + 2, at + 2 + n), 16));
    return at + 2 + n;
  }
  if (d === 'u' || d === 'U') return decodeUnicode(ctx, at, state);
  if (d === "'" && ctx.backslashQuote === 'off') {
    throw new PgError('nonstandard_use_of_escape_character', "unsafe use of \\' in a string literal", {
      hint: "Use '' to write quotes in strings. \\' is insecure in client-only encodings.",
      position: ctx.cpPos(ctx.start),
    });
  }
  warnOnce(ctx, state, d === "'" ? 'quote' : d === '\\' ? 'backslash' : 'escape');
  const cp = text.codePointAt(at + 1) ?? 0;
  const single: Record<string, number> = { b: 8, f: 12, n: 10, r: 13, t: 9 };
  const value = single[d] ?? cp;
  for (const b of utf8Bytes(String.fromCodePoint(value))) state.bytes.push(b);
  return at + 1 + (cp > 0xffff ? 2 : 1);
}

function pushByte(ctx: EscapeContext, state: EscapeState, byte: number): void {
  warnOnce(ctx, state, 'escape');
  state.bytes.push(byte);
  if (byte === 0 || byte >= 0x80) state.sawNonAscii = true;
}

/** The length of a `\uXXXX` / `\UXXXXXXXX` escape at `at`, or 0 when it is not one. */
function unicodeLength(text: string, at: number): number {
  if (text[at] !== '\\') return 0;
  const want = text[at + 1] === 'u' ? 4 : text[at + 1] === 'U' ? 8 : 0;
  return want > 0 && hexRun(text, at + 2, want) === want ? want + 2 : 0;
}

/** `\uXXXX` / `\UXXXXXXXX`, a UTF-16 surrogate pair spelled as two of them included. */
function decodeUnicode(ctx: EscapeContext, at: number, state: EscapeState): number {
  const { text } = ctx;
  const len = unicodeLength(text, at);
  if (len === 0) throw badUnicodeEscape(ctx, at);
  warnOnce(ctx, state, 'escape');
  let cp = parseInt(text.slice(at + 2, at + len), 16);
  let end = at + len;
  if (cp >= 0xdc00 && cp <= 0xdfff) throw nearError(ctx, 'invalid Unicode surrogate pair', at, end);
  if (cp >= 0xd800 && cp <= 0xdbff) {
    // scan.l's xeu state: the next token must be the second half.
    const next = unicodeLength(text, end);
    if (next === 0) {
      if (text[end] === '\\' && (text[end + 1] === 'u' || text[end + 1] === 'U')) throw badUnicodeEscape(ctx, end);
      const width = end < text.length ? ((text.codePointAt(end) ?? 0) > 0xffff ? 2 : 1) : 0;
      throw nearError(ctx, 'invalid Unicode surrogate pair', end, end + width);
    }
    const low = parseInt(text.slice(end + 2, end + next), 16);
    if (low < 0xdc00 || low > 0xdfff) throw nearError(ctx, 'invalid Unicode surrogate pair', end, end + next);
    cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
    end += next;
  } else if (cp === 0 || cp > 0x10ffff) {
    throw nearError(ctx, 'invalid Unicode escape value', at, end);
  }
  for (const b of utf8Bytes(String.fromCodePoint(cp))) state.bytes.push(b);
  return end;
}

function badUnicodeEscape(ctx: EscapeContext, at: number): PgError {
  return new PgError('invalid_escape_sequence', 'invalid Unicode escape', {
    hint: 'Unicode escapes must be \\uXXXX or \\UXXXXXXXX.',
    position: ctx.cpPos(at),
  });
}

/** scanner_yyerror: 42601 "<message> at or near "<token>"" (or "at end of input"). */
function nearError(ctx: EscapeContext, message: string, from: number, to: number): PgError {
  const near = from >= ctx.text.length ? ' at end of input' : ` at or near "${ctx.text.slice(from, to)}"`;
  return new PgError('syntax_error', `${message}${near}`, { position: ctx.cpPos(from) });
}

/** escape_string_warning: WARNING 22P06 on the first escape of a plain literal (check_string_escape_warning). */
function warnOnce(ctx: EscapeContext, state: EscapeState, kind: 'quote' | 'backslash' | 'escape'): void {
  if (state.firstEscape && ctx.warn) {
    const texts = {
      quote: ["nonstandard use of \\' in a string literal", "Use '' to write quotes in strings, or use the escape string syntax (E'...')."],
      backslash: ['nonstandard use of \\\\ in a string literal', "Use the escape string syntax for backslashes, e.g., E'\\\\'."],
      escape: ['nonstandard use of escape in a string literal', "Use the escape string syntax for escapes, e.g., E'\\r\\n'."],
    } as const;
    const [message, hint] = texts[kind];
    state.warnings.push({ severity: 'WARNING', code: '22P06', message, hint, position: ctx.cpPos(ctx.start) });
  }
  state.firstEscape = false;
}

/**
 * The finished literal as text: when an octal or hex escape made a NUL or high-bit byte, the
 * bytes must be valid UTF-8 (pg_verifymbstr), else 22021 naming the bad bytes as PostgreSQL does.
 */
export function finishEscapeString(state: EscapeState): string {
  const bytes = Uint8Array.from(state.bytes);
  if (state.sawNonAscii) {
    const bad = invalidUtf8At(bytes);
    if (bad >= 0) {
      const len = Math.min(utf8Length(bytes[bad] as number), bytes.length - bad, 8);
      const shown = Array.from(bytes.subarray(bad, bad + len), (b) => `0x${b.toString(16).padStart(2, '0')}`).join(' ');
      throw new PgError('character_not_in_repertoire', `invalid byte sequence for encoding "UTF8": ${shown}`);
    }
  }
  return utf8Text(bytes);
}

/** pg_utf8_mblen. */
function utf8Length(lead: number): number {
  if ((lead & 0x80) === 0) return 1;
  if ((lead & 0xe0) === 0xc0) return 2;
  if ((lead & 0xf0) === 0xe0) return 3;
  if ((lead & 0xf8) === 0xf0) return 4;
  return 1;
}

/** The offset of the first byte that is not valid UTF-8 (NUL included, as pg_verify_mbstr), or -1. */
function invalidUtf8At(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const lead = b[i] as number;
    if (lead === 0) return i;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const len = utf8Length(lead);
    if (len === 1 || i + len > b.length || !legalUtf8(b, i, len)) return i;
    i += len;
  }
  return -1;
}

/** pg_utf8_islegal. */
function legalUtf8(b: Uint8Array, at: number, len: number): boolean {
  const lead = b[at] as number;
  const second = b[at + 1] as number;
  const cont = (k: number): boolean => {
    const x = b[at + k] as number;
    return x >= 0x80 && x <= 0xbf;
  };
  if (len === 4 && !(cont(3) && cont(2))) return false;
  if (len === 3 && !cont(2)) return false;
  if (len === 2 && (lead < 0xc2 || lead > 0xdf || !cont(1))) return false;
  if (len === 3) {
    if (lead === 0xe0) return second >= 0xa0 && second <= 0xbf;
    if (lead === 0xed) return second >= 0x80 && second <= 0x9f;
    return lead > 0xe0 && lead <= 0xef && cont(1);
  }
  if (len === 4) {
    if (lead === 0xf0) return second >= 0x90 && second <= 0xbf;
    if (lead === 0xf4) return second >= 0x80 && second <= 0x8f;
    return lead > 0xf0 && lead <= 0xf4 && cont(1);
  }
  return true;
}

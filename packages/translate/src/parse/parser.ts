import { loadModule, parseSync } from 'libpg-query';
import { PgError, type PgErrorFields } from '@pgsqlite/errors';
import type { AstNode } from './ast.js';
import { DEFAULT_LEX, LexFailure, conformStrings, needsConforming, type LexSettings, type Rewrite } from './string-conform.js';

/** One statement of a query string, parsed. */
export interface ParsedStatement {
  /** The text of this statement alone (used in cache keys and messages). */
  readonly sql: string;
  /** 0-based offset of this statement in the original query string. */
  readonly location: number;
  /** The full original query string (AST locations are offsets into it). */
  readonly source: string;
  /** The libpg-query AST node of this statement. */
  readonly ast: AstNode;
}

let loaded: Promise<void> | null = null;

/** Loads the parser (WASM) once; call before the first `parse`. */
export function loadParser(): Promise<void> {
  loaded ??= loadModule();
  return loaded;
}

/** A query string parsed under the session's lexical settings. */
export interface ParsedQuery {
  readonly stmts: ParsedStatement[];
  /** The scanner's WARNINGs, in order, all sent before the statements run (or before `error`). */
  readonly warnings: readonly PgErrorFields[];
  /** Set when the string does not parse; `stmts` is then empty. */
  readonly error?: PgError;
}

/**
 * Parses a query string as PostgreSQL's scanner reads it under `lex` (standard_conforming_strings,
 * escape_string_warning, backslash_quote). libpg-query always reads with the defaults, so a text
 * that would read differently is first rewritten by conformStrings (string-conform.ts), every
 * character keeping its position; the statements' `sql` and `source` are then the rewritten text.
 */
export function parseQuery(sql: string, lex: LexSettings = DEFAULT_LEX): ParsedQuery {
  if (!needsConforming(sql, lex)) {
    try {
      return { stmts: parseStatements(sql), warnings: [] };
    } catch (e) {
      return { stmts: [], warnings: [], error: e as PgError };
    }
  }
  let text: string;
  let warnings: readonly PgErrorFields[];
  let rewrites: readonly Rewrite[];
  try {
    ({ text, warnings, rewrites } = conformStrings(sql, lex));
  } catch (e) {
    if (!(e instanceof LexFailure)) throw e;
    return lexFailure(e);
  }
  try {
    return { stmts: parseStatements(text), warnings };
  } catch (e) {
    const error = clientText(e as PgError, rewrites);
    // The scanner warns as the grammar pulls tokens: nothing after the token in error was read.
    const at = error.fields.position ?? Infinity;
    return { stmts: [], warnings: warnings.filter((w) => (w.position ?? 0) <= at), error };
  }
}

/** A syntax error naming a rewritten literal names it as the client wrote it (`at or near "…"`). */
function clientText(error: PgError, rewrites: readonly Rewrite[]): PgError {
  const r = rewrites.find((w) => w.position === error.fields.position);
  const near = r === undefined ? '' : ` at or near "${r.literal}"`;
  if (r === undefined || !error.message.endsWith(near)) return error;
  const { code, message, severity: _severity, ...options } = error.fields;
  return PgError.fromCode(code, `${message.slice(0, -near.length)} at or near "${r.original}"`, options);
}

/**
 * Parses the text of a function or DO body under the session's lexical settings (PostgreSQL's
 * raw parser reads bodies with the settings in force); the scanner's warnings are not sent.
 */
export function parseBody(sql: string, lex: LexSettings): ParsedStatement[] {
  const parsed = parseQuery(sql, lex);
  if (parsed.error !== undefined) throw parsed.error;
  return parsed.stmts;
}

/**
 * A lexical error, unless the grammar fails earlier: PostgreSQL's scanner only reaches a token
 * after the parser accepted every token before it.
 */
function lexFailure(f: LexFailure): ParsedQuery {
  try {
    parseSync(f.prefix);
  } catch (e) {
    const earlier = clientText(syntaxError(e), f.rewrites);
    const at = earlier.fields.position;
    if (at !== undefined && at - 1 < charPosition(f.prefix, Number.MAX_SAFE_INTEGER)) {
      return { stmts: [], warnings: f.warnings.filter((w) => (w.position ?? 0) <= at), error: earlier };
    }
  }
  return { stmts: [], warnings: f.warnings, error: f.error };
}

/**
 * Splits and parses a query string with PostgreSQL's own grammar. Syntax errors become
 * PgError 42601 with PostgreSQL's message and 1-based position.
 */
export function parseStatements(sql: string): ParsedStatement[] {
  let tree: { stmts?: { stmt?: AstNode; stmt_location?: number; stmt_len?: number }[] };
  // libpg-query refuses text that JavaScript's trim() empties; PostgreSQL's scanner skips only
  // [ \t\n\r\f\v], so such text is no statement at all, or (other Unicode spaces) a syntax error.
  if (onlyScannerSpace(sql)) return [];
  try {
    tree = parseSync(sql.trim() === '' ? `${sql};` : sql) as typeof tree;
  } catch (e) {
    throw syntaxError(e);
  }
  const out: ParsedStatement[] = [];
  // libpg-query's locations count UTF-8 bytes; the statement's text is cut by code units.
  const index = utf16Indexer(sql);
  for (const raw of tree.stmts ?? []) {
    if (!raw.stmt) continue;
    const location = raw.stmt_location ?? 0;
    const len = raw.stmt_len ?? 0;
    const text = len > 0 ? sql.slice(index(location), index(location + len)) : sql.slice(index(location));
    out.push({ sql: text, location, source: sql, ast: raw.stmt });
  }
  return out;
}

/**
 * The scanner's errors whose SQLSTATE or hint is not a plain syntax error (libpg-query reports
 * only the message): scan.l's bad \u escape (22025), a U&'…' one (42601 with its own hint), an
 * escape making bytes that are not UTF-8 (22021, without a position, as pg_verifymbstr).
 */
function scannerError(message: string, fn: string | undefined): ((position: number | undefined) => PgError) | null {
  if (message === 'invalid Unicode escape' && fn === 'core_yylex') {
    return (position) => new PgError('invalid_escape_sequence', message, { hint: 'Unicode escapes must be \\uXXXX or \\UXXXXXXXX.', ...(position === undefined ? {} : { position }) });
  }
  if (message === 'invalid Unicode escape' && fn === 'str_udeescape') {
    return (position) => new PgError('syntax_error', message, { hint: 'Unicode escapes must be \\XXXX or \\+XXXXXX.', ...(position === undefined ? {} : { position }) });
  }
  if (message.startsWith('invalid byte sequence for encoding')) return () => new PgError('character_not_in_repertoire', message);
  return null;
}

function syntaxError(e: unknown): PgError {
  const details = (e as { sqlDetails?: { message?: string; cursorPosition?: number; functionName?: string } }).sqlDetails;
  const message = details?.message ?? (e instanceof Error ? e.message : String(e));
  const cursor = details?.cursorPosition;
  // libpg-query reports PostgreSQL's own (character) cursor position, 0-based; the wire wants it 1-based.
  const position = cursor === undefined || cursor < 0 ? undefined : cursor + 1;
  const scanner = scannerError(message, details?.functionName);
  if (scanner !== null) return scanner(position);
  // The grammar's own checks keep their SQLSTATE: invalid window frame bounds are 42P20 (gram.y makeWindowFrame…).
  const frame = message.startsWith('frame start cannot be') || message.startsWith('frame end cannot be') || message.startsWith('frame starting from');
  const unsupported = GRAMMAR_UNSUPPORTED.some((p) => message.startsWith(p));
  const condition = frame ? 'windowing_error' : unsupported ? 'feature_not_supported' : 'syntax_error';
  return new PgError(condition, message, position === undefined ? {} : { position });
}

/** The grammar's refusals that are 0A000 in gram.y (ereport ERRCODE_FEATURE_NOT_SUPPORTED), by their message's start. */
const GRAMMAR_UNSUPPORTED = ['a column list with ', 'MATCH PARTIAL not yet implemented'];

/** Converts a UTF-8 byte offset into a character (code point) offset. */
export function charPosition(sql: string, byteOffset: number): number {
  let bytes = 0;
  let chars = 0;
  for (const ch of sql) {
    if (bytes >= byteOffset) break;
    const cp = ch.codePointAt(0) ?? 0;
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    chars++;
  }
  return chars;
}

/** The UTF-16 index (for String#slice) of a UTF-8 byte offset into the text. */
export function utf16Index(sql: string, byteOffset: number): number {
  return utf16Indexer(sql)(byteOffset);
}

/**
 * A converter from UTF-8 byte offsets to UTF-16 indexes into one text, for offsets asked in
 * ascending order (each call resumes where the last stopped; an earlier offset starts over).
 * ASCII text maps to itself.
 */
export function utf16Indexer(sql: string): (byteOffset: number) => number {
  let ascii = true;
  for (let i = 0; i < sql.length && ascii; i++) ascii = sql.charCodeAt(i) < 0x80;
  if (ascii) return (byteOffset) => Math.min(byteOffset, sql.length);
  let bytes = 0;
  let at = 0;
  return (byteOffset) => {
    if (byteOffset < bytes) {
      bytes = 0;
      at = 0;
    }
    while (at < sql.length && bytes < byteOffset) {
      const c = sql.charCodeAt(at);
      if (c < 0x80) bytes += 1;
      else if (c < 0x800) bytes += 2;
      else if (c >= 0xd800 && c <= 0xdbff && at + 1 < sql.length) {
        bytes += 4;
        at++;
      } else bytes += 3;
      at++;
    }
    return at;
  };
}

/** Whether the text is empty or only the whitespace PostgreSQL's scanner skips (scan.l `space`). */
function onlyScannerSpace(sql: string): boolean {
  for (let i = 0; i < sql.length; i++) {
    const c = sql.charCodeAt(i);
    if (c !== 0x20 && (c < 0x09 || c > 0x0d)) return false;
  }
  return true;
}

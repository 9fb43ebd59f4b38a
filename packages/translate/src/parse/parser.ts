import { loadModule, parseSync } from 'libpg-query';
import { PgError } from '@pgsqlite/errors';
import type { AstNode } from './ast.js';

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

/**
 * Splits and parses a query string with PostgreSQL's own grammar. Syntax errors become
 * PgError 42601 with PostgreSQL's message and 1-based position.
 */
export function parseStatements(sql: string): ParsedStatement[] {
  let tree: { stmts?: { stmt?: AstNode; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = parseSync(sql) as typeof tree;
  } catch (e) {
    throw syntaxError(e, sql);
  }
  const out: ParsedStatement[] = [];
  for (const raw of tree.stmts ?? []) {
    if (!raw.stmt) continue;
    const location = raw.stmt_location ?? 0;
    const len = raw.stmt_len ?? 0;
    const text = len > 0 ? sql.slice(location, location + len) : sql.slice(location);
    out.push({ sql: text, location, source: sql, ast: raw.stmt });
  }
  return out;
}

function syntaxError(e: unknown, sql: string): PgError {
  const details = (e as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
  const message = details?.message ?? (e instanceof Error ? e.message : String(e));
  const cursor = details?.cursorPosition;
  // libpg-query reports a 0-based byte offset; PostgreSQL sends a 1-based character position.
  const position = cursor === undefined || cursor < 0 ? undefined : charPosition(sql, cursor) + 1;
  // The grammar's own checks keep their SQLSTATE: invalid window frame bounds are 42P20 (gram.y makeWindowFrame…).
  const frame = message.startsWith('frame start cannot be') || message.startsWith('frame end cannot be') || message.startsWith('frame starting from');
  const condition = frame ? 'windowing_error' : 'syntax_error';
  return new PgError(condition, message, position === undefined ? {} : { position });
}

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

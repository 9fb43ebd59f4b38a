import { PgError } from '@pgsqlite/errors';
import { LexFailure, conformStrings, needsConforming, type LexSettings } from '../parse/string-conform.js';

/**
 * The body as PL/pgSQL's scanner reads it under the session's standard_conforming_strings and
 * backslash_quote, rewritten into standard text (each character in place) so the PL/pgSQL
 * grammar and the statements run from it read it so too. Lexical errors keep their message
 * without a position in the DO statement.
 */
export function standardBody(body: string, lex: LexSettings): string {
  if (!needsConforming(body, lex)) return body;
  try {
    return conformStrings(body, lex).text;
  } catch (e) {
    if (!(e instanceof LexFailure)) throw e;
    const { code, message, severity: _severity, position: _position, ...options } = e.error.fields;
    throw PgError.fromCode(code, message, options);
  }
}

/**
 * A CREATE FUNCTION text whose dollar-quoted `body` is replaced by `standard` (same characters
 * counted, so positions hold); the text unchanged when the body is not found as written.
 */
export function withStandardBody(createSql: string, body: string, standard: string): string {
  if (standard === body) return createSql;
  const at = createSql.indexOf(body);
  if (at <= 0 || createSql[at - 1] !== '$') return createSql;
  return createSql.slice(0, at) + standard + createSql.slice(at + body.length);
}

import { PgError } from '@pgsqlite/errors';

/**
 * report_untranslatable_char for a character of a (UTF8) server string the client encoding
 * cannot hold: 22P05 naming the character's UTF-8 bytes.
 */
export function untranslatableFromUtf8(s: string, at: number, target: string): PgError {
  const cp = s.codePointAt(at) ?? 0xfffd;
  const bytes = new TextEncoder().encode(String.fromCodePoint(cp));
  const seq = Array.from(bytes, (b) => `0x${b.toString(16).padStart(2, '0')}`).join(' ');
  return new PgError('untranslatable_character', `character with byte sequence ${seq} in encoding "UTF8" has no equivalent in encoding "${target}"`);
}

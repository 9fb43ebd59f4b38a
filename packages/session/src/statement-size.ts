import { PgError } from '@pgsqlite/errors';

/**
 * Default largest statement text (Query string or Parse text) in bytes. PostgreSQL parses up to
 * 1 GiB; the SQL parser used here (libpg-query, WebAssembly) needs far more memory and time per
 * byte (measured: 20 MiB ~10 s and ~0.8 GB, 60 MiB ~36 s and ~2.7 GB, 120 MiB fails), so longer
 * texts are refused before parsing with 54000 instead of exhausting the server.
 */
export const DEFAULT_MAX_STATEMENT_SIZE = 16 * 1024 * 1024;

/** UTF-8 length of `s`, or more than `limit` as soon as that is certain. */
function utf8Length(s: string, limit: number): number {
  if (s.length > limit) return s.length;
  if (s.length * 3 <= limit) return s.length; // cannot exceed the limit
  let n = 0;
  for (let i = 0; i < s.length && n <= limit; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** 54000 when a statement text is longer than the server accepts (checked before parsing). */
export function checkStatementSize(sql: string, limit: number = DEFAULT_MAX_STATEMENT_SIZE): void {
  const size = utf8Length(sql, limit);
  if (size <= limit) return;
  throw new PgError('program_limit_exceeded', 'statement is too long', {
    detail: `The statement is longer than ${limit} bytes, the largest this server parses.`,
    hint: 'Raise the server\'s maximum statement size (--max-statement-size), or send the data as parameters or with COPY.',
  });
}

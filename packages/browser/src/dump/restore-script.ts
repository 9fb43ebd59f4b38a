import type { PgsqliteSession } from '../client/pgsqlite.js';
import { DatabaseError } from '../client/database-error.js';
import { quoteIdent, quoteLiteral } from './sql-text.js';

/**
 * Runs a plain-SQL script the way `psql -f` does, statement by statement, including the data
 * blocks that follow `COPY … FROM stdin;` up to a `\.` line (pg_dump's default format). Text is
 * accumulated line by line; at a line ending in a semicolon the server's parser is asked whether
 * what has accumulated is complete statements (a semicolon inside a string or function body is
 * not an end), and those are run. Stops at the first error (as psql -v ON_ERROR_STOP=1), with
 * the line it happened on. Settings the script changes (pg_dump empties search_path) are put
 * back afterwards, as if it had run in a session of its own.
 */
export async function restoreScript(db: PgsqliteSession, script: string): Promise<void> {
  const { rows } = await db.query<[string, string]>("SELECT name, setting FROM pg_catalog.pg_settings WHERE source = 'session'", [], { rowMode: 'array', text: true });
  try {
    await runScript(db, script);
  } finally {
    const restore = rows.map(([name, value]) => `SET ${quoteIdent(name)} = ${quoteLiteral(value)};`).join(' ');
    if (db.status === 'I') await db.exec(`RESET ALL; ${restore}`);
  }
}

async function runScript(db: PgsqliteSession, script: string): Promise<void> {
  const lines = script.split('\n');
  let pending: string[] = [];
  let startLine = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // A backslash line between statements (only comments and blanks before it) is a psql command.
    if (line.startsWith('\\') && (await db.split(pending.join('\n'))).length === 0) {
      metaCommand(line, i);
      pending = [];
      continue;
    }
    if (pending.length === 0) startLine = i;
    pending.push(line);
    const last = i === lines.length - 1;
    if (!line.trimEnd().endsWith(';') && !last) continue;
    const text = pending.join('\n');
    const spans = await db.split(text);
    if (spans.length === 0) {
      pending = [];
      continue;
    }
    // Text that does not parse yet (a semicolon inside a string or body) waits for more lines.
    if (spans[0]?.unparsed === true && !last) continue;
    pending = [];
    for (const span of spans) {
      const sql = text.slice(span.from, span.to);
      const answer = await db.execRaw(sql, () => copyBlock(lines, i + 1, (next) => (i = next)));
      if (answer.error !== null) throw located(answer.error, startLine, text, span.from);
    }
  }
}

/**
 * A psql backslash command between statements. pg_dump 15.14+ brackets its output with
 * `\restrict KEY` / `\unrestrict KEY` (they stop psql from running meta-commands smuggled in
 * through data): nothing to do here, since no other meta-command is run. Any other one is 0A000.
 */
function metaCommand(line: string, index: number): void {
  const name = line.slice(1).split(/\s/)[0] ?? '';
  if (name === 'restrict' || name === 'unrestrict') return;
  throw new DatabaseError({ C: '0A000', S: 'ERROR', M: `psql meta-command "\\${name}" is not supported by restore (script line ${index + 1})` });
}

/** The lines after a COPY statement up to `\.`, as COPY text data; moves the caller past them. */
function copyBlock(lines: string[], from: number, moveTo: (line: number) => void): Uint8Array {
  let end = from;
  while (end < lines.length && lines[end] !== '\\.') end++;
  moveTo(end);
  const data = lines.slice(from, end);
  return new TextEncoder().encode(data.length === 0 ? '' : `${data.join('\n')}\n`);
}

function located(error: DatabaseError, startLine: number, text: string, offset: number): DatabaseError {
  const line = startLine + text.slice(0, offset).split('\n').length;
  Object.defineProperty(error, 'line', { value: line, enumerable: true });
  error.message = `${error.message} (script line ${line})`;
  return error;
}

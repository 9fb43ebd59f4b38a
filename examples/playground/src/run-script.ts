import type { Field, Pgsqlite } from '@pgsqlite/browser';
import { DatabaseError } from '@pgsqlite/browser';
import type { DescribeBlock } from './describe/describe-types.js';
import { META_HELP, metaCommand, parseMetaCommand } from './describe/meta-commands.js';

/** What one statement or meta-command of a script produced. */
export type Output =
  | { kind: 'rows'; text: string; from: number; to: number; fields: Field[]; rows: (string | null)[][]; tag: string | null; notices: string[]; ms: number }
  | { kind: 'error'; text: string; from: number; to: number; error: DatabaseError; notices: string[]; ms: number }
  | { kind: 'describe'; text: string; from: number; to: number; blocks: DescribeBlock[]; ms: number }
  | { kind: 'message'; text: string; from: number; to: number; message: string; ms: number };

/** A piece of the script: SQL (maybe several statements) or one backslash command line. */
interface Piece {
  kind: 'sql' | 'meta';
  from: number;
  to: number;
}

/**
 * Cuts a script into SQL and backslash-command lines the way psql reads a file: a line whose
 * first non-blank character is a backslash, met between statements, is a meta-command. (Inside
 * a statement psql would take it too; the playground keeps it simple and only honours it at a
 * statement boundary, where its SQL so far is blank or ends with a semicolon.)
 */
function pieces(script: string): Piece[] {
  const out: Piece[] = [];
  let sqlFrom = 0;
  let at = 0;
  while (at <= script.length) {
    const nl = script.indexOf('\n', at);
    const end = nl < 0 ? script.length : nl;
    const line = script.slice(at, end);
    const pending = script.slice(sqlFrom, at).trim();
    if (line.trimStart().startsWith('\\') && (pending === '' || pending.endsWith(';'))) {
      if (pending !== '') out.push({ kind: 'sql', from: sqlFrom, to: at });
      out.push({ kind: 'meta', from: at + (line.length - line.trimStart().length), to: end });
      sqlFrom = end;
    }
    if (nl < 0) break;
    at = nl + 1;
  }
  if (script.slice(sqlFrom).trim() !== '') out.push({ kind: 'sql', from: sqlFrom, to: script.length });
  return out;
}

const noticeText = (n: Record<string, string>): string => `${n['V'] ?? n['S'] ?? 'NOTICE'}:  ${n['M'] ?? ''}`;

/**
 * Runs a script statement by statement, as psql runs a file (each statement its own Query, so
 * every result has its own timing; after an error psql goes on, and so does this). `base` is the
 * script's offset in the editor, so spans point into the editor's document.
 */
export async function runScript(db: Pgsqlite, script: string, base: number, onOutput: (o: Output) => void): Promise<void> {
  for (const piece of pieces(script)) {
    const text = script.slice(piece.from, piece.to);
    if (piece.kind === 'meta') {
      onOutput(await runMeta(db, text.trim(), base + piece.from, base + piece.to));
      continue;
    }
    const spans = await db.split(text);
    for (const span of spans) {
      const sql = text.slice(span.from, span.to);
      const from = base + piece.from + span.from;
      const to = base + piece.from + span.to;
      const started = performance.now();
      const answer = await db.execRaw(sql);
      const ms = performance.now() - started;
      for (const [i, r] of answer.results.entries()) {
        onOutput({ kind: 'rows', text: sql, from, to, fields: r.fields, rows: r.rows, tag: r.tag, notices: r.notices.map(noticeText), ms: i === 0 ? ms : 0 });
      }
      if (answer.copyOut.length > 0) {
        const decoder = new TextDecoder();
        onOutput({ kind: 'message', text: sql, from, to, message: answer.copyOut.map((c) => decoder.decode(c)).join(''), ms });
      }
      if (answer.error !== null) {
        const notices = ((answer.error as DatabaseError & { notices?: Record<string, string>[] }).notices ?? []).map(noticeText);
        onOutput({ kind: 'error', text: sql, from, to, error: answer.error, notices, ms });
      }
    }
  }
}

async function runMeta(db: Pgsqlite, line: string, from: number, to: number): Promise<Output> {
  const started = performance.now();
  const cmd = parseMetaCommand(line);
  if (cmd.name === '?') {
    return { kind: 'describe', text: line, from, to, blocks: [{ title: 'Describe commands', fields: ['Command', 'Description'], rows: META_HELP.map((r) => [...r]), footers: [] }], ms: 0 };
  }
  const run = metaCommand(cmd);
  if (run === null) return { kind: 'message', text: line, from, to, message: `invalid command \\${cmd.name}\nTry \\? for the describe commands the playground knows.`, ms: 0 };
  try {
    const blocks = await run(db, cmd.pattern, cmd.verbose);
    return { kind: 'describe', text: line, from, to, blocks, ms: performance.now() - started };
  } catch (e) {
    if (e instanceof DatabaseError) return { kind: 'error', text: line, from, to, error: e, notices: [], ms: performance.now() - started };
    throw e;
  }
}

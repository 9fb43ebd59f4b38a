/**
 * check_sql_expr (pl_gram.y): an SQL construct of a PL/pgSQL body is parsed with PostgreSQL 15's
 * own grammar (libpg-query 15) in the raw_parser mode PL/pgSQL gives it; a syntax error is
 * reported at its place in the body. RAW_PARSE_PLPGSQL_EXPR is a SELECT list without SELECT, so
 * it is parsed after `SELECT `; an assignment's target (the variable, a field, subscripts) is read
 * by the scanner and its value parsed as an expression.
 */
import { parseSync } from 'libpg-query';
import { PARSE_ASSIGN1, PARSE_DEFAULT, PARSE_EXPR } from './pl-datums.js';
import { PlCompileError } from './pl-error.js';
import { CoreScanner, ScanError } from './sql-scanner.js';

const NO_KEYWORDS = new Map<string, string>();

/** Checks `query` (at body offset `location`) as raw_parser(query, parseMode) would. */
export function checkSql(query: string, parseMode: number, location: number): void {
  if (parseMode === PARSE_DEFAULT) return parseAt(query, '', location);
  if (parseMode === PARSE_EXPR) return parseAt(query, 'SELECT ', location);
  const names = parseMode - PARSE_ASSIGN1 + 1;
  const at = assignmentOperator(query, names);
  if (at === null) return parseAt(query, '', location);
  // plassign_target opt_indirection: a column reference's syntax (ColId or a parameter, then fields and subscripts)
  parseAt(query.slice(0, at.start), 'SELECT ', location);
  parseAt(query.slice(at.end), 'SELECT ', location + at.end);
}

function parseAt(text: string, prefix: string, location: number): void {
  try {
    parseSync(prefix + text);
  } catch (e) {
    const details = (e as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
    const message = details?.message ?? (e instanceof Error ? e.message : String(e));
    const cursor = details?.cursorPosition;
    const offset = cursor === undefined || cursor < 0 ? undefined : location + charOffset(text, Math.max(0, cursor - prefix.length));
    const frame = message.startsWith('frame start cannot be') || message.startsWith('frame end cannot be') || message.startsWith('frame starting from');
    throw new PlCompileError(message, offset, frame ? 'windowing_error' : 'syntax_error');
  }
}

/** A character (code point) count as a string offset into `text`. */
function charOffset(text: string, chars: number): number {
  let i = 0;
  for (let n = 0; n < chars && i < text.length; n++) i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return i;
}

/** Where the `:=` or `=` of `target[indirection] := value` is, or null when the text is no such assignment. */
function assignmentOperator(query: string, names: number): { start: number; end: number } | null {
  const scan = new CoreScanner(query, NO_KEYWORDS);
  try {
    let t = scan.next();
    for (let n = 1; n < names; n++) {
      t = scan.next();
      if (t.type !== '.') return null;
      t = scan.next();
    }
    let depth = 0;
    for (;;) {
      t = scan.next();
      if (t.type === 'EOF') return null;
      if (t.type === '[') depth++;
      else if (t.type === ']') depth--;
      else if (depth === 0 && (t.type === '=' || t.type === 'COLON_EQUALS')) return { start: t.start, end: t.end };
    }
  } catch (e) {
    if (e instanceof ScanError) return null;
    throw e;
  }
}

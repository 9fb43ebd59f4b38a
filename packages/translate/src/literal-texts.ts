import type { AstNode } from './parse/ast.js';
import { locationOf } from './parse/ast.js';
import type { ParsedStatement } from './parse/parser.js';

/**
 * Recognising, without parsing, a query string that is a known one with other integer literals
 * (literal-plans.ts shares their plan): a statement whose shape has a shared plan leaves a text
 * template — its query string cut at the lifted literals. Another string that is the same
 * pieces with other digit runs in between lexes to the same tokens but for those integers, so it
 * parses to the same tree but for their values (and later locations), and gets the same plan.
 *
 * The argument, for PostgreSQL 15's lexer: the text before a literal is unchanged and ended
 * where a digit began a number token, which any digit does; a run of digits whose value fits int4
 * (`Integer`, the only kind lifted; larger ones are numeric constants) followed by the same next
 * piece, which does not start with a digit, lexes as one integer token as the original did (what
 * follows a number — `.`, `e`, `..` — is the same text); a leading `-` is required exactly where
 * the original had one written next to its digits (the grammar folds `-` and the integer into one
 * negative constant). Only single-statement, ASCII strings get templates (locations are UTF-8
 * byte offsets), and only literals written as plain digit runs.
 */
export interface TextTemplate {
  /** The text around the literals: one more piece than there are literals. */
  readonly pieces: readonly string[];
  /** Per literal in text order: written with a leading `-`. */
  readonly negative: readonly boolean[];
  /** Per literal in text order: its index among the lifted literals (parameter number − 1). */
  readonly param: readonly number[];
  /** The shape (literal-lift.ts shapeKey) whose shared plan this text gets. */
  readonly shape: string;
  /** The statement the template was made from (its AST differs from a match's only in literal values and locations). */
  readonly stmt: ParsedStatement;
}

const INT4_MAX = 2147483647;

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** A lookup key for candidate templates: the text with every run of ASCII digits as `#`. */
export function textKey(sql: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < sql.length; i++) {
    if (!isDigit(sql.charCodeAt(i))) continue;
    let j = i + 1;
    while (j < sql.length && isDigit(sql.charCodeAt(j))) j++;
    out += sql.slice(from, i) + '#';
    from = j;
    i = j - 1;
  }
  return out + sql.slice(from);
}

/** The value of the digit run sql[from, to), or null when it does not fit int4. */
function digitValue(sql: string, from: number, to: number): number | null {
  let i = from;
  while (i < to - 1 && sql.charCodeAt(i) === 48) i++;
  if (to - i > 10) return null;
  const v = Number(sql.slice(i, to));
  return v <= INT4_MAX ? v : null;
}

/** End of the digit run starting at `from` (== from when there is none). */
function digitsEnd(sql: string, from: number): number {
  let i = from;
  while (i < sql.length && isDigit(sql.charCodeAt(i))) i++;
  return i;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 127) return false;
  return true;
}

/** True when nothing but `;` and white space follows the statement in its query string. */
function aloneInSource(stmt: ParsedStatement): boolean {
  if (stmt.location !== 0 || !stmt.source.startsWith(stmt.sql)) return false;
  for (let i = stmt.sql.length; i < stmt.source.length; i++) {
    const c = stmt.source[i];
    if (c !== ';' && c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r') return false;
  }
  return true;
}

/** The template of a statement whose lifted literals are `nodes` (values `values`), or null. */
export function textTemplate(stmt: ParsedStatement, nodes: readonly AstNode[], values: readonly number[], shape: string): TextTemplate | null {
  const sql = stmt.source;
  if (!aloneInSource(stmt) || !isAscii(sql)) return null;
  const spans: { at: number; end: number; negative: boolean; param: number }[] = [];
  for (let p = 0; p < nodes.length; p++) {
    const at = locationOf(nodes[p]);
    if (at === undefined) return null;
    const negative = sql[at] === '-';
    const end = digitsEnd(sql, negative ? at + 1 : at);
    if (end === (negative ? at + 1 : at)) return null;
    const v = digitValue(sql, negative ? at + 1 : at, end);
    if (v === null || (negative ? -v : v) !== values[p]) return null;
    spans.push({ at, end, negative, param: p });
  }
  spans.sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const s of spans) {
    if (s.at < from) return null;
    pieces.push(sql.slice(from, s.at));
    from = s.end;
  }
  pieces.push(sql.slice(from));
  return { pieces, negative: spans.map((s) => s.negative), param: spans.map((s) => s.param), shape, stmt };
}

/** The lifted literal values (parameter order) when `sql` is the template's text with other integers, else null. */
export function matchTemplate(t: TextTemplate, sql: string): number[] | null {
  const values = new Array<number>(t.param.length);
  let pos = 0;
  for (let i = 0; i < t.param.length; i++) {
    const piece = t.pieces[i] ?? '';
    if (!sql.startsWith(piece, pos)) return null;
    pos += piece.length;
    const negative = t.negative[i] === true;
    if (negative) {
      if (sql[pos] !== '-') return null;
      pos++;
    }
    const end = digitsEnd(sql, pos);
    if (end === pos) return null;
    const v = digitValue(sql, pos, end);
    if (v === null) return null;
    values[t.param[i] ?? 0] = negative ? -v : v;
    pos = end;
  }
  const last = t.pieces[t.param.length] ?? '';
  return pos + last.length === sql.length && sql.endsWith(last) ? values : null;
}

/**
 * Where in a PL/pgSQL body a compile error is. libpg_query's PL/pgSQL entry point reports only
 * the message, so the offending token is found again: the message names it ("at or near", a
 * variable, a keyword), and when the body holds several such tokens the first one whose
 * compilation alone (every later one blanked) fails the same way is it. An "at end of input"
 * error is the end of the SQL expression a terminator (`;`, THEN, LOOP) ends (its last token's end), found
 * as the first terminator after which a token no grammar rule accepts fails the same way, or else
 * the end of the body (pl_scanner.c plpgsql_yyerror, pl_gram.y check_sql_expr).
 */

/** A token of the body (offsets are string indices). */
export interface BodyToken {
  start: number;
  end: number;
  text: string;
}

/** Compiles a body; returns the compile error's message, or null when it compiles. */
export type BodyCompiler = (body: string) => string | null;

const AT_OR_NEAR = ' at or near "';
const AT_END = ' at end of input';
/** Tokens that end an SQL expression whose syntax PL/pgSQL checks when it reads them. */
const TERMINATORS = new Set([';', 'then', 'loop']);
/** Appended after a terminator: no PL/pgSQL rule starts with it, so a body that gets that far fails at it. */
const SENTINEL = ' ]]';

/** What a compile error message points at. */
type Anchor = { kind: 'token'; text: string; ident: boolean } | { kind: 'end' } | null;

function anchorOf(message: string): Anchor {
  const near = message.lastIndexOf(AT_OR_NEAR);
  if (near > 0 && message.endsWith('"')) return { kind: 'token', text: message.slice(near + AT_OR_NEAR.length, -1), ident: false };
  if (message.endsWith(AT_END)) return { kind: 'end' };
  if (message.endsWith("since it's declared NOT NULL")) return { kind: 'token', text: 'not', ident: true };
  if (message.startsWith('EXIT cannot be used')) return { kind: 'token', text: 'exit', ident: true };
  if (message.startsWith('CONTINUE cannot be used')) return { kind: 'token', text: 'continue', ident: true };
  const quoted = quotedName(message);
  return quoted === null ? null : { kind: 'token', text: quoted.split('.')[0] ?? quoted, ident: true };
}

/** The first "double-quoted" name of a message (`variable "c" is declared CONSTANT`, `"x" is not a known variable`). */
function quotedName(message: string): string | null {
  const open = message.indexOf('"');
  const close = open < 0 ? -1 : message.indexOf('"', open + 1);
  return close > open + 1 ? message.slice(open + 1, close) : null;
}

function matches(token: BodyToken, anchor: { text: string; ident: boolean }): boolean {
  if (!anchor.ident) return token.text === anchor.text;
  return token.text.toLowerCase() === anchor.text.toLowerCase() || token.text === `"${anchor.text.split('"').join('""')}"`;
}

/**
 * The 0-based string offset in `body` of the error `message` that compiling `body` raised, or
 * undefined when the message names nothing to find.
 */
export function bodyErrorOffset(message: string, body: string, tokens: readonly BodyToken[], compile: BodyCompiler): number | undefined {
  const anchor = anchorOf(message);
  if (anchor === null) return undefined;
  if (anchor.kind === 'end') return endOffset(message, body, tokens, compile);
  const candidates = tokens.filter((t) => matches(t, anchor));
  const last = candidates[candidates.length - 1];
  if (last === undefined) return undefined;
  for (let k = 0; k < candidates.length - 1; k++) {
    if (compile(blankAfter(body, candidates, k)) === message) return (candidates[k] as BodyToken).start;
  }
  return last.start;
}

/** The body with every candidate after the k-th replaced by spaces. */
function blankAfter(body: string, candidates: readonly BodyToken[], k: number): string {
  let out = '';
  let at = 0;
  for (const t of candidates.slice(k + 1)) {
    out += body.slice(at, t.start) + ' '.repeat(t.end - t.start);
    at = t.end;
  }
  return out + body.slice(at);
}

function endOffset(message: string, body: string, tokens: readonly BodyToken[], compile: BodyCompiler): number {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i] as BodyToken;
    // read_sql_construct ends the expression with the last token before the terminator (no trailing space or comment)
    if (TERMINATORS.has(t.text.toLowerCase()) && compile(body.slice(0, t.end) + SENTINEL) === message) return (tokens[i - 1] as BodyToken).end;
  }
  return body.length;
}

/** Scanner tokens (byte offsets into the UTF-8 text) as string offsets. */
export function tokensAt(text: string, scanned: readonly { start: number; end: number }[]): BodyToken[] {
  const index: number[] = [];
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const bytes = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    for (let b = 0; b < bytes; b++) index.push(i);
    i += ch.length;
  }
  index.push(i);
  return scanned.map((t) => {
    const start = index[t.start] ?? text.length;
    const end = index[t.end] ?? text.length;
    return { start, end, text: text.slice(start, end) };
  });
}

/**
 * PostgreSQL's function_parse_error_transpose (pg_proc.c): a compile error position in a
 * function body becomes a position in the CREATE FUNCTION / DO statement that quotes the body,
 * found by looking for `$body$` or `'body'` (doubled quotes and backslashes allowed) in the
 * query string; when the body is not found exactly once the position stays an internal one.
 */

/** Code points in `text` before string index `end`. */
function charCount(text: string, end: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff) n++;
  }
  return n;
}

/** A quoted body in a query string: the literal (quotes or dollar tags included) and where its text starts. */
interface BodyLiteral {
  start: number;
  end: number;
  text: number;
  /** The characters a 'literal' doubles before the cursor (match_prosrc_to_literal's newcursorpos - cursorpos). */
  moved: number;
}

/** Every `$tag$prosrc$tag$` and `'prosrc'` in `query` (match_prosrc_to_query's scan). */
function bodyLiterals(prosrc: string, query: string, cursor: number): BodyLiteral[] {
  const out: BodyLiteral[] = [];
  for (let cur = 0; cur < query.length - prosrc.length; cur++) {
    const ch = query[cur];
    if (ch === '$' && query.startsWith(prosrc, cur + 1) && query[cur + 1 + prosrc.length] === '$') {
      const open = query.lastIndexOf('$', cur - 1);
      const tag = query.slice(open, cur + 1);
      const close = cur + 1 + prosrc.length;
      const end = open >= 0 && query.startsWith(tag, close) ? close + tag.length : close + 1;
      out.push({ start: open < 0 ? cur : open, end, text: cur + 1, moved: 0 });
    } else if (ch === "'") {
      const lit = matchProsrcToLiteral(prosrc, query, cur + 1, cursor);
      if (lit !== null) out.push({ start: cur, end: lit.end, text: cur + 1, moved: lit.moved });
    }
  }
  return out;
}

/**
 * match_prosrc_to_query: the 1-based character position in `query` of 1-based character
 * position `cursor` of `prosrc`, or 0 when the body is not quoted in `query` exactly once.
 */
export function matchProsrcToQuery(prosrc: string, query: string, cursor: number): number {
  const found = bodyLiterals(prosrc, query, cursor);
  const only = found.length === 1 ? found[0] : undefined;
  return only === undefined ? 0 : charCount(query, only.text) + cursor + only.moved;
}

/** match_prosrc_to_literal: where a 'literal' at `at` holding `prosrc` ends and how far the quotes and backslashes it doubles move `cursor`, or null. */
function matchProsrcToLiteral(prosrc: string, query: string, at: number, cursor: number): { end: number; moved: number } | null {
  let moved = 0;
  let left = cursor;
  let lit = at;
  for (const ch of prosrc) {
    left--;
    if (query[lit] === '\\') {
      lit++;
      if (left > 0) moved++;
    } else if (query[lit] === "'") {
      if (query[lit + 1] !== "'") return null;
      lit++;
      if (left > 0) moved++;
    }
    if (!query.startsWith(ch, lit)) return null;
    lit += ch.length;
  }
  return query[lit] === "'" && query[lit + 1] !== "'" ? { end: lit + 1, moved } : null;
}

/** Where a compile error of a body goes: a position in the statement, or an internal position in the body. */
export type BodyErrorPlace = { position: number } | { internalPosition: number; internalQuery: string };

/** The error place for 0-based string offset `offset` of `body`, quoted in `query`. */
export function bodyErrorPlace(body: string, offset: number, query: string): BodyErrorPlace {
  const cursor = charCount(body, offset) + 1;
  const position = matchProsrcToQuery(body, query, cursor);
  return position > 0 ? { position } : { internalPosition: cursor, internalQuery: body };
}

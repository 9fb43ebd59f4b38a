/**
 * The tokens of a PL/pgSQL body as PostgreSQL's core scanner reads it (scan.l, keywords of
 * kwlist.h), in the shape later passes read (start and end as string offsets, a token name:
 * IDENT for an identifier that is no keyword, PARAM, SQL_COMMENT / C_COMMENT, else UNKNOWN).
 */
import { CORE_KEYWORDS } from './core-keywords.js';
import { CoreScanner, ScanError } from './sql-scanner.js';

/** A token of the body (offsets are string indices). */
export interface BodyToken {
  start: number;
  end: number;
  text: string;
}

export interface ScannedToken {
  start: number;
  end: number;
  tokenName: string;
}

const NO_KEYWORDS = new Map<string, string>();

/** The body's tokens and comments in order, or null when it does not scan. */
export function scanBody(body: string): ScannedToken[] | null {
  const scan = new CoreScanner(body, NO_KEYWORDS);
  const out: ScannedToken[] = [];
  try {
    for (;;) {
      const t = scan.next();
      if (t.type === 'EOF') break;
      let tokenName = 'UNKNOWN';
      if (t.type === 'IDENT') tokenName = t.quoted === true || !CORE_KEYWORDS.has(t.str) ? 'IDENT' : 'UNKNOWN';
      else if (t.type === 'PARAM' || t.type === 'SCONST' || t.type === 'ICONST' || t.type === 'FCONST') tokenName = t.type;
      out.push({ start: t.start, end: t.end, tokenName });
    }
  } catch (e) {
    if (e instanceof ScanError) return null;
    throw e;
  }
  for (const c of scan.comments) out.push({ start: c.start, end: c.end, tokenName: c.type });
  return out.sort((a, b) => a.start - b.start);
}

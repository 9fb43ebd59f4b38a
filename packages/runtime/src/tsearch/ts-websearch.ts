import { type TsQuery, TS_STOP, cleanTsquery } from '@pgsqlite/catalog';
import { morphOperand } from './ts-build.js';

/**
 * websearch_to_tsquery: web search syntax. Unquoted words are ANDed, `"…"` is a phrase, `or`
 * (followed by a non-word character and more text) is OR, `-` before an operand negates it; other
 * operator characters are ignored. Every operand goes through the configuration as a phrase.
 */

type Tok = { t: 'val'; text: string } | { t: 'not' } | { t: 'and' } | { t: 'or' };

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
const OPERATORS = new Set(['!', '&', '|', '(', ')', '<']);
const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{Nd}]/u.test(c);

function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  let waitOperand = true;
  while (i < s.length) {
    const c = s[i] as string;
    if (waitOperand) {
      if (c === '-') { out.push({ t: 'not' }); i++; continue; }
      if (c === '"') {
        const end = s.indexOf('"', i + 1);
        const text = s.slice(i + 1, end < 0 ? s.length : end);
        out.push({ t: 'val', text });
        i = end < 0 ? s.length : end + 1;
        waitOperand = false;
        continue;
      }
      if (OPERATORS.has(c) || isSpace(c)) { i++; continue; }
      let j = i + 1;
      while (j < s.length && !isSpace(s[j]) && !OPERATORS.has(s[j] as string) && s[j] !== '"' && s[j] !== ':') j++;
      out.push({ t: 'val', text: s.slice(i, j) });
      i = j;
      waitOperand = false;
      continue;
    }
    if (isSpace(c)) { i++; continue; }
    if (isOr(s, i)) { out.push({ t: 'or' }); i += 2; waitOperand = true; continue; }
    if (OPERATORS.has(c)) { i++; continue; }
    out.push({ t: 'and' });
    waitOperand = true;
  }
  // an operator with nothing after it gets a stop-word operand
  const last = out[out.length - 1];
  if (last !== undefined && last.t !== 'val') out.push({ t: 'val', text: '' });
  return out;
}

function isOr(s: string, i: number): boolean {
  if (s.slice(i, i + 2).toLowerCase() !== 'or') return false;
  const next = s[i + 2];
  if (next === undefined || next === '-' || next === '_' || isWordChar(next)) return false;
  for (let j = i + 3; j < s.length; j++) if (!isSpace(s[j])) return true;
  return false;
}

/** websearch_to_tsquery(cfg, text). */
export function websearchToTsquery(cfg: number, text: string): TsQuery | null {
  const toks = tokenize(text);
  if (toks.length === 0) return null;
  let i = 0;
  const primary = (): TsQuery => {
    const t = toks[i++];
    if (t === undefined) return TS_STOP;
    if (t.t === 'not') return { kind: 'not', arg: primary() };
    if (t.t === 'val') return t.text === '' ? TS_STOP : (morphOperand(cfg, { word: t.text, weight: 0, prefix: false }, 'phrase') ?? TS_STOP);
    return primary();
  };
  const and = (): TsQuery => {
    let left = primary();
    while (toks[i]?.t === 'and') {
      i++;
      left = { kind: 'and', left, right: primary() };
    }
    return left;
  };
  let tree = and();
  while (toks[i]?.t === 'or') {
    i++;
    tree = { kind: 'or', left: tree, right: and() };
  }
  return cleanTsquery(tree);
}

import { PgError } from '@pgsqlite/errors';
import { TS_MAX_POS, TS_MAX_STRLEN, quoteLexeme, utf8Length } from './tsvector-value.js';

/**
 * tsquery values as a tree: operands (a lexeme, a weight mask A=8 B=4 C=2 D=1, a prefix flag) and
 * the operators ! (not), & (and), | (or) and <N> (phrase, N = 0..16384). Text input follows
 * tsqueryin (precedence ! > <-> > & > |, left-associative); output follows tsqueryout, which
 * parenthesises by priority and puts a phrase operator right of another in parentheses.
 */

/** A tsquery tree; `null` is the empty query. */
export type TsQuery =
  | { kind: 'val'; word: string; weight: number; prefix: boolean }
  | { kind: 'not'; arg: TsQuery }
  | { kind: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { kind: 'phrase'; left: TsQuery; right: TsQuery; distance: number };

/** An operand as the query parser hands it over, before it is placed in the tree. */
export interface TsOperand {
  word: string;
  weight: number;
  prefix: boolean;
}

/** tsearch_op_priority: not 4, phrase 3, and 2, or 1 (operands above all). */
export function tsPriority(q: TsQuery): number {
  switch (q.kind) {
    case 'not': return 4;
    case 'phrase': return 3;
    case 'and': return 2;
    case 'or': return 1;
    default: return 5;
  }
}

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';
const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const OPERATOR_CHARS = new Set(['!', '&', '|', '(', ')', '<']);

type Tok =
  | { t: 'val'; word: string; weight: number; prefix: boolean }
  | { t: 'op'; op: 'not' | 'and' | 'or' | 'phrase'; distance: number }
  | { t: 'open' }
  | { t: 'close' }
  | { t: 'end' };

/**
 * The standard tsquery tokenizer (gettoken_query_standard). `operand` turns each operand's text
 * into what the query holds there: itself (tsqueryin) or a sub-query made by a configuration's
 * parser and dictionaries (to_tsquery), or null when all of it was stop words.
 */
class QueryLexer {
  i = 0;
  waitOperand = true;
  first = true;
  depth = 0;
  constructor(readonly text: string) {}

  syntax(): PgError {
    return new PgError('syntax_error', `syntax error in tsquery: "${this.text}"`);
  }

  next(): Tok {
    const s = this.text;
    for (;;) {
      const c = s[this.i];
      if (this.waitOperand) {
        if (c === '!') { this.i++; this.first = false; return { t: 'op', op: 'not', distance: 0 }; }
        if (c === '(') { this.i++; this.first = false; this.depth++; return { t: 'open' }; }
        if (c === ':') throw this.syntax();
        if (c === undefined) {
          if (this.first) return { t: 'end' };
          throw new PgError('syntax_error', `no operand in tsquery: "${s}"`);
        }
        if (!isSpace(c)) {
          if (OPERATOR_CHARS.has(c)) throw this.syntax();
          const v = this.operand();
          this.waitOperand = false;
          this.first = false;
          return v;
        }
      } else {
        if (c === '&') { this.i++; this.waitOperand = true; return { t: 'op', op: 'and', distance: 0 }; }
        if (c === '|') { this.i++; this.waitOperand = true; return { t: 'op', op: 'or', distance: 0 }; }
        if (c === '<') {
          const d = this.phrase();
          if (d !== undefined) { this.waitOperand = true; return { t: 'op', op: 'phrase', distance: d }; }
          throw this.syntax();
        }
        if (c === ')') { this.i++; this.depth--; if (this.depth < 0) throw this.syntax(); return { t: 'close' }; }
        if (c === undefined) { if (this.depth !== 0) throw this.syntax(); return { t: 'end' }; }
        if (!isSpace(c)) throw this.syntax();
      }
      this.i++;
    }
  }

  /** `<->` or `<N>`: the distance, or undefined when this is not a phrase operator. */
  private phrase(): number | undefined {
    const s = this.text;
    let j = this.i + 1;
    let d = 1;
    if (s[j] === '-') j++;
    else {
      if (!isDigit(s[j])) return undefined;
      let k = j;
      while (isDigit(s[k])) k++;
      const n = Number(s.slice(j, k));
      if (n > TS_MAX_POS + 1) throw new PgError('invalid_parameter_value', `distance in phrase operator must be an integer value between zero and ${TS_MAX_POS + 1} inclusive`);
      d = n;
      j = k;
    }
    if (s[j] !== '>') return undefined;
    this.i = j + 1;
    return d;
  }

  /** An operand: a word as the tsvector reader reads it (operators end it), then `:` modifiers. */
  private operand(): Tok {
    const s = this.text;
    let word = '';
    const esc = (): void => {
      if (this.i + 1 >= s.length) throw new PgError('syntax_error', `there is no escaped character: "${s}"`);
      const cp = s.codePointAt(this.i + 1) as number;
      word += String.fromCodePoint(cp);
      this.i += cp > 0xffff ? 3 : 2;
    };
    if (s[this.i] === "'") {
      this.i++;
      for (;;) {
        const c = s[this.i];
        if (c === undefined) throw this.syntax();
        if (c === '\\') { esc(); continue; }
        if (c === "'") {
          if (s[this.i + 1] === "'") { word += "'"; this.i += 2; continue; }
          this.i++;
          break;
        }
        word += c;
        this.i++;
      }
      if (word === '') throw this.syntax();
    } else {
      for (;;) {
        const c = s[this.i];
        if (c === '\\') { esc(); continue; }
        if (c === undefined || isSpace(c) || OPERATOR_CHARS.has(c) || c === ':') break;
        word += c;
        this.i++;
      }
      if (word === '') throw this.syntax();
    }
    if (utf8Length(word) >= TS_MAX_STRLEN) throw new PgError('program_limit_exceeded', `word is too long in tsquery: "${s}"`);
    let weight = 0;
    let prefix = false;
    if (s[this.i] === ':') {
      this.i++;
      for (;;) {
        const c = s[this.i];
        const w = c === undefined ? undefined : MODIFIERS[c];
        if (w === undefined) break;
        if (w === 0) prefix = true;
        else weight |= w;
        this.i++;
      }
    }
    return { t: 'val', word, weight, prefix };
  }
}

const MODIFIERS: Record<string, number> = { a: 8, A: 8, b: 4, B: 4, c: 2, C: 2, d: 1, D: 1, '*': 0 };

const BINARY_PRIORITY: Record<string, number> = { or: 1, and: 2, phrase: 3 };

/**
 * Parses tsquery text. `operand` maps each operand to its sub-query (null: a stop word, dropped
 * as PostgreSQL's clean-up drops it). Returns null for a query without operands.
 */
export function parseTsquery(text: string, operand: (o: TsOperand) => TsQuery | null = (o) => ({ kind: 'val', ...o })): TsQuery | null {
  const lx = new QueryLexer(text);
  let tok = lx.next();
  if (tok.t === 'end') return null;
  const primary = (): TsQuery => {
    if (tok.t === 'op' && tok.op === 'not') {
      tok = lx.next();
      return { kind: 'not', arg: primary() };
    }
    if (tok.t === 'open') {
      tok = lx.next();
      const e = expr(0);
      if (tok.t !== 'close') throw lx.syntax();
      tok = lx.next();
      return e;
    }
    if (tok.t === 'val') {
      const v = operand({ word: tok.word, weight: tok.weight, prefix: tok.prefix }) ?? TS_STOP;
      tok = lx.next();
      return v;
    }
    throw lx.syntax();
  };
  const expr = (min: number): TsQuery => {
    let left = primary();
    for (;;) {
      const t = tok;
      if (t.t !== 'op' || t.op === 'not') break;
      const p = BINARY_PRIORITY[t.op] as number;
      if (p <= min) break;
      tok = lx.next();
      const right = expr(p);
      left = t.op === 'phrase' ? { kind: 'phrase', left, right, distance: t.distance } : { kind: t.op, left, right };
    }
    return left;
  };
  const tree = expr(0);
  if ((tok as Tok).t !== 'end') throw lx.syntax();
  return cleanTsquery(tree);
}

/**
 * clean_stopwords: removes stop-word holes; an operator missing one side becomes the other side
 * (a phrase operator adds the hole's width to the distance of the phrase it joins).
 */
export function cleanTsquery(q: TsQuery): TsQuery | null {
  return clean(q, (n) => n === TS_STOP).q;
}

/** The hole a stop word leaves in a query being built, until cleanTsquery removes it. */
export const TS_STOP: TsQuery = Object.freeze({ kind: 'val', word: '', weight: 0, prefix: false });

interface Cleaned {
  q: TsQuery | null;
  /** width of the dropped phrase parts to the left / right of what is left */
  ladd: number;
  radd: number;
}

function clean(q: TsQuery, isStop: (q: TsQuery) => boolean): Cleaned {
  if (q.kind === 'val') return { q: isStop(q) ? null : q, ladd: 0, radd: 0 };
  if (q.kind === 'not') {
    const a = clean(q.arg, isStop);
    return { ...a, q: a.q === null ? null : { kind: 'not', arg: a.q } };
  }
  const l = clean(q.left, isStop);
  const r = clean(q.right, isStop);
  const phrase = q.kind === 'phrase';
  const d = phrase ? q.distance : 0;
  if (l.q === null && r.q === null) {
    const add = phrase ? l.ladd + d + r.ladd : Math.max(l.ladd, r.ladd);
    return { q: null, ladd: add, radd: add };
  }
  if (l.q === null) return { q: r.q, ladd: phrase ? l.ladd + d + r.ladd : r.ladd, radd: r.radd };
  if (r.q === null) return { q: l.q, ladd: l.ladd, radd: phrase ? l.radd + d + r.radd : l.radd };
  if (q.kind === 'phrase') return { q: { kind: 'phrase', left: l.q, right: r.q, distance: q.distance + l.radd + r.ladd }, ladd: l.ladd, radd: r.radd };
  return { q: { kind: q.kind, left: l.q, right: r.q }, ladd: 0, radd: 0 };
}

/** tsqueryout. */
export function formatTsquery(q: TsQuery | null): string {
  return q === null ? '' : infix(q, 0, false);
}

function infix(q: TsQuery, parent: number, rightOfPhrase: boolean): string {
  if (q.kind === 'val') {
    let s = quoteLexeme(q.word);
    if (q.weight !== 0 || q.prefix) {
      s += ':';
      if (q.prefix) s += '*';
      if (q.weight & 8) s += 'A';
      if (q.weight & 4) s += 'B';
      if (q.weight & 2) s += 'C';
      if (q.weight & 1) s += 'D';
    }
    return s;
  }
  const p = tsPriority(q);
  if (q.kind === 'not') {
    const inner = `!${infix(q.arg, p, false)}`;
    return p < parent ? `( ${inner} )` : inner;
  }
  const dist = q.kind === 'phrase' ? q.distance : 1;
  const right = infix(q.right, p, q.kind === 'phrase');
  const left = infix(q.left, p, false);
  const op = q.kind === 'or' ? '|' : q.kind === 'and' ? '&' : dist === 1 ? '<->' : `<${dist}>`;
  const s = `${left} ${op} ${right}`;
  return p < parent || (q.kind === 'phrase' && rightOfPhrase) ? `( ${s} )` : s;
}

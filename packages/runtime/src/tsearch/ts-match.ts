import { type TsLexeme, type TsQuery, compareLexemes } from '@pgsqlite/catalog';

/**
 * tsvector @@ tsquery (TS_execute, three-valued): operands match a lexeme (a prefix operand every
 * lexeme it starts), restricted to positions of the weights it names; & | ! combine; a phrase
 * operator matches where its right side starts `distance` positions after its left side ends,
 * computed over position lists with negation as TS_phrase_execute does. A lexeme without
 * positions answers "maybe" inside a phrase, which the top level counts as no match.
 */

/** An operand of a query. */
export type TsOperandNode = Extract<TsQuery, { kind: 'val' }>;

/** yes / no / maybe (TSTernaryValue). */
export type Ternary = 0 | 1 | 2;
const NO = 0, YES = 1, MAYBE = 2;

/** What an operand check answers: the verdict, and its positions when they were asked for. */
export interface OperandHits {
  res: Ternary;
  pos: number[];
}

/** Checks an operand; `withPos` asks for its positions (inside a phrase). */
export type Lookup = (q: TsOperandNode, withPos: boolean) => OperandHits;

/** Binary search for a lexeme; -1 when absent. */
export function findLexeme(vec: readonly TsLexeme[], word: string): number {
  let lo = 0;
  let hi = vec.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const c = compareLexemes((vec[mid] as TsLexeme).word, word);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** The lexemes an operand matches. */
export function operandEntries(vec: readonly TsLexeme[], op: { word: string; prefix: boolean }): TsLexeme[] {
  if (!op.prefix) {
    const i = findLexeme(vec, op.word);
    return i < 0 ? [] : [vec[i] as TsLexeme];
  }
  return vec.filter((l) => l.word.startsWith(op.word));
}

/** checkclass_str for one lexeme. */
function checkEntry(l: TsLexeme, weight: number, withPos: boolean): OperandHits {
  if (l.positions.length === 0) return { res: withPos ? MAYBE : YES, pos: [] };
  const pos = l.positions.filter((p) => weight === 0 || (weight & (1 << p.weight)) !== 0).map((p) => p.pos);
  return { res: pos.length > 0 ? YES : NO, pos: withPos ? pos : [] };
}

/** checkcondition_str: an operand against a tsvector. */
export function vectorLookup(vec: readonly TsLexeme[]): Lookup {
  return (q, withPos) => {
    const entries = operandEntries(vec, q);
    if (!q.prefix) return entries[0] === undefined ? { res: NO, pos: [] } : checkEntry(entries[0], q.weight, withPos);
    let res: Ternary = NO;
    const all = new Set<number>();
    for (const e of entries) {
      const sub = checkEntry(e, q.weight, withPos);
      if (sub.res === NO) continue;
      if (withPos) {
        if (sub.res === MAYBE) return { res: MAYBE, pos: [] };
        for (const p of sub.pos) all.add(p);
      } else if (sub.res === YES || res === NO) res = sub.res;
    }
    if (withPos) return all.size > 0 ? { res: YES, pos: [...all].sort((a, b) => a - b) } : { res: NO, pos: [] };
    return { res, pos: [] };
  };
}

/** ExecPhraseData: positions (ascending), negated or not, and the width of the match. */
interface PhraseData {
  pos: number[];
  negate: boolean;
  width: number;
}

const L_ONLY = 1, BOTH = 2, R_ONLY = 4;

/** TS_phrase_output: merges two position lists, emitting the kinds of positions `emit` names. */
function phraseOutput(data: PhraseData, l: PhraseData, r: PhraseData, emit: number, loff: number, roff: number): Ternary {
  let li = 0;
  let ri = 0;
  while (li < l.pos.length || ri < r.pos.length) {
    let lp: number;
    let rp: number;
    if (li < l.pos.length) lp = (l.pos[li] as number) + loff;
    else {
      if (!(emit & R_ONLY)) break;
      lp = Number.MAX_SAFE_INTEGER;
    }
    if (ri < r.pos.length) rp = (r.pos[ri] as number) + roff;
    else {
      if (!(emit & L_ONLY)) break;
      rp = Number.MAX_SAFE_INTEGER;
    }
    let out = 0;
    if (lp < rp) {
      if (emit & L_ONLY) out = lp;
      li++;
    } else if (lp === rp) {
      if (emit & BOTH) out = rp;
      li++;
      ri++;
    } else {
      if (emit & R_ONLY) out = rp;
      ri++;
    }
    if (out > 0) data.pos.push(out);
  }
  return data.pos.length > 0 ? YES : NO;
}

const empty = (): PhraseData => ({ pos: [], negate: false, width: 0 });

/** TS_phrase_execute. */
function phraseExecute(q: TsQuery, look: Lookup, data: PhraseData): Ternary {
  switch (q.kind) {
    case 'val': {
      const h = look(q, true);
      data.pos = h.pos;
      return h.res;
    }
    case 'not': {
      const r = phraseExecute(q.arg, look, data);
      if (r === NO) {
        data.negate = true;
        return YES;
      }
      if (r === MAYBE) return MAYBE;
      if (data.pos.length > 0) {
        data.negate = !data.negate;
        return YES;
      }
      if (data.negate) {
        data.negate = false;
        return NO;
      }
      return NO;
    }
    case 'phrase':
    case 'and': {
      const l = empty();
      const r = empty();
      const lm = phraseExecute(q.left, look, l);
      if (lm === NO) return NO;
      const rm = phraseExecute(q.right, look, r);
      if (rm === NO) return NO;
      if (lm === MAYBE || rm === MAYBE) return MAYBE;
      let loff: number, roff: number;
      if (q.kind === 'phrase') {
        loff = q.distance + r.width;
        roff = 0;
        data.width = q.distance + l.width + r.width;
      } else {
        const maxw = Math.max(l.width, r.width);
        loff = maxw - l.width;
        roff = maxw - r.width;
        data.width = maxw;
      }
      if (l.negate && r.negate) {
        phraseOutput(data, l, r, BOTH | L_ONLY | R_ONLY, loff, roff);
        data.negate = true;
        return YES;
      }
      if (l.negate) return phraseOutput(data, l, r, R_ONLY, loff, roff);
      if (r.negate) return phraseOutput(data, l, r, L_ONLY, loff, roff);
      return phraseOutput(data, l, r, BOTH, loff, roff);
    }
    case 'or': {
      const l = empty();
      const r = empty();
      const lm = phraseExecute(q.left, look, l);
      const rm = phraseExecute(q.right, look, r);
      if (lm === NO && rm === NO) return NO;
      if (lm === MAYBE || rm === MAYBE) return MAYBE;
      if (lm === NO) l.width = 0;
      if (rm === NO) r.width = 0;
      const maxw = Math.max(l.width, r.width);
      const loff = maxw - l.width;
      const roff = maxw - r.width;
      data.width = maxw;
      if (l.negate && r.negate) {
        phraseOutput(data, l, r, BOTH, loff, roff);
        data.negate = true;
        return YES;
      }
      if (l.negate) {
        phraseOutput(data, l, r, L_ONLY, loff, roff);
        data.negate = true;
        return YES;
      }
      if (r.negate) {
        phraseOutput(data, l, r, R_ONLY, loff, roff);
        data.negate = true;
        return YES;
      }
      return phraseOutput(data, l, r, BOTH | L_ONLY | R_ONLY, loff, roff);
    }
  }
}

/** TS_execute_recurse; `phraseNoPos` keeps a phrase's "maybe" (TS_EXEC_PHRASE_NO_POS). */
export function tsExecuteTernary(look: Lookup, q: TsQuery, phraseNoPos = false): Ternary {
  switch (q.kind) {
    case 'val':
      return look(q, false).res;
    case 'not': {
      const r = tsExecuteTernary(look, q.arg, phraseNoPos);
      return r === NO ? YES : r === YES ? NO : MAYBE;
    }
    case 'and': {
      const l = tsExecuteTernary(look, q.left, phraseNoPos);
      if (l === NO) return NO;
      const r = tsExecuteTernary(look, q.right, phraseNoPos);
      return r === NO ? NO : r === YES ? l : MAYBE;
    }
    case 'or': {
      const l = tsExecuteTernary(look, q.left, phraseNoPos);
      if (l === YES) return YES;
      const r = tsExecuteTernary(look, q.right, phraseNoPos);
      return r === NO ? l : r === YES ? YES : MAYBE;
    }
    case 'phrase': {
      const r = phraseExecute(q, look, empty());
      return r === MAYBE ? (phraseNoPos ? MAYBE : NO) : r;
    }
  }
}

/** TS_execute: true unless the answer is no. */
export function tsExecute(look: Lookup, q: TsQuery): boolean {
  return tsExecuteTernary(look, q) !== NO;
}

/** tsvector @@ tsquery. An empty query matches nothing. */
export function tsMatch(vec: readonly TsLexeme[], q: TsQuery | null): boolean {
  return q !== null && tsExecute(vectorLookup(vec), q);
}

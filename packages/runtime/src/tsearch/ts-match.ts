import { type TsLexeme, type TsPos, type TsQuery, compareLexemes } from '@pgsqlite/catalog';

/**
 * tsvector @@ tsquery (TS_execute): operands match a lexeme (a prefix operand every lexeme it
 * starts), restricted to positions of the weights it names; & | ! combine; a phrase operator
 * matches where its right side starts `distance` positions after its left side ends. A lexeme
 * without positions (strip) satisfies a phrase as PostgreSQL's "maybe" does.
 */

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

const weightOk = (mask: number, p: TsPos): boolean => mask === 0 || (mask & (1 << p.weight)) !== 0;

/** An operand of a query. */
export type TsOperandNode = Extract<TsQuery, { kind: 'val' }>;

/**
 * Where an operand occurs: its positions (of the weights it allows), and whether it occurs
 * without position information (a stripped lexeme).
 */
export interface OperandHits {
  pos: number[];
  nopos: boolean;
}

/** The occurrences of an operand in a tsvector. */
export function vectorLookup(vec: readonly TsLexeme[]): (q: TsOperandNode) => OperandHits {
  return (q) => {
    const set = new Set<number>();
    let nopos = false;
    for (const l of operandEntries(vec, q)) {
      if (l.positions.length === 0) nopos = true;
      for (const p of l.positions) if (weightOk(q.weight, p)) set.add(p.pos);
    }
    return { pos: [...set].sort((a, b) => a - b), nopos };
  };
}

type Lookup = (q: TsOperandNode) => OperandHits;

/** Positions a phrase sub-tree matches at (its end position), negated or not; 'maybe' without positions. */
interface PhraseHits {
  pos: number[];
  negate: boolean;
  /** from the left end to the right end of a match */
  width: number;
  maybe: boolean;
}

function phraseHits(vec: Lookup, q: TsQuery): PhraseHits {
  switch (q.kind) {
    case 'val': {
      const h = vec(q);
      return { pos: h.pos, negate: false, width: 0, maybe: h.nopos && h.pos.length === 0 };
    }
    case 'not': {
      const h = phraseHits(vec, q.arg);
      return { ...h, negate: !h.negate };
    }
    case 'and':
    case 'or': {
      const l = phraseHits(vec, q.left);
      const r = phraseHits(vec, q.right);
      const width = Math.max(l.width, r.width);
      const maybe = l.maybe || r.maybe;
      const ls = new Set(l.pos);
      const rs = new Set(r.pos);
      const union = [...new Set([...l.pos, ...r.pos])].sort((a, b) => a - b);
      const inter = l.pos.filter((p) => rs.has(p));
      const isAnd = q.kind === 'and';
      if (!l.negate && !r.negate) return { pos: isAnd ? inter : union, negate: false, width, maybe };
      if (l.negate && r.negate) return { pos: isAnd ? union : l.pos.filter((p) => rs.has(p)), negate: true, width, maybe };
      const [pos, neg] = l.negate ? [r.pos, ls] : [l.pos, rs];
      const posSet = new Set(pos);
      // a AND NOT b: a's positions without b's; a OR NOT b: NOT (b without a)
      return isAnd ? { pos: pos.filter((p) => !neg.has(p)), negate: false, width, maybe } : { pos: [...neg].filter((p) => !posSet.has(p)).sort((a, b) => a - b), negate: true, width, maybe };
    }
    case 'phrase': {
      const l = phraseHits(vec, q.left);
      const r = phraseHits(vec, q.right);
      const width = l.width + q.distance + r.width;
      const maybe = l.maybe || r.maybe;
      const shift = q.distance + r.width;
      if (!l.negate && !r.negate) {
        const ls = new Set(l.pos);
        return { pos: r.pos.filter((p) => ls.has(p - shift)), negate: false, width, maybe };
      }
      if (!l.negate && r.negate) {
        const rs = new Set(r.pos);
        return { pos: l.pos.map((p) => p + shift).filter((p) => !rs.has(p)), negate: false, width, maybe };
      }
      if (l.negate && !r.negate) {
        const ls = new Set(l.pos);
        return { pos: r.pos.filter((p) => p - shift >= 1 && !ls.has(p - shift)), negate: false, width, maybe };
      }
      return { pos: [...new Set([...l.pos.map((p) => p + shift), ...r.pos])].sort((a, b) => a - b), negate: true, width, maybe };
    }
  }
}

/** tsvector @@ tsquery. An empty query matches nothing. */
export function tsMatch(vec: readonly TsLexeme[], q: TsQuery | null): boolean {
  return q !== null && tsExecute(vectorLookup(vec), q);
}

/** TS_execute over any source of operand occurrences. */
export function tsExecute(vec: Lookup, q: TsQuery): boolean {
  const execute = tsExecute;
  switch (q.kind) {
    case 'val': {
      const h = vec(q);
      return h.nopos || h.pos.length > 0;
    }
    case 'not':
      return !execute(vec, q.arg);
    case 'and':
      return execute(vec, q.left) && execute(vec, q.right);
    case 'or':
      return execute(vec, q.left) || execute(vec, q.right);
    case 'phrase': {
      const h = phraseHits(vec, q);
      return h.negate || h.pos.length > 0 || (h.maybe && execute(vec, { kind: 'and', left: q.left, right: q.right }));
    }
  }
}

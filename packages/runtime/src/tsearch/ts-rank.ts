import { type TsLexeme, type TsPos, type TsQuery, compareLexemes } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type TsOperandNode, operandEntries, tsExecute } from './ts-match.js';

/**
 * ts_rank and ts_rank_cd as tsrank.c computes them, in single precision where it works in float
 * (Math.fround after each float operation) and double where it works in double.
 */

const f = Math.fround;
/** Default weights of D, C, B, A. */
const DEFAULT_WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1.0)];

const NORM = { LOGLENGTH: 1, LENGTH: 2, EXTDIST: 4, UNIQ: 8, LOGUNIQ: 16, RDIVRPLUS1: 32 } as const;

/** getWeights: the weight array (D, C, B, A); a negative entry keeps the default. */
export function rankWeights(arr: readonly (number | null)[] | undefined, dims = 1): number[] {
  if (arr === undefined) return DEFAULT_WEIGHTS;
  if (dims !== 1) throw new PgError('array_subscript_error', 'array of weight must be one-dimensional');
  if (arr.length < 4) throw new PgError('array_subscript_error', 'array of weight is too short');
  if (arr.some((x) => x === null)) throw new PgError('null_value_not_allowed', 'array of weight must not contain nulls');
  return DEFAULT_WEIGHTS.map((d, i) => {
    const v = f(arr[i] as number);
    const w = v >= 0 ? v : d;
    if (w > 1.0) throw new PgError('invalid_parameter_value', 'weight out of range');
    return w;
  });
}

function operands(q: TsQuery, out: TsOperandNode[] = []): TsOperandNode[] {
  if (q.kind === 'val') out.push(q);
  else if (q.kind === 'not') operands(q.arg, out);
  else {
    operands(q.right, out);
    operands(q.left, out);
  }
  return out;
}

/** SortAndUniqItems: the distinct operands by lexeme. */
function uniqueOperands(q: TsQuery): TsOperandNode[] {
  const sorted = operands(q).sort((a, b) => compareLexemes(a.word, b.word));
  return sorted.filter((o, i) => i === 0 || (sorted[i - 1] as TsOperandNode).word !== o.word);
}

function wordDistance(w: number): number {
  if (w > 100) return f(1e-30);
  return f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2)));
}

function cntLength(t: readonly TsLexeme[]): number {
  let len = 0;
  for (const l of t) len += l.positions.length === 0 ? 1 : l.positions.length;
  return len;
}

function rankAnd(w: readonly number[], t: readonly TsLexeme[], q: TsQuery): number {
  const items = uniqueOperands(q);
  if (items.length < 2) return rankOr(w, t, q);
  const POSNULL: TsPos[] = [{ pos: 16383, weight: 0 }];
  const pos: (TsPos[] | undefined)[] = [];
  let res = -1.0;
  items.forEach((item, i) => {
    for (const entry of operandEntries(t, item)) {
      const isNull = entry.positions.length === 0;
      const post = isNull ? POSNULL : entry.positions;
      pos[i] = post;
      for (let k = 0; k < i; k++) {
        const ct = pos[k];
        if (ct === undefined) continue;
        for (const pl of post) {
          for (const cp of ct) {
            let dist = Math.abs(pl.pos - cp.pos);
            if (dist !== 0 || post === POSNULL || ct === POSNULL) {
              if (dist === 0) dist = 16384;
              const curw = f(Math.sqrt(f(f((w[pl.weight] as number) * (w[cp.weight] as number)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  });
  return res;
}

function rankOr(w: readonly number[], t: readonly TsLexeme[], q: TsQuery): number {
  const items = uniqueOperands(q);
  let res = 0;
  for (const item of items) {
    for (const entry of operandEntries(t, item)) {
      const post = entry.positions.length === 0 ? [{ pos: 0, weight: 0 }] : entry.positions;
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      post.forEach((p, j) => {
        const wp = w[p.weight] as number;
        resj = f(resj + f(wp / ((j + 1) * (j + 1))));
        if (wp > wjm) {
          wjm = wp;
          jm = j;
        }
      });
      res = f(res + f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685);
    }
  }
  if (items.length > 0) res = f(res / items.length);
  return res;
}

/** ts_rank(weights, vector, query, normalization). */
export function tsRank(w: readonly number[], t: readonly TsLexeme[], q: TsQuery | null, method: number): number {
  if (t.length === 0 || q === null) return 0;
  let res = q.kind === 'and' || q.kind === 'phrase' ? rankAnd(w, t, q) : rankOr(w, t, q);
  if (res < 0) res = f(1e-20);
  if (method & NORM.LOGLENGTH) res = f(res / (Math.log(cntLength(t) + 1) / Math.log(2.0)));
  if (method & NORM.LENGTH) {
    const len = cntLength(t);
    if (len > 0) res = f(res / len);
  }
  if (method & NORM.UNIQ) res = f(res / t.length);
  if (method & NORM.LOGUNIQ) res = f(res / (Math.log(t.length + 1) / Math.log(2.0)));
  if (method & NORM.RDIVRPLUS1) res = f(res / f(res + 1));
  return res;
}

/** One position of the document representation: its position, weight and the operands found there. */
interface DocEntry {
  pos: number;
  weight: number;
  entry: TsLexeme;
  items: TsOperandNode[];
}

function docRepresentation(t: readonly TsLexeme[], q: TsQuery): DocEntry[] {
  const raw: DocEntry[] = [];
  for (const op of operands(q)) {
    for (const entry of operandEntries(t, op)) {
      for (const p of entry.positions) {
        if (op.weight === 0 || (op.weight & (1 << p.weight)) !== 0) raw.push({ pos: p.pos, weight: p.weight, entry, items: [op] });
      }
    }
  }
  raw.sort((a, b) => a.pos - b.pos || a.weight - b.weight || compareLexemes(a.entry.word, b.entry.word));
  const out: DocEntry[] = [];
  for (const d of raw) {
    const last = out[out.length - 1];
    if (last !== undefined && last.pos === d.pos && last.weight === d.weight && last.entry === d.entry) last.items.push(...d.items);
    else out.push({ ...d, items: [...d.items] });
  }
  return out;
}

/** Whether the operands seen so far satisfy the query. */
function satisfied(q: TsQuery, seen: Map<TsOperandNode, number[]>): boolean {
  return tsExecute((o) => {
    const pos = seen.get(o);
    return pos === undefined ? { res: 0, pos: [] } : { res: 1, pos: [...new Set(pos)].sort((a, b) => a - b) };
  }, q);
}

/** ts_rank_cd(weights, vector, query, normalization): cover density ranking. */
export function tsRankCd(w: readonly number[], t: readonly TsLexeme[], q: TsQuery | null, method: number): number {
  if (q === null) return 0;
  const invws = w.map((x) => 1.0 / x);
  const doc = docRepresentation(t, q);
  if (doc.length === 0) return 0;
  let Wdoc = 0.0;
  let SumDist = 0.0;
  let PrevExtPos = 0.0;
  let NExtent = 0;
  let start = 0;
  for (;;) {
    const cover = findCover(doc, q, start);
    if (cover === undefined) break;
    const { begin, end, p, q: qq } = cover;
    start = cover.next;
    let InvSum = 0.0;
    for (let i = begin; i <= end; i++) InvSum += invws[(doc[i] as DocEntry).weight] as number;
    const Cpos = (end - begin + 1) / InvSum;
    let nNoise = qq - p - (end - begin);
    if (nNoise < 0) nNoise = Math.trunc((end - begin) / 2);
    Wdoc += Cpos / (1 + nNoise);
    const CurExtPos = (qq + p) / 2.0;
    if (NExtent > 0 && CurExtPos > PrevExtPos) SumDist += 1.0 / (CurExtPos - PrevExtPos);
    PrevExtPos = CurExtPos;
    NExtent++;
  }
  if (method & NORM.LOGLENGTH && t.length > 0) Wdoc /= Math.log(cntLength(t) + 1);
  if (method & NORM.LENGTH) {
    const len = cntLength(t);
    if (len > 0) Wdoc /= len;
  }
  if (method & NORM.EXTDIST && NExtent > 0 && SumDist > 0) Wdoc /= NExtent / SumDist;
  if (method & NORM.UNIQ && t.length > 0) Wdoc /= t.length;
  if (method & NORM.LOGUNIQ && t.length > 0) Wdoc /= Math.log(t.length + 1) / Math.log(2.0);
  if (method & NORM.RDIVRPLUS1) Wdoc /= Wdoc + 1;
  return f(Wdoc);
}

interface Cover {
  begin: number;
  end: number;
  p: number;
  q: number;
  next: number;
}

/** Cover(): the next extent from index `from` that satisfies the query. */
function findCover(doc: readonly DocEntry[], query: TsQuery, from: number): Cover | undefined {
  for (let pos = from; pos < doc.length; pos++) {
    let seen = new Map<TsOperandNode, number[]>();
    let end = -1;
    for (let i = pos; i < doc.length; i++) {
      const d = doc[i] as DocEntry;
      for (const it of d.items) seen.set(it, [...(seen.get(it) ?? []), d.pos]);
      if (satisfied(query, seen)) {
        end = i;
        break;
      }
    }
    if (end < 0) return undefined;
    seen = new Map();
    let begin = -1;
    let i = end;
    for (; i >= pos; i--) {
      const d = doc[i] as DocEntry;
      for (const it of d.items) seen.set(it, [...(seen.get(it) ?? []), d.pos]);
      if (satisfied(query, seen)) {
        begin = i;
        break;
      }
    }
    if (begin >= 0) {
      const p = (doc[begin] as DocEntry).pos;
      const q = (doc[end] as DocEntry).pos;
      if (p <= q) return { begin, end, p, q, next: begin + 1 };
    }
  }
  return undefined;
}

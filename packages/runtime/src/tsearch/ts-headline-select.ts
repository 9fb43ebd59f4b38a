import type { TsQuery } from '@pgsqlite/catalog';
import { type TsOperandNode, tsExecute } from './ts-match.js';
import type { HeadlineOptions } from './ts-headline-options.js';

/**
 * prsd_headline's selectors over the words of a text: hlCover finds the earliest shortest
 * stretch satisfying the query; mark_hl_words widens one cover to MinWords..MaxWords avoiding
 * short or non-word ends; mark_hl_fragments picks up to MaxFragments fragments.
 */

/** One token of the text as the headline sees it. */
export interface HlWord {
  type: number;
  text: string;
  len: number;
  pos: number;
  item: TsOperandNode | undefined;
  repeated: boolean;
  selected: boolean;
  in: boolean;
  replace: boolean;
  skip: boolean;
}

// token types of the default parser
const URL = 5, SFLOAT = 7, VERSION = 8, BLANK = 12, TAG = 13, NUMHWORD = 15, ASCIIHWORD = 16, HWORD = 17, FLOAT = 20, INT = 21, UINT = 22;
const hlReplace = (t: number): boolean => t === TAG;
const hlSkip = (t: number): boolean => t === URL || t === NUMHWORD || t === ASCIIHWORD || t === HWORD;
const nonWord = (t: number): boolean => t === BLANK || hlReplace(t) || hlSkip(t);
const noEnd = (t: number): boolean => nonWord(t) || t === SFLOAT || t === VERSION || t === FLOAT || t === INT || t === UINT;

type Opts = HeadlineOptions;

export class Selector {
  constructor(readonly w: HlWord[], readonly q: TsQuery | null, readonly o: Opts) {}
  interesting(j: number): boolean {
    const x = this.w[j] as HlWord;
    return x.item !== undefined && !x.repeated;
  }
  badEnd(j: number): boolean {
    const x = this.w[j] as HlWord;
    return (noEnd(x.type) || x.len <= this.o.shortWord) && !this.interesting(j);
  }
  nonWord(j: number): boolean {
    return nonWord((this.w[j] as HlWord).type);
  }
  firstIndex(from: number): number {
    for (let i = from; i < this.w.length; i++) if ((this.w[i] as HlWord).item !== undefined) return i;
    return -1;
  }
  /** hlCover: the earliest shortest substring from `p` that satisfies the query. */
  cover(p: number, maxCover: number): [number, number] | undefined {
    if (this.q === null) return undefined;
    let pmin = this.firstIndex(p);
    while (pmin >= 0) {
      let nextpmin = -1;
      let pmax = pmin;
      do {
        if (this.satisfied(pmin, pmax)) return [pmin, pmax];
        const nextpmax = this.firstIndex(pmax + 1);
        if (pmax === pmin) nextpmin = nextpmax;
        pmax = nextpmax;
      } while (pmax >= 0 && pmax - pmin < maxCover);
      pmin = nextpmin;
    }
    return undefined;
  }
  satisfied(a: number, b: number): boolean {
    const slice = this.w.slice(a, b + 1);
    return tsExecute((op) => {
      const pos: number[] = [];
      for (const x of slice) if (x.item === op && (pos.length === 0 || (pos[pos.length - 1] as number) < x.pos)) pos.push(x.pos);
      return { res: pos.length > 0 ? 1 : 0, pos };
    }, this.q as TsQuery);
  }
  mark(start: number, end: number): void {
    for (let i = start; i <= end; i++) {
      const x = this.w[i] as HlWord;
      if (x.item !== undefined) x.selected = true;
      if (!this.o.highlightAll) {
        if (hlReplace(x.type)) x.replace = true;
        else if (hlSkip(x.type)) x.skip = true;
      } else if (hlSkip(x.type)) x.skip = true;
      x.in = !x.repeated;
    }
  }
  /** The first MinWords words, when no cover is found. */
  leading(): number {
    let curlen = 0;
    let pose = -1;
    for (let i = 0; i < this.w.length && curlen < this.o.minWords; i++) {
      if (!this.nonWord(i)) curlen++;
      pose = i;
    }
    return pose;
  }
}

export function markWords(s: Selector, maxCover: number): void {
  const { minWords, maxWords } = s.o;
  if (s.o.highlightAll) {
    s.mark(0, s.w.length - 1);
    return;
  }
  let p = 0;
  let bestb = -1, beste = -1, bestlen = -1;
  let bestcover = false;
  for (;;) {
    const c = s.cover(p, maxCover);
    if (c === undefined) break;
    p = c[0];
    const q = c[1];
    let curlen = 0, poslen = 0, posb = p, pose = p;
    let i = p;
    for (; i <= q && curlen < maxWords; i++) {
      if (!s.nonWord(i)) curlen++;
      if (s.interesting(i)) poslen++;
      pose = i;
    }
    if (curlen < maxWords) {
      for (i = i - 1; i < s.w.length && curlen < maxWords; i++) {
        if (i > q) {
          if (!s.nonWord(i)) curlen++;
          if (s.interesting(i)) poslen++;
        }
        pose = i;
        if (s.badEnd(i)) continue;
        if (curlen >= minWords) break;
      }
      if (curlen < minWords) {
        for (i = p - 1; i >= 0; i--) {
          if (!s.nonWord(i)) curlen++;
          if (s.interesting(i)) poslen++;
          if (curlen >= maxWords) break;
          if (s.badEnd(i)) continue;
          if (curlen >= minWords) break;
        }
        posb = i >= 0 ? i : 0;
      }
    } else {
      if (i > q) i = q;
      for (; curlen > minWords; i--) {
        if (!s.badEnd(i)) break;
        if (!s.nonWord(i)) curlen--;
        if (s.interesting(i)) poslen--;
        pose = i - 1;
      }
    }
    const poscover = posb <= p && pose >= q;
    if ((poscover && !bestcover) || (poscover === bestcover && poslen > bestlen) || (poscover === bestcover && poslen === bestlen && !s.badEnd(pose) && beste >= 0 && s.badEnd(beste))) {
      bestb = posb;
      beste = pose;
      bestlen = poslen;
      bestcover = poscover;
    }
    p++;
  }
  if (bestlen < 0) {
    bestb = 0;
    beste = s.leading();
  }
  s.mark(bestb, beste);
}

interface CoverPos { startpos: number; endpos: number; curlen: number; poslen: number; chosen: boolean; excluded: boolean }

export function markFragments(s: Selector, maxCover: number): void {
  const { maxWords, maxFragments } = s.o;
  const covers: CoverPos[] = [];
  let p = 0;
  for (;;) {
    const c = s.cover(p, maxCover);
    if (c === undefined) break;
    p = c[0];
    const q = c[1];
    let startpos = p;
    let endpos = q;
    while (startpos <= endpos) {
      for (let i = startpos; i <= endpos; i++) {
        startpos = i;
        if (s.interesting(i)) break;
      }
      let curlen = 0, poslen = 0;
      let i = startpos;
      for (; i <= endpos && curlen < maxWords; i++) {
        if (!s.nonWord(i)) curlen++;
        if (s.interesting(i)) poslen++;
      }
      if (endpos > i) {
        endpos = i;
        for (i = endpos; i >= startpos; i--) {
          endpos = i;
          if (s.interesting(i)) break;
          if (!s.nonWord(i)) curlen--;
        }
      }
      covers.push({ startpos, endpos, curlen, poslen, chosen: false, excluded: false });
      startpos = endpos + 1;
      endpos = q;
    }
    p++;
  }
  let numF = 0;
  for (let f = 0; f < maxFragments; f++) {
    let maxitems = 0, minwords = 0x7fffffff, minI = -1;
    covers.forEach((c, i) => {
      if (!c.chosen && !c.excluded && (maxitems < c.poslen || (maxitems === c.poslen && minwords > c.curlen))) {
        maxitems = c.poslen;
        minwords = c.curlen;
        minI = i;
      }
    });
    if (minI < 0) break;
    const c = covers[minI] as CoverPos;
    c.chosen = true;
    let { startpos, endpos, curlen } = c;
    if (curlen < maxWords) {
      const maxstretch = Math.trunc((maxWords - curlen) / 2);
      let stretch = 0;
      let posmarker = startpos;
      let i = startpos - 1;
      for (; i >= 0 && stretch < maxstretch && !(s.w[i] as HlWord).in; i--) {
        if (!s.nonWord(i)) { curlen++; stretch++; }
        posmarker = i;
      }
      for (i = posmarker; i < startpos && s.badEnd(i); i++) if (!s.nonWord(i)) curlen--;
      startpos = i;
      posmarker = endpos;
      for (i = endpos + 1; i < s.w.length && curlen < maxWords && !(s.w[i] as HlWord).in; i++) {
        if (!s.nonWord(i)) curlen++;
        posmarker = i;
      }
      for (i = posmarker; i > endpos && s.badEnd(i); i--) if (!s.nonWord(i)) curlen--;
      endpos = i;
    }
    Object.assign(c, { startpos, endpos, curlen });
    s.mark(startpos, endpos);
    numF++;
    covers.forEach((o, i) => {
      if (i !== minI && ((o.startpos >= startpos && o.startpos <= endpos) || (o.endpos >= startpos && o.endpos <= endpos) || (o.startpos < startpos && o.endpos > endpos))) o.excluded = true;
    });
  }
  if (numF <= 0) s.mark(0, s.leading());
}


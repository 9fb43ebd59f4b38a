import { type TsQuery, utf8Length } from '@pgsqlite/catalog';
import type { SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { lexizeToken } from './ts-config.js';
import { type TsOperandNode, tsExecute } from './ts-match.js';
import { parseText } from './ts-parser.js';
import { defaultConfig, query } from './ts-values.js';
import { headlineOptions } from './ts-headline-options.js';
import { mapJsonStrings } from './ts-json-walk.js';

/**
 * ts_headline: the default parser's headline selector (prsd_headline). Every token of the text
 * is a word of the headline; the query's operands mark the words whose lexemes they match; the
 * best cover (earliest shortest stretch satisfying the query) is widened to MinWords..MaxWords
 * avoiding short or non-word ends, or MaxFragments fragments are chosen; matched words are wrapped
 * in StartSel/StopSel, tags are replaced by a space, compound words shown through their parts.
 */

interface HlWord {
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

function operandsOf(q: TsQuery, out: TsOperandNode[] = []): TsOperandNode[] {
  if (q.kind === 'val') out.push(q);
  else if (q.kind === 'not') operandsOf(q.arg, out);
  else {
    operandsOf(q.right, out);
    operandsOf(q.left, out);
  }
  return out;
}

/** hlparsetext: the words of `text` with the query operands their lexemes match. */
function headlineWords(cfg: number, q: TsQuery | null, text: string): HlWord[] {
  const ops = q === null ? [] : operandsOf(q);
  const words: HlWord[] = [];
  let vectorpos = 0;
  for (const t of parseText(text)) {
    const w: HlWord = { type: t.type, text: t.text, len: utf8Length(t.text), pos: 0, item: undefined, repeated: false, selected: false, in: false, replace: false, skip: false };
    words.push(w);
    const lex = lexizeToken(cfg, t);
    if (lex === null) continue;
    vectorpos++;
    w.pos = Math.min(vectorpos, 16383);
    for (const l of lex) {
      for (const op of ops) {
        if (!(op.prefix ? l.startsWith(op.word) : l === op.word)) continue;
        if (w.item === undefined) w.item = op;
        else words.push({ ...w, item: op, repeated: true });
      }
    }
  }
  return words;
}

interface Opts {
  minWords: number;
  maxWords: number;
  shortWord: number;
  maxFragments: number;
  highlightAll: boolean;
  startSel: string;
  stopSel: string;
  fragDelim: string;
}

class Selector {
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

function markWords(s: Selector, maxCover: number): void {
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

function markFragments(s: Selector, maxCover: number): void {
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

/** generateHeadline. */
function generate(words: readonly HlWord[], o: Opts): string {
  let out = '';
  let infrag = false;
  let nfrag = 0;
  for (const w of words) {
    if (w.in && !w.repeated) {
      if (!infrag) {
        infrag = true;
        nfrag++;
        if (nfrag > 1) out += o.fragDelim;
      }
      if (w.replace) out += ' ';
      else if (!w.skip) out += w.selected ? `${o.startSel}${w.text}${o.stopSel}` : w.text;
    } else if (!w.repeated) infrag = false;
  }
  return out;
}

/** ts_headline(cfg, text, query, options). */
export function headline(cfg: number, text: string, q: TsQuery | null, options: string | undefined): string {
  const o = headlineOptions(options);
  const words = headlineWords(cfg, q, text);
  let maxCover = Math.max(o.maxWords * 10, 100);
  if (o.maxFragments > 0) maxCover *= o.maxFragments;
  const s = new Selector(words, q, o);
  if (o.maxFragments === 0) markWords(s, maxCover);
  else markFragments(s, maxCover);
  return generate(words, o);
}

type Fn = (state: RuntimeState, ...args: SqlValue[]) => SqlValue;

const textHl = (byid: boolean, opt: boolean): Fn => (s, ...a) => {
  const cfg = byid ? Number(a.shift()) : defaultConfig(s);
  return headline(cfg, String(a[0]), query(a[1] as SqlValue), opt ? String(a[2]) : undefined);
};
const jsonHl = (byid: boolean, opt: boolean, jsonb: boolean): Fn => (s, ...a) => {
  const cfg = byid ? Number(a.shift()) : defaultConfig(s);
  const q = query(a[1] as SqlValue);
  const o = opt ? String(a[2]) : undefined;
  headlineOptions(o);
  return mapJsonStrings(String(a[0]), jsonb, (str) => headline(cfg, str, q, o));
};

/** The ts_headline functions by their C names. */
export const HEADLINE_FUNCTIONS: Readonly<Record<string, Fn>> = {
  ts_headline_byid_opt: textHl(true, true),
  ts_headline_byid: textHl(true, false),
  ts_headline_opt: textHl(false, true),
  ts_headline: textHl(false, false),
  ts_headline_jsonb_byid_opt: jsonHl(true, true, true),
  ts_headline_jsonb_byid: jsonHl(true, false, true),
  ts_headline_jsonb_opt: jsonHl(false, true, true),
  ts_headline_jsonb: jsonHl(false, false, true),
  ts_headline_json_byid_opt: jsonHl(true, true, false),
  ts_headline_json_byid: jsonHl(true, false, false),
  ts_headline_json_opt: jsonHl(false, true, false),
  ts_headline_json: jsonHl(false, false, false),
};


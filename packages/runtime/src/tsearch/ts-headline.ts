import { type TsQuery, utf8Length } from '@pgsqlite/catalog';
import type { SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { lexizeToken } from './ts-config.js';
import type { TsOperandNode } from './ts-match.js';
import { type HlWord, Selector, markFragments, markWords } from './ts-headline-select.js';
import { parseText } from './ts-parser.js';
import { defaultConfig, query } from './ts-values.js';
import { type HeadlineOptions, headlineOptions } from './ts-headline-options.js';
import { mapJsonStrings } from './ts-json-walk.js';

/**
 * ts_headline: the default parser's headline selector (prsd_headline). Every token of the text
 * is a word of the headline; the query's operands mark the words whose lexemes they match; the
 * best cover (earliest shortest stretch satisfying the query) is widened to MinWords..MaxWords
 * avoiding short or non-word ends, or MaxFragments fragments are chosen; matched words are wrapped
 * in StartSel/StopSel, tags are replaced by a space, compound words shown through their parts.
 */

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

/** generateHeadline. */
function generate(words: readonly HlWord[], o: HeadlineOptions): string {
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


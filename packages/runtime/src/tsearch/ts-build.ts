import { type TsLexeme, type TsOperand, type TsQuery, TS_STOP, cleanTsquery, normalizeLexemes, parseTsquery } from '@pgsqlite/catalog';
import { type ParsedWord, parseWithConfig } from './ts-config.js';

/**
 * to_tsvector and the to_tsquery family: text through a configuration into a tsvector, or each
 * query operand into the lexemes it stands for (pushval_morph: the lexemes of one token at one
 * position are ANDed, different positions joined by the family's operator, stop words in between
 * kept as holes that widen a phrase).
 */

/** make_tsvector: parsed words → lexemes with positions. */
export function wordsToTsvector(words: readonly ParsedWord[]): TsLexeme[] {
  return normalizeLexemes(words.map((w) => ({ word: w.word, positions: [{ pos: w.pos, weight: 0 }] })));
}

/** to_tsvector(cfg, text). */
export function toTsvector(cfg: number, text: string): TsLexeme[] {
  return wordsToTsvector(parseWithConfig(cfg, text).words);
}

/** A stop-word hole in a query being built (removed by the clean-up). */
const STOP = null;

type Piece = TsQuery | typeof STOP;

function join(op: 'and' | 'phrase', l: Piece, r: Piece): Piece {
  // holes are kept as a marker value so the clean-up can widen phrases
  return op === 'phrase' ? { kind: 'phrase', left: hole(l), right: hole(r), distance: 1 } : { kind: 'and', left: hole(l), right: hole(r) };
}

function hole(p: Piece): TsQuery {
  return p ?? TS_STOP;
}

/** The sub-query one operand stands for (null: only stop words), joined by `op`. */
export function morphOperand(cfg: number, o: TsOperand, op: 'and' | 'phrase'): TsQuery | null {
  const words = parseWithConfig(cfg, o.word).words;
  if (words.length === 0) return null;
  let result: Piece | undefined;
  let pos = 0;
  let i = 0;
  while (i < words.length) {
    const w = words[i] as ParsedWord;
    if (pos > 0) {
      while (pos + 1 < w.pos) {
        result = result === undefined ? STOP : join(op, result, STOP);
        pos++;
      }
    }
    pos = w.pos;
    let variant: TsQuery | undefined;
    while (i < words.length && (words[i] as ParsedWord).pos === pos) {
      const v: TsQuery = { kind: 'val', word: (words[i] as ParsedWord).word, weight: o.weight, prefix: o.prefix };
      variant = variant === undefined ? v : { kind: 'and', left: variant, right: v };
      i++;
    }
    result = result === undefined ? (variant as TsQuery) : join(op, result, variant as TsQuery);
  }
  return result === undefined || result === null ? null : result;
}

/** to_tsquery(cfg, text). */
export function toTsquery(cfg: number, text: string): TsQuery | null {
  return parseTsquery(text, (o) => morphOperand(cfg, o, 'phrase'));
}

/** plainto_tsquery / phraseto_tsquery: the whole text as one operand. */
export function plainToTsquery(cfg: number, text: string, op: 'and' | 'phrase'): TsQuery | null {
  const q = morphOperand(cfg, { word: text, weight: 0, prefix: false }, op);
  return q === null ? null : cleanTsquery(q);
}

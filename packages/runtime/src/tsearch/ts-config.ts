import { builtinColumnIndex, builtinRows, tsCatalogObjects, utf8Length } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { ENGLISH_STOP_WORDS } from './english-stop-words.js';
import { stemEnglish } from './english-stem.js';
import { type TsToken, parseText } from './ts-parser.js';

/**
 * Text search configurations and dictionaries, read from PostgreSQL 15's pg_ts_config,
 * pg_ts_config_map and pg_ts_dict rows: a configuration maps each token type of the default
 * parser to a list of dictionaries, tried in order. The simple template lower-cases; the snowball
 * template drops its stop words and stems (english); other dictionaries are 0A000.
 */

/** What a dictionary makes of a token: lexemes, [] for a stop word, null when it does not know it. */
type Lexize = (token: string) => string[] | null;

interface Dict {
  name: string;
  lexize: Lexize;
}

let dicts: Map<number, Dict> | undefined;
let maps: Map<number, Map<number, number[]>> | undefined;

function options(text: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (text === null) return out;
  for (const part of text.split(',')) {
    const m = /^\s*(\w+)\s*=\s*'?([^']*)'?\s*$/.exec(part);
    if (m) out.set((m[1] as string).toLowerCase(), m[2] as string);
  }
  return out;
}

function unsupported(name: string): Lexize {
  return () => {
    throw new PgError('feature_not_supported', `text search dictionary "${name}" is not supported by pgsqlite`);
  };
}

function loadDicts(): Map<number, Dict> {
  const out = new Map<number, Dict>();
  const col = (n: string): number => builtinColumnIndex('pg_ts_dict', n);
  const [oid, name, tmpl, opt] = [col('oid'), col('dictname'), col('dicttemplate'), col('dictinitoption')];
  for (const r of builtinRows('pg_ts_dict')) {
    const n = String(r[name]);
    const o = options(r[opt] === null ? null : String(r[opt]));
    let lexize: Lexize = unsupported(n);
    if (Number(r[tmpl]) === 3727) lexize = (t) => [t.toLowerCase()];
    else if (o.get('language') === 'english') {
      const stop = o.get('stopwords') === 'english' ? ENGLISH_STOP_WORDS : new Set<string>();
      lexize = (t) => {
        const w = t.toLowerCase();
        return stop.has(w) ? [] : [stemEnglish(w)];
      };
    }
    out.set(Number(r[oid]), { name: n, lexize });
  }
  return out;
}

function configMap(cfg: number): Map<number, number[]> {
  if (maps === undefined) {
    maps = new Map();
    const col = (n: string): number => builtinColumnIndex('pg_ts_config_map', n);
    const [c, tok, seq, dict] = [col('mapcfg'), col('maptokentype'), col('mapseqno'), col('mapdict')];
    const rows = [...builtinRows('pg_ts_config_map')].sort((a, b) => Number(a[seq]) - Number(b[seq]));
    for (const r of rows) {
      const m = maps.get(Number(r[c])) ?? new Map<number, number[]>();
      const list = m.get(Number(r[tok])) ?? [];
      list.push(Number(r[dict]));
      m.set(Number(r[tok]), list);
      maps.set(Number(r[c]), m);
    }
  }
  const m = maps.get(cfg);
  if (m === undefined) throw new PgError('undefined_object', `text search configuration ${cfg} does not exist`);
  return m;
}

/** The OID of a configuration named as default_text_search_config names it (`pg_catalog.english`). */
export function configByName(name: string): number {
  const parts = name.split('.').map((p) => p.trim().replace(/^"(.*)"$/, '$1'));
  const n = parts[parts.length - 1] ?? '';
  const found = tsCatalogObjects('pg_ts_config').find((o) => o.name === n);
  if (found === undefined) throw new PgError('undefined_object', `text search configuration "${name}" does not exist`);
  return found.oid;
}

/** A lexeme found in text: the word, its position (1-based) and the variant it belongs to. */
export interface ParsedWord {
  word: string;
  pos: number;
  /** the token's type id */
  type: number;
}

/**
 * parsetext: the configuration's parser and dictionaries over `text`. Every token a dictionary
 * answers for takes the next position (a stop word too, without a lexeme); unmapped tokens
 * (blanks, tags) take none.
 */
export function parseWithConfig(cfg: number, text: string, start = 0): { words: ParsedWord[]; pos: number } {
  const words: ParsedWord[] = [];
  let pos = start;
  for (const t of parseText(text)) {
    if (t.text.length >= 683 && utf8Length(t.text) >= 2048) continue;
    const lex = lexizeToken(cfg, t);
    if (lex === null) continue;
    pos++;
    for (const w of lex) words.push({ word: w, pos: Math.min(pos, 16383), type: t.type });
  }
  return { words, pos };
}

/** The lexemes of one token under a configuration: null when no dictionary is mapped or knows it. */
export function lexizeToken(cfg: number, t: TsToken): string[] | null {
  const list = configMap(cfg).get(t.type);
  if (list === undefined) return null;
  if (dicts === undefined) dicts = loadDicts();
  for (const d of list) {
    const r = dicts.get(d)?.lexize(t.text);
    if (r === undefined || r === null) continue;
    return r.filter((w) => w !== '');
  }
  return null;
}

/** The dictionaries a configuration maps a token type to (ts_debug's dictionaries). */
export function configDictionaries(cfg: number, type: number): number[] {
  return configMap(cfg).get(type) ?? [];
}

/** The dictionary that recognised a token and its lexemes ([] for a stop word); undefined when none did. */
export function lexizeTokenWith(cfg: number, t: TsToken): { dict: number; lexemes: string[] } | undefined {
  if (dicts === undefined) dicts = loadDicts();
  for (const d of configDictionaries(cfg, t.type)) {
    const r = dicts.get(d)?.lexize(t.text);
    if (r === undefined || r === null) continue;
    return { dict: d, lexemes: r.filter((w) => w !== '') };
  }
  return undefined;
}

/** ts_lexize(dict, token). */
export function lexizeWith(dict: number, token: string): string[] | null {
  if (dicts === undefined) dicts = loadDicts();
  const d = dicts.get(dict);
  if (d === undefined) throw new PgError('undefined_object', `text search dictionary ${dict} does not exist`);
  return d.lexize(token);
}

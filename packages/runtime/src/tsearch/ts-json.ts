import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { type ParsedWord, parseWithConfig } from './ts-config.js';
import { wordsToTsvector } from './ts-build.js';
import { walkJson } from './ts-json-walk.js';
import { defaultConfig, outVec } from './ts-values.js';

/**
 * to_tsvector(json/jsonb) and json(b)_to_tsvector(…, filter): the chosen parts of a JSON value
 * (string values, numbers, booleans, keys) each parsed as text, positions running on across
 * them with a gap of one after each part that gave lexemes.
 */

const FLAGS = { string: 1, numeric: 2, boolean: 4, key: 8, all: 15 } as const;
const HINT = 'Possible values are: "string", "numeric", "boolean", "key", and "all".';

/** parse_jsonb_index_flags. */
function filterFlags(filter: string): number {
  let flags = 0;
  const t = filter.trim();
  if (t.startsWith('{')) throw new PgError('invalid_parameter_value', 'wrong flag type, only arrays and scalars are allowed');
  const elems: unknown[] = t.startsWith('[') ? (JSON.parse(t) as unknown[]) : [JSON.parse(t) as unknown];
  for (const e of elems) {
    if (typeof e !== 'string') throw new PgError('invalid_parameter_value', 'flag array element is not a string', { hint: HINT });
    const f = FLAGS[e.toLowerCase() as keyof typeof FLAGS];
    if (f === undefined) throw new PgError('invalid_parameter_value', `wrong flag in flag array: "${e}"`, { hint: HINT });
    flags |= f;
  }
  return flags;
}

function jsonToTsvector(cfg: number, json: string, flags: number): string {
  const words: ParsedWord[] = [];
  let pos = 0;
  const add = (text: string): void => {
    const r = parseWithConfig(cfg, text, pos);
    pos = r.pos;
    if (r.words.length > 0) {
      words.push(...r.words);
      pos += 1;
    }
  };
  walkJson(json, (e) => {
    if (e.kind === 'key' && flags & FLAGS.key) add(e.value);
    else if (e.kind === 'string' && flags & FLAGS.string) add(e.value);
    else if (e.kind === 'number' && flags & FLAGS.numeric) add(e.value);
    else if (e.kind === 'bool' && flags & FLAGS.boolean) add(e.value ? 'true' : 'false');
  });
  return outVec(wordsToTsvector(words));
}

type Fn = (state: RuntimeState, ...args: SqlValue[]) => SqlValue;

const strings = (byid: boolean): Fn => (s, ...a) => jsonToTsvector(byid ? Number(a[0]) : defaultConfig(s), String(a[byid ? 1 : 0]), FLAGS.string);
const filtered = (byid: boolean): Fn => (s, ...a) => {
  const cfg = byid ? Number(a.shift()) : defaultConfig(s);
  return jsonToTsvector(cfg, String(a[0]), filterFlags(String(a[1])));
};

/** The JSON text search functions by their C names. */
export const JSON_TS_FUNCTIONS: Readonly<Record<string, Fn>> = {
  jsonb_string_to_tsvector: strings(false),
  json_string_to_tsvector: strings(false),
  jsonb_string_to_tsvector_byid: strings(true),
  json_string_to_tsvector_byid: strings(true),
  jsonb_to_tsvector: filtered(false),
  json_to_tsvector: filtered(false),
  jsonb_to_tsvector_byid: filtered(true),
  json_to_tsvector_byid: filtered(true),
};

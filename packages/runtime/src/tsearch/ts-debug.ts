import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { configDictionaries, lexizeTokenWith } from './ts-config.js';
import { TOKEN_TYPES, parseText } from './ts-parser.js';
import { defaultConfig } from './ts-values.js';

/**
 * The parser's set-returning functions, as JSON matrices the translator reads with json_each:
 * ts_token_type(parser), ts_parse(parser, text) and ts_debug([config,] text).
 */

type Fn = (state: RuntimeState, ...args: SqlValue[]) => SqlValue;

/** The default parser, by OID or name (the only parser PostgreSQL 15 ships). */
function parserOf(v: SqlValue, byName: boolean): void {
  if (byName) {
    const n = String(v).replace(/^pg_catalog\./, '');
    if (n !== 'default') throw new PgError('undefined_object', `text search parser "${String(v)}" does not exist`);
  } else if (Number(v) !== 3722) throw new PgError('internal_error', `cache lookup failed for text search parser ${String(v)}`);
}

const tokenTypes = (byName: boolean): Fn => (_s, p) => {
  parserOf(p as SqlValue, byName);
  return JSON.stringify(TOKEN_TYPES.map(([id, alias, descr]) => [id, alias, descr]));
};

const parse = (byName: boolean): Fn => (_s, p, t) => {
  parserOf(p as SqlValue, byName);
  return JSON.stringify(parseText(String(t)).map((k) => [k.type, k.text]));
};

function debug(cfg: number, text: string): string {
  return JSON.stringify(
    parseText(text).map((t) => {
      const [, alias, descr] = TOKEN_TYPES[t.type - 1] as readonly [number, string, string];
      const dicts = configDictionaries(cfg, t.type);
      const hit = lexizeTokenWith(cfg, t);
      return [alias, descr, t.text, dicts, hit?.dict ?? null, hit === undefined ? null : hit.lexemes];
    }),
  );
}

/** The parser functions by their C names (ts_debug is an SQL function in PostgreSQL; same rows). */
export const DEBUG_FUNCTIONS: Readonly<Record<string, Fn>> = {
  ts_token_type_byid: tokenTypes(false),
  ts_token_type_byname: tokenTypes(true),
  ts_parse_byid: parse(false),
  ts_parse_byname: parse(true),
  ts_debug_byid: (_s, c, t) => debug(Number(c), String(t)),
  ts_debug: (s, t) => debug(defaultConfig(s), String(t)),
};

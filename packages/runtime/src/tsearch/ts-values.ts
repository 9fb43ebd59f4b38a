import { type TsLexeme, type TsQuery, formatTsquery, formatTsvector, parseTsquery, parseTsvector, pg15Defaults } from '@pgsqlite/catalog';
import type { SqlValue } from '../host.js';
import type { RuntimeState } from '../state.js';
import { configByName } from './ts-config.js';

/** Reading and writing the stored forms the text search functions take and return. */

/** A stored tsvector. */
export const vec = (v: SqlValue): TsLexeme[] => parseTsvector(String(v));
/** A stored tsquery. */
export const query = (v: SqlValue): TsQuery | null => parseTsquery(String(v));
/** A tsvector to store. */
export const outVec = (v: readonly TsLexeme[]): string => formatTsvector(v);
/** A tsquery to store. */
export const outQuery = (q: TsQuery | null): string => formatTsquery(q);

/** A stored one-dimensional array's elements (text, "char", float4) and its number of dimensions. */
export function arrayItems(v: SqlValue): { items: (string | number | null)[]; dims: number } {
  let parsed = JSON.parse(String(v)) as unknown;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) parsed = (parsed as { v: unknown }).v;
  const list = Array.isArray(parsed) ? parsed : [];
  let dims = 1;
  let inner: unknown = list[0];
  while (Array.isArray(inner)) {
    dims++;
    inner = inner[0];
  }
  const flat = (list as unknown[]).flat(Infinity) as unknown[];
  return { items: flat.map((x) => (x === null ? null : typeof x === 'number' ? x : String(x))), dims };
}

/** A text[] to store. */
export const outTextArray = (list: readonly string[]): string => JSON.stringify(list);

/** The configuration default_text_search_config names. */
export function defaultConfig(state: RuntimeState): number {
  const name = state.gucs.get('default_text_search_config')?.[0] ?? pg15Defaults().get('default_text_search_config') ?? 'pg_catalog.simple';
  return configByName(name);
}

import { PgError } from '@pgsqlite/errors';
import { storedString, utf8Encode } from './codec-util.js';
import { defineType } from './define.js';

/**
 * Values of the columns WITH RECURSIVE … SEARCH / CYCLE adds (the `SET seq` record or record[],
 * the `USING path` record[]) are stored as `\u0001<sort key>\u0001<json>\u0001<text>`: the sort key
 * (hex of a byte key in PostgreSQL's record / array-of-record order, elements separated by `.`)
 * makes SQLite order them as PostgreSQL does, the json is their to_json form (fields named after
 * the BY / CYCLE columns) and the text is what record_out / array_out print. All are written by the
 * translator's runtime (runtime/search-cycle.ts); `\u0001` cannot start any other stored record,
 * nor occur in a hex key or JSON text.
 */
export const SEARCH_KEY_MARK = '\u0001';

/** The printable text of a stored record or record[] value (the sort key stripped when there is one). */
export function searchRecordText(stored: string): string {
  if (!stored.startsWith(SEARCH_KEY_MARK)) return stored;
  const end = stored.indexOf(SEARCH_KEY_MARK, stored.indexOf(SEARCH_KEY_MARK, 1) + 1);
  return end < 0 ? stored : stored.slice(end + 1);
}

/** The to_json text of a stored SEARCH / CYCLE value; undefined for any other stored value. */
export function searchRecordJson(stored: unknown): string | undefined {
  if (typeof stored !== 'string' || !stored.startsWith(SEARCH_KEY_MARK)) return undefined;
  const start = stored.indexOf(SEARCH_KEY_MARK, 1) + 1;
  const end = stored.indexOf(SEARCH_KEY_MARK, start);
  return start > 0 && end > 0 ? stored.slice(start, end) : undefined;
}

function noBinary(): never {
  throw new PgError('feature_not_supported', 'binary output of anonymous record[] values is not supported by pgsqlite');
}

/**
 * record[] (`_record`, OID 2287): only the SEARCH DEPTH FIRST sequence and CYCLE path columns
 * have it; they print as array_out does (`{(1),"(2,\"a b\")"}`). No input, no binary form. Its
 * element type is left 0 (PostgreSQL's typelem is record), so array functions and subscripts do
 * not take these stored values for JSON arrays.
 */
export const recordArrayType = defineType({
  oid: 2287,
  name: '_record',
  displayName: 'record[]',
  storage: 'text',
  category: 'P',
  toText: (v) => searchRecordText(storedString(v)),
  fromText: () => {
    throw new PgError('feature_not_supported', 'input of anonymous composite types is not implemented');
  },
  toBinary: noBinary,
  fromBinary: noBinary,
});

/** The bytes pgsqlite sends for a record in binary (its text; the sort key of a SEARCH value stripped). */
export function recordTextBytes(v: Parameters<typeof storedString>[0]): Uint8Array {
  return utf8Encode(searchRecordText(storedString(v)));
}

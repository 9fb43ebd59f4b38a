import { PgError } from '@pgsqlite/errors';
import { storedString, utf8Encode } from './codec-util.js';
import { defineType } from './define.js';
import type { FormatSettings, PgType } from './pg-type.js';
import { recordSend } from './record-text.js';
import { recordArrayText } from './record-array-text.js';

/**
 * Values of the columns WITH RECURSIVE … SEARCH / CYCLE adds (the `SET seq` record or record[],
 * the `USING path` record[]) are stored as `\u0001<sort key>\u0001<json>\u0001<fields>\u0001<text>`:
 *  - the sort key (hex of a byte key in PostgreSQL's record / array-of-record order, elements
 *    separated by `.`) makes SQLite order them as PostgreSQL does;
 *  - the json is their to_json form (fields named after the BY / CYCLE columns);
 *  - the fields are a JSON array of `[type OID, text or null]` per field (of a record) or of such
 *    arrays (one per element of a record[]), for the binary form;
 *  - the text is what record_out / array_out print.
 * All are written by the translator's runtime (runtime/search-cycle.ts); `\u0001` cannot start any
 * other stored record, nor occur in a hex key or JSON text.
 */
export const SEARCH_KEY_MARK = '\u0001';

type Field = [number, string | null];

/** The segments of a stored SEARCH / CYCLE value; undefined for any other stored value. */
function segments(stored: unknown): { json: string; fields: string; text: string } | undefined {
  if (typeof stored !== 'string' || !stored.startsWith(SEARCH_KEY_MARK)) return undefined;
  const a = stored.indexOf(SEARCH_KEY_MARK, 1);
  const b = a < 0 ? -1 : stored.indexOf(SEARCH_KEY_MARK, a + 1);
  const c = b < 0 ? -1 : stored.indexOf(SEARCH_KEY_MARK, b + 1);
  if (c < 0) return undefined;
  return { json: stored.slice(a + 1, b), fields: stored.slice(b + 1, c), text: stored.slice(c + 1) };
}

/** The printable text of a stored record or record[] value (the SEARCH / CYCLE segments stripped when there are some). */
export function searchRecordText(stored: string): string {
  return segments(stored)?.text ?? stored;
}

/** The to_json text of a stored SEARCH / CYCLE value; undefined for any other stored value. */
export function searchRecordJson(stored: unknown): string | undefined {
  return segments(stored)?.json;
}

type FieldType = (oid: number) => PgType | undefined;

/** record_send of one record's `[oid, text]` fields. */
function sendFields(fields: readonly Field[], fieldType: FieldType, settings: FormatSettings): Uint8Array {
  return recordSend(
    fields.map(([oid, text]) => {
      const t = fieldType(oid);
      if (text === null) return { oid, bytes: null };
      if (t === undefined) throw new PgError('feature_not_supported', `binary output of a record field of type ${oid} is not supported by pgsqlite`);
      return { oid, bytes: t.toBinary(t.fromText(text, -1, settings), -1, settings) };
    }),
  );
}

/** array_send of a one-dimensional record[] (element type record, lower bound 1, no NULL elements). */
function sendRecordArray(elems: readonly (readonly Field[])[], fieldType: FieldType, settings: FormatSettings): Uint8Array {
  const parts = elems.map((e) => sendFields(e, fieldType, settings));
  const out = new Uint8Array(20 + parts.reduce((n, p) => n + 4 + p.length, 0));
  const view = new DataView(out.buffer);
  view.setInt32(0, 1);
  view.setInt32(4, 0);
  view.setUint32(8, 2249);
  view.setInt32(12, parts.length);
  view.setInt32(16, 1);
  let at = 20;
  for (const p of parts) {
    view.setInt32(at, p.length);
    out.set(p, at + 4);
    at += 4 + p.length;
  }
  return out;
}

function noInput(): never {
  throw new PgError('feature_not_supported', 'input of anonymous composite types is not implemented');
}

/**
 * record (2249) as the registry holds it: `base` (pseudo.ts) whose binary form of a SEARCH
 * BREADTH FIRST value is record_send (fields through `fieldType`), and record[] (`_record`, 2287):
 * only the SEARCH DEPTH FIRST sequence and CYCLE path columns have it; they print as array_out does
 * (`{(1),"(2,\"a b\")"}`) and send as array_send of records. No input. Its element type is left 0
 * (PostgreSQL's typelem is record), so array functions and subscripts do not take these stored
 * values for JSON arrays.
 */
export function searchRecordTypes(base: PgType, fieldType: FieldType): { record: PgType; recordArray: PgType } {
  const record: PgType = {
    ...base,
    toBinary: (v, typmod, s) => {
      const seg = segments(v);
      return seg === undefined ? base.toBinary(v, typmod, s) : sendFields(JSON.parse(seg.fields) as Field[], fieldType, s);
    },
  };
  const recordArray = defineType({
    oid: 2287,
    name: '_record',
    displayName: 'record[]',
    storage: 'text',
    category: 'P',
    toText: (v) => {
      const stored = storedString(v);
      return segments(stored) === undefined ? (recordArrayText(stored) ?? stored) : searchRecordText(stored);
    },
    fromText: noInput,
    toBinary: (v, _typmod, s) => {
      const seg = segments(v);
      if (seg === undefined) throw new PgError('feature_not_supported', 'binary output of this record[] value is not supported by pgsqlite');
      return sendRecordArray(JSON.parse(seg.fields) as Field[][], fieldType, s);
    },
    fromBinary: noInput,
  });
  return { record, recordArray };
}

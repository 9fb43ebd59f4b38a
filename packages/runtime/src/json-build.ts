import { Oid, formatJsonb, parseJson, quoteJsonString, searchRecordJson, typeByOid, type FormatSettings } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from './host.js';
import { arrayToJson } from './fn-arrays-md.js';

/** to_json(value) for a stored value of type `oid`, as JSON text (not yet normalized). */
export function toJsonText(v: SqlValue, oid: number, settings: FormatSettings): string {
  if (v === null) return 'null';
  // a WITH RECURSIVE … SEARCH / CYCLE record or record[] carries its json form
  const searchJson = oid === Oid.record || oid === 2287 ? searchRecordJson(v) : undefined;
  if (searchJson !== undefined) return searchJson;
  // an anonymous record whose field types did not reach the plan (a ROW(…) read back from a
  // subquery, an array of them): PostgreSQL prints an object per record; its text would be a string
  if (oid === Oid.record || (oid === 2287 && !isEmptyArrayText(v))) {
    throw new PgError('feature_not_supported', `${oid === Oid.record ? 'a record' : 'an array of records'} whose field types are not known here cannot be converted to json by pgsqlite`, {
      hint: 'Build the json where the ROW(…) is written, or cast the record to a composite type.',
    });
  }
  switch (oid) {
    case Oid.bool:
      return Number(v) ? 'true' : 'false';
    case Oid.int2:
    case Oid.int4:
    case Oid.int8:
    case Oid.numeric:
      return String(v) === 'NaN' || String(v).endsWith('Infinity') ? quoteJsonString(String(v)) : String(v);
    case Oid.float4:
    case Oid.float8: {
      const t = typeByOid(oid)?.toText(v, -1, settings) ?? String(v);
      return t === 'NaN' || t.endsWith('Infinity') ? quoteJsonString(t) : t;
    }
    case Oid.json:
    case Oid.jsonb:
      return String(v);
    case Oid.timestamp:
    case Oid.timestamptz:
    case Oid.date: {
      const iso = { ...settings, dateStyle: 'ISO, MDY' };
      let t = typeByOid(oid)?.toText(v, -1, iso) ?? String(v);
      t = t.replace(' ', 'T');
      if (oid === Oid.timestamptz && /[+-]\d\d$/.test(t)) t += ':00';
      return quoteJsonString(t);
    }
  }
  const type = typeByOid(oid);
  if (type && type.elemOid) {
    // array_to_json: nested arrays, no blanks, elements as to_json (exact int8/numeric tokens)
    return arrayToJson(v, false, (x) => toJsonText(x, type.elemOid, settings)) as string;
  }
  return quoteJsonString(type ? type.toText(v, -1, settings) : String(v));
}

function isEmptyArrayText(v: SqlValue): boolean {
  const t = typeof v === 'string' ? v.trim() : '';
  return t === '[]' || t === '{}';
}

/** Normalizes JSON text as jsonb prints it. */
export function jsonbOf(text: string): string {
  return formatJsonb(parseJson(text, true));
}

/** json_build_object / jsonb_build_object over (key, keyOid, value, valueOid) quadruples. */
export function buildObject(args: SqlValue[], settings: FormatSettings, jsonb: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i + 3 < args.length; i += 4) {
    const key = args[i] ?? null;
    // PostgreSQL 15's words, which differ between json_build_object and jsonb_build_object: the 1-based argument number
    if (key === null) {
      throw jsonb
        ? new PgError('invalid_parameter_value', `argument ${i / 2 + 1}: key must not be null`)
        : new PgError('invalid_parameter_value', `argument ${i / 2 + 1} cannot be null`, { hint: 'Object keys should be text.' });
    }
    const keyText = typeByOid(Number(args[i + 1]))?.toText(key, -1, settings) ?? String(key);
    parts.push(`${quoteJsonString(keyText)} : ${toJsonText(args[i + 2] ?? null, Number(args[i + 3]), settings)}`);
  }
  const text = `{${parts.join(', ')}}`;
  return jsonb ? jsonbOf(text) : text;
}

/** json_build_array / jsonb_build_array over (value, oid) pairs. */
export function buildArray(args: SqlValue[], settings: FormatSettings, jsonb: boolean): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < args.length; i += 2) parts.push(toJsonText(args[i] ?? null, Number(args[i + 1]), settings));
  const text = `[${parts.join(', ')}]`;
  return jsonb ? jsonbOf(text) : text;
}

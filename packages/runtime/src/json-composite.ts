import { PgError } from '@pgsqlite/errors';
import {
  type FieldShape,
  type FormatSettings,
  type JsonNode,
  compositeFromText,
  fieldCodec,
  fieldFromText,
  formatJsonb,
  packComposite,
  unpackComposite,
  storedArrayText,
} from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';
import { readJson } from './json-ops.js';
import { lookup } from './json-record.js';
import { jsonArrayField } from './json-array-populate.js';

/**
 * json(b)_populate_record(set) for attributes the translator cannot read one SQL expression at a
 * time: composites (nested objects, or record_in text) and arrays of composites (JSON arrays of
 * objects, or array_in text), converted as PostgreSQL's populate_record_field does.
 *  - pg_json_record_has(obj, key): whether the object has the key (22023 on a non-object);
 *  - pg_json_record_value(obj, key, field shape, base): the attribute's stored value from obj[key]
 *    (a nested composite object keeps the attributes of `base`, the base record's value, it lacks).
 */

function isNull(n: JsonNode): boolean {
  return n.t === 'lit' && n.v === 'null';
}

/** A composite from a JSON object (attributes missing from it taken from `base`, as populate_composite does) or from record_in text. */
function compositeOf(n: JsonNode, f: FieldShape, settings: FormatSettings, base: SqlValue = null): SqlValue {
  const shape = f.r!;
  if (n.t === 'str') return compositeFromText(shape, n.v, settings);
  if (n.t !== 'obj') throw new PgError('invalid_parameter_value', `cannot call populate_composite on ${n.t === 'arr' ? 'an array' : 'a scalar'}`);
  const old = base === null ? [] : unpackComposite(String(base));
  return packComposite(
    shape.f.map((g, i) => {
      const name = shape.n[i] as string;
      if (name === '') return null;
      const v = lookup(n, name);
      return v === undefined ? (old[i] ?? null) : valueOf(v, g, name, settings);
    }),
  );
}

function arrayOfComposites(n: JsonNode, f: FieldShape, key: string, settings: FormatSettings): SqlValue {
  if (n.t === 'str') return fieldCodec(f)!.fromText(n.v, -1, settings);
  if (n.t !== 'arr') throw new PgError('invalid_text_representation', 'expected JSON array', { hint: `See the value of key "${key}".` });
  const elem: FieldShape = { o: 0, r: f.a! };
  const walk = (x: JsonNode): unknown => (x.t === 'arr' ? x.items.map(walk) : isNull(x) ? null : compositeOf(x, elem, settings));
  return storedArrayText(JSON.stringify(walk(n)), null);
}

/** One attribute's stored value from its JSON value (not JSON null). */
function valueOf(n: JsonNode, f: FieldShape, key: string, settings: FormatSettings): SqlValue {
  if (isNull(n)) return null;
  if (f.r !== undefined) return compositeOf(n, f, settings);
  if (f.a !== undefined) return arrayOfComposites(n, f, key, settings);
  const oid = f.t ?? f.o;
  if (oid === 114 || oid === 3802) return formatJsonb(n);
  const codec = fieldCodec(f);
  if (codec?.elemOid) {
    if (n.t === 'str') return fieldFromText(f, n.v, settings);
    const elem = codec.elemOid;
    return fieldFromText(f, jsonArrayField(formatJsonb(n), key, elem === 114 || elem === 3802 ? 'jsonb' : undefined), settings);
  }
  return fieldFromText(f, n.t === 'str' ? n.v : formatJsonb(n), settings);
}

/** Registers pg_json_record_has and pg_json_record_value. */
export function registerJsonComposite(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_json_record_has',
    arity: 2,
    deterministic: true,
    call: (obj, key) => (obj === null ? 0 : lookup(readJson(obj), String(key)) === undefined ? 0 : 1),
  });
  host.defineFunction({
    name: 'pg_json_record_value',
    arity: 4,
    deterministic: false,
    call: (obj, key, shape, base) => {
      if (obj === null) return null;
      const n = lookup(readJson(obj), String(key));
      if (n === undefined) return null;
      const f = JSON.parse(String(shape)) as FieldShape;
      // a nested object keeps the base record's attributes it does not name
      return f.r !== undefined && !isNull(n) ? compositeOf(n, f, state.settings, base ?? null) : valueOf(n, f, String(key), state.settings);
    },
  });
}

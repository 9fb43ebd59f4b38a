import { Oid } from '@pgsqlite/catalog';
import { quoteString } from '../sql/quote.js';
import { coerce } from './coerce.js';
import { shapeOf } from './composite.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { arrayElementOf } from './arrays.js';
import { isHstoreType } from './types.js';
import { populateRecordValue } from './json-record-value.js';

/**
 * hstore and records: hstore(record) (each attribute's text output keyed by its name) and
 * populate_record(base, h) / `base #= h` (the base's attributes replaced by the hstore's values,
 * each read by its type's input function: jsonb_populate_record's conversion of a string).
 */

/** The attribute names of a composite value: its type's, or f1, f2, … of a ROW(…). */
function attributeNames(e: Expr): string[] | undefined {
  const shape = shapeOf(e.type);
  if (shape) return shape.n.filter((n) => n !== '');
  if (e.type !== Oid.record) return undefined;
  if (e.recordFields) return e.recordFields.map((f) => f.name);
  return e.column?.rowFields?.map((c) => c.name);
}

/** hstore(record); undefined when the argument is no composite. */
export function hstoreFromRecord(e: Expr, env: ExprEnv, hstore: number): Omit<Expr, 'name'> | undefined {
  const names = attributeNames(e);
  if (names === undefined) return undefined;
  const text = e.isNull ? 'NULL' : coerce(env.scope.ctx, e, Oid.text, -1, 'explicit').sql;
  return { sql: `pg_hstore_from_record(${text}, ${quoteString(JSON.stringify(names))})`, type: hstore, typmod: -1 };
}

/** A field type whose value jsonb_populate_record would not read from a string as hstore's input does. */
function structured(type: number): boolean {
  return type === Oid.json || type === Oid.jsonb || arrayElementOf(type) !== undefined || shapeOf(type) !== undefined;
}

/** populate_record(base, h) and `base #= h`: 42804 when the base is no composite. */
/** (Its errors carry no position: PostgreSQL raises them at run time.) */
export function populateRecord(base: Expr, h: Expr, env: ExprEnv): Expr {
  const location = undefined;
  const ctx = env.scope.ctx;
  const shape = shapeOf(base.type);
  if (shape === undefined) throw ctx.error('datatype_mismatch', 'first argument must be a rowtype', location);
  if (shape.f.some((f) => structured(f.o))) {
    throw ctx.error('feature_not_supported', 'populate_record into a row with json, array or composite attributes is not supported by pgsqlite', location);
  }
  const doc: Expr = { sql: isHstoreType(h.type) ? `pg_hstore_to_json(${h.sql}, 1, 0)` : 'NULL', type: Oid.jsonb, typmod: -1, name: 'h' };
  const value = populateRecordValue([base, doc], env, true);
  if (value === undefined) throw ctx.error('datatype_mismatch', 'first argument must be a rowtype', location);
  return { ...value, name: 'populate_record', hasAgg: Boolean(base.hasAgg || h.hasAgg) };
}

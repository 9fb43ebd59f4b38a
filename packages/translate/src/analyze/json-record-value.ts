import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import { packSql, shapeOf } from './composite.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { baseColumns, columnSql } from './json-record.js';

/**
 * json(b)_populate_record(base, doc) as a value (in the select list): the composite of the base's
 * type, each attribute from the document's key of its name or, when the key is missing, from the
 * base; a domain over the composite checks the result. Undefined when the base is no composite.
 */
export function populateRecordValue(args: Expr[], env: ExprEnv, jsonb: boolean): { sql: string; type: number; typmod: number; domain?: number } | undefined {
  const [base, docArg] = args;
  if (args.length !== 2 || base === undefined || docArg === undefined) return undefined;
  const anonymous = base.type === Oid.record;
  if (!anonymous && shapeOf(base.type) === undefined) return undefined;
  const ctx = env.scope.ctx;
  const want = jsonb ? Oid.jsonb : Oid.json;
  if (docArg.type !== want && docArg.type !== Oid.unknown) return undefined;
  const doc = coerce(ctx, docArg, want, -1, 'implicit');
  const fn = jsonb ? 'jsonb_populate_record' : 'json_populate_record';
  if (anonymous) return anonymousRecordValue(base, doc, env, fn);
  const columns = baseColumns(base, env.scope, fn, base.location);
  const fields = columns.map((c) => ({ sql: columnSql(env.scope, doc.sql, c, !jsonb), type: c.type, typmod: c.typmod, name: c.name }));
  // a NULL document gives the base record back
  const value: Expr = { sql: `(CASE WHEN ${doc.sql} IS NULL THEN ${base.sql} ELSE ${packSql(fields)} END)`, type: base.type, typmod: -1, name: fn };
  if (base.domain === undefined) return value;
  return coerce(ctx, value, base.domain, -1, 'explicit');
}

/** json(b)_populate_record(ROW(…), doc): a record of the ROW's field types, read from keys f1, f2, … (0A000 for a NULL record, as PostgreSQL). */
function anonymousRecordValue(base: Expr, doc: Expr, env: ExprEnv, fn: string): Expr {
  const ctx = env.scope.ctx;
  const fields = base.isNull ? undefined : base.recordFields;
  if (fields === undefined) {
    throw ctx.error('feature_not_supported', `could not determine row type for result of ${fn}`, undefined, {
      hint: 'Provide a non-null record argument, or call the function in the FROM clause using a column definition list.',
    });
  }
  const values = fields.map((f) => ({ name: f.name, type: f.type, sql: columnSql(env.scope, doc.sql, { name: f.name, type: f.type, typmod: -1, base: f.sql }, fn.startsWith('json_')) }));
  const record = `pg_record_out(${values.map((v) => `${v.type}, ${v.sql}`).join(', ')})`;
  return { sql: `(CASE WHEN ${doc.sql} IS NULL THEN ${base.sql} ELSE ${record} END)`, type: Oid.record, typmod: -1, name: fn, recordFields: values };
}

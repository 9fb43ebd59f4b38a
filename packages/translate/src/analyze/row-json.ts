import { Oid } from '@pgsqlite/catalog';
import type { Expr, RecordField } from './expr-types.js';
import { quoteString } from '../sql/quote.js';
import { compositeAsJson } from './composite.js';
import type { PlanCtx } from './context.js';
import { regAsText } from './reg-json.js';

/**
 * A whole-row reference (`t` of `FROM t`, see scope.ts) or a `ROW(…)` constructor as json —
 * `{"a":1,"b":"x"}`, the compact form row_to_json / to_json give a record — or as jsonb; NULL when
 * the row is (a row an outer join null-extended). Undefined for any other expression. `pretty`:
 * row_to_json's second argument.
 */
export function wholeRowJson(ctx: PlanCtx, arg: Expr, jsonb: boolean, pretty?: Expr): { sql: string; type: number; typmod: number } | undefined {
  const fields = arg.column?.rowFields ?? arg.recordFields;
  if (fields === undefined) return undefined;
  return { sql: `(CASE WHEN ${arg.sql} IS NULL THEN NULL ELSE ${objectSql(ctx, fields, jsonb, pretty)} END)`, type: jsonb ? Oid.jsonb : Oid.json, typmod: -1 };
}

/** A field's value as json/jsonb SQL and its type: a nested ROW(…) becomes an object too. */
function fieldValue(ctx: PlanCtx, c: RecordField, jsonb: boolean): { sql: string; type: number } {
  if (c.recordFields === undefined) {
    const v = compositeAsJson(regAsText(ctx, { sql: c.sql, type: c.type, typmod: -1, name: c.name }));
    return { sql: v.sql, type: v.type };
  }
  return { sql: objectSql(ctx, c.recordFields, jsonb, undefined), type: jsonb ? Oid.jsonb : Oid.json };
}

function objectSql(ctx: PlanCtx, fields: readonly RecordField[], jsonb: boolean, pretty: Expr | undefined): string {
  if (jsonb) {
    const pairs = fields.flatMap((c) => {
      const v = fieldValue(ctx, c, true);
      return [quoteString(c.name), String(Oid.text), v.sql, String(v.type)];
    });
    return pairs.length === 0 ? `pg_json_build_object(1)` : `pg_json_build_object(1, ${pairs.join(', ')})`;
  }
  // row_to_json(t, true) puts each field after the first on a line of its own, indented by one space
  const sep = pretty === undefined ? `','` : `(CASE WHEN ${pretty.sql} THEN ',' || char(10) || ' ' ELSE ',' END)`;
  const parts = fields.map((c, i) => {
    const v = fieldValue(ctx, c, false);
    return `${i === 0 ? '' : `${sep} || `}${quoteString(`${JSON.stringify(c.name)}:`)} || coalesce(pg_to_json(${v.sql}, ${v.type}, 0), 'null')`;
  });
  return `('{' || ${parts.length === 0 ? '' : `${parts.join(' || ')} || `}'}')`;
}

import { Oid } from '@pgsqlite/catalog';
import type { Expr } from './expr-types.js';
import { quoteString } from '../sql/quote.js';

/**
 * A whole-row reference (`t` of `FROM t`, see scope.ts) as json — `{"a":1,"b":"x"}`, the compact
 * form row_to_json / to_json give a record — or as jsonb; NULL when the row is (a row an outer
 * join null-extended). Undefined for any other expression. `pretty`: row_to_json's second argument.
 */
export function wholeRowJson(arg: Expr, jsonb: boolean, pretty?: Expr): { sql: string; type: number; typmod: number } | undefined {
  const fields = arg.column?.rowFields;
  if (fields === undefined) return undefined;
  let body: string;
  if (jsonb) {
    const pairs = fields.flatMap((c) => [quoteString(c.name), String(Oid.text), c.sql, String(c.type)]);
    body = pairs.length === 0 ? `pg_json_build_object(1)` : `pg_json_build_object(1, ${pairs.join(', ')})`;
  } else {
    // row_to_json(t, true) puts each field after the first on a line of its own, indented by one space
    const sep = pretty === undefined ? `','` : `(CASE WHEN ${pretty.sql} THEN ',' || char(10) || ' ' ELSE ',' END)`;
    const parts = fields.map((c, i) => `${i === 0 ? '' : `${sep} || `}${quoteString(`${JSON.stringify(c.name)}:`)} || coalesce(pg_to_json(${c.sql}, ${c.type}, 0), 'null')`);
    body = `('{' || ${parts.length === 0 ? '' : `${parts.join(' || ')} || `}'}')`;
  }
  return { sql: `(CASE WHEN ${arg.sql} IS NULL THEN NULL ELSE ${body} END)`, type: jsonb ? Oid.jsonb : Oid.json, typmod: -1 };
}

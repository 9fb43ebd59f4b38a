import { Oid, arrayLowerBound } from '@pgsqlite/catalog';
import type { ScalarImpl } from './scalar-functions.js';
import { textArg } from './catalog-lookup.js';
import { isInteger } from './types.js';
import { arrayElementOf } from './arrays.js';
import { coerce } from './coerce.js';
import { regArrayAsText } from './reg-container-text.js';

const r = (sql: string, type: number) => ({ sql, type, typmod: -1 });

function elemOf(type: number): number | undefined {
  return arrayElementOf(type);
}

/** Array functions catalog queries use: array_to_string, array_upper/lower, array_length, cardinality. Arrays are stored as JSON text. */
export const CATALOG_ARRAY_FUNCTIONS: Record<string, ScalarImpl> = {
  array_to_string: (args, env) => {
    // reg* elements print their names (array_to_string calls each element's output function)
    const a = args[0] === undefined ? undefined : regArrayAsText(env.scope.ctx, args[0], coerce);
    const elem = a ? elemOf(a.type) : undefined;
    const sep = textArg(env, args[1]);
    const nul = args[2] ? textArg(env, args[2]) : undefined;
    if (!a || elem === undefined || !sep || args.length > 3 || (args[2] && !nul)) return undefined;
    return r(`pg_array_to_string(${a.sql}, ${elem}, ${sep.sql}, ${nul ? nul.sql : 'NULL'})`, Oid.text);
  },
  array_upper: (args) => {
    const [a, d] = args;
    if (!a || !d || elemOf(a.type) === undefined || !(isInteger(d.type) || d.type === Oid.unknown)) return undefined;
    if (arrayLowerBound(a.type) === 0) return r(`(CASE WHEN CAST(${d.sql} AS INTEGER) = 1 THEN json_array_length(${a.sql}) - 1 END)`, Oid.int4);
    return r(`pg_array_bound(${a.sql}, ${d.sql}, 1)`, Oid.int4);
  },
  array_lower: (args) => {
    const [a, d] = args;
    if (!a || !d || elemOf(a.type) === undefined || !(isInteger(d.type) || d.type === Oid.unknown)) return undefined;
    // int2vector / oidvector: lower bound 0, even when empty
    if (arrayLowerBound(a.type) === 0) return r(`(CASE WHEN CAST(${d.sql} AS INTEGER) = 1 THEN json_array_length(${a.sql}) * 0 END)`, Oid.int4);
    return r(`pg_array_bound(${a.sql}, ${d.sql}, 0)`, Oid.int4);
  },
  array_length: (args) => {
    const [a, d] = args;
    if (!a || !d || elemOf(a.type) === undefined || !(isInteger(d.type) || d.type === Oid.unknown)) return undefined;
    return r(`pg_array_bound(${a.sql}, ${d.sql}, 2)`, Oid.int4);
  },
  cardinality: (args) => {
    const a = args[0];
    if (!a || args.length !== 1 || elemOf(a.type) === undefined) return undefined;
    return r(`pg_array_bound(${a.sql}, 0, 3)`, Oid.int4);
  },
};

/** `array || array` of the same array type: PostgreSQL's array_cat (any dimensionality), NULL acting as empty. */
export function arrayConcat(l: { sql: string; type: number }, r: { sql: string; type: number }): { sql: string; type: number; typmod: number; name: string } | undefined {
  if (l.type !== r.type || elemOf(l.type) === undefined) return undefined;
  return { sql: `pg_array_concat(${l.sql}, ${r.sql})`, type: l.type, typmod: -1, name: '?column?' };
}

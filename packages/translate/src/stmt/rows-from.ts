import { typeByOid } from '@pgsqlite/catalog';
import type { AstNode, Fields } from '../parse/ast.js';
import type { Scope } from '../analyze/scope.js';
import type { FunctionRows } from './range-function.js';

/**
 * ROWS FROM (f(…) [AS (coldefs)], g(…), …) [WITH ORDINALITY]: the functions' rows side by side,
 * the first rows of each together, then the second…, a function that has run out of rows giving
 * NULLs (as PostgreSQL's FunctionScan zips them).
 */

/** One function of ROWS FROM as a FROM item of its own: its call, its column definition list, numbered rows. */
export function rowsFromItem(item: AstNode, outer?: readonly AstNode[]): Fields {
  const [call, defs] = ((item['List'] as Fields)['items'] as AstNode[]) as [AstNode, AstNode | undefined];
  const own = (defs?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined;
  const coldeflist = own ?? outer;
  return { functions: [{ List: { items: [call] } }], ordinality: true, ...(coldeflist !== undefined ? { coldeflist } : {}) };
}

/** transformRangeFunction's checks of a column definition list given after ROWS FROM (…) (42601); the list it gives the one function. */
export function rowsFromColumnDefinitions(f: Fields, fns: readonly AstNode[], scope: Scope): readonly AstNode[] | undefined {
  const defs = f['coldeflist'] as AstNode[] | undefined;
  if (defs === undefined) return undefined;
  const at = defs[0]?.['ColumnDef']?.['location'] as number | undefined;
  if (fns.length !== 1) {
    throw scope.ctx.error('syntax_error', 'ROWS FROM() with multiple functions cannot have a column definition list', at, { hint: 'Put a separate column definition list for each function inside ROWS FROM().' });
  }
  if (f['ordinality']) throw scope.ctx.error('syntax_error', 'WITH ORDINALITY cannot be used with a column definition list', at, { hint: 'Put the column definition list inside ROWS FROM().' });
  const own = (((fns[0]!['List'] as Fields)['items'] as AstNode[])[1]?.['List'] as Fields | undefined)?.['items'] as AstNode[] | undefined;
  if (own !== undefined) throw scope.ctx.error('syntax_error', 'multiple column definition lists are not allowed for the same function', at);
  return defs;
}

const isBlob = (type: number): boolean => typeByOid(type)?.storage === 'blob';

/**
 * The zipped rows of several functions. Each function's rows are packed in their order into one
 * JSON array (BLOBs as hex text) by a scalar subquery, evaluated once per outer row, so a function
 * reading earlier FROM items still sees them; the longest array numbers the result rows and every
 * column reads its function's array at that position (NULL past its end).
 */
export function zipRows(items: readonly FunctionRows[]): FunctionRows {
  const r = '"__r"';
  const packs = items.map((it) => {
    const enc = it.columns.map((c) => (isBlob(c.type) ? `iif(${c.sql(r)} IS NULL, NULL, hex(${c.sql(r)}))` : c.sql(r)));
    let order = '';
    try {
      order = ` ORDER BY ${it.ordinality(r)}`;
    } catch {
      // json(b)_each has no ordinality: its rows come in the object's key order.
    }
    return `(SELECT json_group_array(json("__v")) FROM (SELECT json_array(${enc.join(', ')}) AS "__v" FROM ${it.from} AS ${r}${order}))`;
  });
  const lengths = packs.map((_, i) => `json_array_length("__z"."x${i}")`);
  const longest = packs.length === 1 ? '"__z"."x0"' : `CASE ${packs.map((_, i) => `WHEN ${lengths[i]} = max(${lengths.join(', ')}) THEN "__z"."x${i}"`).join(' ')} END`;
  const cells = items.flatMap((it, i) => it.columns.map((_, j) => `json_extract("__z"."x${i}", '$[' || "__n".key || '][${j}]')`));
  const zipped = `(SELECT json_group_array(json("__v")) FROM (SELECT json_array(${cells.join(', ')}) AS "__v" FROM (SELECT ${packs.map((p, i) => `${p} AS "x${i}"`).join(', ')}) AS "__z", json_each(${longest}) AS "__n" ORDER BY "__n".key))`;
  const types = items.flatMap((it) => it.columns);
  const read = (alias: string, k: number): string => {
    const v = `json_extract(${alias}.value, '$[${k}]')`;
    return isBlob(types[k]!.type) ? `unhex(${v})` : v;
  };
  return {
    from: `json_each(${zipped})`,
    columns: types.map((c, k) => ({ name: c.name, type: c.type, ...(c.typmod !== undefined ? { typmod: c.typmod } : {}), sql: (a: string) => read(a, k) })),
    ordinality: (a) => `(${a}.key + 1)`,
  };
}

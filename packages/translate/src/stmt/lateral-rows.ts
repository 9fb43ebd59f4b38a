import { typeByOid } from '@pgsqlite/catalog';

/** A column of a row set to pack: its PostgreSQL type and SQLite expression over the packed source. */
export interface PackColumn {
  type: number;
  sql: string;
}

/** A packed row set: a correlated-capable FROM item (without alias) and readers of its columns. */
export interface PackedRows {
  from: string;
  read: (alias: string, index: number) => string;
}

const isBlob = (type: number): boolean => typeByOid(type)?.storage === 'blob';

/**
 * SQLite has no LATERAL: a subquery in FROM cannot see earlier FROM items, but a table-valued
 * function's arguments can, including a correlated scalar subquery. So the rows of `source`
 * (a FROM item written as `<source> AS "__l"`, whose columns are `columns`) are packed into one JSON
 * array of arrays by a scalar subquery, and json_each unpacks them per outer row. Storage values
 * survive the round trip (INTEGER, REAL, TEXT; BLOBs travel as hex text); an empty set gives no rows.
 * `wrap` may put the packing scalar subquery inside another (one that binds names it uses).
 */
export function packRows(source: string, columns: PackColumn[], wrap: (scalar: string) => string = (s) => s): PackedRows {
  const enc = columns.map((c) => (isBlob(c.type) ? `iif(${c.sql} IS NULL, NULL, hex(${c.sql}))` : c.sql)).join(', ');
  const from = `json_each(${wrap(`(SELECT json_group_array(json_array(${enc})) FROM ${source} AS "__l")`)})`;
  const read = (alias: string, index: number): string => {
    const v = `json_extract(${alias}.value, '$[${index}]')`;
    const col = columns[index];
    return col && isBlob(col.type) ? `unhex(${v})` : v;
  };
  return { from, read };
}

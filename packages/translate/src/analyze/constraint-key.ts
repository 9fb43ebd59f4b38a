import { type Catalog, domainBase, isCitext } from '@pgsqlite/catalog';
import { quoteIdent } from '../sql/quote.js';
import { indexKey } from './functions.js';
import { isFloat } from './types.js';

/**
 * What a UNIQUE / PRIMARY KEY constraint's SQLite index is on, for one column: the column, or
 * its order key when PostgreSQL calls stored forms equal that SQLite would not (numeric 1.5 and
 * 1.50, interval '1 day' and '24 hours', jsonb, arrays). Floats keep the bare column (SQLite's
 * REAL already has 0 = -0). ON CONFLICT (col) names the same expression (on-conflict.ts).
 */
export function constraintKeySql(catalog: Catalog, col: { sqliteName: string; typeOid: number; typmod: number; name: string }): string {
  return constraintKeyExpr(catalog, col);
}

/** The comparison key of a column's value (the bare column when its stored form compares as PostgreSQL's equality). */
export function constraintKeyExpr(catalog: Catalog, col: { sqliteName: string; typeOid: number; typmod: number; name: string }): string {
  return comparisonKeySql(catalog, quoteIdent(col.sqliteName), col.typeOid, col.typmod);
}

/** The comparison key of the value `sql` of type `typeOid` (`sql` itself when its stored form compares as PostgreSQL's equality). */
export function comparisonKeySql(catalog: Catalog, sql: string, typeOid: number, typmod: number): string {
  const type = domainBase(catalog, typeOid).oid;
  // floats: SQLite's REAL already has 0 = -0; citext: the column's NOCASE collation keys it
  if (isFloat(type) || isCitext(catalog, type)) return sql;
  return indexKey({ sql, type, typmod, name: '?column?' });
}

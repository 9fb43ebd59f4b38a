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
  const bare = quoteIdent(col.sqliteName);
  const type = domainBase(catalog, col.typeOid).oid;
  // floats: SQLite's REAL already has 0 = -0; citext: the column's NOCASE collation keys it
  if (isFloat(type) || isCitext(catalog, type)) return bare;
  return indexKey({ sql: bare, type, typmod: col.typmod, name: col.name });
}

export type { SqlValue } from './types/sql-value.js';
export { defaultFormatSettings, type FormatSettings, type PgType, type Storage } from './types/pg-type.js';
export type { Catalog, ColumnDef, RelationDef, RelKind } from './model/catalog.js';
export { bootstrapCatalogSql, loadCatalog, type CatalogQuery } from './model/load.js';
export { CatalogSnapshot } from './model/snapshot.js';
export {
  INTERNAL_PREFIX,
  FIRST_USER_OID,
  NEXT_OID_SQL,
  BUMP_OID_SQL,
  BUMP_CATALOG_VERSION_SQL,
} from './model/internal-schema.js';

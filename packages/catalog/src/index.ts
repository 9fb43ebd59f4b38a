export type { SqlValue } from './types/sql-value.js';
export { defaultFormatSettings, type FormatSettings, type PgType, type Storage } from './types/pg-type.js';
export type { Catalog, ColumnDef, RelationDef, RelKind } from './model/catalog.js';
export { bootstrapCatalogSql, loadCatalog, type CatalogQuery } from './model/load.js';

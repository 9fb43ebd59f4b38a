import { isHstore, typeByOid, typeIn, type Catalog, type PgType } from '@pgsqlite/catalog';

/**
 * The codec COPY converts a column with: a built-in type's, or an extension's base type (hstore,
 * whose text and binary forms differ from its stored canonical text). Other user types (enums,
 * domains, composites, ranges) reach the INSERT plan as their text and are converted there.
 */
export function copyColumnType(catalog: Catalog, oid: number): PgType | undefined {
  return typeByOid(oid) ?? (isHstore(catalog, oid) ? typeIn(catalog, oid) : undefined);
}

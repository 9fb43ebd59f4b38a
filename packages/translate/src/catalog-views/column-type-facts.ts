import { FIRST_USER_OID, type Catalog, formatType, rowTypeByOid, rowTypesOf, typeByOid, userTypeByOid, userTypesOf } from '@pgsqlite/catalog';

/** What information_schema.columns says about a column's type (PostgreSQL 15's view definition). */
export interface ColumnTypeFacts {
  /** data_type: a built-in type's format_type(oid, NULL), 'ARRAY', or 'USER-DEFINED' */
  dataType: string;
  udtSchema: string;
  udtName: string;
  /** A domain column: the domain's schema and name */
  domainSchema: string | null;
  domainName: string | null;
  /** _pg_truetypid / _pg_truetypmod: a domain's base type and typmod, else the column's */
  trueOid: number;
  trueTypmod: number;
}

/** Schema and name of a type (pg_type.typnamespace / typname), built-in or user (enum, domain, row type, their arrays). */
function typeIdentity(catalog: Catalog, oid: number): { schema: string; name: string; isArray: boolean } {
  if (oid < FIRST_USER_OID) {
    const t = typeByOid(oid);
    return { schema: 'pg_catalog', name: t?.name ?? 'unknown', isArray: (t?.elemOid ?? 0) !== 0 && oid !== 22 && oid !== 30 };
  }
  const u = userTypeByOid(catalog, oid) ?? rowTypeByOid(catalog, oid);
  if (u) return { schema: u.schema, name: u.name, isArray: false };
  const elem = userTypesOf(catalog).find((t) => t.arrayOid === oid) ?? rowTypesOf(catalog).find((t) => t.arrayOid === oid);
  if (elem) return { schema: elem.schema, name: `_${elem.name}`, isArray: true };
  return { schema: 'pg_catalog', name: 'unknown', isArray: false };
}

function dataTypeOf(catalog: Catalog, oid: number): string {
  const id = typeIdentity(catalog, oid);
  if (id.isArray) return 'ARRAY';
  if (id.schema !== 'pg_catalog') return 'USER-DEFINED';
  // format_type(oid, NULL): bpchar without a typmod reads 'character' there
  return oid === 1042 ? 'character' : formatType(oid, -1);
}

/** The information_schema.columns facts of a column of type `oid` (typmod `typmod`). */
export function columnTypeFacts(catalog: Catalog, oid: number, typmod: number): ColumnTypeFacts {
  const domain = oid >= FIRST_USER_OID ? userTypeByOid(catalog, oid) : undefined;
  if (domain?.kind === 'd') {
    const base = typeIdentity(catalog, domain.baseOid);
    return {
      dataType: dataTypeOf(catalog, domain.baseOid),
      udtSchema: base.schema,
      udtName: base.name,
      domainSchema: domain.schema,
      domainName: domain.name,
      trueOid: domain.baseOid,
      trueTypmod: domain.baseTypmod,
    };
  }
  const id = typeIdentity(catalog, oid);
  return { dataType: dataTypeOf(catalog, oid), udtSchema: id.schema, udtName: id.name, domainSchema: null, domainName: null, trueOid: oid, trueTypmod: typmod };
}

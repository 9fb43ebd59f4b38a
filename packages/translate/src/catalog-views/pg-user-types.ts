import { CatalogClassOid, domainBase, rowTypesOf, typeByOid, userTypesOf, type Catalog, type UserTypeDef } from '@pgsqlite/catalog';
import { ownerOf, relationOwner } from './acl-cells.js';
import { type Row, type VirtualRelation, b, relation } from './relation-builder.js';
import { SysOid, namespaceOid } from './oids.js';
import { typeAlign } from './type-align.js';
import { ARRAY_IO, ROW_TYPE_IO, userTypeIo, type TypeIo } from './pg-type-io.js';

/** The io columns of a row: typsubscript (TYPE_COLS position 12), typinput … typsend (15–18), typanalyze (last). */
function withIo(row: Row, io: TypeIo): Row {
  row[12] = io.subscript;
  row[15] = io.input;
  row[16] = io.output;
  row[17] = io.receive;
  row[18] = io.send;
  row.push(io.analyze);
  return row;
}

/** pg_type rows of the row types of tables and views (typtype 'c', typrelid the relation) and of their array types. */
function rowTypeRows(catalog: Catalog): Row[] {
  const rows: Row[] = [];
  for (const t of rowTypesOf(catalog)) {
    const ns = namespaceOid(catalog, t.schema);
    rows.push(withIo([
      t.oid, t.name, ns, relationOwner(catalog, t.relOid), -1, b(false), 'c', 'C', b(false), 1, ',', t.relOid, 0, 0, t.arrayOid,
      0, 0, 0, 0, 'd', 'x', b(false), 0, -1, 0, 0, null, null,
    ], ROW_TYPE_IO));
    rows.push(withIo([
      t.arrayOid, `_${t.name}`, ns, relationOwner(catalog, t.relOid), -1, b(false), 'b', 'A', b(false), 1, ',', 0, 0, t.oid, 0,
      0, 0, 0, 0, 'd', 'x', b(false), 0, -1, 0, 0, null, null,
    ], ARRAY_IO));
  }
  return rows;
}

/** pg_type rows of user enums and domains, of relations' row types, and of their array types (TYPE_COLS order). */
export function userTypeRows(catalog: Catalog): Row[] {
  const rows: Row[] = [];
  for (const t of userTypesOf(catalog)) {
    const ns = namespaceOid(catalog, t.schema);
    const base = t.kind === 'd' ? typeByOid(t.baseOid) : undefined;
    const len = t.kind === 'e' ? 4 : (base?.len ?? -1);
    const category = t.kind === 'e' ? 'E' : t.kind === 'b' ? (t.name === 'hstore' ? 'U' : 'S') : t.kind === 'r' || t.kind === 'm' ? 'R' : (base?.category ?? 'U');
    const align = t.kind === 'd' ? typeAlign(t.baseOid) : t.kind === 'r' || t.kind === 'm' ? rangeAlign(catalog, t) : 'i';
    rows.push(withIo([
      t.oid, t.name, ns, ownerOf(catalog, CatalogClassOid.pg_type, t.oid), len, b(len > 0 && len <= 8), t.kind, category, b(false), 1, ',', 0, 0, 0, t.arrayOid,
      0, 0, 0, 0, t.kind === 'e' ? 'i' : align, len === -1 ? 'x' : 'p', b(t.notNull), t.kind === 'd' ? t.baseOid : 0, t.kind === 'd' ? t.baseTypmod : -1,
      0, t.kind === 'b' && t.name !== 'hstore' ? SysOid.defaultCollation : 0, t.defaultExpr, null,
    ], userTypeIo(catalog, t)));
    rows.push(withIo([
      t.arrayOid, `_${t.name}`, ns, ownerOf(catalog, CatalogClassOid.pg_type, t.oid), -1, b(false), 'b', 'A', b(false), 1, ',', 0, 0, t.oid, 0,
      0, 0, 0, 0, t.kind === 'e' ? 'i' : align === 'd' ? 'd' : 'i', 'x', b(false), 0, -1, 0, t.kind === 'b' && t.name !== 'hstore' ? SysOid.defaultCollation : 0, null, null,
    ], ARRAY_IO));
  }
  rows.push(...rowTypeRows(catalog));
  return rows;
}

/** A range's (and its multirange's) alignment: 'd' over a subtype aligned 'd', else 'i' (DefineRange). */
export function rangeAlign(catalog: Catalog, t: UserTypeDef): string {
  const range = t.kind === 'm' ? userTypesOf(catalog).find((u) => u.oid === t.baseOid) : t;
  return range !== undefined && typeAlign(domainBase(catalog, range.baseOid).oid) === 'd' ? 'd' : 'i';
}

/** pg_enum: one row per label of every user enum. */
export function pgEnum(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const t of userTypesOf(catalog)) for (const l of t.labels) rows.push([l.oid, t.oid, l.sortOrder, l.label]);
  return relation(
    [
      ['oid', 26],
      ['enumtypid', 26],
      ['enumsortorder', 700],
      ['enumlabel', 19],
    ],
    rows,
  );
}

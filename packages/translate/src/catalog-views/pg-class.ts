import { Oid, CatalogClassOid, comparesNocase, inheritanceCount, domainBase, typeByOid, userTypesOf, type Catalog, type DescriptionDef, type RelationDef } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, b, relation } from './relation-builder.js';
import { SysOid, attrdefOid, namespaceOid } from './oids.js';
import { isTempSchema } from '../ddl/temp-schema.js';
import { typeAlign } from './type-align.js';
import { rangeAlign } from './pg-user-types.js';
import { partitionBoundText } from './pg-inherits.js';
import { defaultRelations } from '../analyze/requalify-names.js';
import { viewRuleDependencies } from './pg-rewrite.js';
import { aclCell, ownerOf, relationOwner } from './acl-cells.js';

const CLASS_COLS: Col[] = [
  ['oid', Oid.oid], ['relname', Oid.name], ['relnamespace', Oid.oid], ['reltype', Oid.oid], ['reloftype', Oid.oid], ['relowner', Oid.oid],
  ['relam', Oid.oid], ['relfilenode', Oid.oid], ['reltablespace', Oid.oid], ['relpages', Oid.int4], ['reltuples', Oid.float4],
  ['relallvisible', Oid.int4], ['reltoastrelid', Oid.oid], ['relhasindex', Oid.bool], ['relisshared', Oid.bool], ['relpersistence', Oid.char],
  ['relkind', Oid.char], ['relnatts', Oid.int2], ['relchecks', Oid.int2], ['relhasrules', Oid.bool], ['relhastriggers', Oid.bool],
  ['relhassubclass', Oid.bool], ['relrowsecurity', Oid.bool], ['relforcerowsecurity', Oid.bool], ['relispopulated', Oid.bool],
  ['relreplident', Oid.char], ['relispartition', Oid.bool], ['relrewrite', Oid.oid], ['relacl', Oid._text], ['reloptions', Oid._text],
  ['relpartbound', Oid.text],
];

/** Relation kinds without storage (RELKIND_HAS_STORAGE is false): their relfilenode is 0. */
const NO_STORAGE: ReadonlySet<string> = new Set(['v', 'c', 'f', 'p', 'I']);

/** Attributes a sequence relation has in PostgreSQL. */
const SEQUENCE_COLUMNS = [['last_value', Oid.int8], ['log_cnt', Oid.int8], ['is_called', Oid.bool]] as const;

function natts(catalog: Catalog, r: RelationDef): number {
  if (r.kind === 'S') return SEQUENCE_COLUMNS.length;
  if (r.kind === 'i') return catalog.indexByOid(r.oid)?.keys.length ?? 0;
  return r.columns.length;
}

/** pg_class: tables, views, sequences and indexes of the catalog model. */
export function pgClass(catalog: Catalog): VirtualRelation {
  const indexed = new Set(catalog.indexes().map((i) => i.relOid));
  const methods = new Map(catalog.indexes().map((i) => [i.oid, i.method]));
  // Foreign keys are enforced by triggers in PostgreSQL, on both tables.
  const triggers = new Set([...catalog.constraints().filter((c) => c.type === 'f').flatMap((c) => [c.relOid, c.refRelOid]), ...(catalog.triggers?.() ?? []).map((t) => t.relOid)]);
  const ruled = new Set((catalog.rules?.() ?? []).map((x) => x.relOid));
  const rows: Row[] = [...catalog.relations()].map((r) => [
    r.oid, r.name, namespaceOid(catalog, r.schema), r.rowType?.oid ?? 0, 0, relationOwner(catalog, r.oid),
    r.kind === 'r' || r.kind === 'm' ? SysOid.heapAm : r.kind === 'i' ? indexAm(methods.get(r.oid)) : 0, NO_STORAGE.has(r.kind) ? 0 : r.oid, 0, 0, -1, 0, 0,
    b(indexed.has(r.oid)), 0, isTempSchema(r.schema) ? 't' : 'p', r.kind, natts(catalog, r), catalog.constraintsOf(r.oid).filter((c) => c.type === 'c').length,
    b(r.kind === 'v' || r.kind === 'm' || ruled.has(r.oid)), b(triggers.has(r.oid)), b(r.inheritedBy !== undefined), 0, 0, b(r.populated !== false), r.kind === 'r' || r.kind === 'p' || r.kind === 'm' ? 'd' : 'n', b(r.partitionBound !== undefined), 0, aclCell(catalog, CatalogClassOid.pg_class, r.oid), r.options === undefined ? null : JSON.stringify(r.options), partitionBoundText(catalog, r),
  ]);
  return relation(CLASS_COLS, rows);
}

function collationOf(typeOid: number): number {
  const t = typeByOid(typeOid);
  if (!t) return 0;
  const base = t.elemOid ? typeByOid(t.elemOid) : t;
  if (base?.oid === Oid.name) return SysOid.cCollation;
  return base?.category === 'S' ? SysOid.defaultCollation : 0;
}

/** cid (a command id): a type pgsqlite has no values of, named only here. */
const CID = 29;

const ATT_COLS: Col[] = [
  ['attrelid', Oid.oid], ['attname', Oid.name], ['atttypid', Oid.oid], ['attstattarget', Oid.int4], ['attlen', Oid.int2], ['attnum', Oid.int2],
  ['attndims', Oid.int4], ['attcacheoff', Oid.int4], ['atttypmod', Oid.int4], ['attbyval', Oid.bool], ['attalign', Oid.char],
  ['attstorage', Oid.char], ['attcompression', Oid.char], ['attnotnull', Oid.bool], ['atthasdef', Oid.bool], ['atthasmissing', Oid.bool],
  ['attidentity', Oid.char], ['attgenerated', Oid.char], ['attisdropped', Oid.bool], ['attislocal', Oid.bool], ['attinhcount', Oid.int4],
  ['attcollation', Oid.oid], ['attacl', Oid._text], ['attoptions', Oid._text], ['attfdwoptions', Oid._text],
];

/** What a column's type is physically (typlen, array or not), a domain's and an enum's resolved as PostgreSQL's pg_type has them. */
function physical(catalog: Catalog, typeOid: number): { oid: number; len: number; align: string; array: boolean } {
  const user = userTypesOf(catalog);
  const elem = user.find((u) => u.arrayOid === typeOid);
  // An array of a user type is aligned as its element: 'd' or at least 'i'.
  if (elem) return { oid: typeOid, len: -1, align: (elem.kind === 'd' && typeAlign(domainBase(catalog, elem.oid).oid) === 'd') || ((elem.kind === 'r' || elem.kind === 'm') && rangeAlign(catalog, elem) === 'd') ? 'd' : 'i', array: true };
  const u = user.find((x) => x.oid === typeOid);
  if (u?.kind === 'e') return { oid: typeOid, len: 4, align: 'i', array: false };
  if (u?.kind === 'r' || u?.kind === 'm') return { oid: typeOid, len: -1, align: rangeAlign(catalog, u), array: false };
  const base = u?.kind === 'd' ? domainBase(catalog, typeOid).oid : typeOid;
  const t = typeByOid(base);
  return { oid: base, len: t?.len ?? -1, align: typeAlign(base), array: (t?.elemOid ?? 0) !== 0 };
}

/** The position of attislocal in a pg_attribute row (attinhcount follows it). */
const ATT_ISLOCAL = 19;

function attRow(catalog: Catalog, relOid: number, name: string, typeOid: number, attnum: number, typmod: number, notNull: boolean, hasDef: boolean, identity: string, generated: string, acl: Row[number] = null): Row {
  const { oid, len, align, array } = physical(catalog, typeOid);
  return [
    relOid, name, typeOid, -1, len, attnum, array ? 1 : 0, -1, typmod, b(len === 1 || len === 2 || len === 4 || len === 8), align,
    oid === Oid.numeric ? 'm' : len === -1 ? 'x' : 'p', '', b(notNull), b(hasDef), 0, identity, generated, 0, 1, 0, comparesNocase(catalog, typeOid) ? SysOid.defaultCollation : collationOf(oid), acl, null, null,
  ];
}

/** The system columns every relation with storage has (SystemAttributeDefinition): name, type, attnum. */
const SYSTEM_ATTRIBUTES: readonly [string, number, number][] = [
  ['ctid', Oid.tid, -1], ['xmin', Oid.xid, -2], ['cmin', CID, -3], ['xmax', Oid.xid, -4], ['cmax', CID, -5], ['tableoid', Oid.oid, -6],
];

/** pg_attribute rows of a relation's system columns (AddNewAttributeTuples): NOT NULL, attstattarget 0, ctid not by value. */
function systemAttRows(catalog: Catalog, relOid: number): Row[] {
  return SYSTEM_ATTRIBUTES.map(([name, type, attnum]) => {
    // cid is not a type pgsqlite implements: laid out as xid is (4 bytes by value)
    const row = attRow(catalog, relOid, name, type === CID ? Oid.xid : type, attnum, -1, true, false, '', '');
    row[2] = type;
    row[3] = 0;
    return row;
  });
}

/** pg_attribute: user columns of tables and views, index keys and sequence columns, and the system columns of relations with storage. */
export function pgAttribute(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const r of catalog.relations()) {
    if (r.kind === 'S') {
      SEQUENCE_COLUMNS.forEach(([n, t], i) => rows.push(attRow(catalog, r.oid, n, t, i + 1, -1, true, false, '', '')));
      rows.push(...systemAttRows(catalog, r.oid));
      continue;
    }
    if (r.kind === 'i') {
      const idx = catalog.indexByOid(r.oid);
      const table = idx ? catalog.relationByOid(idx.relOid) : undefined;
      idx?.keys.forEach((k, i) => {
        const col = table?.columns.find((c) => c.attnum === k.attnum);
        rows.push(attRow(catalog, r.oid, col?.name ?? k.expr ?? 'expr', col?.typeOid ?? Oid.text, i + 1, col?.typmod ?? -1, false, false, '', ''));
      });
      continue;
    }
    if (r.kind === 'r' || r.kind === 'p' || r.kind === 'm') rows.push(...systemAttRows(catalog, r.oid));
    const byOid = (oid: number) => catalog.relationByOid(oid);
    for (const c of r.columns) {
      const row = attRow(catalog, r.oid, c.name, c.typeOid, c.attnum, c.typmod, c.notNull, c.defaultExpr !== null, c.identity, c.generated ?? '', aclCell(catalog, CatalogClassOid.pg_class, r.oid, c.attnum));
      if (r.inherits !== undefined) {
        row[ATT_ISLOCAL] = b(c.local !== false);
        row[ATT_ISLOCAL + 1] = inheritanceCount(r, c.name, byOid);
      }
      rows.push(row);
    }
  }
  return relation(ATT_COLS, rows);
}

/** pg_attrdef: column defaults; adbin holds the expression as pg_get_expr prints it. */
export function pgAttrdef(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const r of catalog.relations()) {
    for (const c of r.columns) if (c.defaultExpr !== null) rows.push([attrdefOid(r.oid, c.attnum), r.oid, c.attnum, c.defaultExpr]);
  }
  return relation([['oid', Oid.oid], ['adrelid', Oid.oid], ['adnum', Oid.int2], ['adbin', Oid.text]], rows);
}

/** pg_namespace rows of the schemas of the catalog model (pg_catalog and the other built-in ones are built-in rows). */
export function pgNamespace(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [
    ...catalog.namespaces().map(
      (n) => {
        const recorded = catalog.aclOf?.(CatalogClassOid.pg_namespace, n.oid);
        // public belongs to pg_database_owner, with USAGE for PUBLIC, until changed (initdb's ACL).
        if (n.name === 'public' && recorded === undefined) return [n.oid, n.name, 6171, '["pg_database_owner=UC/pg_database_owner","=U/pg_database_owner"]'] as Row;
        return [n.oid, n.name, ownerOf(catalog, CatalogClassOid.pg_namespace, n.oid), aclCell(catalog, CatalogClassOid.pg_namespace, n.oid)] as Row;
      },
    ),
  ];
  return relation([['oid', Oid.oid], ['nspname', Oid.name], ['nspowner', Oid.oid], ['nspacl', Oid._text]], rows);
}

/** Comments made by COMMENT ON (the built-in ones are built-in rows of pg_description). */
export function userDescriptions(catalog: Catalog): DescriptionDef[] {
  return [...catalog.descriptions()];
}

/** pg_description rows of the catalog model's comments. */
export function pgDescription(catalog: Catalog): VirtualRelation {
  const rows: Row[] = userDescriptions(catalog).map((d) => [d.objoid, d.classoid, d.objsubid, d.description]);
  return relation([['objoid', Oid.oid], ['classoid', Oid.oid], ['objsubid', Oid.int4], ['description', Oid.text]], rows);
}

/** pg_sequence. */
export function pgSequence(catalog: Catalog): VirtualRelation {
  const rows: Row[] = catalog.sequences().map((s) => [s.oid, s.typeOid, s.start, s.increment, s.max, s.min, s.cache, b(s.cycle)]);
  return relation(
    [['seqrelid', Oid.oid], ['seqtypid', Oid.oid], ['seqstart', Oid.int8], ['seqincrement', Oid.int8], ['seqmax', Oid.int8], ['seqmin', Oid.int8], ['seqcache', Oid.int8], ['seqcycle', Oid.bool]],
    rows,
  );
}

/** pg_depend: sequences owned by columns, constraint indexes, and table dependencies of FKs. */
export function pgDepend(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  for (const s of catalog.sequences()) {
    if (s.ownedBy) rows.push([CatalogClassOid.pg_class, s.oid, 0, CatalogClassOid.pg_class, s.ownedBy.relOid, s.ownedBy.attnum, s.ownerDepType || 'a']);
  }
  // a default naming a sequence (nextval('s'::regclass)) depends on it: pg_dump then creates the sequence first
  for (const r of catalog.relations()) {
    for (const col of r.columns) {
      if (col.defaultExpr === null || !col.defaultExpr.includes('regclass')) continue;
      for (const seq of defaultRelations(catalog, r, col.defaultExpr)) rows.push([CatalogClassOid.pg_attrdef, attrdefOid(r.oid, col.attnum), 0, CatalogClassOid.pg_class, seq.oid, 0, 'n']);
    }
  }
  rows.push(...viewRuleDependencies(catalog));
  for (const c of catalog.constraints()) {
    if (c.indexOid) rows.push([CatalogClassOid.pg_class, c.indexOid, 0, CatalogClassOid.pg_constraint, c.oid, 0, 'i']);
    for (const a of c.columns) rows.push([CatalogClassOid.pg_constraint, c.oid, 0, CatalogClassOid.pg_class, c.relOid, a, 'a']);
    if (c.type === 'f') for (const a of c.refColumns) rows.push([CatalogClassOid.pg_constraint, c.oid, 0, CatalogClassOid.pg_class, c.refRelOid, a, 'n']);
  }
  return relation(
    [['classid', Oid.oid], ['objid', Oid.oid], ['objsubid', Oid.int4], ['refclassid', Oid.oid], ['refobjid', Oid.oid], ['refobjsubid', Oid.int4], ['deptype', Oid.char]],
    rows,
  );
}

/** pg_am oid of an index's access method. */
function indexAm(method: string | undefined): number {
  return method === 'gin' ? SysOid.ginAm : method === 'gist' ? SysOid.gistAm : method === 'hash' ? SysOid.hashAm : SysOid.btreeAm;
}

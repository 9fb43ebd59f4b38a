import { Oid, allTypes, comparesNocase, domainBase, typeByOid, userTypeByOid, userTypesOf, type Catalog } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, arr, b, relation } from './relation-builder.js';
import { SysOid, namespaceOid } from './oids.js';
import { userTypeRows } from './pg-user-types.js';
import { defaultBtreeOpclass } from './pg-opclass.js';

function columnType(catalog: Catalog, relOid: number, attnum: number): number {
  return catalog.relationByOid(relOid)?.columns.find((c) => c.attnum === attnum)?.typeOid ?? Oid.text;
}

/** The collation a column of this type has (pg_type.typcollation; a domain's base type's). */
function typeCollation(catalog: Catalog, oid: number): number {
  if (comparesNocase(catalog, oid)) return SysOid.defaultCollation;
  const base = userTypeByOid(catalog, oid)?.kind === 'd' ? domainBase(catalog, oid).oid : oid;
  const found = typeByOid(base);
  // An array's collation is its element type's.
  const t = found?.category === 'A' && found.elemOid ? typeByOid(found.elemOid) : found;
  return t?.category === 'S' ? (t.oid === Oid.name ? SysOid.cCollation : SysOid.defaultCollation) : 0;
}

const INDEX_COLS: Col[] = [
  ['indexrelid', Oid.oid], ['indrelid', Oid.oid], ['indnatts', Oid.int2], ['indnkeyatts', Oid.int2], ['indisunique', Oid.bool],
  ['indnullsnotdistinct', Oid.bool], ['indisprimary', Oid.bool], ['indisexclusion', Oid.bool], ['indimmediate', Oid.bool],
  ['indisclustered', Oid.bool], ['indisvalid', Oid.bool], ['indcheckxmin', Oid.bool], ['indisready', Oid.bool], ['indislive', Oid.bool],
  ['indisreplident', Oid.bool], ['indkey', Oid.int2vector], ['indcollation', Oid.oidvector], ['indclass', Oid.oidvector], ['indoption', Oid.int2vector],
  ['indexprs', Oid.text], ['indpred', Oid.text],
];

/** pg_index. indkey/indoption are int2vector, indclass/indcollation oidvector (subscripts from 0), as in PostgreSQL. */
export function pgIndex(catalog: Catalog): VirtualRelation {
  const rows: Row[] = catalog.indexes().map((i) => {
    const deferrable = catalog.constraints().some((c) => c.indexOid === i.oid && c.deferrable);
    const exprs = i.keys.filter((k) => k.attnum === 0).map((k) => k.expr ?? '');
    return [
      i.oid, i.relOid, i.keys.length, i.keys.length, b(i.unique), b(i.nullsNotDistinct), b(i.primary), 0, b(!deferrable), 0, 1, 0, 1, 1, 0,
      arr(i.keys.map((k) => k.attnum)), arr(i.keys.map((k) => (k.attnum > 0 ? typeCollation(catalog, columnType(catalog, i.relOid, k.attnum)) : 0))), arr(i.keys.map((k) => defaultBtreeOpclass(columnType(catalog, i.relOid, k.attnum)))),
      arr(i.keys.map((k) => (k.desc ? 1 : 0) | (k.nullsFirst ? 2 : 0))), exprs.length ? exprs.join(', ') : null, i.predicate,
    ];
  });
  return relation(INDEX_COLS, rows);
}

const CON_COLS: Col[] = [
  ['oid', Oid.oid], ['conname', Oid.name], ['connamespace', Oid.oid], ['contype', Oid.char], ['condeferrable', Oid.bool],
  ['condeferred', Oid.bool], ['convalidated', Oid.bool], ['conrelid', Oid.oid], ['contypid', Oid.oid], ['conindid', Oid.oid],
  ['conparentid', Oid.oid], ['confrelid', Oid.oid], ['confupdtype', Oid.char], ['confdeltype', Oid.char], ['confmatchtype', Oid.char],
  ['conislocal', Oid.bool], ['coninhcount', Oid.int4], ['connoinherit', Oid.bool], ['conkey', Oid._int2], ['confkey', Oid._int2],
  ['conpfeqop', Oid._oid], ['conppeqop', Oid._oid], ['conffeqop', Oid._oid], ['confdelsetcols', Oid._int2], ['conexclop', Oid._oid],
  ['conbin', Oid.text],
];

/** pg_constraint.coninhcount of a CHECK: how many of its table's parents have a CHECK of that name (merged by name). */
export function inheritedCheckCount(catalog: Catalog, relOid: number, name: string): number {
  let n = 0;
  for (const p of catalog.relationByOid(relOid)?.inherits ?? []) if (catalog.constraintsOf(p).some((k) => k.type === 'c' && k.name === name)) n++;
  return n;
}

/** pg_constraint; conbin holds a CHECK expression as pg_get_expr prints it. */
export function pgConstraint(catalog: Catalog): VirtualRelation {
  const rows: Row[] = catalog.constraints().map((c) => {
    const fk = c.type === 'f';
    // A foreign key is enforced through the referenced table's unique index.
    const refIndex = fk
      ? catalog.indexes().find((i) => i.relOid === c.refRelOid && i.unique && i.keys.map((k) => k.attnum).join() === c.refColumns.join())?.oid ?? 0
      : c.indexOid;
    return [
      c.oid, c.name, namespaceOid(catalog, c.schema), c.type, b(c.deferrable), b(c.deferred), b(c.notValid !== true), c.relOid, 0, refIndex, 0, c.refRelOid,
      c.onUpdate, c.onDelete, c.matchType, b(c.local !== false), c.type === 'c' ? inheritedCheckCount(catalog, c.relOid, c.name) : 0, b(false), c.columns.length ? arr(c.columns) : null, fk ? arr(c.refColumns) : null,
      fk ? arr(c.columns.map(() => 96)) : null, fk ? arr(c.columns.map(() => 96)) : null, fk ? arr(c.columns.map(() => 96)) : null, null, null,
      c.type === 'c' ? c.checkExpr : null,
    ];
  });
  // A domain's CHECK constraints (contypid set, conrelid 0), as PostgreSQL 15 keeps them.
  for (const t of userTypesOf(catalog)) {
    for (const c of t.checks) {
      rows.push([c.oid, c.name, namespaceOid(catalog, t.schema), 'c', b(false), b(false), 1, 0, t.oid, 0, 0, 0, ' ', ' ', ' ', 1, 0, b(false), null, null, null, null, null, null, null, c.expr]);
    }
  }
  return relation(CON_COLS, rows);
}

const TYPE_COLS: Col[] = [
  ['oid', Oid.oid], ['typname', Oid.name], ['typnamespace', Oid.oid], ['typowner', Oid.oid], ['typlen', Oid.int2], ['typbyval', Oid.bool],
  ['typtype', Oid.char], ['typcategory', Oid.char], ['typispreferred', Oid.bool], ['typisdefined', Oid.bool], ['typdelim', Oid.char],
  ['typrelid', Oid.oid], ['typsubscript', Oid.regproc], ['typelem', Oid.oid], ['typarray', Oid.oid], ['typinput', Oid.regproc],
  ['typoutput', Oid.regproc], ['typreceive', Oid.regproc], ['typsend', Oid.regproc], ['typalign', Oid.char], ['typstorage', Oid.char],
  ['typnotnull', Oid.bool], ['typbasetype', Oid.oid], ['typtypmod', Oid.int4], ['typndims', Oid.int4], ['typcollation', Oid.oid],
  ['typdefault', Oid.text], ['typacl', Oid._text], ['typanalyze', Oid.regproc],
];

/** pg_type rows of the catalog model's types (the built-in types are built-in rows). */
export function pgType(catalog: Catalog): VirtualRelation {
  return relation(TYPE_COLS, userTypeRows(catalog));
}

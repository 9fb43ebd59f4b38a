import { Oid, builtinColumnIndex, builtinRows, domainBase, isCitext, typeByOid, userTypesOf, type Catalog } from '@pgsqlite/catalog';
import { type Col, type Row, type VirtualRelation, relation } from './relation-builder.js';
import { SysOid } from './oids.js';

const RANGE_COLS: Col[] = [
  ['rngtypid', Oid.oid], ['rngsubtype', Oid.oid], ['rngmultitypid', Oid.oid], ['rngcollation', Oid.oid], ['rngsubopc', Oid.oid],
  ['rngcanonical', Oid.regproc], ['rngsubdiff', Oid.regproc],
];

const ENUM_OPS = 10069;
const ARRAY_OPS = 10000;
const TEXT_OPS = 3126;

/** The default btree operator class of a type, as GetDefaultOpClass finds it (binary-coercible varchar → text_ops, enums → enum_ops). */
function defaultBtreeOpclass(catalog: Catalog, type: number): number {
  const base = domainBase(catalog, type).oid;
  if (userTypesOf(catalog).some((u) => u.oid === base && u.kind === 'e')) return ENUM_OPS;
  if (base === Oid.varchar) return TEXT_OPS;
  const rows = builtinRows('pg_opclass');
  const [oid, method, intype, dflt] = ['oid', 'opcmethod', 'opcintype', 'opcdefault'].map((c) => builtinColumnIndex('pg_opclass', c)) as [number, number, number, number];
  const row = rows.find((r) => r[method] === SysOid.btreeAm && r[intype] === base && (r[dflt] === 1 || r[dflt] === true));
  if (row !== undefined) return Number(row[oid]);
  return (typeByOid(base)?.elemOid ?? 0) !== 0 ? ARRAY_OPS : 0;
}

/**
 * pg_range rows of the ranges CREATE TYPE … AS RANGE made: subtype, multirange, the subtype's
 * collation (the default one for a collatable subtype) and default btree operator class.
 * pgsqlite keeps no canonical function (refused at CREATE TYPE) and no subtype_diff: both 0.
 */
export function pgRangeUser(catalog: Catalog): VirtualRelation {
  const rows: Row[] = [];
  const types = userTypesOf(catalog);
  for (const t of types) {
    if (t.kind !== 'r') continue;
    const multi = types.find((m) => m.kind === 'm' && m.baseOid === t.oid);
    const sub = domainBase(catalog, t.baseOid).oid;
    const collatable = typeByOid(sub)?.category === 'S' || isCitext(catalog, sub);
    rows.push([t.oid, t.baseOid, multi?.oid ?? 0, collatable ? SysOid.defaultCollation : 0, defaultBtreeOpclass(catalog, t.baseOid), 0, 0]);
  }
  return relation(RANGE_COLS, rows);
}

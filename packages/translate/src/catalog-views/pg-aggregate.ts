import { variadicElementType } from '../analyze/polymorphic-calls.js';
import { CatalogClassOid, Oid, builtinColumnIndex, builtinRows, type Catalog, type UserAggregateDef } from '@pgsqlite/catalog';
import { arr, type Col, relation, type Row, type VirtualRelation } from './relation-builder.js';
import { aclCell, ownerOf } from './acl-cells.js';

/** The OID of a built-in function by name (its first pg_proc row), 0 for none. */
function builtinProcOid(name: string | null): number {
  if (name === null) return 0;
  const rows = builtinRows('pg_proc');
  const at = builtinColumnIndex('pg_proc', 'proname');
  const oidAt = builtinColumnIndex('pg_proc', 'oid');
  const row = rows.find((r) => r[at] === name);
  return row === undefined ? 0 : Number(row[oidAt]);
}

const AGG_COLS: Col[] = [
  ['aggfnoid', Oid.regproc], ['aggkind', Oid.char], ['aggnumdirectargs', Oid.int2], ['aggtransfn', Oid.regproc], ['aggfinalfn', Oid.regproc],
  ['aggcombinefn', Oid.regproc], ['aggserialfn', Oid.regproc], ['aggdeserialfn', Oid.regproc], ['aggmtransfn', Oid.regproc], ['aggminvtransfn', Oid.regproc],
  ['aggmfinalfn', Oid.regproc], ['aggfinalextra', Oid.bool], ['aggmfinalextra', Oid.bool], ['aggfinalmodify', Oid.char], ['aggmfinalmodify', Oid.char],
  ['aggsortop', Oid.oid], ['aggtranstype', Oid.oid], ['aggtransspace', Oid.int4], ['aggmtranstype', Oid.oid], ['aggmtransspace', Oid.int4],
  ['agginitval', Oid.text], ['aggminitval', Oid.text],
];

/** pg_aggregate rows of CREATE AGGREGATE aggregates. */
export function pgAggregateUser(catalog: Catalog): VirtualRelation {
  const rows: Row[] = (catalog.userAggregates?.() ?? []).map((a) => [
    a.oid, 'n', 0, a.sfuncOid ?? builtinProcOid(a.sfunc), a.finalfuncOid ?? builtinProcOid(a.finalfunc), builtinProcOid(a.combinefunc), builtinProcOid(a.serialfunc ?? null), builtinProcOid(a.deserialfunc ?? null), builtinProcOid(a.msfunc), builtinProcOid(a.minvfunc),
    builtinProcOid(a.mfinalfunc), 0, 0, a.finalfuncModify ?? 'r', 'r', 0, a.stype, 0, a.msfunc === null ? 0 : a.mstype, 0, a.initcond, a.minitcond,
  ]);
  return relation(AGG_COLS, rows);
}

/** pg_proc values of a user aggregate (prokind 'a', the internal language's aggregate_dummy). */
export function aggregateProcValues(catalog: Catalog, a: UserAggregateDef, nsOid: number): Record<string, Row[number]> {
  return {
    oid: a.oid, proname: a.name, pronamespace: nsOid, proowner: ownerOf(catalog, CatalogClassOid.pg_proc, a.oid), prolang: 12, prokind: 'a',
    prosecdef: 0, proleakproof: 0, proisstrict: 0, proretset: 0, provolatile: 'i', pronargs: a.argTypes.length, prorettype: a.resultType,
    proargtypes: arr(a.argTypes), prosrc: 'aggregate_dummy', pronargdefaults: 0, proparallel: a.parallel ?? 'u', procost: 1, prorows: 0, provariadic: a.variadic === true ? (variadicElementType(a.argTypes[a.argTypes.length - 1] ?? 0) ?? 0) : 0,
    proacl: aclCell(catalog, CatalogClassOid.pg_proc, a.oid),
  };
}

import { type Catalog, Oid, builtinTableName, domainBase, typeByOid, userTypeByOid } from '@pgsqlite/catalog';
import { relation, type Row, type VirtualRelation } from './relation-builder.js';

/** pg_am.oid of btree, and the pseudo-type every enum's default btree opclass (enum_ops) is for. */
const BTREE_AM = 403;
const ANYENUM = 3500;
/** pg_collation.oid of "default": a collatable subtype's range gets it (COLLATION is not kept). */
const DEFAULT_COLLATION = 100;

/**
 * pg_range rows of the ranges CREATE TYPE … AS RANGE made (the built-in rows come from PostgreSQL's
 * own): the subtype, the multirange made with it, the subtype's collation and its default btree
 * operator class (psycopg2's register_range and other drivers look ranges up here). A
 * subtype_diff function is not kept (rngsubdiff 0), as it is not used.
 */
export function pgRangeUser(catalog: Catalog): VirtualRelation & { empty?: boolean } {
  const types = catalog.userTypes?.() ?? [];
  const rows: Row[] = types
    .filter((t) => t.kind === 'r')
    .map((t) => {
      const multirange = types.find((m) => m.kind === 'm' && m.baseOid === t.oid)?.oid ?? 0;
      const base = domainBase(catalog, t.baseOid).oid;
      const opcType = userTypeByOid(catalog, base)?.kind === 'e' ? ANYENUM : base;
      const collatable = typeByOid(base)?.category === 'S' || userTypeByOid(catalog, base)?.name === 'citext';
      return [t.oid, t.baseOid, multirange, collatable ? DEFAULT_COLLATION : 0, opcType];
    });
  const values = relation([['rngtypid', Oid.oid], ['rngsubtype', Oid.oid], ['rngmultitypid', Oid.oid], ['rngcollation', Oid.oid], ['opctype', Oid.oid]], rows);
  if (values.empty === true) return { ...values, empty: true };
  const opclasses = builtinTableName('pg_opclass');
  const sql = `SELECT rngtypid, rngsubtype, rngmultitypid, rngcollation, (SELECT o.oid FROM ${opclasses} o WHERE o.opcmethod = ${BTREE_AM} AND o.opcdefault = 1 AND o.opcintype = v.opctype) AS rngsubopc, 0 AS rngcanonical, 0 AS rngsubdiff FROM (${values.sql}) AS v`;
  const columns = ['rngtypid', 'rngsubtype', 'rngmultitypid', 'rngcollation', 'rngsubopc'].map((name) => ({ name, type: Oid.oid, typmod: -1 }));
  return { sql, columns: [...columns, { name: 'rngcanonical', type: Oid.regproc, typmod: -1 }, { name: 'rngsubdiff', type: Oid.regproc, typmod: -1 }] };
}

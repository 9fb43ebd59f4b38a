import { variadicElementType } from '../analyze/polymorphic-calls.js';
import { CatalogClassOid, Oid, type Catalog } from '@pgsqlite/catalog';
import { aclCell, ownerOf } from './acl-cells.js';
import { aggregateProcValues } from './pg-aggregate.js';
import { arr, b, type Col, relation, type Row, type VirtualRelation } from './relation-builder.js';
import { allParameters } from '../analyze/fn-user-defs.js';

/** pg_proc columns besides those every pg_proc has in pgsqlite (see EMPTY_RELATIONS). */
const EXTRA: readonly Col[] = [
  ['pronargdefaults', Oid.int2],
  ['proargnames', Oid._text],
  ['proargmodes', Oid._char],
  ['proallargtypes', Oid._oid],
  ['proparallel', Oid.char],
  ['procost', Oid.float4],
  ['prorows', Oid.float4],
  ['provariadic', Oid.oid],
  ['probin', Oid.text],
  ['proconfig', Oid._text],
  ['proacl', Oid._text],
];

/**
 * pg_proc: the user-defined SQL functions (prolang 14 = sql). The built-in functions of
 * pg_catalog are not listed. `base` are the columns the empty pg_proc declared.
 */
export function pgProc(catalog: Catalog, base: readonly Col[]): VirtualRelation {
  const cols = [...base, ...EXTRA.filter(([n]) => !base.some((c) => c[0] === n))];
  const nsOid = (schema: string): number => catalog.namespaces().find((n) => n.name === schema)?.oid ?? 2200;
  const rows: Row[] = (catalog.userFunctions?.() ?? []).map((fn) => {
    const params = allParameters(fn);
    const variadic = params.find((p) => p.mode === 'v');
    const v: Record<string, Row[number]> = {
      oid: fn.oid,
      proname: fn.name,
      pronamespace: nsOid(fn.schema),
      proowner: ownerOf(catalog, CatalogClassOid.pg_proc, fn.oid),
      proacl: aclCell(catalog, CatalogClassOid.pg_proc, fn.oid),
      prolang: fn.language === 'plpgsql' ? 13563 : 14,
      prokind: fn.procedure === true ? 'p' : 'f',
      prosecdef: b(fn.securityDefiner),
      proleakproof: b(fn.leakproof === true),
      proisstrict: b(fn.strict),
      proretset: b(fn.setof === true),
      provolatile: fn.volatility,
      pronargs: fn.argTypes.length,
      prorettype: (fn.rowRelation === undefined ? undefined : catalog.relationByOid(fn.rowRelation)?.rowType?.oid) ?? fn.returnType,
      proargtypes: arr(fn.argTypes),
      prosrc: fn.prosrc,
      pronargdefaults: fn.argDefaults.filter((d) => d !== null).length,
      proargnames: params.some((p) => p.name !== '') ? arr(params.map((p) => p.name)) : null,
      proargmodes: params.some((p) => p.mode !== 'i') ? arr(params.map((p) => p.mode)) : null,
      proallargtypes: params.some((p) => p.mode !== 'i') ? arr(params.map((p) => p.type)) : null,
      proparallel: fn.parallel,
      procost: fn.cost,
      prorows: fn.rows ?? (fn.setof === true ? 1000 : 0),
      proconfig: fn.config === undefined ? null : arr(fn.config),
      provariadic: variadic === undefined ? 0 : (variadicElementType(variadic.type) ?? 0),
    };
    return cols.map(([name]) => v[name] ?? null);
  });
  for (const a of catalog.userAggregates?.() ?? []) {
    const v = aggregateProcValues(catalog, a, nsOid(a.schema));
    rows.push(cols.map(([name]) => v[name] ?? null));
  }
  return relation(cols, rows);
}

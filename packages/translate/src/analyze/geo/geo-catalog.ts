import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { hasGeoFunction } from '@pgsqlite/runtime';

/**
 * The geometric operators, functions and casts of PostgreSQL 15, read from the built-in catalog
 * rows (pg_operator, pg_proc, pg_cast): each resolves to the C function pg_proc.prosrc names,
 * which the runtime's pg_geo implements.
 */

/** point, lseg, path, box, polygon, line, circle. */
export const GEO_TYPES: ReadonlySet<number> = new Set([600, 601, 602, 603, 604, 628, 718]);

/** Whether `oid` is a geometric type. */
export function isGeoType(oid: number): boolean {
  return GEO_TYPES.has(oid);
}

/** One operator or function: its parameter types, result type and runtime function. */
export interface GeoSignature {
  params: readonly number[];
  result: number;
  /** the runtime function (pg_proc.prosrc) */
  prosrc: string;
  /** arguments put before the call's own (polygon(circle) is polygon(12, circle)) */
  leading?: readonly string[];
}

/** SQL-language functions, by name and argument types: what their bodies call. */
const SQL_BODIES: Record<string, Pick<GeoSignature, 'prosrc' | 'leading'>> = {
  'path_contain_pt(602,600)': { prosrc: 'path_contain_pt' },
  'polygon(718)': { prosrc: 'circle_poly', leading: ['12'] },
};

let procByOid: Map<number, { name: string; args: number[]; ret: number; prosrc: string; leading?: readonly string[] }> | undefined;
let procsByName: Map<string, GeoSignature[]> | undefined;
let opsByName: Map<string, GeoSignature[]> | undefined;
let casts: Map<string, GeoCast> | undefined;

/** A cast between geometric types. */
export interface GeoCast {
  prosrc: string;
  leading?: readonly string[];
  /** pg_cast.castcontext: e, a or i */
  context: string;
}

function loadProcs(): void {
  procByOid = new Map();
  procsByName = new Map();
  const col = (n: string): number => builtinColumnIndex('pg_proc', n);
  const [oid, name, args, ret, src, lang] = [col('oid'), col('proname'), col('proargtypes'), col('prorettype'), col('prosrc'), col('prolang')];
  for (const r of builtinRows('pg_proc')) {
    const a = JSON.parse(String(r[args])) as number[];
    const rt = Number(r[ret]);
    if (!a.some(isGeoType) && !isGeoType(rt)) continue;
    const n = String(r[name]);
    const body = Number(r[lang]) === 14 ? SQL_BODIES[`${n}(${a.join(',')})`] : { prosrc: String(r[src]) };
    if (body === undefined) continue;
    procByOid.set(Number(r[oid]), { name: n, args: a, ret: rt, ...body });
    if (!hasGeoFunction(body.prosrc)) continue;
    const list = procsByName.get(n) ?? [];
    list.push({ params: a, result: rt, ...body });
    procsByName.set(n, list);
  }
}

/** The geometric functions named `name` that pgsqlite implements. */
export function geoFunctions(name: string): readonly GeoSignature[] {
  if (procsByName === undefined) loadProcs();
  return procsByName?.get(name) ?? [];
}

/** The names of the geometric functions pgsqlite implements. */
export function geoFunctionNames(): readonly string[] {
  if (procsByName === undefined) loadProcs();
  return [...(procsByName?.keys() ?? [])];
}

/** The geometric operators named `op` (prefix ones have params [right]). */
export function geoOperators(op: string): readonly GeoSignature[] {
  if (opsByName === undefined) {
    if (procByOid === undefined) loadProcs();
    opsByName = new Map();
    const col = (n: string): number => builtinColumnIndex('pg_operator', n);
    const [name, left, right, result, code] = [col('oprname'), col('oprleft'), col('oprright'), col('oprresult'), col('oprcode')];
    for (const r of builtinRows('pg_operator')) {
      const l = Number(r[left]);
      const rt = Number(r[right]);
      if (!isGeoType(l) && !isGeoType(rt)) continue;
      const proc = procByOid?.get(Number(r[code]));
      if (proc === undefined || !hasGeoFunction(proc.prosrc)) continue;
      const n = String(r[name]);
      const list = opsByName.get(n) ?? [];
      list.push({ params: l === 0 ? [rt] : [l, rt], result: Number(r[result]), prosrc: proc.prosrc });
      opsByName.set(n, list);
    }
  }
  return opsByName.get(op) ?? [];
}

/** The pg_cast entry between two geometric types: its runtime function and context (e/a/i). */
export function geoCast(from: number, to: number): GeoCast | undefined {
  if (casts === undefined) {
    if (procByOid === undefined) loadProcs();
    casts = new Map();
    const col = (n: string): number => builtinColumnIndex('pg_cast', n);
    const [src, dst, fn, ctx] = [col('castsource'), col('casttarget'), col('castfunc'), col('castcontext')];
    for (const r of builtinRows('pg_cast')) {
      if (!isGeoType(Number(r[src])) || !isGeoType(Number(r[dst]))) continue;
      const proc = procByOid?.get(Number(r[fn]));
      if (proc !== undefined) casts.set(`${String(r[src])}:${String(r[dst])}`, { prosrc: proc.prosrc, ...(proc.leading ? { leading: proc.leading } : {}), context: String(r[ctx]) });
    }
  }
  return casts.get(`${from}:${to}`);
}

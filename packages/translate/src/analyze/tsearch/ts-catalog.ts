import { builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { hasTsFunction } from '@pgsqlite/runtime';

/**
 * The text search functions and operators of PostgreSQL 15, read from the built-in pg_proc and
 * pg_operator rows: each resolves to the C function pg_proc.prosrc names, which the runtime's
 * pg_ts implements.
 */

/** tsvector, tsquery, regconfig, regdictionary. */
export const TS_TYPE = { tsvector: 3614, tsquery: 3615, regconfig: 3734, regdictionary: 3769 } as const;

/** Whether `oid` is one of the text search types. */
export function isTsType(oid: number): boolean {
  return oid === 3614 || oid === 3615 || oid === 3734 || oid === 3769;
}

/** One operator or function: its parameter types, result type and runtime function. */
export interface TsSignature {
  params: readonly number[];
  result: number;
  prosrc: string;
  /** pg_proc.proretset: a set-returning function */
  retset: boolean;
}

let procByOid: Map<number, TsSignature> | undefined;
let procsByName: Map<string, TsSignature[]> | undefined;
let opsByName: Map<string, TsSignature[]> | undefined;

function loadProcs(): void {
  procByOid = new Map();
  procsByName = new Map();
  const col = (n: string): number => builtinColumnIndex('pg_proc', n);
  const [oid, name, args, ret, src, set] = [col('oid'), col('proname'), col('proargtypes'), col('prorettype'), col('prosrc'), col('proretset')];
  for (const r of builtinRows('pg_proc')) {
    const prosrc = String(r[src]);
    if (!hasTsFunction(prosrc)) continue;
    const sig: TsSignature = { params: JSON.parse(String(r[args])) as number[], result: Number(r[ret]), prosrc, retset: Number(r[set]) === 1 || r[set] === true };
    procByOid.set(Number(r[oid]), sig);
    if (sig.retset) continue;
    const n = String(r[name]);
    const list = procsByName.get(n) ?? [];
    list.push(sig);
    procsByName.set(n, list);
  }
}

/** The text search functions named `name` that pgsqlite implements. */
export function tsFunctions(name: string): readonly TsSignature[] {
  if (procsByName === undefined) loadProcs();
  return procsByName?.get(name) ?? [];
}

/** The names of the text search functions pgsqlite implements. */
export function tsFunctionNames(): readonly string[] {
  if (procsByName === undefined) loadProcs();
  return [...(procsByName?.keys() ?? [])];
}

/** The text search operators named `op` (prefix ones have params [right]). */
export function tsOperators(op: string): readonly TsSignature[] {
  if (opsByName === undefined) {
    if (procByOid === undefined) loadProcs();
    opsByName = new Map();
    const col = (n: string): number => builtinColumnIndex('pg_operator', n);
    const [name, left, right, result, code] = [col('oprname'), col('oprleft'), col('oprright'), col('oprresult'), col('oprcode')];
    for (const r of builtinRows('pg_operator')) {
      const proc = procByOid?.get(Number(r[code]));
      if (proc === undefined) continue;
      const l = Number(r[left]);
      const n = String(r[name]);
      const list = opsByName.get(n) ?? [];
      list.push({ params: l === 0 ? [Number(r[right])] : [l, Number(r[right])], result: Number(r[result]), prosrc: proc.prosrc, retset: false });
      opsByName.set(n, list);
    }
  }
  return opsByName.get(op) ?? [];
}

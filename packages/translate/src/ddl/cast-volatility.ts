import { FIRST_USER_OID, Oid, builtinColumnIndex, builtinRows, domainBase, userTypeByOid, type Catalog } from '@pgsqlite/catalog';

/**
 * Whether a cast runs a function that is not immutable (contain_mutable_functions sees a cast's
 * function, or the I/O functions of a conversion through text): pg_cast's castfunc, the source
 * type's output and the target type's input function for CoerceViaIO. enum_in / enum_out,
 * date_in, timestamptz_out, array_in … are stable, so `c::text::mood` or `ts::date` may not be
 * an index expression.
 */

interface CastTables {
  volatility: Map<number, string>;
  casts: Map<string, { func: number; method: string }>;
  io: Map<number, { input: number; output: number }>;
}

let tables: CastTables | undefined;

function load(): CastTables {
  if (tables !== undefined) return tables;
  const volatility = new Map<number, string>();
  const [pOid, pVol] = [builtinColumnIndex('pg_proc', 'oid'), builtinColumnIndex('pg_proc', 'provolatile')];
  for (const r of builtinRows('pg_proc')) volatility.set(Number(r[pOid]), String(r[pVol]));
  const casts = new Map<string, { func: number; method: string }>();
  const [cs, ct, cf, cm] = ['castsource', 'casttarget', 'castfunc', 'castmethod'].map((c) => builtinColumnIndex('pg_cast', c)) as [number, number, number, number];
  for (const r of builtinRows('pg_cast')) casts.set(`${String(r[cs])}:${String(r[ct])}`, { func: Number(r[cf]), method: String(r[cm]) });
  const io = new Map<number, { input: number; output: number }>();
  const [tOid, tIn, tOut] = [builtinColumnIndex('pg_type', 'oid'), builtinColumnIndex('pg_type', 'typinput'), builtinColumnIndex('pg_type', 'typoutput')];
  for (const r of builtinRows('pg_type')) io.set(Number(r[tOid]), { input: Number(r[tIn]), output: Number(r[tOut]) });
  tables = { volatility, casts, io };
  return tables;
}

const STRING_TYPES = new Set<number>([Oid.text, Oid.varchar, Oid.bpchar, Oid.name]);

/** A user type's I/O is stable (enum_in, record_in, domain_in, array_in of it …); a domain casts as its base type. */
function builtinOf(catalog: Catalog, oid: number): number | undefined {
  if (oid < FIRST_USER_OID) return oid;
  const t = userTypeByOid(catalog, oid);
  return t?.kind === 'd' ? builtinOf(catalog, domainBase(catalog, oid).oid) : undefined;
}

function mutableProc(t: CastTables, proc: number): boolean {
  const v = t.volatility.get(proc);
  return v !== undefined && v !== 'i';
}

/** Whether casting a value of type `source` to `target` runs a stable or volatile function. */
export function castIsMutable(catalog: Catalog, source: number, target: number): boolean {
  if (source === target || source === 0 || target === 0) return false;
  // an extension's base type (citext, hstore) casts to and from text binary-coercibly or through immutable I/O
  const extension = (oid: number): boolean => oid >= FIRST_USER_OID && userTypeByOid(catalog, oid)?.kind === 'b';
  if ((extension(source) && (target < FIRST_USER_OID || extension(target))) || (extension(target) && source < FIRST_USER_OID)) return false;
  const from = builtinOf(catalog, source);
  const to = builtinOf(catalog, target);
  if (from === undefined || to === undefined) return true;
  if (from === to) return false;
  const t = load();
  const cast = t.casts.get(`${from}:${to}`);
  if (cast !== undefined) {
    if (cast.method === 'f') return mutableProc(t, cast.func);
    if (cast.method === 'b') return false;
  }
  // I/O conversion: the source's output function, then the target's input function
  if (cast === undefined && !STRING_TYPES.has(from) && !STRING_TYPES.has(to)) return false;
  const out = STRING_TYPES.has(from) && cast === undefined ? undefined : t.io.get(from)?.output;
  const inp = STRING_TYPES.has(to) && cast === undefined ? undefined : t.io.get(to)?.input;
  return (out !== undefined && mutableProc(t, out)) || (inp !== undefined && mutableProc(t, inp));
}

import { Oid, builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { arrayElementOf } from './arrays.js';

/**
 * What an explicit cast costs PostgreSQL's planner per row (cost_qual_eval_walker, in units of
 * cpu_operator_cost), as coerce_type builds it from find_coercion_pathway:
 *
 * - the same type, a binary-coercible pg_cast entry or a domain to its base type: a
 *   RelabelType, free;
 * - a pg_cast function: a FuncExpr, its procost;
 * - an I/O conversion (castmethod 'i', or no pg_cast entry and either side of the string
 *   category: `text::jsonb`, `jsonb_typeof(j)::interval`): a CoerceViaIO, the procost of the
 *   source's output function plus the target's input function, 2 for the built-ins;
 * - an array to an array without a pg_cast entry: an ArrayCoerceExpr, its element cast's cost
 *   times estimate_array_length (10 for a value not known at plan time);
 * - a typmod (`::numeric(10,2)`, `::varchar(3)`) where the type has a length coercion function
 *   (a pg_cast entry from the type to itself): that function's procost on top;
 * - a domain target: a CoerceToDomain on top, 1.
 *
 * The analyzer notes each TypeCast's cost as it types it (only it knows the argument's type);
 * qual-cost-order.ts reads it to order a qual's terms as order_qual_clauses does.
 */

const noted = new WeakMap<object, number>();

/** Notes the per-row cost of the TypeCast whose fields are `fields` (undefined: not worked out). */
export function noteCastCost(fields: object, cost: number | undefined): void {
  if (cost === undefined) noted.delete(fields);
  else noted.set(fields, cost);
}

/** The noted per-row cost of a TypeCast (its fields), if the analyzer worked it out. */
export function notedCastCost(fields: object): number | undefined {
  return noted.get(fields);
}

/** Copies the noted cost of `from` (a TypeCast's fields) onto `to`, a rewritten copy of it. */
export function copyCastCost(from: object, to: object): void {
  const c = noted.get(from);
  if (c !== undefined) noted.set(to, c);
}

/** estimate_array_length of an array that is not a plan-time constant */
const ARRAY_LENGTH_ESTIMATE = 10;
/** a CoerceToDomain */
const DOMAIN_CHECK = 1;

/**
 * The cost of casting a value of `from` (typmod `fromTypmod`) to `to` (typmod `typmod`), where
 * `to` is a domain's base type when `toDomain`; undefined where the pathway is none of the
 * built-in ones above (a composite, a user type).
 */
export function castCost(from: number, fromTypmod: number, to: number, typmod: number, toDomain: boolean): number | undefined {
  // an untyped literal or parameter takes the type: a constant (folded) or a typed parameter
  if (from === Oid.unknown) return 0;
  const path = pathCost(from, to);
  if (path === undefined) return undefined;
  const length = typmod >= 0 && (from !== to || fromTypmod !== typmod) ? lengthCost(to) : 0;
  if (length === undefined) return undefined;
  return path + length + (toDomain ? DOMAIN_CHECK : 0);
}

function pathCost(from: number, to: number): number | undefined {
  if (from === to) return 0;
  const t = load();
  const entry = t.casts.get(`${from} ${to}`);
  if (entry !== undefined) {
    if (entry.method === 'b') return 0;
    if (entry.method === 'i') return ioCost(t, from, to);
    return t.procost.get(entry.func);
  }
  const fromElem = arrayElementOf(from);
  const toElem = arrayElementOf(to);
  if (fromElem !== undefined && toElem !== undefined && to !== Oid.oidvector && to !== Oid.int2vector) {
    const elem = pathCost(fromElem, toElem);
    return elem === undefined ? undefined : elem * ARRAY_LENGTH_ESTIMATE;
  }
  const src = t.types.get(from);
  const dst = t.types.get(to);
  if (src === undefined || dst === undefined) return undefined;
  if (src.category === 'S' || dst.category === 'S') return ioCost(t, from, to);
  return undefined;
}

function ioCost(t: Tables, from: number, to: number): number | undefined {
  const out = t.procost.get(t.types.get(from)?.output ?? 0);
  const inp = t.procost.get(t.types.get(to)?.input ?? 0);
  return out === undefined || inp === undefined ? undefined : out + inp;
}

/** The procost of the type's length coercion function (0 where it has none: a RelabelType). */
function lengthCost(type: number): number | undefined {
  const elem = arrayElementOf(type);
  if (elem !== undefined) {
    const c = lengthCost(elem);
    return c === undefined ? undefined : c * ARRAY_LENGTH_ESTIMATE;
  }
  const t = load();
  const entry = t.casts.get(`${type} ${type}`);
  return entry === undefined ? 0 : t.procost.get(entry.func);
}

interface Tables {
  /** pg_proc oid → procost */
  procost: Map<number, number>;
  /** "source target" → castmethod and castfunc */
  casts: Map<string, { method: string; func: number }>;
  /** pg_type oid → its input and output functions and category */
  types: Map<number, { input: number; output: number; category: string }>;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables !== undefined) return tables;
  const col = (t: string, c: string): number => builtinColumnIndex(t, c);
  const procost = new Map<number, number>();
  for (const r of builtinRows('pg_proc')) procost.set(Number(r[col('pg_proc', 'oid')]), Number(r[col('pg_proc', 'procost')]));
  const casts = new Map<string, { method: string; func: number }>();
  for (const r of builtinRows('pg_cast')) {
    casts.set(`${String(r[col('pg_cast', 'castsource')])} ${String(r[col('pg_cast', 'casttarget')])}`, { method: String(r[col('pg_cast', 'castmethod')]), func: Number(r[col('pg_cast', 'castfunc')]) });
  }
  const types = new Map<number, { input: number; output: number; category: string }>();
  for (const r of builtinRows('pg_type')) {
    types.set(Number(r[col('pg_type', 'oid')]), { input: Number(r[col('pg_type', 'typinput')]), output: Number(r[col('pg_type', 'typoutput')]), category: String(r[col('pg_type', 'typcategory')]) });
  }
  tables = { procost, casts, types };
  return tables;
}

import { Oid, builtinColumnIndex, builtinRows } from '@pgsqlite/catalog';
import { arrayElementOf } from './arrays.js';
import { copyCastCost } from './cast-cost.js';

/**
 * Which casts and operators PostgreSQL's planner pre-evaluates over constant inputs
 * (eval_const_expressions folds a call only when its function is immutable): a cast whose
 * function or input/output function is stable (text → date, timestamp → timestamptz, …) and an
 * operator whose function is stable (timestamptz + interval, date < timestamptz) stay
 * unevaluated until a row is read, so their errors do not surface where no row reaches them
 * (`('ab'::text)::date + NULL::integer` is NULL in PostgreSQL, not 22007).
 *
 * The analyzer marks such cast and operator nodes as it types them; `isConstantNode` reads the
 * marks, since only the analyzer knows the operand types.
 */

const unfoldable = new WeakSet<object>();

/** Marks a TypeCast's or A_Expr's fields as an expression the planner leaves unevaluated. */
export function markUnfoldable(fields: object): void {
  unfoldable.add(fields);
}

/** Whether the analyzer marked these fields as a cast or operator the planner does not fold. */
export function isMarkedUnfoldable(fields: object): boolean {
  return unfoldable.has(fields);
}

const strictConcats = new WeakSet<object>();

/**
 * Marks a `||` (its A_Expr fields) that the analyzer typed as a strict concatenation (no array
 * operand: jsonb_concat, textcat, byteacat …), which the planner folds to NULL over a NULL
 * constant (strict-null.ts foldsToNull).
 */
export function markStrictConcat(fields: object): void {
  strictConcats.add(fields);
}

/** Whether the analyzer marked these fields as a strict `||`. */
export function isMarkedStrictConcat(fields: object): boolean {
  return strictConcats.has(fields);
}

interface Tables {
  /** pg_proc oid → provolatile */
  volatility: Map<number, string>;
  /** "source target" → castfunc (0: binary coercible), or -1 for an I/O cast */
  casts: Map<string, number>;
  /** pg_type oid → [typinput, typoutput, typcategory] */
  io: Map<number, [number, number, string]>;
  /** "name left right" → oprcode */
  operators: Map<string, number>;
}

let tables: Tables | undefined;

function load(): Tables {
  if (tables !== undefined) return tables;
  const col = (t: string, c: string): number => builtinColumnIndex(t, c);
  const volatility = new Map<number, string>();
  for (const r of builtinRows('pg_proc')) volatility.set(Number(r[col('pg_proc', 'oid')]), String(r[col('pg_proc', 'provolatile')]));
  const casts = new Map<string, number>();
  for (const r of builtinRows('pg_cast')) {
    const method = String(r[col('pg_cast', 'castmethod')]);
    casts.set(`${String(r[col('pg_cast', 'castsource')])} ${String(r[col('pg_cast', 'casttarget')])}`, method === 'i' ? -1 : Number(r[col('pg_cast', 'castfunc')]));
  }
  const io = new Map<number, [number, number, string]>();
  for (const r of builtinRows('pg_type')) {
    io.set(Number(r[col('pg_type', 'oid')]), [Number(r[col('pg_type', 'typinput')]), Number(r[col('pg_type', 'typoutput')]), String(r[col('pg_type', 'typcategory')])]);
  }
  const operators = new Map<string, number>();
  for (const r of builtinRows('pg_operator')) {
    operators.set(`${String(r[col('pg_operator', 'oprname')])} ${String(r[col('pg_operator', 'oprleft')])} ${String(r[col('pg_operator', 'oprright')])}`, Number(r[col('pg_operator', 'oprcode')]));
  }
  tables = { volatility, casts, io, operators };
  return tables;
}

const immutable = (t: Tables, proc: number): boolean => proc === 0 || (t.volatility.get(proc) ?? 'i') === 'i';

/**
 * Whether PostgreSQL folds the cast from `from` to `to` over a constant (its function, or the
 * source's output and the target's input function for an I/O cast, is immutable; an array cast
 * folds as its element cast). Types pgsqlite knows but the built-in catalog does not fold.
 */
export function castFolds(from: number, to: number): boolean {
  if (from === to || from === Oid.unknown) return true;
  const t = load();
  const fromElem = arrayElementOf(from);
  const toElem = arrayElementOf(to);
  if (fromElem !== undefined && toElem !== undefined && !t.casts.has(`${from} ${to}`)) return castFolds(fromElem, toElem);
  const fn = t.casts.get(`${from} ${to}`);
  if (fn !== undefined && fn >= 0) return immutable(t, fn);
  const src = t.io.get(from);
  const dst = t.io.get(to);
  if (src === undefined || dst === undefined) return true;
  return immutable(t, src[1]) && immutable(t, dst[0]);
}

/** Whether PostgreSQL folds `left op right` over constants (its operator function is immutable); prefix operators have left 0. */
export function operatorFolds(op: string, left: number, right: number): boolean {
  const t = load();
  const fn = t.operators.get(`${op} ${left} ${right}`);
  return fn === undefined || immutable(t, fn);
}

const foldableCalls = new WeakSet<object>();

/**
 * Marks a FuncCall's fields as a call of an immutable overload (`date_part(text, timestamp)`),
 * where other overloads of the name are stable (`date_part(text, timestamptz)`) and the name
 * alone does not tell.
 */
export function markFoldable(fields: object): void {
  foldableCalls.add(fields);
}

/** Whether the analyzer marked these FuncCall fields as a call of an immutable overload. */
export function isMarkedFoldable(fields: object): boolean {
  return foldableCalls.has(fields);
}

const callArgTypes = new WeakMap<object, readonly number[]>();

/**
 * Records the argument types the analyzer typed a FuncCall's arguments with, for the plan-time
 * walks that see the parse node only (plan-time-null.ts: which `overlaps` ends are intervals).
 */
export function markArgTypes(fields: object, types: readonly number[]): void {
  callArgTypes.set(fields, types);
}

/** The argument types recorded for these FuncCall fields (markArgTypes), if it was typed. */
export function markedArgTypes(fields: object): readonly number[] | undefined {
  return callArgTypes.get(fields);
}

let overloads: Map<string, { args: number[]; immutable: boolean }[]> | undefined;

function overloadsOf(name: string): { args: number[]; immutable: boolean }[] {
  if (overloads === undefined) {
    const map = new Map<string, { args: number[]; immutable: boolean }[]>();
    const col = (c: string): number => builtinColumnIndex('pg_proc', c);
    const [iName, iArgs, iKind, iSet, iVol] = [col('proname'), col('proargtypes'), col('prokind'), col('proretset'), col('provolatile')];
    for (const r of builtinRows('pg_proc')) {
      const raw = r[iArgs];
      const args = typeof raw === 'string' ? (JSON.parse(raw) as number[]) : Array.isArray(raw) ? (raw as number[]) : [];
      const plain = r[iKind] === 'f' && !(r[iSet] === true || r[iSet] === 1 || r[iSet] === 't');
      const n = String(r[iName]);
      const list = map.get(n) ?? [];
      list.push({ args, immutable: plain && r[iVol] === 'i' });
      map.set(n, list);
    }
    overloads = map;
  }
  return overloads.get(name) ?? [];
}

/**
 * Whether the built-in overload of `name` for `argTypes` is immutable, so the planner folds a
 * call of it over constants: the overload with exactly these argument types (an unknown-typed
 * literal matches any), else every overload of this many arguments.
 */
export function functionFolds(name: string, argTypes: readonly number[]): boolean {
  const same = overloadsOf(name).filter((o) => o.args.length === argTypes.length);
  if (same.length === 0) return false;
  const exact = same.filter((o) => o.args.every((a, i) => argTypes[i] === Oid.unknown || argTypes[i] === a));
  return (exact.length > 0 ? exact : same).every((o) => o.immutable);
}

/** Copies the analyzer's folding marks of `from` (a node's fields) onto `to`, a rewritten copy of it. */
export function copyFoldMarks(from: object, to: object): void {
  if (unfoldable.has(from)) unfoldable.add(to);
  if (strictConcats.has(from)) strictConcats.add(to);
  if (foldableCalls.has(from)) foldableCalls.add(to);
  copyCastCost(from, to);
}

import { Oid, builtinColumnIndex, builtinRows, typeByOid } from '@pgsqlite/catalog';
import { builtinFunctions, builtinOperators } from '../catalog-views/builtin-lookup.js';
import { FIRST_USER_OID } from '@pgsqlite/catalog';
import { planType } from './types.js';

/**
 * Whether PostgreSQL 15 has a built-in function or operator a call pgsqlite cannot resolve would
 * reach: then the call is refused with 0A000 naming it (pg_proc and pg_operator list it), not
 * answered 42883 as for a name PostgreSQL does not know either. Argument types match a parameter
 * as PostgreSQL's resolution would let them: the same type, an untyped literal, an implicit cast
 * (pg_cast), a polymorphic or "any" parameter; a user-defined type may match any parameter.
 */

const ANY = 2276;
/** anyelement / anycompatible and anynonarray / anycompatiblenonarray: one element type, bound by the arguments. */
const ANY_ELEMENT = new Set([2283, 5077]);
const ANY_NONARRAY = new Set([2776, 5079]);
/** anyarray / anycompatiblearray. */
const ANY_ARRAY = new Set([2277, 5078]);
/** anyenum, anyrange, anymultirange (and their anycompatible forms), record, record[]: no built-in type pgsqlite has is one. */
const USER_ONLY = new Set([3500, 3831, 5080, 4537, 4538, 2249, 2287]);
/** The anycompatible family allows differing argument types (promoted to a common one). */
const COMPATIBLE = new Set([5077, 5078, 5079]);

/** Whether user type `arg` is of the kind a user-only pseudo-type parameter takes (anyenum an enum, record a composite …). */
function userKindMatches(arg: number, param: number): boolean {
  const t = planType(arg);
  if (t === undefined) return true;
  if (param === 3500) return t.category === 'E';
  if (param === 2249) return t.category === 'C';
  if (param === 2287) return planType(t.elemOid)?.category === 'C';
  return t.category === 'R';
}

let implicitCasts: Set<string> | undefined;

function castsImplicitly(from: number, to: number): boolean {
  if (implicitCasts === undefined) {
    implicitCasts = new Set();
    const src = builtinColumnIndex('pg_cast', 'castsource');
    const dst = builtinColumnIndex('pg_cast', 'casttarget');
    const ctx = builtinColumnIndex('pg_cast', 'castcontext');
    for (const r of builtinRows('pg_cast')) if (r[ctx] === 'i') implicitCasts.add(`${String(r[src])}:${String(r[dst])}`);
  }
  return implicitCasts.has(`${from}:${to}`);
}

/** The element type of an array type pgsqlite knows (undefined for others, int2vector/oidvector included). */
function elementOf(oid: number): number | undefined {
  const t = typeByOid(oid);
  return t?.category === 'A' && t.elemOid ? t.elemOid : undefined;
}

/**
 * Whether an argument of type `arg` can be passed to a parameter of type `param`; `bound` keeps
 * the element type the polymorphic parameters (not anycompatible) were bound to by earlier ones.
 */
function argMatches(arg: number, param: number, bound: { elem?: number; common?: number }): boolean {
  if (arg === param || arg === Oid.unknown || param === ANY) return true;
  const user = arg >= FIRST_USER_OID;
  const bind = (elem: number): boolean => {
    if (COMPATIBLE.has(param)) {
      // anycompatible: the element types need a common type (one casts implicitly to the other)
      const c = bound.common;
      if (c !== undefined && c !== elem && !castsImplicitly(elem, c) && !castsImplicitly(c, elem)) return false;
      bound.common = c === undefined || castsImplicitly(c, elem) ? elem : c;
      return true;
    }
    if (bound.elem !== undefined && bound.elem !== elem) return false;
    bound.elem = elem;
    return true;
  };
  if (ANY_ELEMENT.has(param) || ANY_NONARRAY.has(param)) return ANY_NONARRAY.has(param) && elementOf(arg) !== undefined ? false : bind(arg);
  if (ANY_ARRAY.has(param)) {
    // a user type is an array only when it is one (a composite or enum is not)
    if (user) return (planType(arg)?.elemOid ?? 1) !== 0;
    const elem = elementOf(arg);
    return elem !== undefined && bind(elem);
  }
  // anyenum, anyrange … are polymorphic: every one of them in a signature is the same type
  if (USER_ONLY.has(param)) return user && userKindMatches(arg, param) && (param === 2249 || param === 2287 || bind(arg));
  // A user-defined type reaches only polymorphic parameters (or its own type).
  return !user && castsImplicitly(arg, param);
}

/** Whether arguments of types `args` can be passed to parameters `params` (one each) as PostgreSQL's resolution lets them. */
export function argsFit(args: readonly number[], params: readonly number[]): boolean {
  const bound = {};
  return args.length === params.length && args.every((t, i) => argMatches(t, params[i] as number, bound));
}

/** The unqualified name of a function of pg_catalog (`pg_catalog.f` or `f`), else undefined. */
function catalogName(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return name.toLowerCase();
  return name.slice(0, dot) === 'pg_catalog' ? name.slice(dot + 1).toLowerCase() : undefined;
}

/** A built-in function of PostgreSQL 15 that `name(argTypes)` would call. */
export function isBuiltinFunction(name: string, argTypes: readonly number[]): boolean {
  const n = catalogName(name);
  if (n === undefined) return false;
  return builtinFunctions(n).some((p) => {
    // VARIADIC takes one element at least; a parameter with a default may be left out.
    const arity = p.variadic ? argTypes.length >= p.nargs : argTypes.length >= p.nargs - p.defaults && argTypes.length <= p.nargs;
    if (!arity) return false;
    const bound = {};
    return argTypes.every((t, i) => {
      const last = p.argTypes.length - 1;
      const param = p.argTypes[Math.min(i, last)] ?? ANY;
      // the elements a VARIADIC array parameter collects
      const each = p.variadic && i >= last ? (param === ANY ? ANY : (elementOf(param) ?? (ANY_ARRAY.has(param) ? 2283 : param))) : param;
      return argMatches(t, each, bound);
    });
  });
}

/** A built-in operator of PostgreSQL 15 that `left op right` (prefix when left is null) would call. */
export function isBuiltinOperator(op: string, left: number | null, right: number): boolean {
  return builtinOperators(op).some((o) => {
    const bound = {};
    return (left === null ? o.left === 0 : o.left !== 0 && argMatches(left, o.left, bound)) && argMatches(right, o.right, bound);
  });
}

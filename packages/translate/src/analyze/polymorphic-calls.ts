import { FAMILY_ANY, FAMILY_ANYCOMPATIBLE, Oid, POLYMORPHIC_TYPES as P, formatType, isPolymorphicType, type UserFunctionDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, names } from '../parse/ast.js';
import type { PlanCtx } from './context.js';
import { arrayElementOf, arrayTypeOf } from './arrays.js';
import { canCoerceImplicitly } from './coerce.js';
import { resolveTypeName } from './expr.js';
import { rangeSpecOf } from './range-ops.js';
import { commonType, planType } from './types.js';

/**
 * Polymorphic functions (parse_coerce.c: check_generic_type_consistency,
 * enforce_generic_type_consistency; pg_proc.c: ProcedureCreate's checks). A function declared
 * with anyelement / anyarray / anynonarray / anyenum / anyrange or the anycompatible family takes
 * its actual argument and result types from each call: the first family binds one element type
 * exactly (every such argument the same type, an array's element, a range's subtype), the
 * anycompatible family promotes its arguments to their common type. Untyped literals bind
 * nothing and are coerced to the resolved type afterwards.
 */

/** A type of a routine's signature: a polymorphic pseudo-type by name, else as column types resolve. */
export function resolveSignatureType(ctx: PlanCtx, typeName: Fields): { oid: number; typmod: number } {
  const parts = names(typeName['names'] as AstNode[] | undefined);
  const last = (parts[parts.length - 1] ?? '').toLowerCase();
  const builtin = parts.length === 1 || (parts.length === 2 && parts[0] === 'pg_catalog');
  if (builtin && typeName['arrayBounds'] === undefined && Object.hasOwn(P, last)) return { oid: P[last as keyof typeof P], typmod: -1 };
  return resolveTypeName(ctx, typeName);
}

const FAMILY_ANY_INPUTS = 'anyelement, anyarray, anynonarray, anyenum, anyrange, or anymultirange';
const FAMILY_COMPATIBLE_INPUTS = 'anycompatible, anycompatiblearray, anycompatiblenonarray, anycompatiblerange, or anycompatiblemultirange';

/**
 * ProcedureCreate's checks of a polymorphic result (the return type and OUT parameters' types):
 * each family needs an input of its family to determine it; a range result needs a range input (42P13).
 */
export function checkPolymorphicResult(ctx: PlanCtx, inputs: readonly number[], results: readonly number[]): void {
  const has = (set: ReadonlySet<number>): boolean => inputs.some((t) => set.has(t));
  for (const r of results) {
    if (FAMILY_ANY.has(r) && !has(FAMILY_ANY)) throw cannotDetermine(ctx, r, FAMILY_ANY_INPUTS);
    if ((r === P.anyrange || r === P.anymultirange) && !inputs.some((t) => t === P.anyrange || t === P.anymultirange)) throw cannotDetermine(ctx, r, 'anyrange or anymultirange');
    if (FAMILY_ANYCOMPATIBLE.has(r) && !has(FAMILY_ANYCOMPATIBLE)) throw cannotDetermine(ctx, r, FAMILY_COMPATIBLE_INPUTS);
    if ((r === P.anycompatiblerange || r === P.anycompatiblemultirange) && !inputs.some((t) => t === P.anycompatiblerange || t === P.anycompatiblemultirange)) {
      throw cannotDetermine(ctx, r, 'anycompatiblerange or anycompatiblemultirange');
    }
  }
}

function cannotDetermine(ctx: PlanCtx, result: number, inputs: string): PgError {
  return ctx.error('invalid_function_definition', 'cannot determine result data type', undefined, { detail: `A result of type ${formatType(result, -1)} requires at least one input of type ${inputs}.` });
}

/** The pseudo-type each element a VARIADIC parameter of type `t` collects is matched against. */
export function variadicElementType(t: number): number | undefined {
  if (t === P.anyarray) return P.anyelement;
  if (t === P.anycompatiblearray) return P.anycompatible;
  return arrayElementOf(t);
}

/** Declared polymorphic types mapped to the actual ones of one call. */
export type PolymorphicBinding = (declared: number) => number;

/**
 * Binds the polymorphic parameters of one call: `pairs` are (declared, actual) types. 'nomatch'
 * when the arguments do not fit (the candidate is dropped: 42883 if none is left), 'undetermined'
 * when only untyped literals were given to the first family (42804 once the function is chosen).
 */
export function bindPolymorphic(pairs: readonly { declared: number; actual: number }[]): PolymorphicBinding | 'nomatch' | 'undetermined' {
  let elem: number | undefined;
  let range: number | undefined;
  const bindElem = (t: number): boolean => {
    if (elem !== undefined && elem !== t) return false;
    elem = t;
    return true;
  };
  const compatible: number[] = [];
  let compatRange: number | undefined;
  let anyFamily = false;
  let compatFamily = false;
  for (const { declared: d, actual: a } of pairs) {
    if (FAMILY_ANY.has(d)) anyFamily = true;
    if (FAMILY_ANYCOMPATIBLE.has(d)) compatFamily = true;
    if (a === Oid.unknown || !isPolymorphicType(d)) continue;
    if (d === P.anyelement || d === P.anynonarray || d === P.anyenum) {
      if (!bindElem(a)) return 'nomatch';
    } else if (d === P.anyarray) {
      const e = arrayElementOf(a);
      if (e === undefined || !bindElem(e)) return 'nomatch';
    } else if (d === P.anyrange) {
      const spec = rangeSpecOf(a);
      if (spec === undefined || (range !== undefined && range !== a) || !bindElem(spec.subtype)) return 'nomatch';
      range = a;
    } else if (d === P.anycompatible || d === P.anycompatiblenonarray) {
      compatible.push(a);
    } else if (d === P.anycompatiblearray) {
      const e = arrayElementOf(a);
      if (e === undefined) return 'nomatch';
      compatible.push(e);
    } else if (d === P.anycompatiblerange) {
      const spec = rangeSpecOf(a);
      if (spec === undefined || (compatRange !== undefined && compatRange !== a)) return 'nomatch';
      compatRange = a;
      compatible.push(spec.subtype);
    } else {
      // anymultirange / anycompatiblemultirange: pgsqlite resolves no multirange argument
      return 'nomatch';
    }
  }
  if (anyFamily && elem === undefined) return 'undetermined';
  if (elem !== undefined) {
    const e = elem;
    if (pairs.some((p) => p.declared === P.anynonarray) && arrayElementOf(e) !== undefined) return 'nomatch';
    if (pairs.some((p) => p.declared === P.anyenum) && planType(e)?.category !== 'E') return 'nomatch';
  }
  let common: number | undefined;
  if (compatFamily) {
    // the anycompatiblerange's subtype is the common type; else select_common_type (text for none)
    const spec = compatRange === undefined ? undefined : rangeSpecOf(compatRange);
    common = spec !== undefined ? spec.subtype : commonType(compatible);
    const c = common;
    if (c === undefined || compatible.some((t) => t !== c && !canCoerceImplicitly(t, c))) return 'nomatch';
    if (pairs.some((p) => p.declared === P.anycompatiblenonarray) && arrayElementOf(c) !== undefined) return 'nomatch';
  }
  return (declared) => {
    switch (declared) {
      case P.anyelement:
      case P.anynonarray:
      case P.anyenum:
        return elem ?? declared;
      case P.anyarray:
        return elem === undefined ? declared : arrayOf(elem);
      case P.anyrange:
        return range ?? declared;
      case P.anycompatible:
      case P.anycompatiblenonarray:
        return common ?? declared;
      case P.anycompatiblearray:
        return common === undefined ? declared : arrayOf(common);
      case P.anycompatiblerange:
        return compatRange ?? declared;
      default:
        return declared;
    }
  };
}

/** The array type of a resolved element type (42704 as enforce_generic_type_consistency when there is none). */
function arrayOf(elem: number): number {
  const a = arrayTypeOf(elem);
  if (a === undefined) throw new PgError('undefined_object', `could not find array type for data type ${formatType(elem, -1)}`);
  return a;
}

/** 42804: every argument given to the first family was an untyped literal (or NULL). */
export function undeterminedError(ctx: PlanCtx): PgError {
  return ctx.error('datatype_mismatch', 'could not determine polymorphic type because input has type unknown');
}

/**
 * A polymorphic user function instantiated for one call: its argument, OUT and result types
 * resolved from the call's argument types (positional ones, then named ones by name; the
 * elements a VARIADIC parameter collects each matched against its element type). The function
 * itself when it is not polymorphic.
 */
export function instantiateFunction(fn: UserFunctionDef, positional: readonly { type: number }[], named: readonly { name: string; expr: { type: number } }[], variadicCall: boolean): UserFunctionDef | 'nomatch' | 'undetermined' {
  const outs = fn.outColumns ?? [];
  if (!fn.argTypes.some(isPolymorphicType) && !isPolymorphicType(fn.returnType) && !outs.some((c) => isPolymorphicType(c.type))) return fn;
  const n = fn.argTypes.length;
  const variadic = fn.modes?.includes('v') === true && !variadicCall;
  const pairs: { declared: number; actual: number }[] = [];
  positional.forEach((a, i) => {
    const declared = variadic && i >= n - 1 ? variadicElementType(fn.argTypes[n - 1] ?? 0) : fn.argTypes[i];
    if (declared !== undefined) pairs.push({ declared, actual: a.type });
  });
  for (const a of named) {
    const i = fn.argNames.indexOf(a.name);
    const declared = i < 0 ? undefined : fn.argTypes[i];
    if (declared !== undefined) pairs.push({ declared, actual: a.expr.type });
  }
  // parameters left to their defaults still take part (an untyped value binds nothing)
  for (let i = positional.length; i < n; i++) if (!named.some((a) => fn.argNames.indexOf(a.name) === i)) pairs.push({ declared: fn.argTypes[i] ?? 0, actual: Oid.unknown });
  const bound = bindPolymorphic(pairs);
  if (typeof bound === 'string') return bound;
  return {
    ...fn,
    argTypes: fn.argTypes.map(bound),
    returnType: bound(fn.returnType),
    ...(fn.outColumns === undefined ? {} : { outColumns: fn.outColumns.map((c) => ({ ...c, type: bound(c.type) })) }),
  };
}

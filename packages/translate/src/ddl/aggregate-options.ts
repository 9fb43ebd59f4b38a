import { BUILTIN_TRANSITIONS, INTERNAL, Oid, builtinColumnIndex, builtinRows, formatType, type UserAggregateDef } from '@pgsqlite/catalog';
import { type AstNode, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';

/**
 * The parts of CREATE [OR REPLACE] AGGREGATE that PostgreSQL checks and records but pgsqlite
 * does not run (aggregatecmds.c DefineAggregate, pg_aggregate.c AggregateCreate): the parallel
 * and finalfunc_modify words, the combine / serialization / deserialization functions (looked up
 * with their fixed signatures), the moving-aggregate inverse's result type and strictness, and
 * what OR REPLACE may change.
 */

/** Recorded options of an aggregate beyond its transition functions. */
export type AggregateExtras = Pick<UserAggregateDef, 'serialfunc' | 'deserialfunc' | 'finalfuncModify' | 'parallel'>;

const BYTEA = Oid.bytea;

/** `parallel = safe | restricted | unsafe`, `finalfunc_modify = read_only | shareable | read_write` (42601 otherwise). */
export function optionWords(ctx: PlanCtx, items: ReadonlyMap<string, AstNode | undefined>): Pick<AggregateExtras, 'finalfuncModify' | 'parallel'> {
  const word = (key: string): string | undefined => {
    const n = items.get(key);
    return n === undefined ? undefined : (nodeType(n) === 'TypeName' ? String(((fieldsOf(n)['names'] as AstNode[] | undefined) ?? []).map((x) => strVal(x)).pop() ?? '') : strVal(n)).toLowerCase();
  };
  const parallel = word('parallel');
  const p = parallel === undefined ? undefined : ({ safe: 's', restricted: 'r', unsafe: 'u' } as const)[parallel as 'safe'];
  if (parallel !== undefined && p === undefined) throw ctx.error('syntax_error', 'parameter "parallel" must be SAFE, RESTRICTED, or UNSAFE');
  const modify = word('finalfunc_modify');
  const m = modify === undefined ? undefined : ({ read_only: 'r', shareable: 's', read_write: 'w' } as const)[modify as 'read_only'];
  if (modify !== undefined && m === undefined) throw ctx.error('syntax_error', 'parameter "finalfunc_modify" must be READ_ONLY, SHAREABLE, or READ_WRITE');
  return { ...(p === undefined ? {} : { parallel: p }), ...(m === undefined ? {} : { finalfuncModify: m }) };
}

/**
 * The combine, serialization and deserialization functions: combinefunc(stype, stype),
 * serialfunc(internal) and deserialfunc(bytea, internal), both or neither and only for an
 * internal state (42P13), each a built-in or user function of exactly that signature (42883).
 */
export function supportExtras(ctx: PlanCtx, items: ReadonlyMap<string, AstNode | undefined>, stype: number, text: (n: AstNode | undefined) => string): Pick<AggregateExtras, 'serialfunc' | 'deserialfunc'> {
  const serial = items.has('serialfunc') ? text(items.get('serialfunc')).toLowerCase() : undefined;
  const deserial = items.has('deserialfunc') ? text(items.get('deserialfunc')).toLowerCase() : undefined;
  if ((serial === undefined) !== (deserial === undefined)) throw ctx.error('invalid_function_definition', 'must specify both or neither of serialization and deserialization functions');
  if (serial !== undefined && stype !== INTERNAL) throw ctx.error('invalid_function_definition', `serialization functions may be specified only when the aggregate transition data type is ${formatType(INTERNAL, -1)}`);
  if (items.has('combinefunc')) requireFunction(ctx, text(items.get('combinefunc')), [stype, stype]);
  if (serial === undefined || deserial === undefined) return {};
  requireFunction(ctx, serial, [INTERNAL]);
  requireFunction(ctx, deserial, [BYTEA, INTERNAL]);
  return { serialfunc: serial, deserialfunc: deserial };
}

/** 42883 unless a user or built-in function `name` takes exactly `types`. */
function requireFunction(ctx: PlanCtx, name: string, types: readonly number[]): void {
  const parts = name.toLowerCase().split('.');
  const bare = parts.pop() ?? name;
  const schema = parts.pop();
  if (userFunctionsNamed(ctx, bare, schema).some((fn) => sameTypes(fn.argTypes, types))) return;
  if ((schema === undefined || schema === 'pg_catalog') && builtinProc(bare, types) !== undefined) return;
  throw ctx.error('undefined_function', `function ${bare}(${types.map((t) => formatType(t, -1)).join(', ')}) does not exist`);
}

/** A built-in function's pg_proc facts by name and exact argument types. */
export function builtinProc(name: string, types: readonly number[]): { strict: boolean; ret: number } | undefined {
  const at = (c: string): number => builtinColumnIndex('pg_proc', c);
  const row = builtinRows('pg_proc').find((r) => r[at('proname')] === name && sameTypes(JSON.parse(String(r[at('proargtypes')])) as number[], types));
  return row === undefined ? undefined : { strict: Number(row[at('proisstrict')]) === 1 || row[at('proisstrict')] === true, ret: Number(row[at('prorettype')]) };
}

/** What the moving-aggregate checks need of a support function. */
interface MovingSupport {
  name: string;
  oid?: number;
  ret: number;
}

/**
 * AggregateCreate's checks of a moving-aggregate pair: the inverse returns mstype (42804) and
 * both functions are equally strict (42P13).
 */
export function checkInverse(ctx: PlanCtx, msfunc: MovingSupport, minvfunc: MovingSupport, mstype: number, types: readonly number[]): void {
  const functions = ctx.catalog.userFunctions?.() ?? [];
  const facts = (s: MovingSupport): { strict: boolean; ret: number } => {
    const user = s.oid === undefined ? undefined : functions.find((fn) => fn.oid === s.oid);
    if (user !== undefined) return { strict: user.strict, ret: user.returnType };
    const sig = BUILTIN_TRANSITIONS[s.name];
    return { strict: sig?.strict ?? builtinProc(s.name, [mstype, ...types])?.strict ?? true, ret: sig?.ret ?? s.ret };
  };
  const inv = facts(minvfunc);
  if (inv.ret !== mstype) throw ctx.error('datatype_mismatch', `return type of inverse transition function ${minvfunc.name} is not ${formatType(mstype, -1)}`);
  if (facts(msfunc).strict !== inv.strict) throw ctx.error('invalid_function_definition', "strictness of aggregate's forward and inverse transition functions must match");
}

/**
 * CREATE OR REPLACE AGGREGATE over an existing routine of the same signature: a plain function
 * is 42809 "cannot change routine kind", another result type 42P13; the aggregate replaced (its
 * oid kept), or undefined when there is none. Without OR REPLACE an existing one is 42723.
 */
export function replacedAggregate(ctx: PlanCtx, replace: boolean, target: { schema: string; name: string; types: readonly number[]; star: boolean; resultType: number }): UserAggregateDef | undefined {
  const { schema, name, types, star } = target;
  const same = (ctx.catalog.userAggregates?.() ?? []).find((a) => a.schema === schema && a.name === name && a.star === star && sameTypes(a.argTypes, types));
  const fn = userFunctionsNamed(ctx, name, schema).find((f) => sameTypes(f.argTypes, types));
  if ((same !== undefined || fn !== undefined) && !replace) throw ctx.error('duplicate_function', `function "${name}" already exists with same argument types`);
  if (fn !== undefined) throw ctx.error('wrong_object_type', 'cannot change routine kind', undefined, { detail: `"${name}" is ${fn.procedure === true ? 'a procedure' : 'a function'}.` });
  if (same !== undefined && same.resultType !== target.resultType) {
    const shown = star ? '*' : types.map((t) => formatType(t, -1)).join(', ');
    throw ctx.error('invalid_function_definition', 'cannot change return type of existing function', undefined, { hint: `Use DROP AGGREGATE ${name}(${shown}) first.` });
  }
  return same;
}

function sameTypes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

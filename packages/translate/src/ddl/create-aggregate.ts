import { typeLabel } from './type-label.js';
import { Oid, isPolymorphicType, type UserFunctionDef, ANY, ANYCOMPATIBLE, ANYCOMPATIBLEARRAY, INTERNAL, BUILTIN_TRANSITIONS, BUMP_OID_SQL, CatalogClassOid, NEXT_OID_SQL, dropAggregateSql, formatType, storeAggregateSql, typeByOid, type UserAggregateDef } from '@pgsqlite/catalog';
import { refuseTempObject } from './temp-schema-objects.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import type { PlanCtx } from '../analyze/context.js';
import type { DdlPlan } from '../plan.js';
import { resolveSignatureType } from '../analyze/polymorphic-calls.js';
import { defaultSchema } from './names.js';
import { bumpVersion } from './catalog-steps.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { canCoerceImplicitly } from '../analyze/coerce.js';
import { instantiateFunction } from '../analyze/polymorphic-calls.js';
import { builtinProc, checkInverse, optionWords, replacedAggregate, supportExtras } from './aggregate-options.js';

/** The definition items CREATE AGGREGATE knows (define.c / aggregatecmds.c), old spellings mapped. */
const ALIASES: Record<string, string> = { sfunc1: 'sfunc', stype1: 'stype', initcond1: 'initcond' };
const KNOWN = new Set([
  'sfunc', 'stype', 'finalfunc', 'initcond', 'basetype', 'combinefunc', 'serialfunc', 'deserialfunc', 'msfunc', 'minvfunc', 'mstype', 'minitcond',
  'mfinalfunc', 'sortop', 'parallel', 'hypothetical', 'finalfunc_extra', 'mfinalfunc_extra', 'finalfunc_modify', 'mfinalfunc_modify', 'sspace', 'msspace',
]);

/** `name(type, …)` as messages print a function signature. */
function signature(name: string, types: readonly number[]): string {
  return `${name}(${types.map((t) => formatType(t, -1)).join(', ')})`;
}

function defText(node: AstNode | undefined): string {
  if (node === undefined) return '';
  const t = nodeType(node);
  if (t === 'TypeName') return names(fieldsOf(node)['names'] as AstNode[]).join('.');
  if (t === 'String') return strVal(node);
  if (t === 'Integer') return String(fieldsOf(node)['ival'] ?? 0);
  if (t === 'Float') return String(fieldsOf(node)['fval']);
  return strVal(node);
}

/** Does built-in function `fn` accept (state, args…) of these types? */
function accepts(fn: string, types: readonly number[]): boolean {
  const sig = BUILTIN_TRANSITIONS[fn];
  if (sig === undefined || sig.args.length !== types.length) return false;
  return sig.args.every((t, i) => t === types[i] || t === ANY || (t === ANYCOMPATIBLE && types[i] !== undefined) || (t === ANYCOMPATIBLEARRAY && (types[i] === ANYCOMPATIBLEARRAY || (typeByOid(types[i] ?? 0)?.elemOid ?? 0) !== 0)));
}

/** A support function: a built-in one pgsqlite runs, or a user function (its oid) the call folds with. */
interface Support {
  name: string;
  oid?: number;
  ret: number;
  /** A built-in function of PostgreSQL's that pgsqlite does not run as a support function */
  unsupported?: true;
}

/** A function's result type as pg_proc.prorettype has it (RETURNS a row type: that type, not record). */
function returnTypeOf(ctx: PlanCtx, fn: UserFunctionDef): number {
  return fn.rowRelation === undefined ? fn.returnType : (ctx.catalog.relationByOid(fn.rowRelation)?.rowType?.oid ?? fn.returnType);
}

/**
 * The support function `name` for (state, args…): a built-in pgsqlite runs, else a user function
 * declared with exactly these types (lookup_agg_function: 42804 when it would need a run-time
 * coercion), else 42883.
 */
function supportFunction(ctx: PlanCtx, name: string, types: readonly number[]): Support {
  const parts = name.toLowerCase().split('.');
  const bare = parts.pop() ?? name;
  const schema = parts.pop();
  const user = userFunctionsNamed(ctx, bare, schema).filter((fn) => fn.procedure !== true && fn.argTypes.length === types.length);
  const exact = user.find((fn) => fn.argTypes.every((t, i) => t === types[i]));
  if (exact !== undefined) return { name: bare, oid: exact.oid, ret: returnTypeOf(ctx, exact) };
  if (schema === undefined && accepts(bare, types)) return { name: bare, ret: BUILTIN_TRANSITIONS[bare]?.ret ?? 0 };
  const poly = polymorphicSupport(user, types);
  if (poly !== undefined) {
    if (poly.fn.argTypes.some((t, i) => t !== types[i])) throw ctx.error('datatype_mismatch', `function ${signature(bare, poly.fn.argTypes)} requires run-time type coercion`);
    return { name: bare, oid: poly.oid, ret: returnTypeOf(ctx, poly.fn) };
  }
  const coercible = user.find((fn) => fn.argTypes.every((t, i) => t === types[i] || canCoerceImplicitly(types[i] ?? 0, t)));
  if (coercible !== undefined) throw ctx.error('datatype_mismatch', `function ${signature(bare, coercible.argTypes)} requires run-time type coercion`);
  // PostgreSQL has it, pgsqlite cannot run it: refused once the definition is otherwise checked
  const known = schema === undefined || schema === 'pg_catalog' ? builtinProc(bare, types) : undefined;
  if (known !== undefined) return { name: bare, ret: known.ret, unsupported: true };
  throw ctx.error('undefined_function', `function ${signature(bare, types)} does not exist`);
}

/**
 * A polymorphic user function taking (state, args…) of these types, instantiated for them
 * (lookup_agg_function: enforce_generic_type_consistency); inputs that are themselves
 * polymorphic stay so.
 */
function polymorphicSupport(user: readonly UserFunctionDef[], types: readonly number[]): { oid: number; fn: UserFunctionDef } | undefined {
  for (const declared of user) {
    if (!declared.argTypes.some(isPolymorphicType)) continue;
    const fn = instantiateFunction(declared, types.map((t) => ({ type: isPolymorphicType(t) ? Oid.unknown : t })), [], true);
    if (typeof fn === 'string') continue;
    // an input given as a polymorphic type keeps its declared type
    return { oid: declared.oid, fn: { ...fn, argTypes: fn.argTypes.map((t, i) => (isPolymorphicType(types[i] ?? 0) ? (types[i] ?? t) : t)), returnType: isPolymorphicType(declared.returnType) && types.some(isPolymorphicType) ? declared.returnType : fn.returnType } };
  }
  return undefined;
}

/** Pseudo-types an aggregate's signature may name (they are no column types). */
const PSEUDO: Record<string, number> = { any: ANY, internal: INTERNAL, anycompatible: ANYCOMPATIBLE, anycompatiblearray: ANYCOMPATIBLEARRAY };

/** A type of the signature or definition: a pseudo-type by name, else as a column type resolves. */
function argType(ctx: PlanCtx, typeName: Fields): number {
  const parts = names(typeName['names'] as AstNode[] | undefined);
  const last = (parts[parts.length - 1] ?? '').toLowerCase();
  if (PSEUDO[last] !== undefined && (parts.length === 1 || parts[0] === 'pg_catalog') && typeName['arrayBounds'] === undefined) return PSEUDO[last];
  return resolveSignatureType(ctx, typeName).oid;
}

function typeOf(ctx: PlanCtx, node: AstNode | undefined): number {
  if (node === undefined) return 0;
  if (nodeType(node) === 'TypeName') return argType(ctx, fieldsOf(node));
  const text = defText(node);
  return argType(ctx, { names: [{ String: { sval: text.toLowerCase() === 'any' ? 'any' : text } }], typemod: -1 });
}

/** The argument types of `CREATE AGGREGATE name (args)`: [] and star for (*). */
function argTypesOf(ctx: PlanCtx, f: Fields, items: Map<string, AstNode | undefined>): { types: number[]; star: boolean; variadic?: true; argNames?: string[] } {
  if (f['oldstyle'] === true) {
    const base = items.get('basetype');
    if (base === undefined) throw ctx.error('invalid_function_definition', 'aggregate input type must be specified');
    const t = typeOf(ctx, base);
    return t === ANY ? { types: [], star: true } : { types: [t], star: false };
  }
  const args = (f['args'] as AstNode[] | undefined) ?? [];
  const list = args[0] === undefined ? [] : ((fieldsOf(args[0])['items'] as AstNode[] | undefined) ?? []);
  if (list.length === 0) return { types: [], star: true };
  const variadic = fieldsOf(list[list.length - 1] as AstNode)['mode'] === 'FUNC_PARAM_VARIADIC';
  // the number of direct arguments: -1 for a plain aggregate (a zero is omitted from the node)
  if ((args[1] === undefined ? -1 : Number(fieldsOf(args[1])['ival'] ?? 0)) >= 0) {
    const types = list.map((p) => argType(ctx, fieldsOf(p)['argType'] as Fields));
    if (f['replace'] === true) replacedKind(ctx, f, types);
    throw ctx.error('feature_not_supported', 'ordered-set aggregates are not supported by pgsqlite');
  }
  const argNames = list.map((p) => String(fieldsOf(p)['name'] ?? ''));
  return { types: list.map((p) => argType(ctx, fieldsOf(p)['argType'] as Fields)), star: false, ...(variadic ? { variadic: true as const } : {}), ...(argNames.some((n) => n !== '') ? { argNames } : {}) };
}

/** OR REPLACE of an ordinary aggregate by an ordered-set one: 42809 "cannot change routine kind". */
function replacedKind(ctx: PlanCtx, f: Fields, types: readonly number[]): void {
  const parts = names(f['defnames'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : defaultSchema(ctx);
  const same = (ctx.catalog.userAggregates?.() ?? []).find((a) => a.schema === schema && a.name === name && !a.star && a.argTypes.length === types.length && a.argTypes.every((t, i) => t === types[i]));
  if (same !== undefined) throw ctx.error('wrong_object_type', 'cannot change routine kind', undefined, { detail: `"${name}" is an ordinary aggregate function.` });
}

/** CREATE AGGREGATE name (args) (sfunc = …, stype = …, …), and the old form with basetype. */
export function planCreateAggregate(ctx: PlanCtx, f: Fields): DdlPlan {
  const parts = names(f['defnames'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? (parts[parts.length - 2] as string) : defaultSchema(ctx);
  refuseTempObject(ctx, schema, 'aggregates');
  if (schema === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in');
  if (!ctx.catalog.schemas().includes(schema)) throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`);
  const items = new Map<string, AstNode | undefined>();
  for (const node of (f['definition'] as AstNode[] | undefined) ?? []) {
    const d = fieldsOf(node);
    const raw = String(d['defname']);
    const key = ALIASES[raw] ?? raw;
    // PostgreSQL warns about an unknown attribute and goes on (the WARNING is not sent here)
    if (!KNOWN.has(key)) continue;
    items.set(key, d['arg'] as AstNode | undefined);
  }
  if (!items.has('stype')) throw ctx.error('invalid_function_definition', 'aggregate stype must be specified');
  if (!items.has('sfunc')) throw ctx.error('invalid_function_definition', 'aggregate sfunc must be specified');
  const words = optionWords(ctx, items);
  const { types, star, variadic, argNames } = argTypesOf(ctx, f, items);
  const stype = typeOf(ctx, items.get('stype'));
  const sfunc = supportFunction(ctx, defText(items.get('sfunc')), [stype, ...types]);
  if (sfunc.oid !== undefined && sfunc.ret !== stype) throw ctx.error('datatype_mismatch', `return type of transition function ${sfunc.name} is not ${typeLabel(ctx.catalog, ctx.searchPath, stype, -1)}`);
  const final = items.has('finalfunc') ? supportFunction(ctx, defText(items.get('finalfunc')), [stype]) : null;
  const mstype = items.has('mstype') ? typeOf(ctx, items.get('mstype')) : stype;
  const msfunc = items.has('msfunc') ? supportFunction(ctx, defText(items.get('msfunc')), [mstype, ...types]) : null;
  const minvfunc = items.has('minvfunc') ? supportFunction(ctx, defText(items.get('minvfunc')), [mstype, ...types]) : null;
  if ((msfunc === null) !== (minvfunc === null)) throw ctx.error('invalid_function_definition', `aggregate ${msfunc === null ? 'msfunc' : 'minvfunc'} must be specified when ${msfunc === null ? 'minvfunc' : 'msfunc'} is specified`);
  if (msfunc !== null && minvfunc !== null) checkInverse(ctx, msfunc, minvfunc, mstype, types);
  const extras = supportExtras(ctx, items, stype, defText);
  foldable(ctx, sfunc, final, msfunc, types, stype, items.has('initcond'));
  const finalName = final?.name ?? null;
  const resultType = final === null ? stype : final.ret;
  if (resultType === INTERNAL && !types.includes(INTERNAL)) {
    throw ctx.error('invalid_function_definition', 'unsafe use of pseudo-type "internal"', undefined, { detail: 'A result of type internal requires at least one input of type internal.' });
  }
  const replaced = replacedAggregate(ctx, f['replace'] === true, { schema, name, types, star, resultType });
  const refused = [sfunc, final, msfunc, minvfunc].find((s) => s?.unsupported === true);
  if (refused != null) throw ctx.error('feature_not_supported', `function ${refused.name} as an aggregate support function is not supported by pgsqlite`);
  const def: UserAggregateDef = {
    oid: 0, schema, name, argTypes: types, star, sfunc: sfunc.name, stype, finalfunc: finalName,
    initcond: items.has('initcond') ? defText(items.get('initcond')) : null,
    msfunc: msfunc?.name ?? null, minvfunc: minvfunc?.name ?? null, mstype, minitcond: items.has('minitcond') ? defText(items.get('minitcond')) : null,
    mfinalfunc: items.has('mfinalfunc') ? supportFunction(ctx, defText(items.get('mfinalfunc')), [mstype]).name : null,
    combinefunc: items.has('combinefunc') ? defText(items.get('combinefunc')).toLowerCase() : null,
    resultType,
    ...(sfunc.oid !== undefined ? { sfuncOid: sfunc.oid } : {}),
    ...(variadic === true ? { variadic } : {}),
    ...(argNames !== undefined ? { argNames } : {}),
    ...(final?.oid !== undefined ? { finalfuncOid: final.oid } : {}),
    ...words,
    ...extras,
  };
  const store = replaced === undefined ? [storeAggregateSql(def, NEXT_OID_SQL), BUMP_OID_SQL] : [storeAggregateSql(def, String(replaced.oid))];
  return { kind: 'ddl', steps: [...store, bumpVersion()], tag: 'CREATE AGGREGATE', notices: [] };
}

/** The user aggregate an ObjectWithArgs names (DROP / ALTER / COMMENT ON AGGREGATE), or undefined. */
export function findAggregate(ctx: PlanCtx, of: Fields): UserAggregateDef | undefined {
  const parts = names(of['objname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const all = (ctx.catalog.userAggregates?.() ?? []).filter((a) => a.name === name && (schema === undefined ? ctx.searchPath.includes(a.schema) : a.schema === schema));
  const args = ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => argType(ctx, fieldsOf(t)));
  if (of['args_unspecified'] === true) return all[0];
  return all.find((a) => (args.length === 0 ? a.star || a.argTypes.length === 0 : a.argTypes.length === args.length && a.argTypes.every((t, i) => t === args[i] || (t === ANY && args[i] === ANY))));
}

/** The user aggregate an ObjectWithArgs names, or 42883 `aggregate name(types) does not exist` (COMMENT ON AGGREGATE, …). */
export function requireAggregate(ctx: PlanCtx, of: Fields): UserAggregateDef {
  const found = findAggregate(ctx, of);
  if (found !== undefined) return found;
  const parts = names(of['objname'] as AstNode[]);
  const args = ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => argType(ctx, fieldsOf(t)));
  throw ctx.error('undefined_function', `aggregate ${parts.join('.')}(${args.length === 0 ? '*' : args.map((t) => formatType(t, -1)).join(', ')}) does not exist`);
}

/** DROP AGGREGATE [IF EXISTS] name(args), …; null for other DROPs. */
export function planDropAggregate(ctx: PlanCtx, f: Fields): DdlPlan | null {
  if (f['removeType'] !== 'OBJECT_AGGREGATE') return null;
  const steps: string[] = [];
  const notices: string[] = [];
  for (const node of (f['objects'] as AstNode[] | undefined) ?? []) {
    const of = fieldsOf(node);
    const found = findAggregate(ctx, of);
    const parts = names(of['objname'] as AstNode[]);
    const args = ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => argType(ctx, fieldsOf(t)));
    const shown = `${parts.join('.')}(${args.length === 0 ? '*' : args.map((t) => formatType(t, -1)).join(', ')})`;
    if (found === undefined) {
      if (f['missing_ok'] === true) {
        // TypeNameListToString: the types as written
        const written = ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => names(fieldsOf(t)['names'] as AstNode[]).join('.'));
        notices.push(`aggregate ${parts.join('.')}(${written.length === 0 ? '*' : written.join(',')}) does not exist, skipping`);
        continue;
      }
      throw ctx.error('undefined_function', `aggregate ${shown} does not exist`);
    }
    steps.push(dropAggregateSql(found.oid), `DELETE FROM _pgsqlite_description WHERE objoid = ${found.oid} AND classoid = ${CatalogClassOid.pg_proc}`);
  }
  return { kind: 'ddl', steps: steps.length > 0 ? [...steps, bumpVersion()] : [], tag: 'DROP AGGREGATE', notices };
}

/**
 * An aggregate whose transition function is a user function is folded in the query that calls
 * it (analyze/fn-fold-aggregates.ts): its final function must then be a user function too, it has
 * no moving-aggregate form, and a strict transition function without an initial value takes the
 * first input as its state (aggregatecmds.c: 42P13 when that input is not of the state type).
 */
function foldable(ctx: PlanCtx, sfunc: Support, final: Support | null, msfunc: Support | null, types: readonly number[], stype: number, initcond: boolean): void {
  const anyUser = sfunc.oid !== undefined || final?.oid !== undefined || msfunc?.oid !== undefined;
  if (!anyUser) return;
  if (sfunc.oid === undefined || (final !== null && final.oid === undefined) || msfunc !== null) {
    throw ctx.error('feature_not_supported', 'an aggregate mixing user-defined and built-in support functions (or with a moving-aggregate form over a user function) is not supported by pgsqlite');
  }
  const fn = ctx.catalog.userFunctions?.().find((f) => f.oid === sfunc.oid);
  if (fn?.strict === true && !initcond && types[0] !== stype) {
    throw ctx.error('invalid_function_definition', 'must not omit initial value when transition function is strict and transition type is not compatible with input type');
  }
}

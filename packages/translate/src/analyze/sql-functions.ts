import { whileInlinedWithConfig } from '../ddl/function-config.js';
import { isComposite } from './composite.js';
import { formatType } from '@pgsqlite/catalog';
import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf, locationOf, nodeType } from '../parse/ast.js';
import type { PlanCtx } from './context.js';
import { canCoerceImplicitly, coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import { type ExprEnv, translateExpr } from './expr.js';
import { Scope } from './scope.js';
import { arrayElementOf } from './arrays.js';
import { isString, typeName } from './types.js';
import { queryFunctionValue } from '../stmt/user-function-rows.js';
import { instantiateFunction, undeterminedError } from './polymorphic-calls.js';
import { isPlFunction } from '../plpgsql/pl-call.js';
import { plScalarCall } from '../plpgsql/pl-call-sites.js';

/**
 * Calls of user-defined SQL functions (CREATE FUNCTION … LANGUAGE sql): the body's result
 * expression is inlined at plan time. Its parameters ($n or by name) become the translated
 * argument expressions (AST to AST: they are spliced in as `PgsqliteArg` nodes that
 * `translateExpr` hands back unchanged), the result is coerced to the declared return type,
 * and a STRICT function is NULL when any argument is NULL.
 */

/** The AST node type standing for an already translated argument inside an inlined body. */
export const INLINED_ARG = 'PgsqliteArg';

/** Functions whose bodies are being inlined right now (a recursive call is 0A000). */
const inlining: number[] = [];

/** Visible user functions named `name` (in `schema`, or along the search path). */
export function userFunctionsNamed(ctx: PlanCtx, name: string, schema: string | undefined): UserFunctionDef[] {
  const all = ctx.catalog.userFunctions?.() ?? [];
  if (all.length === 0) return [];
  const schemas = schema !== undefined ? [schema] : ctx.searchPath;
  return all.filter((fn) => fn.name === name && schemas.includes(fn.schema));
}

/**
 * Translates a call of a user SQL function; undefined when no user function of that name is
 * visible (the built-in functions are tried next).
 */
export function translateUserFunctionCall(f: Fields, parts: readonly string[], env: ExprEnv): Expr | undefined {
  const chosen = chooseUserFunction(f, parts, env);
  if (chosen === undefined) return undefined;
  const pl = plScalarCall(env, chosen.fn, chosen.slots, f);
  if (pl !== undefined) return pl;
  if (chosen.fn.dml !== undefined) {
    throw env.scope.ctx.error('feature_not_supported', `function ${chosen.fn.name}: a SQL function with an INSERT/UPDATE/DELETE body is supported by pgsqlite only when called in a SELECT list without FROM, next to constants (SELECT ${chosen.fn.name}(…))`, f['location'] as number | undefined);
  }
  if (chosen.fn.query !== undefined) return queryFunctionValue(env, chosen.fn, callArguments(env.scope.ctx, chosen.fn, chosen.slots), f);
  return inlineCall(env.scope.ctx, chosen.fn, chosen.slots);
}

/**
 * The user function a call names, with its arguments in declaration order (undefined: the
 * default); undefined when no user function of that name is visible; 42883/42725 as PostgreSQL.
 */
export function chooseUserFunction(f: Fields, parts: readonly string[], env: ExprEnv): { fn: UserFunctionDef; slots: (Expr | undefined)[] } | undefined {
  const ctx = env.scope.ctx;
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  if (schema === 'pg_catalog') return undefined;
  const candidates = userFunctionsNamed(ctx, name, schema);
  // A name qualified with a user schema is never a built-in: 42883 with the argument types.
  if (candidates.length === 0 && schema === undefined) return undefined;
  // pg_temp names the session's temporary schema once it has one (namespace.c LookupExplicitNamespace;
  // before, 3F000); no function is ever created there (ddl/temp-schema-objects.ts): 42883 below.
  const tempSchema = schema === 'pg_temp' && ctx.searchPath.some((s) => s.startsWith('pg_temp_'));
  if (schema !== undefined && schema !== 'information_schema' && !tempSchema && !ctx.catalog.schemas().includes(schema)) {
    throw ctx.error('invalid_schema_name', `schema "${schema}" does not exist`, f['location'] as number | undefined);
  }
  const location = f['location'] as number | undefined;
  // As ParseFuncOrColumn for a plain function called like an aggregate or window function.
  const misuse = f['agg_star'] && candidates.some((fn) => fn.argTypes.length === 0) ? `${name}(*)` : f['agg_distinct'] ? 'DISTINCT' : f['agg_within_group'] ? 'WITHIN GROUP' : f['agg_order'] ? 'ORDER BY' : f['agg_filter'] ? 'FILTER' : undefined;
  if (misuse !== undefined) throw ctx.error('wrong_object_type', `${misuse} specified, but ${name} is not an aggregate function`, location);
  if (f['over']) throw ctx.error('wrong_object_type', `OVER specified, but ${name} is not a window function nor an aggregate function`, location);
  const positional: Expr[] = [];
  const named: { name: string; expr: Expr }[] = [];
  for (const node of (f['args'] as AstNode[] | undefined) ?? []) {
    if (nodeType(node) === 'NamedArgExpr') {
      const nf = fieldsOf(node);
      named.push({ name: String(nf['name']), expr: translateExpr(nf['arg'] as AstNode, env) });
    } else {
      if (named.length > 0) throw ctx.error('syntax_error', 'positional argument cannot follow named argument', locationOf(node));
      positional.push(translateExpr(node, env));
    }
  }
  // As func_select_candidate: most exact type matches, then unknown literals taken as a string type.
  let best: { fn: UserFunctionDef; slots: (Expr | undefined)[]; score: number }[] = [];
  let undetermined = false;
  for (const declared of candidates) {
    // a polymorphic function takes this call's types (polymorphic-calls.ts)
    const fn = instantiateFunction(declared, positional, named, f['func_variadic'] === true);
    if (fn === 'nomatch') continue;
    if (fn === 'undetermined') {
      undetermined = true;
      continue;
    }
    const slots = bindArguments(fn, variadicItems(fn, positional, named, f['func_variadic'] === true, env), named);
    if (slots === undefined) continue;
    const score = slots.reduce((n, e, i) => n + (e === undefined ? 0 : e.type === declared.argTypes[i] ? 2 : e.type === Oid.unknown && isString(declared.argTypes[i] ?? 0) ? 1 : 0), 0);
    if (best.length === 0 || score > (best[0]?.score ?? 0)) best = [{ fn, slots, score }];
    else if (score === best[0]?.score) best.push({ fn, slots, score });
  }
  const sig = [...positional.map((a) => typeName(a.type)), ...named.map((n) => `${n.name} => ${typeName(n.expr.type)}`)].join(', ');
  if (best.length > 1) {
    throw ctx.error('ambiguous_function', `function ${parts.join('.')}(${sig}) is not unique`, location, {
      hint: 'Could not choose a best candidate function. You might need to add explicit type casts.',
    });
  }
  const chosen = best[0];
  if (chosen !== undefined) {
    checkCallable(ctx, chosen.fn, location);
    return chosen;
  }
  if (undetermined) throw undeterminedError(ctx);
  throw ctx.error('undefined_function', `function ${parts.join('.')}(${sig}) does not exist`, location, {
    hint: 'No function matches the given name and argument types. You might need to add explicit type casts.',
  });
}

/**
 * The positional arguments with those a VARIADIC parameter collects packed into one array
 * (`f(1, 2, 3)`); `f(VARIADIC arr)` passes the array itself. Undefined when the call cannot match:
 * VARIADIC given to a function without one, no element for it, a named argument to it without
 * VARIADIC, an element not implicitly coercible to its element type.
 */
function variadicItems(fn: UserFunctionDef, positional: readonly Expr[], named: readonly { name: string }[], variadicCall: boolean, env: ExprEnv): readonly Expr[] | undefined {
  const n = fn.argTypes.length;
  const variadic = fn.modes?.includes('v') === true;
  if (variadicCall || !variadic) return variadicCall && !variadic ? undefined : positional;
  if (positional.length < n || named.some((a) => fn.argNames.indexOf(a.name) === n - 1)) return undefined;
  const elem = arrayElementOf(fn.argTypes[n - 1] ?? 0);
  const items = positional.slice(n - 1);
  if (elem === undefined || items.some((e) => !canCoerceImplicitly(e.type, elem))) return undefined;
  const ctx = env.scope.ctx;
  const elements = items.map((e) => ({ [INLINED_ARG]: { expr: coerce(ctx, e, elem, -1, 'implicit') } }));
  const packed = translateExpr({ A_ArrayExpr: { elements, location: -1 } }, env);
  return [...positional.slice(0, n - 1), packed];
}

/** Arguments in declaration order (undefined: use the default), or undefined when the call does not match. */
function bindArguments(fn: UserFunctionDef, positional: readonly Expr[] | undefined, named: readonly { name: string; expr: Expr }[]): (Expr | undefined)[] | undefined {
  const n = fn.argTypes.length;
  if (positional === undefined) return undefined;
  if (positional.length > n) return undefined;
  const slots: (Expr | undefined)[] = [...positional, ...new Array<undefined>(n - positional.length)];
  for (const a of named) {
    const i = fn.argNames.indexOf(a.name);
    if (i < 0 || slots[i] !== undefined) return undefined;
    slots[i] = a.expr;
  }
  for (let i = 0; i < n; i++) {
    const e = slots[i];
    if (e === undefined) {
      if ((fn.argDefaults[i] ?? null) === null) return undefined;
    } else if (!canCoerceImplicitly(e.type, fn.argTypes[i] ?? Oid.unknown) && !rowToCompositeArg(e, fn.argTypes[i] ?? Oid.unknown)) {
      return undefined;
    }
  }
  return slots;
}

/** A row constructor passed for a composite parameter (parse_coerce.c can_coerce_type: RECORD to a complex type, coerce_record_to_complex). */
function rowToCompositeArg(e: Expr, type: number): boolean {
  return e.type === Oid.record && e.recordFields !== undefined && isComposite(type);
}

/** A procedure, a body pgsqlite cannot run, or a recursive call: the errors of calling it. */
function checkCallable(ctx: PlanCtx, fn: UserFunctionDef, location: number | undefined): void {
  if (inlining.includes(fn.oid)) {
    throw ctx.error('feature_not_supported', `recursive SQL function ${fn.name} is not supported by pgsqlite`, location);
  }
  if (fn.procedure === true) throw ctx.error('wrong_object_type', `${fn.name}(${fn.argTypes.map((t) => formatType(t, -1)).join(', ')}) is a procedure`, location, { hint: 'To call a procedure, use CALL.' });
  if (fn.unsupported !== undefined && !isPlFunction(fn)) throw ctx.error('feature_not_supported', fn.unsupported.startsWith('trigger functions') ? fn.unsupported : `function ${fn.name}: ${fn.unsupported} are not supported by pgsqlite`, location);
}

/** The call's arguments coerced to the declared types, defaults filled in. */
export function callArguments(ctx: PlanCtx, fn: UserFunctionDef, slots: readonly (Expr | undefined)[]): Expr[] {
  const bodyScope = new Scope(ctx);
  return slots.map((e, i) => {
    const type = fn.argTypes[i] ?? Oid.text;
    if (e !== undefined) return coerce(ctx, e, type, -1, 'implicit');
    return coerce(ctx, translateExpr(JSON.parse(fn.argDefaults[i] ?? 'null') as AstNode, { scope: bodyScope }), type, -1, 'assignment');
  });
}

/** How many function bodies are being inlined around the current one. */
export function inliningDepth(): number {
  return inlining.length;
}

/** Runs `body` with `fn` marked as being inlined (a call of it inside is 0A000). */
export function whileInlining<T>(fn: UserFunctionDef, body: () => T): T {
  inlining.push(fn.oid);
  try {
    return body();
  } finally {
    inlining.pop();
  }
}

function inlineCall(ctx: PlanCtx, fn: UserFunctionDef, slots: readonly (Expr | undefined)[]): Expr {
  const args = callArguments(ctx, fn, slots);
  inlining.push(fn.oid);
  let body: Expr;
  try {
    body = whileInlinedWithConfig(ctx, fn, () => inlineBody(ctx, fn, JSON.parse(fn.body) as AstNode, args));
  } finally {
    inlining.pop();
  }
  let sql = body.sql;
  if (fn.strict && args.length > 0) {
    const nullable = args.filter((a) => !(a.constant && a.constant.value !== null));
    if (args.some((a) => a.isNull)) sql = 'NULL';
    else if (nullable.length > 0) sql = `(CASE WHEN ${nullable.map((a) => `(${a.sql}) IS NULL`).join(' OR ')} THEN NULL ELSE ${sql} END)`;
  }
  return { sql, type: body.type, typmod: body.typmod, name: fn.name, nameStrength: 2, hasAgg: args.some((a) => a.hasAgg) };
}

/**
 * Translates a function's body expression with its parameters bound to `args` and coerces it to
 * the declared return type (42P13 when it cannot be, as check_sql_fn_retval).
 */
export function inlineBody(ctx: PlanCtx, fn: Pick<UserFunctionDef, 'name' | 'argNames' | 'returnType'>, body: AstNode, args: readonly Expr[]): Expr {
  const bound = bindParameters(body, fn.name, fn.argNames, args);
  const e = translateExpr(bound, { scope: new Scope(ctx) });
  if (e.type !== fn.returnType && e.type !== Oid.unknown && !e.isNull) {
    try {
      return coerce(ctx, e, fn.returnType, -1, 'assignment');
    } catch (err) {
      if (err instanceof PgError && err.fields.code === '42804') {
        throw new PgError('invalid_function_definition', `return type mismatch in function declared to return ${typeName(fn.returnType)}`, {
          detail: `Actual return type is ${typeName(e.type)}.`,
        });
      }
      throw err;
    }
  }
  return coerce(ctx, e, fn.returnType, -1, 'assignment');
}

/**
 * Replaces ParamRef $n and ColumnRefs naming a parameter (or fn.param) with the arguments
 * (ParamRefs only when `argNames` is empty: query bodies resolve names through the scope).
 */
export function bindParameters(node: unknown, fnName: string, argNames: readonly string[], args: readonly Expr[]): AstNode {
  return walk(node) as AstNode;
  function walk(n: unknown): unknown {
    if (Array.isArray(n)) return n.map(walk);
    if (n === null || typeof n !== 'object') return n;
    const obj = n as Record<string, unknown>;
    const keys = Object.keys(obj);
    if (keys.length === 1 && keys[0] === 'ParamRef') {
      const i = Number((obj['ParamRef'] as Fields)['number']) - 1;
      const arg = args[i];
      if (arg !== undefined) return { [INLINED_ARG]: { expr: arg } };
    }
    if (keys.length === 1 && keys[0] === 'ColumnRef') {
      const fields = ((obj['ColumnRef'] as Fields)['fields'] as AstNode[] | undefined) ?? [];
      const strs = fields.map((x) => (nodeType(x) === 'String' ? String(fieldsOf(x)['sval']) : undefined));
      const param = strs.length === 1 ? strs[0] : strs.length === 2 && strs[0] === fnName ? strs[1] : undefined;
      const i = param === undefined || param === '' ? -1 : argNames.indexOf(param);
      const arg = args[i];
      if (i >= 0 && arg !== undefined) return { [INLINED_ARG]: { expr: arg } };
      // `p.f`: a field of a composite parameter p (the body has no FROM item p could name)
      const field = fields[1];
      const row = strs.length === 2 && strs[0] !== fnName && strs[0] !== '' ? args[argNames.indexOf(strs[0] ?? '')] : undefined;
      if (row !== undefined && field !== undefined) return { A_Indirection: { arg: { [INLINED_ARG]: { expr: row } }, indirection: [field] } };
    }
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = walk(obj[k]);
    return out;
  }
}

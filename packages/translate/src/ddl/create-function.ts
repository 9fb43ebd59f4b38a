import { booleanOf, configSearchPath, functionExtras, numberOf, parallelOf, volatilityOf } from './function-config.js';
import { PgError } from '@pgsqlite/errors';
import { BUMP_OID_SQL, NEXT_OID_SQL, Oid, POLYMORPHIC_TYPES, isPolymorphicType, storeFunctionSql, type UserFunctionDef } from '@pgsqlite/catalog';
import { checkPolymorphicResult, resolveSignatureType, variadicElementType } from '../analyze/polymorphic-calls.js';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import type { Expr } from '../analyze/expr-types.js';
import { inlineBody, userFunctionsNamed } from '../analyze/sql-functions.js';
import { typeName } from '../analyze/types.js';
import { parseBody } from '../parse/parser.js';
import { lexOf } from '../parse/string-conform.js';
import type { DdlPlan, DoPlan } from '../plan.js';
import { planPlFunction } from './create-pl-function.js';
import { planSqlProcedure } from './create-sql-procedure.js';
import { bumpVersion } from './catalog-steps.js';
import { type QueryFunctionShape, checkQueryFunction, outputsReturnType, queryBody, rowTypeRelation, voidDmlFunctionBody } from './create-function-query.js';
import { defaultSchema } from './names.js';
import { refuseTempObject } from './temp-schema-objects.js';
import { type ProposedRoutine, checkReplacement } from './replace-function-checks.js';

/**
 * CREATE [OR REPLACE] FUNCTION … LANGUAGE sql whose body is one result expression:
 * `AS 'SELECT expr'`, `RETURN expr` or `BEGIN ATOMIC SELECT expr; END`. The body is checked
 * as PostgreSQL's validator does (42703/42883 inside it, 42P13 for a return type mismatch) and
 * stored as its expression AST in `_pgsqlite_proc`; calls inline it (analyze/sql-functions.ts).
 */
export function planCreateFunction(ctx: PlanCtx, f: Fields): DdlPlan | DoPlan {
  const parts = names(f['funcname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  refuseTempObject(ctx, parts.length > 1 ? parts[parts.length - 2] : undefined, f['is_procedure'] === true ? 'procedures' : 'functions');
  const schema = schemaFor(ctx, parts);
  const options = new Map<string, Fields>();
  for (const o of (f['options'] as AstNode[] | undefined) ?? []) options.set(String(fieldsOf(o)['defname']), fieldsOf(o));
  const body = f['sql_body'] as AstNode | undefined;
  const language = options.has('language') ? strVal(options.get('language')?.['arg'] as AstNode).toLowerCase() : body ? 'sql' : undefined;
  if (language === undefined) throw ctx.error('invalid_function_definition', 'no language specified');
  if (language !== 'sql' && language !== 'plpgsql') {
    throw ctx.error('feature_not_supported', `CREATE FUNCTION … LANGUAGE ${language} is not supported by pgsqlite (only LANGUAGE sql and plpgsql)`, options.get('language')?.['location'] as number | undefined);
  }
  const argTypes: number[] = [];
  const argNames: string[] = [];
  const argDefaults: (string | null)[] = [];
  const outColumns: { name: string; type: number; typmod: number }[] = [];
  const modes: ParamMode[] = [];
  for (const p of (f['parameters'] as AstNode[] | undefined) ?? []) {
    const pf = fieldsOf(p);
    const mode = PARAM_MODES[String(pf['mode'] ?? 'FUNC_PARAM_DEFAULT')] ?? 'i';
    const location = (pf['argType'] as Fields)['location'] as number;
    const t = resolveSignatureType(ctx, pf['argType'] as Fields);
    if (modes.includes('v') && mode !== 'o' && mode !== 't') throw ctx.error('invalid_function_definition', 'VARIADIC parameter must be the last input parameter', location);
    modes.push(mode);
    // OUT, INOUT and TABLE parameters are the result's columns.
    if (mode === 'o' || mode === 't' || mode === 'b') outColumns.push({ name: String(pf['name'] ?? ''), type: t.oid, typmod: -1 });
    if (mode === 'o' || mode === 't') continue;
    if (mode === 'v' && variadicElementType(t.oid) === undefined) throw ctx.error('invalid_function_definition', 'VARIADIC parameter must be an array', location);
    argTypes.push(t.oid);
    argNames.push(String(pf['name'] ?? ''));
    const def = pf['defexpr'] as AstNode | undefined;
    if (def === undefined && argDefaults.some((d) => d !== null)) {
      throw ctx.error('invalid_function_definition', 'input parameters after one with a default value must also have defaults', location);
    }
    argDefaults.push(def === undefined ? null : JSON.stringify(stripLocations(def)));
  }
  const procedure = f['is_procedure'] === true;
  const outputs = outColumns.length > 0;
  const rt = (f['returnType'] as Fields | undefined) ?? (procedure ? { names: [{ String: { sval: 'void' } }] } : outputs ? { names: [] } : undefined);
  if (rt === undefined) throw ctx.error('invalid_function_definition', 'function result type must be specified', ctx.stmt.location);
  const polyResult = !outputs && !isTriggerType(rt) && isPolymorphicType(resolvePolymorphicName(ctx, rt));
  const rowRelation = outputs || isTriggerType(rt) || polyResult ? undefined : rowTypeRelation(ctx, rt);
  const returnType = isTriggerType(rt) ? TRIGGER_OID : rowRelation !== undefined ? Oid.record : outputs ? (procedure ? Oid.record : outputsReturnType(ctx, f, outColumns)) : resolveSignatureType(ctx, rt).oid;
  checkPolymorphicResult(ctx, argTypes, [returnType, ...outColumns.map((c) => c.type)]);
  // PostgreSQL's validator does not analyze the body of a function with polymorphic arguments
  const polymorphic = argTypes.some(isPolymorphicType);
  if (language === 'plpgsql') {
    const plModes = modes.some((m) => m !== 'i') ? { modes } : {};
    // a procedure keeps its OUT/INOUT parameters too: CALL declares them and returns their row
    const rows = { ...(outputs ? { outColumns } : {}), ...(rowRelation !== undefined ? { rowRelation } : {}) };
    return planPlFunction(ctx, f, { schema, name, argTypes, argNames, argDefaults, returnType, setof: rt['setof'] === true, options, procedure, ...plModes, ...rows });
  }
  if (procedure) return planSqlProcedure(ctx, f, { schema, name, argTypes, argNames, argDefaults, returnType, options, ...(modes.some((m) => m !== 'i') ? { modes } : {}), ...(outputs ? { outColumns } : {}) });
  // Bodies pgsqlite cannot inline are created as PostgreSQL creates them; calling one is 0A000.
  const setof = rt['setof'] === true;
  // RETURNS [SETOF] record: the body's one query, its columns declared where it is called
  const rows = setof || outputs || rowRelation !== undefined || returnType === Oid.record;
  // ProcedureCreate checks the replaced function before the validator reads the body
  const existing = existingFunction(ctx, f, schema, name, argTypes, { argNames, argDefaults, returnType, setof, procedure: false, outColumns: outputs ? outColumns : undefined });
  let unsupported = rows ? undefined : returnType === Oid.void || returnType === Oid.record || returnType === TRIGGER_OID ? `SQL functions returning ${typeName(returnType)}` : undefined;
  let dml: string | undefined;
  if (returnType === Oid.void && !rows) {
    const v = voidDmlFunctionBody(ctx, f, options, { name, argNames, argTypes });
    if (v !== undefined) {
      dml = JSON.stringify(stripLocations(v.stmt));
      unsupported = undefined;
    }
  }
  let bodyJson = 'null';
  let prosrc = sqlBodyText(f, options);
  let query: string | undefined;
  const shape: QueryFunctionShape = { name, argNames, argTypes, returnType, ...(setof ? { setof: true as const } : {}), ...(outputs ? { outColumns } : {}), ...(rowRelation !== undefined ? { rowRelation } : {}) };
  // A body that is one query (FROM, WHERE, …): inlined as a subquery (user-function-rows.ts).
  const asQuery = (): void => {
    const q = queryBody(ctx, f, options);
    const checked = q === undefined ? `SQL function bodies ${rows ? 'returning rows ' : ''}other than one SELECT` : polymorphic ? undefined : checkQueryFunction(q.ctx, shape, q.stmt);
    if (checked !== undefined || q === undefined) unsupported = checked;
    else {
      query = JSON.stringify(stripLocations(q.stmt));
      prosrc = q.prosrc;
    }
  };
  // the validator runs under the function's SET clauses (ProcedureCreate applies proconfig)
  const extras = functionExtras(ctx, f, setof);
  const path = configSearchPath(ctx, extras.config);
  ctx.withSearchPath(path, () => {
    if (rows && unsupported === undefined) asQuery();
    else if (unsupported === undefined && dml === undefined) {
      try {
        const parsed = bodyExpression(ctx, f, options);
        // Check the body as PostgreSQL's SQL function validator does: parameters typed as declared.
        const params: Expr[] = argTypes.map((t, i) => ({ sql: '(NULL)', type: t, typmod: -1, name: argNames[i] || '?column?' }));
        if (!polymorphic) parsed.exprCtx.withSearchPath(path, () => inlineBody(parsed.exprCtx, { name, argNames, returnType }, parsed.expr, params));
        bodyJson = JSON.stringify(stripLocations(parsed.expr));
        prosrc = parsed.prosrc;
      } catch (e) {
        if (!(e instanceof PgError) || e.fields.code !== '0A000') throw e;
        asQuery();
      }
    }
  });
  const def: UserFunctionDef = {
    oid: existing?.oid ?? 0,
    schema,
    name,
    argTypes,
    argNames,
    argDefaults,
    returnType,
    ...functionOptions(options),
    ...extras,
    body: bodyJson,
    prosrc,
    ...(setof ? { setof: true as const } : {}),
    ...(modes.some((m) => m !== 'i') ? { modes } : {}),
    ...(outputs ? { outColumns } : {}),
    ...(outputs && rt['setof'] === true && (f['parameters'] as AstNode[]).some((p) => fieldsOf(p)['mode'] === 'FUNC_PARAM_TABLE') ? { returnsTable: true as const } : {}),
    ...(rowRelation !== undefined ? { rowRelation } : {}),
    ...(query === undefined ? {} : { query }),
    ...(dml === undefined ? {} : { dml }),
    ...(unsupported === undefined ? {} : { unsupported }),
  };
  return storePlan(def, existing);
}

/** The routine being replaced (42723 without OR REPLACE; the refusals of replace-function-checks.ts). */
export function existingFunction(ctx: PlanCtx, f: Fields, schema: string, name: string, argTypes: readonly number[], next: ProposedRoutine): UserFunctionDef | undefined {
  const existing = userFunctionsNamed(ctx, name, schema).find((fn) => sameTypes(fn.argTypes, argTypes));
  if (existing && !f['replace']) throw ctx.error('duplicate_function', `function "${name}" already exists with same argument types`);
  if (existing) checkReplacement(ctx, existing, next);
  return existing;
}

/** Stores (or replaces) the function row. */
export function storePlan(def: UserFunctionDef, existing: UserFunctionDef | undefined): DdlPlan {
  const steps = existing ? [storeFunctionSql(def, String(existing.oid))] : [storeFunctionSql(def, NEXT_OID_SQL), BUMP_OID_SQL];
  return { kind: 'ddl', steps: [...steps, bumpVersion()], tag: def.procedure === true ? 'CREATE PROCEDURE' : 'CREATE FUNCTION', notices: [] };
}

/** The options every function row records (volatility, STRICT, PARALLEL, SECURITY DEFINER, COST). */
export function functionOptions(options: Map<string, Fields>): Pick<UserFunctionDef, 'volatility' | 'strict' | 'parallel' | 'securityDefiner' | 'cost'> {
  return {
    volatility: volatilityOf(options.get('volatility')),
    strict: booleanOf(options.get('strict')),
    parallel: parallelOf(options.get('parallel')),
    securityDefiner: booleanOf(options.get('security')),
    cost: options.has('cost') ? numberOf(options.get('cost') as Fields) : 100,
  };
}

const TRIGGER_OID = 2279;

type ParamMode = NonNullable<UserFunctionDef['modes']>[number];

/** pg_proc.proargmodes letter of each FunctionParameter mode. */
const PARAM_MODES: Record<string, ParamMode> = {
  FUNC_PARAM_DEFAULT: 'i',
  FUNC_PARAM_IN: 'i',
  FUNC_PARAM_OUT: 'o',
  FUNC_PARAM_INOUT: 'b',
  FUNC_PARAM_VARIADIC: 'v',
  FUNC_PARAM_TABLE: 't',
};

/** The OID of a RETURNS type naming a polymorphic pseudo-type (0 for any other type). */
function resolvePolymorphicName(ctx: PlanCtx, rt: Fields): number {
  if (!Array.isArray(rt['names']) || rt['arrayBounds'] !== undefined) return 0;
  const parts = names(rt['names'] as AstNode[]);
  const last = parts[parts.length - 1] ?? '';
  return POLYMORPHIC_NAMES.has(last) && (parts.length === 1 || parts[0] === 'pg_catalog') ? resolveSignatureType(ctx, rt).oid : 0;
}

const POLYMORPHIC_NAMES: ReadonlySet<string> = new Set(Object.keys(POLYMORPHIC_TYPES));

/** RETURNS trigger (a pseudo-type the type registry does not hold). */
function isTriggerType(rt: Fields): boolean {
  if (!Array.isArray(rt['names'])) return false;
  const parts = names(rt['names'] as AstNode[]);
  return parts[parts.length - 1] === 'trigger' && (parts.length === 1 || parts[0] === 'pg_catalog') && rt['arrayBounds'] === undefined;
}

/** pg_proc.prosrc of an `AS '…'` body ('' for BEGIN ATOMIC / RETURN bodies). */
function sqlBodyText(f: Fields, options: Map<string, Fields>): string {
  if (f['sql_body'] !== undefined) return '';
  const arg = options.get('as')?.['arg'] as AstNode | undefined;
  if (arg === undefined) return '';
  const first = nodeType(arg) === 'List' ? ((fieldsOf(arg)['items'] as AstNode[] | undefined) ?? [])[0] : arg;
  return first === undefined ? '' : strVal(first);
}

function schemaFor(ctx: PlanCtx, parts: readonly string[]): string {
  if (parts.length > 1) {
    const s = parts[parts.length - 2] ?? '';
    if (!ctx.catalog.schemas().includes(s)) throw ctx.error('invalid_schema_name', `schema "${s}" does not exist`);
    return s;
  }
  const s = defaultSchema(ctx);
  if (s === undefined) throw ctx.error('invalid_schema_name', 'no schema has been selected to create in');
  return s;
}

/** The body's result expression, the text pg_proc.prosrc shows, and the context its locations refer to. */
function bodyExpression(ctx: PlanCtx, f: Fields, options: Map<string, Fields>): { expr: AstNode; prosrc: string; exprCtx: PlanCtx } {
  const sqlBody = f['sql_body'] as AstNode | undefined;
  if (sqlBody !== undefined) {
    if (nodeType(sqlBody) === 'ReturnStmt') return { expr: fieldsOf(sqlBody)['returnval'] as AstNode, prosrc: '', exprCtx: ctx };
    const outer = (fieldsOf(sqlBody)['items'] as AstNode[] | undefined) ?? [];
    const stmts = outer.flatMap((l) => ((nodeType(l) === 'List' ? fieldsOf(l)['items'] : [l]) as AstNode[] | undefined) ?? []);
    if (stmts.length !== 1) throw unsupportedBody(ctx);
    return { expr: selectExpression(ctx, stmts[0] as AstNode), prosrc: '', exprCtx: ctx };
  }
  const as = options.get('as');
  const items = as ? ((nodeType(as['arg'] as AstNode) === 'List' ? fieldsOf(as['arg'] as AstNode)['items'] : [as['arg']]) as AstNode[]) : [];
  if (items.length !== 1) throw ctx.error('invalid_function_definition', 'no function body specified', ctx.stmt.location);
  const text = strVal(items[0]);
  // Parse the body where it stands in the statement, so that errors inside it point into it.
  const at = ctx.stmt.source.indexOf(text, Number(as?.['location'] ?? 0));
  const source = at >= 0 ? ' '.repeat(at) + text : text;
  const stmts = parseBody(source, lexOf(ctx.settings));
  if (stmts.length !== 1) throw unsupportedBody(ctx);
  const stmt = stmts[0] as (typeof stmts)[number];
  const bodyCtx = at >= 0 ? new PlanCtx(ctx.catalog, ctx.searchPath, stmt, [], ctx.settings, true) : new PlanCtx(ctx.catalog, ctx.searchPath, { ...stmt, source: ' '.repeat(stmt.source.length) }, [], ctx.settings, true);
  return { expr: selectExpression(ctx, stmt.ast), prosrc: text, exprCtx: bodyCtx };
}

/** The single result expression of `SELECT expr` (no FROM, WHERE, …). */
export function selectExpression(ctx: PlanCtx, stmt: AstNode): AstNode {
  if (nodeType(stmt) !== 'SelectStmt') throw unsupportedBody(ctx);
  const s = fieldsOf(stmt);
  const targets = (s['targetList'] as AstNode[] | undefined) ?? [];
  const other = ['fromClause', 'whereClause', 'groupClause', 'havingClause', 'sortClause', 'limitCount', 'limitOffset', 'valuesLists', 'withClause', 'distinctClause', 'larg'];
  if (targets.length !== 1 || other.some((k) => s[k] !== undefined)) throw unsupportedBody(ctx);
  return fieldsOf(targets[0] as AstNode)['val'] as AstNode;
}

function unsupportedBody(ctx: PlanCtx): Error {
  return ctx.error('feature_not_supported', 'SQL function bodies other than a single SELECT of one expression (or RETURN expression) are not supported by pgsqlite', ctx.stmt.location);
}

export function stripLocations(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripLocations);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node as Record<string, unknown>)) if (k !== 'location') out[k] = stripLocations(v);
  return out;
}

function sameTypes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

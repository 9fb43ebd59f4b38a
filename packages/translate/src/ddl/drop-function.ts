import { CatalogClassOid, dropAggregateSql, dropFunctionSql, formatType, type UserFunctionDef } from '@pgsqlite/catalog';
import { procedureParams } from '../plpgsql/sql-procedure-call.js';
import { type AstNode, type Fields, fieldsOf, names } from '../parse/ast.js';
import { triggersUsing } from './create-trigger.js';
import type { PlanCtx } from '../analyze/context.js';
import { resolveSignatureType } from '../analyze/polymorphic-calls.js';
import { userFunctionsNamed } from '../analyze/sql-functions.js';
import { typeName } from '../analyze/types.js';
import type { DdlPlan } from '../plan.js';
import { typeLabel } from './type-label.js';
import { bumpVersion } from './catalog-steps.js';
import { dropRelationSteps } from './drop.js';
import { parseQuery, parseStatements } from '../parse/parser.js';
import type { RelationDef } from '@pgsqlite/catalog';

/**
 * DROP FUNCTION [IF EXISTS] name[(argtypes)], … [CASCADE | RESTRICT] of user SQL functions;
 * null for other DROP statements. Nothing depends on a function in pgsqlite (calls are inlined
 * when planned), so CASCADE and RESTRICT behave alike.
 */
export function planDropFunction(ctx: PlanCtx, f: Fields): DdlPlan | null {
  const kind = f['removeType'];
  if (kind !== 'OBJECT_FUNCTION' && kind !== 'OBJECT_ROUTINE' && kind !== 'OBJECT_PROCEDURE') return null;
  // DROP FUNCTION sees functions, DROP PROCEDURE procedures, DROP ROUTINE both.
  const wanted = (fn: UserFunctionDef): boolean => kind === 'OBJECT_ROUTINE' || (fn.procedure === true) === (kind === 'OBJECT_PROCEDURE');
  const steps: string[] = [];
  const notices: string[] = [];
  for (const o of (f['objects'] as AstNode[] | undefined) ?? []) {
    const of = fieldsOf(o);
    const parts = names(of['objname'] as AstNode[]);
    const name = parts[parts.length - 1] ?? '';
    const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
    const schemaExists = schema === undefined || ctx.catalog.schemas().includes(schema) || (schema === 'pg_temp' && ctx.searchPath.some((s) => s.startsWith('pg_temp_')));
    // LookupFuncName: a qualified name in a schema that does not exist is 3F000 (IF EXISTS: skipped below).
    if (!schemaExists && !f['missing_ok']) throw ctx.error('invalid_schema_name', `schema "${schema ?? ''}" does not exist`);
    const visible = schemaExists ? userFunctionsNamed(ctx, name, schema).filter(wanted) : [];
    const found = match(ctx, of, visible, parts.join('.'));
    const other = found === undefined && kind !== 'OBJECT_ROUTINE' && !of['args_unspecified'] ? match(ctx, of, userFunctionsNamed(ctx, name, schema).filter((fn) => !wanted(fn)), parts.join('.')) : undefined;
    if (other !== undefined) {
      throw ctx.error('wrong_object_type', `${other.name}(${other.argTypes.map((t) => formatType(t, -1)).join(', ')}) is not a ${kind === 'OBJECT_PROCEDURE' ? 'procedure' : 'function'}`);
    }
    if (found === undefined) {
      if (!f['missing_ok']) throw notFound(ctx, of, parts.join('.'));
      notices.push(`function ${parts.join('.')}(${typeWords(of)}) does not exist, skipping`);
      continue;
    }
    const views = dependentViews(ctx, found);
    const triggers = triggersUsing(ctx, found.oid);
    // aggregates whose transition or final function it is
    const aggregates = (ctx.catalog.userAggregates?.() ?? []).filter((a) => a.sfuncOid === found.oid || a.finalfuncOid === found.oid);
    const aggLabels = aggregates.map((a) => `function ${ctx.searchPath.includes(a.schema) ? a.name : `${a.schema}.${a.name}`}(${a.star ? '*' : a.argTypes.map((t) => formatType(t, -1)).join(',')})`);
    if ((views.length || triggers.length || aggregates.length) && f['behavior'] !== 'DROP_CASCADE') {
      const what = `function ${describeFunction(ctx, found)}`;
      throw ctx.error('dependent_objects_still_exist', `cannot drop ${what} because other objects depend on it`, undefined, {
        detail: [...views.map((v) => `view ${v.name} depends on ${v.on ?? what}`), ...triggers.map((t) => `${t.label} depends on ${what}`), ...aggLabels.map((l) => `${l} depends on ${what}`)].join('\n'),
        hint: 'Use DROP ... CASCADE to drop the dependent objects too.',
      });
    }
    const dependents = [...views.map((v) => `view ${v.name}`), ...triggers.map((t) => t.label), ...aggLabels];
    if (dependents.length) notices.push(dependents.length === 1 ? `drop cascades to ${dependents[0] ?? ''}` : `drop cascades to ${dependents.length} other objects`);
    for (const v of [...views].reverse()) steps.push(...dropRelationSteps(ctx, v.rel));
    for (const t of triggers) steps.push(t.drop);
    for (const a of aggregates) steps.push(dropAggregateSql(a.oid), `DELETE FROM _pgsqlite_description WHERE objoid = ${a.oid} AND classoid = ${CatalogClassOid.pg_proc}`);
    steps.push(`DELETE FROM _pgsqlite_description WHERE objoid = ${found.oid} AND classoid = ${CatalogClassOid.pg_proc}`, dropFunctionSql(found.oid));
  }
  const tag = kind === 'OBJECT_PROCEDURE' ? 'DROP PROCEDURE' : kind === 'OBJECT_ROUTINE' ? 'DROP ROUTINE' : 'DROP FUNCTION';
  return { kind: 'ddl', steps: steps.length ? [...steps, bumpVersion()] : [], tag, notices };
}

/**
 * The user routine an ObjectWithArgs names (COMMENT ON FUNCTION | PROCEDURE | ROUTINE f(args)), with
 * PostgreSQL's 42883 when there is none and 42809 when it is of the other kind.
 */
/** A routine signature `name(type, …)` as DROP ROUTINE's grammar reads it (its ObjectWithArgs), or undefined when it is none. */
export function routineSignature(text: string): Fields | undefined {
  const parsed = parseQuery(`DROP ROUTINE ${text}`);
  const stmt = parsed.error === undefined && parsed.stmts.length === 1 ? parsed.stmts[0] : undefined;
  const objects = stmt === undefined ? undefined : (fieldsOf(stmt.ast)['objects'] as AstNode[] | undefined);
  return objects?.length === 1 && objects[0] !== undefined ? fieldsOf(objects[0]) : undefined;
}

export function findRoutine(ctx: PlanCtx, of: Fields, kind: string): UserFunctionDef {
  const wanted = (fn: UserFunctionDef): boolean => kind === 'OBJECT_ROUTINE' || (fn.procedure === true) === (kind === 'OBJECT_PROCEDURE');
  const parts = names(of['objname'] as AstNode[]);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
  const all = schema === undefined || ctx.catalog.schemas().includes(schema) ? userFunctionsNamed(ctx, name, schema) : [];
  const found = match(ctx, of, all.filter(wanted), parts.join('.'));
  if (found) return found;
  const other = kind === 'OBJECT_ROUTINE' ? undefined : match(ctx, of, all.filter((fn) => !wanted(fn)), parts.join('.'));
  if (other) throw ctx.error('wrong_object_type', `${other.name}(${other.argTypes.map((t) => formatType(t, -1)).join(', ')}) is not a ${kind === 'OBJECT_PROCEDURE' ? 'procedure' : 'function'}`);
  throw notFound(ctx, of, parts.join('.'));
}

function match(ctx: PlanCtx, of: Fields, visible: readonly UserFunctionDef[], full: string): UserFunctionDef | undefined {
  if (of['args_unspecified']) {
    if (visible.length > 1) throw ctx.error('ambiguous_function', `function name "${full}" is not unique`, undefined, { hint: 'Specify the argument list to select the function unambiguously.' });
    return visible[0];
  }
  const types = argTypeNames(of).map((t) => resolveSignatureType(ctx, t).oid);
  const same = (list: readonly number[]): boolean => list.length === types.length && list.every((t, i) => t === types[i]);
  // a procedure's OUT parameters are part of its signature (PostgreSQL 14+): the types given may
  // be its input parameters' or all of its parameters'; naming two procedures is ambiguous
  const found = visible.filter((fn) => same(fn.argTypes) || (fn.procedure === true && fn.modes?.includes('o') === true && same(procedureParams(fn).map((p) => p.type))));
  if (found.length > 1 && found.every((fn) => fn.procedure === true)) throw ctx.error('ambiguous_function', `procedure name "${full}" is not unique`);
  return found[0];
}

function notFound(ctx: PlanCtx, of: Fields, full: string): Error {
  if (of['args_unspecified']) return ctx.error('undefined_function', `could not find a function named "${full}"`);
  const types = argTypeNames(of).map((t) => typeName(resolveSignatureType(ctx, t).oid));
  return ctx.error('undefined_function', `function ${full}(${types.join(', ')}) does not exist`);
}

function argTypeNames(of: Fields): Fields[] {
  return ((of['objargs'] as AstNode[] | undefined) ?? []).map((t) => fieldsOf(t));
}

/** Argument types as written (TypeNameListToString: `pg_catalog.int4`), for the IF EXISTS notice. */
function typeWords(of: Fields): string {
  return argTypeNames(of)
    .map((t) => names(t['names'] as AstNode[]).join('.'))
    .join(',');
}

/** The user functions of a schema as pg_describe_object names them (`function s.f(integer)`), for DROP SCHEMA. */
export function schemaFunctions(ctx: PlanCtx, schema: string): { oid: number; text: string }[] {
  return (ctx.catalog.userFunctions?.() ?? [])
    .filter((fn) => fn.schema === schema)
    .map((fn) => ({ oid: fn.oid, text: `function ${schema}.${fn.name}(${fn.argTypes.map((t) => typeLabel(ctx.catalog, ctx.searchPath, t, -1)).join(',')})` }));
}

/** `name(type,type)` as format_procedure prints it (schema-qualified when not on the search path). */
function describeFunction(ctx: PlanCtx, fn: UserFunctionDef): string {
  const name = ctx.searchPath.includes(fn.schema) ? fn.name : `${fn.schema}.${fn.name}`;
  return `${name}(${fn.argTypes.map((t) => formatType(t, -1)).join(',')})`;
}

/**
 * Views whose definition calls the function (by name: calls are inlined, so pg_depend has no
 * row to tell overloads apart), then the views built on those, in dependency order.
 */
function dependentViews(ctx: PlanCtx, fn: UserFunctionDef): { rel: RelationDef; name: string; on?: string }[] {
  const out: { rel: RelationDef; name: string; on?: string }[] = [];
  const views = [...ctx.catalog.relations()].filter((r) => r.kind === 'v' && r.viewDefinition);
  for (const v of views) if (callsFunction(v.viewDefinition ?? '', fn)) out.push({ rel: v, name: v.name });
  for (let i = 0; i < out.length; i++) {
    const base = out[i] as (typeof out)[number];
    for (const v of views) {
      if (!out.some((o) => o.rel.oid === v.oid) && (v.viewDependencies ?? []).includes(base.rel.oid)) out.push({ rel: v, name: v.name, on: `view ${base.name}` });
    }
  }
  return out;
}

function callsFunction(definition: string, fn: UserFunctionDef): boolean {
  let ast: unknown;
  try {
    ast = parseStatements(definition)[0]?.ast;
  } catch {
    return false;
  }
  const walk = (n: unknown): boolean => {
    if (Array.isArray(n)) return n.some(walk);
    if (n === null || typeof n !== 'object') return false;
    const obj = n as Record<string, unknown>;
    const call = obj['FuncCall'] as Fields | undefined;
    if (call !== undefined) {
      const parts = names(call['funcname'] as AstNode[]);
      const schema = parts.length > 1 ? parts[parts.length - 2] : undefined;
      if (parts[parts.length - 1] === fn.name && (schema === undefined || schema === fn.schema)) return true;
    }
    return Object.values(obj).some(walk);
  };
  return walk(ast);
}

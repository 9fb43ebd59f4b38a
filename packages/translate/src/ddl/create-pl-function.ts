import { functionExtras } from './function-config.js';
import { standardBody, withStandardBody } from '../plpgsql/body-lexing.js';
import { lexOf } from '../parse/string-conform.js';
import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import type { PlanCtx } from '../analyze/context.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { parseStatements } from '../parse/parser.js';
import type { DdlPlan, DoPlan } from '../plan.js';
import { parsePlFunctionSync } from '../plpgsql/do-parse.js';
import { rowTypeTest } from '../plpgsql/row-type-names.js';
import { checkFunctionCompile, type ReturnRule } from '../plpgsql/do-declarations.js';
import { plFunctionExpression } from '../plpgsql/function-expr.js';
import { existingFunction, functionOptions, selectExpression, storePlan, stripLocations } from './create-function.js';

/** pg_language.oid of plpgsql in a PostgreSQL 15 cluster made by initdb. */
export const PLPGSQL_LANGUAGE_OID = 13563;

const TRIGGER_OID = 2279;

/** What CREATE FUNCTION worked out before the language mattered. */
export interface FunctionHead {
  schema: string;
  name: string;
  argTypes: number[];
  argNames: string[];
  argDefaults: (string | null)[];
  returnType: number;
  setof: boolean;
  options: Map<string, Fields>;
  procedure: boolean;
  /** proargmodes when some parameter is not IN */
  modes?: UserFunctionDef['modes'];
  /** OUT/INOUT/TABLE parameters (the result's columns) */
  outColumns?: UserFunctionDef['outColumns'];
  /** RETURNS [SETOF] table_name */
  rowRelation?: number;
}

/**
 * CREATE [OR REPLACE] FUNCTION … LANGUAGE plpgsql: the body is compiled with PostgreSQL's PL/pgSQL
 * grammar (syntax errors as PostgreSQL gives them). A body that is one expression (RETURN expr,
 * IF … RETURN chains) is stored as that expression and inlined where it is called; any other body
 * is stored too (PostgreSQL accepts it) and calling it is 0A000. Until the session has loaded the
 * PL/pgSQL grammar the plan is a DO plan asking it to load it and plan the statement again.
 */
export function planPlFunction(ctx: PlanCtx, f: Fields, head: FunctionHead): DdlPlan | DoPlan {
  // The body as the PL/pgSQL scanner reads it under standard_conforming_strings.
  const written = bodyText(head.options);
  const body0 = standardBody(written, lexOf(ctx.settings));
  const fn = parsePlFunctionSync(withStandardBody(ctx.stmt.sql, written, body0), head.name, { body: body0, query: withStandardBody(ctx.stmt.source, written, body0) }, rowTypeTest(ctx.catalog, ctx.searchPath));
  checkFunctionCompile(ctx, fn, { body: body0, query: withStandardBody(ctx.stmt.source, written, body0), rule: returnRule(head) });
  const { returnType, argNames } = head;
  let unsupported: string | undefined;
  let body = 'null';
  if (head.procedure) unsupported = 'procedures';
  else if (returnType === TRIGGER_OID) unsupported = 'trigger functions can only be called as triggers';
  else if (head.setof) unsupported = 'PL/pgSQL functions returning SETOF';
  else if (returnType === Oid.void || returnType === Oid.record) unsupported = `PL/pgSQL functions returning ${returnType === Oid.void ? 'void' : 'record'}`;
  else {
    const expr = plFunctionExpression(fn, argNames);
    if ('unsupported' in expr) unsupported = expr.unsupported;
    else {
      const [stmt] = parseStatements(`SELECT ${expr.sql}`);
      const ast = selectExpression(ctx, stmt!.ast);
      // A body calling its own function is run by the interpreter (an inlined body cannot recurse).
      if (callsFunction(ast, head.name)) unsupported = 'recursive PL/pgSQL functions';
      else body = JSON.stringify(stripLocations(ast));
    }
  }
  const existing = existingFunction(ctx, f, head.schema, head.name, head.argTypes, { ...head, returnType, procedure: head.procedure === true });
  const def: UserFunctionDef = {
    oid: existing?.oid ?? 0,
    schema: head.schema,
    name: head.name,
    argTypes: head.argTypes,
    argNames,
    argDefaults: head.argDefaults,
    returnType,
    ...functionOptions(head.options),
    ...functionExtras(ctx, f, head.setof),
    body,
    prosrc: bodyText(head.options),
    language: 'plpgsql',
    ...(head.procedure ? { procedure: true as const } : {}),
    ...(head.modes !== undefined ? { modes: head.modes } : {}),
    ...(head.outColumns !== undefined ? { outColumns: head.outColumns } : {}),
    ...(head.rowRelation !== undefined ? { rowRelation: head.rowRelation } : {}),
    ...(head.setof ? { setof: true as const } : {}),
    ...(unsupported === undefined ? {} : { unsupported }),
  };
  return storePlan(def, existing);
}

/** What a RETURN of the body must look like (pl_gram.y make_return_stmt); OUT parameters are not checked. */
function returnRule(head: FunctionHead): ReturnRule {
  if (head.setof) return 'set';
  if (head.modes?.some((m) => m !== 'i' && m !== 'v') === true) return head.procedure ? 'unchecked' : 'out';
  if (head.procedure) return 'procedure';
  return head.returnType === Oid.void ? 'void' : 'scalar';
}

/** The `AS '…'` string (pg_proc.prosrc). */
function bodyText(options: Map<string, Fields>): string {
  const arg = options.get('as')?.['arg'] as AstNode | undefined;
  if (arg === undefined) return '';
  const first = nodeType(arg) === 'List' ? ((fieldsOf(arg)['items'] as AstNode[] | undefined) ?? [])[0] : arg;
  return first === undefined ? '' : strVal(first);
}

/** Whether `node` calls a function named `name` (any schema). */
function callsFunction(node: unknown, name: string): boolean {
  if (Array.isArray(node)) return node.some((n) => callsFunction(n, name));
  if (node === null || typeof node !== 'object') return false;
  const call = (node as { FuncCall?: Fields }).FuncCall;
  if (call !== undefined) {
    const parts = ((call['funcname'] as AstNode[] | undefined) ?? []).map(strVal);
    if (parts[parts.length - 1] === name) return true;
  }
  return Object.values(node).some((v) => callsFunction(v, name));
}

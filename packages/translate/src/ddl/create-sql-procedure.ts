import { functionExtras } from './function-config.js';
import { FIRST_USER_OID, Oid, isPolymorphicType, typeByOid, type UserFunctionDef } from '@pgsqlite/catalog';
import { canCoerceImplicitly } from '../analyze/coerce.js';
import { typeName } from '../analyze/types.js';
import { PgError } from '@pgsqlite/errors';
import { PlanCtx } from '../analyze/context.js';
import { Scope } from '../analyze/scope.js';
import { translateSelect } from '../stmt/select.js';
import { translateInsert } from '../stmt/insert.js';
import { translateDelete, translateUpdate } from '../stmt/update-delete.js';
import { procedureParams, rewriteParams } from '../plpgsql/sql-procedure-call.js';
import type { FunctionHead } from './create-pl-function.js';
import { type AstNode, type Fields, fieldsOf, nodeType, strVal } from '../parse/ast.js';
import { parseBody } from '../parse/parser.js';
import { lexOf } from '../parse/string-conform.js';
import type { DdlPlan } from '../plan.js';
import { existingFunction, functionOptions, storePlan, stripLocations } from './create-function.js';

/** What CREATE PROCEDURE worked out before the body (CREATE FUNCTION's head, without SETOF). */
export type SqlProcedureHead = Pick<FunctionHead, 'schema' | 'name' | 'argTypes' | 'argNames' | 'argDefaults' | 'returnType' | 'options' | 'modes' | 'outColumns'>;

/**
 * CREATE [OR REPLACE] PROCEDURE … LANGUAGE sql, with a string body (`AS $$ … $$`, any number of
 * statements) or `BEGIN ATOMIC … END`: the statements are parsed (syntax errors point into the
 * body) and stored as ASTs; CALL runs them in order (plpgsql/sql-procedure-call.ts). pg_proc.prosrc
 * is the string, '' for BEGIN ATOMIC, as PostgreSQL keeps them.
 */
export function planSqlProcedure(ctx: PlanCtx, f: Fields, head: SqlProcedureHead): DdlPlan {
  const { statements, prosrc } = bodyStatements(ctx, f, head.options);
  checkStatements(ctx, statements, head);
  const existing = existingFunction(ctx, f, head.schema, head.name, head.argTypes, { ...head, setof: false, procedure: true });
  const def: UserFunctionDef = {
    oid: existing?.oid ?? 0,
    schema: head.schema,
    name: head.name,
    argTypes: head.argTypes,
    argNames: head.argNames,
    argDefaults: head.argDefaults,
    returnType: head.returnType,
    ...functionOptions(head.options),
    ...functionExtras(ctx, f, false),
    body: 'null',
    prosrc,
    procedure: true,
    ...(head.modes !== undefined ? { modes: head.modes } : {}),
    ...(head.outColumns !== undefined ? { outColumns: head.outColumns } : {}),
    statements: JSON.stringify(statements.map(stripLocations)),
  };
  return storePlan(def, existing);
}

function bodyStatements(ctx: PlanCtx, f: Fields, options: Map<string, Fields>): { statements: AstNode[]; prosrc: string } {
  const sqlBody = f['sql_body'] as AstNode | undefined;
  if (sqlBody !== undefined) {
    const outer = (fieldsOf(sqlBody)['items'] as AstNode[] | undefined) ?? [];
    const statements = outer.flatMap((l) => ((nodeType(l) === 'List' ? fieldsOf(l)['items'] : [l]) as AstNode[] | undefined) ?? []);
    // an empty BEGIN ATOMIC … END parses as one empty node
    return { statements: statements.filter((s) => nodeType(s) !== ''), prosrc: '' };
  }
  const as = options.get('as');
  const items = as ? ((nodeType(as['arg'] as AstNode) === 'List' ? fieldsOf(as['arg'] as AstNode)['items'] : [as['arg']]) as AstNode[]) : [];
  if (items.length !== 1) throw ctx.error('invalid_function_definition', 'no function body specified', ctx.stmt.location);
  const text = strVal(items[0]);
  // Parsed where it stands in the statement, so that a syntax error points into it.
  const at = ctx.stmt.source.indexOf(text, Number(as?.['location'] ?? 0));
  const parsed = parseBody(at >= 0 ? ' '.repeat(at) + text : text, lexOf(ctx.settings));
  return { statements: parsed.map((s) => s.ast as AstNode), prosrc: text };
}

/**
 * check_sql_fn_retval for a procedure's OUT/INOUT row: the final SELECT's columns, in number, and
 * each assignable to its parameter's type (COERCION_ASSIGNMENT: implicit casts, casts between
 * numeric types, any type to a string type; an unknown literal is text there).
 */
function checkOutputColumns(ctx: PlanCtx, got: readonly number[], want: readonly number[]): void {
  const mismatch = (detail: string): Error => ctx.error('invalid_function_definition', 'return type mismatch in function declared to return record', undefined, { detail });
  for (let i = 0; i < got.length; i++) {
    if (i >= want.length) throw mismatch('Final statement returns too many columns.');
    const from = got[i] === Oid.unknown ? Oid.text : (got[i] as number);
    const to = want[i] as number;
    // a row (ROW(…), a record) for a composite parameter is converted field by field
    if (from === Oid.record || to === Oid.record || to >= FIRST_USER_OID || typeByOid(to) === undefined) continue;
    const numeric = NUMERIC.has(from) && NUMERIC.has(to);
    if (!canCoerceImplicitly(from, to) && !numeric && !STRINGS.has(to)) throw mismatch(`Final statement returns ${typeName(from)} instead of ${typeName(to)} at column ${i + 1}.`);
  }
  if (got.length < want.length) throw mismatch('Final statement returns too few columns.');
}

const NUMERIC = new Set<number>([Oid.int2, Oid.int4, Oid.int8, Oid.numeric, Oid.float4, Oid.float8]);
const STRINGS = new Set<number>([Oid.text, Oid.varchar, Oid.bpchar]);

/**
 * The validator's check of the body (fmgr_sql_validator with check_function_bodies): each SELECT,
 * INSERT, UPDATE and DELETE is analyzed with the parameters typed as declared, so a missing
 * column or relation is an error of CREATE PROCEDURE, pointing into the body. What pgsqlite
 * cannot translate (0A000) does not stop the creation: CALL reports it.
 */
function checkStatements(ctx: PlanCtx, statements: readonly AstNode[], head: SqlProcedureHead): void {
  const params = procedureParams({ ...head, oid: 0, volatility: 'v', strict: false, parallel: 'u', securityDefiner: false, cost: 100, body: 'null', prosrc: '' });
  const types = params.map((p) => p.type);
  // the validator does not analyze a body with polymorphic parameters (their types come from the call)
  if (types.some(isPolymorphicType)) return;
  // check_sql_fn_retval: with OUT/INOUT parameters the last statement must return their row
  const lastNode = statements[statements.length - 1];
  const lastType = lastNode === undefined ? '' : nodeType(lastNode);
  const returning = lastNode !== undefined && ((lastNode[lastType] as Fields)['returningList'] as unknown[] | undefined ?? []).length > 0;
  if (params.some((p) => p.mode === 'o' || p.mode === 'b') && lastType !== 'SelectStmt' && !returning) {
    throw ctx.error('invalid_function_definition', 'return type mismatch in function declared to return record', undefined, { detail: "Function's final statement must be SELECT or INSERT/UPDATE/DELETE RETURNING." });
  }
  const outputs = params.filter((p) => p.mode === 'o' || p.mode === 'b');
  for (const stmt of statements) {
    const t = nodeType(stmt);
    if (t !== 'SelectStmt' && t !== 'InsertStmt' && t !== 'UpdateStmt' && t !== 'DeleteStmt') continue;
    const ast = rewriteParams(ctx, stmt, head.name, params, (i) => ({ ParamRef: { number: i + 1 } }));
    const sub = new PlanCtx(ctx.catalog, ctx.searchPath, { ...ctx.stmt, ast }, types, ctx.settings, true);
    sub.notExecuted = true;
    const f = ast[t] as Fields;
    try {
      if (t === 'SelectStmt') {
        const columns = translateSelect(f, new Scope(sub)).columns;
        if (stmt === lastNode && outputs.length > 0) checkOutputColumns(ctx, columns.map((c) => c.type), outputs.map((p) => p.type));
      } else if (t === 'InsertStmt') translateInsert(sub, f);
      else if (t === 'UpdateStmt') translateUpdate(sub, f);
      else translateDelete(sub, f);
    } catch (e) {
      if (e instanceof PgError && e.fields.code === '0A000') continue;
      throw e;
    }
  }
}

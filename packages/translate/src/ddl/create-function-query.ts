import { Oid, type UserFunctionDef } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import { type AstNode, type Fields, fieldsOf, names, nodeType, strVal } from '../parse/ast.js';
import { PlanCtx } from '../analyze/context.js';
import { resolveTypeName } from '../analyze/expr.js';
import type { Expr } from '../analyze/expr-types.js';
import { typeName } from '../analyze/types.js';
import { parseBody } from '../parse/parser.js';
import { lexOf } from '../parse/string-conform.js';
import { inlineQueryFunction } from '../stmt/user-function-rows.js';
import { bindParameters } from '../analyze/sql-functions.js';
import { translateInsert } from '../stmt/insert.js';
import { translateDelete, translateUpdate } from '../stmt/update-delete.js';

/**
 * CREATE FUNCTION … LANGUAGE sql returning rows (SETOF, TABLE(…), OUT parameters, a table's row
 * type): the declared result and the body query, checked as PostgreSQL's validator does.
 */

/** The result type OUT/TABLE parameters imply (one: its type; several: record); 42P13 when RETURNS says otherwise. */
export function outputsReturnType(ctx: PlanCtx, f: Fields, outColumns: readonly { type: number }[]): number {
  const first = outColumns[0];
  const implied = outColumns.length === 1 && first !== undefined ? first.type : Oid.record;
  const rt = f['returnType'] as Fields | undefined;
  const table = ((f['parameters'] as AstNode[] | undefined) ?? []).some((p) => fieldsOf(p)['mode'] === 'FUNC_PARAM_TABLE');
  if (rt !== undefined && !table && resolveTypeName(ctx, rt).oid !== implied) {
    throw ctx.error('invalid_function_definition', `function result type must be ${typeName(implied)} because of OUT parameters`, ctx.stmt.location);
  }
  return implied;
}

/** RETURNS [SETOF] table_name: the relation's OID (undefined when the name is another type). */
export function rowTypeRelation(ctx: PlanCtx, rt: Fields): number | undefined {
  const parts = names(rt['names'] as AstNode[]);
  const rel = rt['arrayBounds'] !== undefined ? undefined : ctx.catalog.findRelation(parts[parts.length - 1] ?? '', parts.length > 1 ? parts[parts.length - 2] : undefined, ctx.searchPath);
  let resolved: number;
  try {
    resolved = resolveTypeName(ctx, rt).oid;
  } catch (e) {
    if (!(e instanceof PgError) || e.fields.code !== '42704' || rel === undefined) throw e;
    return rel.oid;
  }
  // A table's row type resolves as a type too (composite types): the function still returns its rows.
  return rel !== undefined && rel.rowType !== undefined && rel.rowType.oid === resolved ? rel.oid : undefined;
}

/**
 * The body as one SELECT (or VALUES) statement, the context its locations refer to and
 * pg_proc.prosrc; undefined for any other body (several statements, DML).
 */
export function queryBody(ctx: PlanCtx, f: Fields, options: Map<string, Fields>, kinds: readonly string[] = ['SelectStmt']): { stmt: AstNode; ctx: PlanCtx; prosrc: string } | undefined {
  const sqlBody = f['sql_body'] as AstNode | undefined;
  if (sqlBody !== undefined) {
    // RETURN expr is SELECT expr (a set-returning function's one row, or its expression's rows)
    if (nodeType(sqlBody) === 'ReturnStmt') {
      const val = fieldsOf(sqlBody)['returnval'] as AstNode | undefined;
      // a row constructor fills OUT parameters or a row type: not a one-column SELECT (left to the caller)
      return kinds.includes('SelectStmt') && val !== undefined && nodeType(val) !== 'RowExpr' ? { stmt: { SelectStmt: { targetList: [{ ResTarget: { val } }], limitOption: 'LIMIT_OPTION_DEFAULT', op: 'SETOP_NONE' } } as unknown as AstNode, ctx, prosrc: '' } : undefined;
    }
    const outer = (fieldsOf(sqlBody)['items'] as AstNode[] | undefined) ?? [];
    const stmts = outer.flatMap((l) => ((nodeType(l) === 'List' ? fieldsOf(l)['items'] : [l]) as AstNode[] | undefined) ?? []);
    const only = stmts.length === 1 ? stmts[0] : undefined;
    return only !== undefined && kinds.includes(nodeType(only)) ? { stmt: only, ctx, prosrc: '' } : undefined;
  }
  const as = options.get('as');
  const items = as ? ((nodeType(as['arg'] as AstNode) === 'List' ? fieldsOf(as['arg'] as AstNode)['items'] : [as['arg']]) as AstNode[]) : [];
  if (items.length !== 1) throw ctx.error('invalid_function_definition', 'no function body specified', ctx.stmt.location);
  const text = strVal(items[0]);
  // Parse the body where it stands in the statement, so that errors inside it point into it.
  const at = ctx.stmt.source.indexOf(text, Number(as?.['location'] ?? 0));
  const stmts = parseBody(at >= 0 ? ' '.repeat(at) + text : text, lexOf(ctx.settings));
  const stmt = stmts.length === 1 ? stmts[0] : undefined;
  if (stmt === undefined || !kinds.includes(nodeType(stmt.ast)) || fieldsOf(stmt.ast)['intoClause'] !== undefined) return undefined;
  const source = at >= 0 ? stmt : { ...stmt, source: ' '.repeat(stmt.source.length) };
  return { stmt: stmt.ast, ctx: new PlanCtx(ctx.catalog, ctx.searchPath, source, [], ctx.settings, true), prosrc: text };
}

/** What checkQueryFunction needs of the function being created. */
export type QueryFunctionShape = Pick<UserFunctionDef, 'name' | 'argNames' | 'argTypes' | 'returnType' | 'setof' | 'outColumns' | 'rowRelation'>;

/**
 * Translates the body with its parameters typed as declared and checks its columns against the
 * declared result (42P13, errors inside the body as PostgreSQL's validator reports them).
 * Returns why a call would be 0A000 when the body uses something pgsqlite cannot translate.
 */
export function checkQueryFunction(ctx: PlanCtx, shape: QueryFunctionShape, stmt: AstNode): string | undefined {
  const def: UserFunctionDef = {
    ...shape,
    oid: -1,
    schema: '',
    argDefaults: [],
    volatility: 'v',
    strict: false,
    parallel: 'u',
    securityDefiner: false,
    cost: 100,
    body: 'null',
    prosrc: '',
    query: JSON.stringify(stmt),
  };
  const params: Expr[] = shape.argTypes.map((t, i) => ({ sql: '(NULL)', type: t, typmod: -1, name: shape.argNames[i] || '?column?' }));
  try {
    inlineQueryFunction(ctx, def, params, false);
    return undefined;
  } catch (e) {
    // a returned row value is matched against the OUT parameters when the function runs (row-result-body.ts)
    if (e instanceof PgError && e.fields.code === '42804' && e.fields.message === 'function return row and query-specified return row do not match') return undefined;
    if (!(e instanceof PgError) || e.fields.code !== '0A000') throw e;
    return `SQL function bodies using what pgsqlite cannot translate (${e.fields.message})`;
  }
}

/**
 * RETURNS void with one INSERT/UPDATE/DELETE body: the statement (checked by translating it with
 * the parameters typed as declared, as PostgreSQL's validator parses it) and prosrc; undefined
 * for another body.
 */
export function voidDmlFunctionBody(ctx: PlanCtx, f: Fields, options: Map<string, Fields>, shape: Pick<UserFunctionDef, 'name' | 'argNames' | 'argTypes'>): { stmt: AstNode; prosrc: string } | undefined {
  const q = queryBody(ctx, f, options, ['InsertStmt', 'UpdateStmt', 'DeleteStmt']);
  if (q === undefined) return undefined;
  const params: Expr[] = shape.argTypes.map((t, i) => ({ sql: '(NULL)', type: t, typmod: -1, name: shape.argNames[i] || '?column?' }));
  const bound = fieldsOf(bindParameters(q.stmt, shape.name, shape.argNames, params));
  const type = nodeType(q.stmt);
  if (type === 'InsertStmt') translateInsert(q.ctx, bound);
  else if (type === 'UpdateStmt') translateUpdate(q.ctx, bound);
  else translateDelete(q.ctx, bound);
  return { stmt: q.stmt, prosrc: q.prosrc };
}

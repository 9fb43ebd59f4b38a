/**
 * Compiles a PL/pgSQL function as libpg_query's pg_query_parse_plpgsql does (pl_comp.c without the
 * catalog): the CREATE FUNCTION statement is parsed with PostgreSQL 15's grammar for its
 * parameters and result, the parameters, FOUND and (trigger functions) NEW and OLD are declared,
 * the body is parsed with PL/pgSQL's grammar (pl-gram.ts) and a final RETURN is added. The result
 * is libpg_query's PLpgSQL_function JSON.
 */
import { parseSync } from 'libpg-query';
import { quoteIdentifier } from './core-keywords.js';
import { Datums, type PlType, type RowTypeTest } from './pl-datums.js';
import { PlCompileError } from './pl-error.js';
import { PlGrammar } from './pl-gram.js';
import { datumJson } from './pl-json.js';
import { checkSql } from './sql-check.js';

type Json = Record<string, unknown>;

interface Param {
  name?: string;
  mode?: string;
  argType?: { names?: { String?: { sval?: string } }[]; pct_type?: boolean };
}

/** The CREATE FUNCTION statement's parts PL/pgSQL needs. */
export interface PlFunctionHead {
  /** the function's name (without its schema): the outermost block's label, as pl_comp.c do_compile pushes it */
  label: string;
  body: string;
  params: Param[];
  trigger: boolean;
  setof: boolean;
}

/** The parts of `CREATE FUNCTION … LANGUAGE plpgsql AS body` (null when the text is no such statement). */
export function functionHead(createSql: string): PlFunctionHead | null {
  const tree = parseSync(createSql) as { stmts?: { stmt?: Json }[] };
  const fn = tree.stmts?.[0]?.stmt?.['CreateFunctionStmt'] as Json | undefined;
  if (fn === undefined) return null;
  let body: string | undefined;
  for (const o of (fn['options'] as Json[] | undefined) ?? []) {
    const d = o['DefElem'] as Json;
    if (d['defname'] !== 'as') continue;
    const items = ((d['arg'] as Json)['List'] as Json)['items'] as Json[];
    body = String(((items[items.length - 1] as Json)['String'] as Json)['sval'] ?? '');
  }
  if (body === undefined) return null;
  const names = ((fn['funcname'] as Json[] | undefined) ?? []).map((n) => String((n['String'] as Json)['sval'] ?? ''));
  const ret = fn['returnType'] as { names?: { String?: { sval?: string } }[]; setof?: boolean } | undefined;
  const params = ((fn['parameters'] as Json[] | undefined) ?? []).map((p) => p['FunctionParameter'] as Param);
  return {
    label: names[names.length - 1] ?? '',
    body,
    params,
    trigger: (ret?.names ?? []).some((n) => n.String?.sval === 'trigger'),
    setof: ret?.setof === true,
  };
}

/**
 * A parameter's type as declared: named as written. Without a catalog, as libpg_query: a
 * schema-qualified name outside pg_catalog is a record; with one, the catalog says (Datums.variable).
 */
function paramType(p: Param, catalog: boolean): PlType {
  const names = (p.argType?.names ?? []).map((n) => n.String?.sval ?? '');
  if (names.length === 1) return { typname: quoteIdentifier(names[0]!), record: false, refcursor: names[0] === 'refcursor' };
  if (names.length === 2) {
    const typname = `${quoteIdentifier(names[0]!)}.${quoteIdentifier(names[1]!)}`;
    return { typname, record: !catalog && names[0] !== 'pg_catalog', refcursor: typname === 'pg_catalog.refcursor' };
  }
  return { record: false };
}

/**
 * Compiles the function of `head` into libpg_query's PLpgSQL_function JSON; compile errors are
 * PlCompileError (offsets in the body). `rowType` tells composite types from others, as pl_comp.c
 * asks the catalog: a variable or parameter of one is a record (PLpgSQL_rec with its type).
 */
export function compilePlFunction(head: PlFunctionHead, rowType: RowTypeTest | null = null): Json {
  const datums = new Datums(rowType);
  datums.push(head.label, false);
  let outParamVarno = -1;
  head.params.forEach((p, i) => {
    const dollar = `$${i + 1}`;
    const v = datums.variable(p.name ?? dollar, 0, paramType(p, rowType !== null), false);
    if (p.mode === 'FUNC_PARAM_OUT' || p.mode === 'FUNC_PARAM_INOUT' || p.mode === 'FUNC_PARAM_TABLE') outParamVarno = v.dno;
    const kind = v.kind === 'rec' ? 'rec' : 'var';
    datums.name(kind, v.dno, dollar);
    if (p.name !== undefined) datums.name(kind, v.dno, p.name);
  });
  datums.variable('found', 0, { typname: 'pg_catalog."boolean"', record: false }, true);
  let newVarno = 0;
  let oldVarno = 0;
  if (head.trigger) {
    newVarno = datums.record('new', 0, true).dno;
    oldVarno = datums.record('old', 0, true).dno;
  }
  const grammar = new PlGrammar(head.body, datums, { retset: head.setof, outParamVarno }, checkSql);
  let action = grammar.parseFunction();
  action = withDummyReturn(action);
  const fields: Json = {};
  if (newVarno !== 0) fields['new_varno'] = newVarno;
  if (oldVarno !== 0) fields['old_varno'] = oldVarno;
  fields['datums'] = datums.all.map(datumJson);
  fields['action'] = action;
  return { PLpgSQL_function: fields };
}

/** add_dummy_return: falling off the end returns (outside the outer block's EXCEPTION handlers). */
function withDummyReturn(action: Json): Json {
  let block = action['PLpgSQL_stmt_block'] as Json;
  let out = action;
  if (block['exceptions'] !== undefined) {
    block = { body: [action] };
    out = { PLpgSQL_stmt_block: block };
  }
  const body = (block['body'] as Json[] | undefined) ?? [];
  const last = body[body.length - 1];
  if (last === undefined || !('PLpgSQL_stmt_return' in last)) block['body'] = [...body, { PLpgSQL_stmt_return: {} }];
  return out;
}

export { PlCompileError };

import { PgError, toPgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { formatType, typeByOid } from '@pgsqlite/catalog';
import { rowExpressionValues } from './row-expression.js';
import { liveFields, parameterRecord } from './composite-vars.js';

const RECORD_OID = 2249;
import type { DoStatement, ResultColumn } from '@pgsqlite/translate';
import { planOf } from '../statement-plan.js';
import { lexOptions } from '../lex-options.js';
import { assignRow, assignValue, condition, evaluate, runQuery, type DoRun, type QueryResult } from './do-eval.js';

const INT8_OID = 20;
const TEXT_OID = 25;
import { iteration, type LoopRunner } from './do-loops.js';
import { runForeach } from './foreach-array.js';

type FunctionStatement = Extract<DoStatement, { kind: 'return_next' | 'return_query' | 'case' | 'foreach' | 'diag' | 'assert' }>;

/** RETURN NEXT, RETURN QUERY [EXECUTE], CASE and FOREACH (pl_exec.c exec_stmt_return_next and friends). */
export async function runFunctionStatement(run: DoRun, s: FunctionStatement, r: LoopRunner): Promise<void> {
  switch (s.kind) {
    case 'return_next':
      return r.withContext(s.line, 'RETURN NEXT', () => returnNext(run, s.expr));
    case 'return_query':
      return r.withContext(s.line, 'RETURN QUERY', () => returnQuery(run, s));
    case 'case':
      return runCase(run, s, r);
    case 'foreach':
      return runForeach(run, s, r);
    case 'diag':
      return r.withContext(s.line, s.stacked ? 'GET STACKED DIAGNOSTICS' : 'GET DIAGNOSTICS', () => diagnostics(run, s));
    case 'assert':
      return r.withContext(s.line, 'ASSERT', async () => {
        if (await condition(run, s.cond)) return;
        const message = s.message === undefined ? null : (await evaluate(run, s.message, '(', ')::text')).value;
        throw new PgError('assert_failure', message === null ? 'assertion failed' : String(message));
      });
  }
}

/** The error fields GET STACKED DIAGNOSTICS reads, by item. */
const STACKED: Readonly<Record<string, (e: PgError) => string | undefined>> = {
  RETURNED_SQLSTATE: (e) => e.fields.code,
  MESSAGE_TEXT: (e) => e.fields.message,
  PG_EXCEPTION_DETAIL: (e) => e.fields.detail,
  PG_EXCEPTION_HINT: (e) => e.fields.hint,
  PG_EXCEPTION_CONTEXT: (e) => e.fields.where,
  COLUMN_NAME: (e) => e.fields.column,
  CONSTRAINT_NAME: (e) => e.fields.constraint,
  PG_DATATYPE_NAME: (e) => e.fields.dataType,
  TABLE_NAME: (e) => e.fields.table,
  SCHEMA_NAME: (e) => e.fields.schema,
};

/** GET [STACKED] DIAGNOSTICS (pl_exec.c exec_stmt_getdiag): an absent field is the empty string. */
async function diagnostics(run: DoRun, s: Extract<DoStatement, { kind: 'diag' }>): Promise<void> {
  if (s.stacked && run.handling === null) throw PgError.fromCode('0Z002', 'GET STACKED DIAGNOSTICS cannot be used outside an exception handler');
  for (const item of s.items) {
    if (item.kind === 'ROW_COUNT') {
      await assignValue(run, item.target, BigInt(run.state.rowCount), INT8_OID);
      continue;
    }
    const read = STACKED[item.kind];
    if (!s.stacked || read === undefined || run.handling === null) throw new PgError('feature_not_supported', `GET DIAGNOSTICS ${item.kind} is not supported by pgsqlite`);
    await assignValue(run, item.target, read(run.handling) ?? '', TEXT_OID);
  }
}

function frameOf(run: DoRun): NonNullable<DoRun['fn']> {
  if (run.fn === undefined) throw new PgError('syntax_error', 'cannot use RETURN NEXT in a non-SETOF function');
  return run.fn;
}

/** The row a RETURN / RETURN NEXT expression gives: a record variable's fields, else the expression cast to the result type. */
async function resultRow(run: DoRun, expr: string): Promise<SqlValue[]> {
  const frame = frameOf(run);
  const cols = frame.call.columns;
  const v = run.state.values.get(expr.trim().toLowerCase());
  if (v?.kind === 'record') {
    if (v.columns === null) throw new PgError('object_not_in_prerequisite_state', `record "${expr.trim()}" is not assigned yet`, { detail: 'The tuple structure of a not-yet-assigned record is indeterminate.' });
    const live = liveFields(v);
    if (live.columns.length !== cols.length) throw new PgError('datatype_mismatch', 'returned record type does not match expected record type', { detail: `Number of returned columns (${live.columns.length}) does not match expected column count (${cols.length}).` });
    return live.values;
  }
  if (frame.call.composite) {
    const fields = await rowExpressionValues(run, expr, cols, true);
    if (fields !== undefined) return fields;
    const { value, column } = await evaluate(run, expr);
    // A value of a composite type (`RETURN r` of a parameter, `RETURN (SELECT t FROM t …)`): its fields.
    const rec = parameterRecord(run.core, column.typeOid, value);
    if (rec !== undefined) return liveFields(rec).values;
    if (column.typeOid !== RECORD_OID && typeByOid(column.typeOid) !== undefined) {
      throw new PgError('datatype_mismatch', 'cannot return non-composite value from function returning composite type');
    }
    throw new PgError('feature_not_supported', `PL/pgSQL RETURN of the expression "${expr}" in a function returning rows is not supported by pgsqlite (return a row constructor or a record variable)`);
  }
  const typname = cols[0]?.typname ?? frame.call.returnTypname;
  const { value } = await evaluate(run, expr, 'CAST((', `) AS ${typname})`);
  return [value];
}

/** RETURN expr of a function that is not set-returning: its value (or row) is kept for the caller. */
export async function functionReturn(run: DoRun, expr: string): Promise<void> {
  const frame = frameOf(run);
  if (frame.call.result === 'void') return;
  const row = await resultRow(run, expr);
  frame.returned = frame.call.composite ? { row } : { value: row[0] ?? null };
}

async function returnNext(run: DoRun, expr: string | undefined): Promise<void> {
  const frame = frameOf(run);
  if (expr !== undefined) {
    frame.rows.push(await resultRow(run, expr));
    return;
  }
  // RETURN NEXT without an expression: the OUT parameters' current values.
  const outs = frame.call.params.flatMap((p, i) => (p.mode === 'o' || p.mode === 'b' || p.mode === 't' ? [run.state.values.get(`$${i + 1}`)] : []));
  if (outs.length === 0) throw new PgError('feature_not_supported', 'PL/pgSQL RETURN NEXT of a variable pgsqlite could not identify is not supported by pgsqlite');
  frame.rows.push(outs.map((v) => (v?.kind === 'scalar' ? v.value : null)));
}

/** spi.c must_return_tuples: `%s query does not return tuples` (a SELECT without rows is SELECT INTO), in the statement's context. */
function noTuples(tag: string | null, sql: string): PgError {
  const words = (tag ?? '').split(' ').filter((w) => w !== '' && Number.isNaN(Number(w)));
  const command = words[0] === 'SELECT' ? 'SELECT INTO' : words.join(' ');
  const err = new PgError('syntax_error', command === '' ? 'empty query does not return tuples' : `${command} query does not return tuples`);
  return err.with({ where: `SQL statement "${sql}"` });
}

async function returnQuery(run: DoRun, s: Extract<DoStatement, { kind: 'return_query' }>): Promise<void> {
  const frame = frameOf(run);
  let results: QueryResult[];
  let sql = s.sql ?? '';
  if (s.sql !== undefined) results = await runQuery(run, s.sql);
  else {
    const { value } = await evaluate(run, s.dynamic ?? 'NULL', '(', ')::text');
    if (value === null) throw new PgError('null_value_not_allowed', 'query string argument of EXECUTE is null');
    sql = String(value);
    results = await runDynamic(run, sql, s.params);
  }
  const r = results[results.length - 1];
  if (r === undefined || r.columns === null) throw noTuples(r?.tag ?? null, sql);
  checkStructure(r.columns, frame.call.columns);
  for (const row of r.rows) frame.rows.push(row);
  run.state.found = r.rows.length > 0;
  run.state.rowCount = r.rows.length;
}

/** pl_exec.c's tuple conversion: the query's columns must be the function's result columns. */
function checkStructure(actual: readonly ResultColumn[], expected: readonly { type: number }[]): void {
  const fail = (detail: string): PgError => new PgError('datatype_mismatch', 'structure of query does not match function result type', { detail });
  if (actual.length !== expected.length) throw fail(`Number of returned columns (${actual.length}) does not match expected column count (${expected.length}).`);
  actual.forEach((c, i) => {
    const want = expected[i]?.type ?? c.typeOid;
    if (c.typeOid !== want) throw fail(`Returned type ${formatType(c.typeOid, -1)} does not match expected type ${formatType(want, -1)} in column ${i + 1}.`);
  });
}

/** Runs a dynamic statement (EXECUTE string USING …): the USING values are its $1, $2, … of their own types. */
export async function runDynamic(run: DoRun, sql: string, params: readonly string[]): Promise<QueryResult[]> {
  const values: SqlValue[] = [];
  const types: number[] = [];
  for (const p of params) {
    const { value, column } = await evaluate(run, p);
    values.push(value);
    types.push(column.typeOid);
  }
  try {
    return params.length === 0 ? await runQuery(run, sql, false, true) : await runWithParams(run, sql, values, types);
  } catch (e) {
    throw inDynamicStatement(toPgError(e), sql);
  }
}

/**
 * An error of a dynamic statement as SPI reports it (_SPI_error_callback): one pointing into the
 * string points into it as the internal query, any other names it as `SQL statement "…"`.
 */
function inDynamicStatement(err: PgError, sql: string): PgError {
  if (err.fields.position !== undefined) return err.with({ position: undefined, internalPosition: err.fields.position, internalQuery: sql });
  const here = `SQL statement "${sql}"`;
  return err.with({ where: err.fields.where === undefined ? here : `${err.fields.where}\n${here}` });
}

async function runWithParams(run: DoRun, sql: string, values: readonly SqlValue[], types: readonly number[]): Promise<QueryResult[]> {
  const out: QueryResult[] = [];
  const { core } = run;
  for (const parsed of core.translator.parse(sql, lexOptions(core))) {
    const planned = planOf(core, parsed, types);
    const plan = planned.kind === 'cursor' ? { ...planned, nested: true as const } : planned;
    const columns = plan.kind === 'sql' ? plan.columns : null;
    const result = await run.exec(core, plan, values);
    out.push({ columns, rows: result.rows ?? [], tag: result.tag });
  }
  return out;
}

async function runCase(run: DoRun, s: Extract<DoStatement, { kind: 'case' }>, r: LoopRunner): Promise<void> {
  let body: readonly DoStatement[] | undefined;
  await r.withContext(s.line, 'CASE', async () => {
    if (s.expr !== undefined && s.variable !== undefined) {
      const { value, column } = await evaluate(run, s.expr);
      run.state.values.set(s.variable, { kind: 'scalar', typname: formatType(column.typeOid, column.typmod), type: column.typeOid, value, notNull: false });
    }
    for (const w of s.whens) {
      if (await condition(run, w.cond)) {
        body = w.body;
        return;
      }
    }
    if (s.otherwise === undefined) throw new PgError('case_not_found', 'case not found', { hint: 'CASE statement is missing ELSE part.' });
    body = s.otherwise;
  });
  if (body !== undefined) await r.runList(run, body);
}


import { PgError, toPgError } from '@pgsqlite/errors';
import type { DoCursorQuery, DoStatement } from '@pgsqlite/translate';
import type { Cursor } from '../cursor.js';
import { moveCursor } from '../cursor-rows.js';
import { noteCursor } from '../cursor-list.js';
import { assignRow, assignValue, evaluate, runInto, runQuery, type DoRun, type QueryResult } from './do-eval.js';
import { declareSelect } from './cursor-declare.js';
import type { DoScalar } from './do-variables.js';
import { runDynamic } from './function-statements.js';

/**
 * PL/pgSQL's cursor statements (pl_exec.c exec_stmt_open, _fetch, _close, _forc). A cursor is a
 * portal of the session's CursorStore, the same the SQL-level DECLARE/FETCH use: a refcursor a
 * function returns is FETCHed by name in SQL in the same transaction, and closes at its end. The
 * query's rows are read at OPEN (its snapshot then, as PostgreSQL's portal sees it).
 */

type CursorStatement = Extract<DoStatement, { kind: 'open' | 'fetch' | 'close' | 'forc' }>;

const TEXT_OID = 25;

/** What the block runner gives the FOR loop over a cursor (passed in: do-loops imports this module). */
export interface CursorLoopRunner {
  withContext: (line: number, what: string, body: () => Promise<void>) => Promise<void>;
  /** One pass of the loop body: false when EXIT left the loop */
  iteration: (run: DoRun, s: { label?: string; body: readonly DoStatement[] }) => Promise<boolean>;
}

/** pl_funcs.c plpgsql_stmt_typename of the statement (the CONTEXT line's words). */
function statementName(s: CursorStatement): string {
  if (s.kind === 'fetch') return s.move ? 'MOVE' : 'FETCH';
  return s.kind === 'forc' ? 'FOR over cursor' : s.kind.toUpperCase();
}

export async function runCursorStatement(run: DoRun, s: CursorStatement, r: CursorLoopRunner): Promise<void> {
  switch (s.kind) {
    case 'open':
      return r.withContext(s.line, statementName(s), () => open(run, s));
    case 'fetch':
      return r.withContext(s.line, statementName(s), () => fetch(run, s));
    case 'close':
      return r.withContext(s.line, statementName(s), async () => {
        const name = portalName(run, s.cursor);
        existing(run, name);
        run.core.cursors.drop(name);
      });
    case 'forc':
      return forc(run, s, r);
  }
}

function cursorVariable(run: DoRun, name: string): DoScalar {
  const v = run.state.values.get(name);
  if (v?.kind !== 'scalar') throw new PgError('datatype_mismatch', `variable "${name}" must be of type cursor or refcursor`);
  return v;
}

/** The portal name a cursor variable holds (FETCH, MOVE, CLOSE): NULL is 22004. */
function portalName(run: DoRun, variable: string): string {
  const v = cursorVariable(run, variable);
  if (v.value === null) throw new PgError('null_value_not_allowed', `cursor variable "${variable}" is null`);
  return String(v.value);
}

function existing(run: DoRun, name: string): Cursor {
  const c = run.core.cursors.cursors.get(name);
  if (c === undefined) throw new PgError('invalid_cursor_name', `cursor "${name}" does not exist`);
  return c;
}

/** The name an OPEN gives its portal: the variable's value (in use: 42P03), or null for a new unnamed one. */
function requestedName(run: DoRun, variable: string): string | null {
  const v = cursorVariable(run, variable);
  if (v.value === null) return null;
  const name = String(v.value);
  if (run.core.cursors.cursors.has(name)) throw new PgError('duplicate_cursor', `cursor "${name}" already in use`);
  return name;
}

/** SPI_cursor_open: a statement that returns no rows (INSERT without RETURNING, DDL) cannot be a cursor (42P11). */
function rowsOf(result: QueryResult | undefined): QueryResult & { columns: NonNullable<QueryResult['columns']> } {
  if (result === undefined) throw new PgError('syntax_error', 'cannot open a query that does not return rows as a cursor');
  if (result.columns === null) {
    const words = (result.tag ?? '').split(' ');
    while (words.length > 1 && words[words.length - 1] !== '' && !Number.isNaN(Number(words[words.length - 1]))) words.pop();
    throw PgError.fromCode('42P11', `cannot open ${words.join(' ')} query as cursor`);
  }
  return result as QueryResult & { columns: NonNullable<QueryResult['columns']> };
}

/** Runs `body` for a cursor's query `sql`: an error pointing into it points into the query (internal position). */
async function inQuery<T>(sql: string, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (e) {
    const err = toPgError(e);
    if (err.fields.position === undefined || err.fields.where?.includes('PL/pgSQL function') === true) throw err;
    throw err.with({ position: undefined, internalPosition: err.fields.position, internalQuery: sql });
  }
}

/**
 * Opens portal `portal` over the cursor's query: a SELECT as DECLARE opens it (declareSelect: a
 * simple scan keeps its rowids for WHERE CURRENT OF), any other query with its rows.
 */
async function openQuery(run: DoRun, sql: string, portal: string, scroll: DoCursorQuery['scroll']): Promise<void> {
  await inQuery(sql, async () => {
    if (await declareSelect(run, sql, portal, scroll)) return;
    register(run, portal, rowsOf((await runQuery(run, sql))[0]), scroll);
  });
}

/**
 * Opens a bound cursor as portal `portal`. Its arguments are computed first in the block's scope (`SELECT args`,
 * not STRICT, as pl_exec.c fakes it), then are variables of their declared types while the query
 * runs only: an argument named as a variable of the block hides it there and nowhere else.
 */
async function openBound(run: DoRun, bound: DoCursorQuery, portal: string): Promise<void> {
  if (bound.argquery === undefined && bound.argNames.length > 0) throw new PgError('syntax_error', 'arguments required for cursor');
  let args: QueryResult | undefined;
  if (bound.argquery !== undefined) {
    try {
      [args] = await runQuery(run, `SELECT ${bound.argquery}`);
    } catch (e) {
      const err = toPgError(e);
      if (err.fields.where?.includes('PL/pgSQL function') === true) throw err;
      if (err.fields.position !== undefined) throw err.with({ position: undefined, internalPosition: Math.max(1, err.fields.position - 7), internalQuery: bound.argquery });
      const here = `SQL expression "${bound.argquery}"`;
      throw err.with({ where: err.fields.where === undefined ? here : `${err.fields.where}\n${here}` });
    }
  }
  const values = run.state.values;
  const hidden = bound.argNames.map((n) => values.get(n));
  try {
    for (const [i, name] of bound.argNames.entries()) {
      const typname = bound.argTypes[i] ?? 'text';
      const { column } = await evaluate(run, 'NULL', 'CAST((', `) AS ${typname})`);
      values.set(name, { kind: 'scalar', typname, type: column.typeOid, value: null, notNull: false });
    }
    if (args !== undefined) await runInto(run, args, { kind: 'vars', names: bound.argNames }, false, true);
    await openQuery(run, bound.query, portal, bound.scroll);
  } finally {
    for (const [i, name] of bound.argNames.entries()) {
      const outer = hidden[i];
      if (outer === undefined) values.delete(name);
      else values.set(name, outer);
    }
  }
}

/** Opens portal `portal` over the cursor's query (the variant of OPEN: static, EXECUTE, bound). */
async function openPortal(run: DoRun, s: Extract<CursorStatement, { kind: 'open' }>, portal: string): Promise<void> {
  if (s.query !== undefined) return openQuery(run, s.query, portal, s.scroll);
  if (s.dynamic !== undefined) {
    const { value } = await evaluate(run, s.dynamic.expr, '(', ')::text');
    if (value === null) throw new PgError('null_value_not_allowed', 'query string argument of EXECUTE is null');
    register(run, portal, rowsOf((await runDynamic(run, String(value), s.dynamic.params))[0]), s.scroll);
    return;
  }
  return openBound(run, s.bound!, portal);
}

/** A new portal holding `result`'s rows, registered under `portal`. */
function register(run: DoRun, portal: string, result: QueryResult & { columns: NonNullable<QueryResult['columns']> }, scroll: DoCursorQuery['scroll']): void {
  const store = run.core.cursors;
  const cursor: Cursor = {
    columns: [...result.columns],
    rows: result.rows,
    rowids: [],
    base: 0,
    source: null,
    binary: false,
    noScroll: scroll === 'no-scroll',
    hold: false,
    declaredInTx: run.core.tx.block !== 'none',
    subxact: run.core.tx.savepoints.length,
    pos: 0,
  };
  store.cursors.set(portal, cursor);
  noteCursor(run.core, cursor);
}

async function open(run: DoRun, s: Extract<CursorStatement, { kind: 'open' }>): Promise<void> {
  const requested = requestedName(run, s.cursor);
  const portal = requested ?? run.core.cursors.newName();
  await openPortal(run, s, portal);
  if (requested !== null) return;
  // exec_check_assignable before the generated name is stored
  if (cursorVariable(run, s.cursor).constant === true) {
    run.core.cursors.close(portal);
    throw new PgError('error_in_assignment', `variable "${s.cursor}" is declared CONSTANT`);
  }
  await assignValue(run, s.cursor, portal, TEXT_OID);
}

async function fetch(run: DoRun, s: Extract<CursorStatement, { kind: 'fetch' }>): Promise<void> {
  const cursor = existing(run, portalName(run, s.cursor));
  let count = s.count;
  if (s.countExpr !== undefined) {
    const { value } = await evaluate(run, s.countExpr, 'CAST((', ') AS integer)');
    if (value === null) throw new PgError('null_value_not_allowed', 'relative or absolute cursor position is null');
    count = Number(value);
  }
  const rows = await moveCursor(cursor, s.direction, count, s.move);
  if (!s.move && s.into !== undefined) await assignRow(run, s.into, cursor.columns, rows[0]);
  run.state.rowCount = rows.length;
  run.state.found = rows.length > 0;
}

/** FOR target IN cursor [(args)] LOOP: opens the portal, takes its rows one at a time, closes it; a variable that was NULL is again. */
async function forc(run: DoRun, s: Extract<CursorStatement, { kind: 'forc' }>, r: CursorLoopRunner): Promise<void> {
  const what = statementName(s);
  let portal = '';
  let wasNull = false;
  let cursor: Cursor | undefined;
  await r.withContext(s.line, what, async () => {
    const requested = requestedName(run, s.cursor);
    portal = requested ?? run.core.cursors.newName();
    await openBound(run, s.bound, portal);
    cursor = run.core.cursors.cursors.get(portal);
    wasNull = requested === null;
    if (wasNull) await assignValue(run, s.cursor, portal, TEXT_OID);
  });
  let found = false;
  if (cursor !== undefined) cursor.pinned = true;
  try {
    for (;;) {
      // the body may FETCH or CLOSE the same portal (PostgreSQL takes one row at a time here)
      if (run.core.cursors.cursors.get(portal) !== cursor) throw new PgError('invalid_cursor_name', `cursor "${portal}" does not exist`);
      const [row] = await moveCursor(cursor!, 'forward', 1);
      if (row === undefined) break;
      found = true;
      await r.withContext(s.line, what, () => assignRow(run, s.target, cursor!.columns, row));
      if (!(await r.iteration(run, s))) break;
    }
  } finally {
    if (cursor !== undefined) cursor.pinned = false;
    if (run.core.cursors.cursors.get(portal) === cursor) run.core.cursors.close(portal);
    if (wasNull) {
      const v = run.state.values.get(s.cursor);
      if (v?.kind === 'scalar') v.value = null;
    }
  }
  run.state.found = found;
}

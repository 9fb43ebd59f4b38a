import { PgError, toPgError, type Severity } from '@pgsqlite/errors';
import { conditionCode, configEntries, parseDoBody, rowTypeTest, type DoBlock, type DoPlan, type DoStatement, type RaiseLevel } from '@pgsqlite/translate';
import { sendNotice, type ExecContext } from '../context.js';
import type { PlanOutcome } from '../result-columns.js';
import { columnEncoders } from '../value-output.js';
import { processedRows, type DoValue } from './do-variables.js';
import { condition, declareVariables, evaluate, runInto, runQuery, type DoRun, type PlanRunner } from './do-eval.js';
import { ControlSignal, LoopSignal, ReturnSignal, iteration, runLoopStatement, type LoopRunner } from './do-loops.js';
import { runCursorStatement } from './cursor-statements.js';
import { functionReturn } from './function-statements.js';
import type { FunctionFrame } from './function-run.js';

export type { PlanRunner } from './do-eval.js';

const SEVERITY: Readonly<Record<RaiseLevel, Severity>> = { DEBUG: 'DEBUG', LOG: 'LOG', INFO: 'INFO', NOTICE: 'NOTICE', WARNING: 'WARNING', EXCEPTION: 'ERROR' };

let savepoints = 0;

/**
 * DO: runs the PL/pgSQL subset (variables, assignments, SELECT … INTO, IF, loops, PERFORM,
 * EXECUTE, RAISE, nested blocks with EXCEPTION handlers) as one statement under the write lock,
 * in a transaction (an autocommit DO is its own implicit transaction, so it is all or nothing).
 * An exception handler first rolls back to the savepoint taken when its block began
 * (pl_exec.c exec_stmt_block).
 */
export async function runDoBlock(core: ExecContext, plan: DoPlan, exec: PlanRunner): Promise<PlanOutcome> {
  const program = await parseDoBody(plan.body, rowTypeTest(core.handle.catalog(), core.settings.searchPath()));
  core.tx.startImplicit('started');
  const values = new Map<string, DoValue>();
  // a procedure's SET clauses, in force while its body runs
  const config = plan.call?.config ?? plan.config;
  const leave = config === undefined ? undefined : core.settings.enterFunction(configEntries(config));
  try {
    await core.tx.runGroup(core.cancelled, async () => {
      await runPlBody(core, exec, program, 'inline_code_block', values);
    });
  } catch (e) {
    // a statement run as a DO body (DoPlan.tag) reports its errors as its own, without PL/pgSQL context
    if (plan.tag !== undefined && e instanceof PgError && e.fields.where !== undefined) throw e.with({ where: undefined });
    throw e;
  } finally {
    leave?.();
  }
  const outputs = plan.call?.outputs;
  if (outputs === undefined) return { tag: plan.tag ?? (plan.call === undefined ? 'DO' : 'CALL'), rows: null };
  // the outer block's variables: the OUT/INOUT parameters' final values
  const row = outputs.map((o) => {
    const v = values.get(o.variable);
    return v?.kind === 'scalar' ? v.value : null;
  });
  return { tag: 'CALL', rows: [row] };
}

/**
 * Runs a PL/pgSQL program (a DO block, or a trigger function labelled `name()` in CONTEXT lines)
 * with variables already bound (a trigger's NEW, OLD, TG_*); gives RETURN's expression (null when
 * the body returned without one) or undefined when control reached the end.
 */
export async function runPlBody(core: ExecContext, exec: PlanRunner, program: DoBlock, label: string, values: Map<string, DoValue>, fn?: FunctionFrame): Promise<{ run: DoRun; returned: string | null | undefined }> {
  const run: DoRun = { core, exec, state: { found: false, rowCount: 0, values }, handling: null, label, ...(fn !== undefined ? { fn } : {}) };
  try {
    applyAliases(values, program.aliases);
    await withContext(program.line, 'during statement block local variable initialization', () => declareVariables(run, program.declarations ?? []), undefined, true, label);
    applyAliases(values, program.aliases);
    await runBlock(run, program);
  } catch (e) {
    if (!(e instanceof ReturnSignal)) throw e;
    return { run, returned: e.expr ?? null };
  }
  return { run, returned: undefined };
}

/** Runs statements in order (a statement kind of the loops module calls back here for its body). */
export async function runList(run: DoRun, list: readonly DoStatement[]): Promise<void> {
  for (const s of list) {
    const stop = run.core.cancelled();
    if (stop !== null) throw stop;
    await runStatement(run, s);
  }
}

async function runBlock(run: DoRun, block: DoBlock): Promise<void> {
  try {
    await runBlockBody(run, block);
  } catch (e) {
    // EXIT label leaves the labelled block.
    if (e instanceof LoopSignal && e.exit && e.label !== undefined && e.label === block.label) return;
    throw e;
  }
}

async function runBlockBody(run: DoRun, block: DoBlock): Promise<void> {
  if (block.handlers.length === 0) return runList(run, block.body);
  const tx = run.core.tx;
  const name = `_pgsqlite_do_${++savepoints}`;
  await tx.savepoint(name);
  try {
    await runList(run, block.body);
  } catch (e) {
    if (e instanceof ControlSignal) {
      await tx.release(name);
      throw e;
    }
    const err = toPgError(e);
    await tx.rollbackTo(name);
    await tx.release(name);
    const handler = block.handlers.find((h) => h.codes.some((c) => matches(c, err.fields.code)));
    if (handler === undefined) throw err;
    return runList({ ...run, handling: err }, handler.body);
  }
  await tx.release(name);
}

/** pl_exec.c exception_matches_conditions: OTHERS is all but cancel and assert; a class code (xx000) its class. */
function matches(condition: string, code: string): boolean {
  if (condition === 'others') return code !== '57014' && code !== 'P0004';
  if (condition.endsWith('000')) return code.startsWith(condition.slice(0, 2));
  return condition === code;
}

async function runStatement(run: DoRun, s: DoStatement): Promise<void> {
  switch (s.kind) {
    case 'block':
      return runBlock(run, s);
    case 'sql':
    case 'perform':
      return withContext(s.line, s.kind === 'sql' ? 'SQL statement' : 'PERFORM', () => runSql(run, s), s.sql, false, run.label);
    case 'if':
      return withContext(s.line, 'IF', async () => {
        for (const b of s.branches) {
          if (await condition(run, b.cond)) return runList(run, b.body);
        }
        return runList(run, s.otherwise);
      }, undefined, false, run.label);
    case 'raise':
      return withContext(s.line, 'RAISE', () => raise(run, s), undefined, false, run.label);
    case 'reraise':
      if (run.handling === null) throw withWhere(PgError.fromCode('0Z002', 'RAISE without parameters cannot be used outside an exception handler'), s.line, 'RAISE', false, run.label);
      throw run.handling;
    case 'return':
      // The parser's own RETURN at the end of the body: control reached the end.
      if (s.implicit === true) return;
      // A called function's RETURN value is computed here, where its variables are in scope.
      if (run.fn !== undefined && s.expr !== undefined) await withContext(s.line, 'RETURN', () => functionReturn(run, s.expr!), undefined, false, run.label);
      // A RETURN whose row variable libpg_query left out and pgsqlite could not find: never a silent NULL.
      if (run.fn !== undefined && s.expr === undefined && needsValue(run.fn)) throw new PgError('feature_not_supported', 'PL/pgSQL RETURN of a variable pgsqlite could not identify is not supported by pgsqlite');
      throw new ReturnSignal(s.expr);
    case 'open':
    case 'fetch':
    case 'close':
    case 'forc': {
      const loops = loopRunner(run);
      return runCursorStatement(run, s, { withContext: loops.withContext, iteration: (r, st) => iteration(r, st, loops) });
    }
    default:
      return runLoopStatement(run, s, loopRunner(run));
  }
}

function loopRunner(run: DoRun): LoopRunner {
  return { runList, withContext: (line, what, body, sql) => withContext(line, what, body, sql, false, run.label) };
}

/** Runs `body`; an error gets PL/pgSQL's CONTEXT line (and the statement for SQL it ran). */
export async function withContext(line: number, what: string, body: () => Promise<void>, sql?: string, bare = false, label = 'inline_code_block'): Promise<void> {
  try {
    await body();
  } catch (e) {
    if (e instanceof ControlSignal) throw e;
    const err = toPgError(e);
    if (err.fields.where?.includes(`PL/pgSQL function ${label} line`) === true) throw err;
    // A position points into the statement or expression of the block, not into the client's query.
    const inner = err.fields.position === undefined ? {} : sql !== undefined ? { internalPosition: err.fields.position, internalQuery: sql, position: undefined } : { position: undefined };
    // PostgreSQL names the statement as QUERY when the error points into it, else in the CONTEXT.
    const statement = sql !== undefined && err.fields.position === undefined ? `SQL statement "${sql}"` : undefined;
    throw withWhere(err.with({ ...inner, where: [err.fields.where, statement].filter((x) => x !== undefined).join('\n') || undefined }), line, what, bare, label);
  }
}

function withWhere(err: PgError, line: number, what: string, bare = false, label = 'inline_code_block'): PgError {
  const here = `PL/pgSQL function ${label} line ${line} ${bare ? '' : 'at '}${what}`;
  return err.with({ where: err.fields.where === undefined ? here : `${err.fields.where}\n${here}` });
}

/** Runs one SQL statement of the block (PERFORM discards its rows; INTO puts the first in variables). */
async function runSql(run: DoRun, s: Extract<DoStatement, { kind: 'sql' | 'perform' }>): Promise<void> {
  const results = await runQuery(run, s.sql);
  for (const r of results) {
    if (s.kind === 'sql' && s.into !== undefined) {
      try {
        await runInto(run, r, s.into, s.strict === true, true);
      } catch (e) {
        // Raised by PL/pgSQL itself, not by the statement: no `SQL statement` context line.
        throw withWhere(toPgError(e), s.line, 'SQL statement', false, run.label);
      }
      continue;
    }
    if (s.kind === 'sql' && r.columns !== null) {
      const hint = 'If you want to discard the results of a SELECT, use PERFORM instead.';
      throw withWhere(new PgError('syntax_error', 'query has no destination for result data', { hint }), s.line, 'SQL statement', false, run.label);
    }
    const n = processedRows(r.tag);
    if (n !== null) {
      run.state.found = n > 0;
      run.state.rowCount = n;
    }
  }
}

/** Runs `SELECT <expr>` and gives the value in its type's text output (RAISE's % arguments). */
async function evaluateText(run: DoRun, expr: string): Promise<string | null> {
  const { value, column } = await evaluate(run, expr);
  if (value === null) return null;
  const [encode] = columnEncoders([column], [0], run.core.settings.formatSettings(), run.core.handle.catalog(), run.core.settings.searchPath());
  return String(encode!(value));
}

async function raise(run: DoRun, s: Extract<DoStatement, { kind: 'raise' }>): Promise<void> {
  if (s.duplicate !== undefined) throw new PgError('syntax_error', `RAISE option already specified: ${s.duplicate}`);
  const values: string[] = [];
  for (const p of s.params) {
    const v = await evaluateText(run, p);
    values.push(v === null ? '<NULL>' : v);
  }
  let message = s.format === undefined ? undefined : format(s.format, values);
  let code = s.code ?? (s.level === 'EXCEPTION' ? 'P0001' : s.level === 'WARNING' ? '01000' : '00000');
  let condition = s.conditionText;
  const extra: { detail?: string; hint?: string; column?: string; constraint?: string; dataType?: string; table?: string; schema?: string } = {};
  for (const o of s.options) {
    const text = await evaluateText(run, o.expr);
    if (text === null) throw PgError.fromCode('22004', `RAISE option cannot be null`);
    if (o.option === 'errcode') {
      const c = conditionCode(text);
      if (c === undefined || c === 'others') throw PgError.fromCode('42704', `unrecognized exception condition "${text}"`);
      code = c;
      condition = text;
    } else if (o.option === 'message') message = text;
    else extra[o.option] = text;
  }
  const text = message ?? condition ?? '';
  if (s.level === 'EXCEPTION') throw PgError.fromCode(code, text, extra);
  sendNotice(run.core, { severity: SEVERITY[s.level], code, message: text, ...extra });
}

/** RAISE's format: each `%` takes the next argument, `%%` is a percent sign. */
function format(fmt: string, values: readonly string[]): string {
  let out = '';
  let next = 0;
  for (let i = 0; i < fmt.length; i++) {
    const ch = fmt[i]!;
    if (ch !== '%') out += ch;
    else if (fmt[i + 1] === '%') {
      out += '%';
      i++;
    } else out += values[next++] ?? '';
  }
  return out;
}

/** `name ALIAS FOR target`: the name stands for the same variable (applied once the target exists). */
function applyAliases(values: Map<string, DoValue>, aliases: DoBlock['aliases']): void {
  for (const a of aliases ?? []) {
    const v = values.get(a.target);
    if (v !== undefined) values.set(a.name, v);
  }
}

/** Whether a RETURN of the function must carry a value (not SETOF, void, or with OUT parameters). */
function needsValue(fn: FunctionFrame): boolean {
  return !fn.call.setof && fn.call.result !== 'void' && !fn.call.params.some((p) => p.mode === 'o' || p.mode === 'b' || p.mode === 't');
}

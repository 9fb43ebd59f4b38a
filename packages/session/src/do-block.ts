import { PgError, toPgError, type Severity } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import { conditionCode, parseDoBody, type DoBlock, type DoPlan, type DoStatement, type Plan, type RaiseLevel } from '@pgsqlite/translate';
import { sendNotice, type SessionCore } from './core.js';
import { resultColumns, type PlanOutcome } from './execute.js';
import { columnEncoders } from './results.js';
import { planOf } from './statement-plan.js';
import { bindVariables, processedRows } from './do-variables.js';

/** Runs a plan in the session's transaction (executePlan, passed in to avoid an import cycle). */
export type PlanRunner = (core: SessionCore, plan: Plan, params: readonly SqlValue[]) => Promise<PlanOutcome>;

/** Plan kinds a statement of a DO block may have. */
const INNER_KINDS = new Set<Plan['kind']>(['sql', 'ddl', 'set', 'noop', 'session-fn', 'do']);

const SEVERITY: Readonly<Record<RaiseLevel, Severity>> = { DEBUG: 'DEBUG', LOG: 'LOG', INFO: 'INFO', NOTICE: 'NOTICE', WARNING: 'WARNING', EXCEPTION: 'ERROR' };

/** `RETURN;` ends the block early. */
class ReturnSignal {}

/** State of one DO block run: FOUND (shared) and the error an exception handler is handling (bare RAISE, SQLSTATE, SQLERRM). */
interface DoRun {
  core: SessionCore;
  exec: PlanRunner;
  state: { found: boolean };
  handling: PgError | null;
}

let savepoints = 0;

/**
 * DO: runs the PL/pgSQL subset (statements, IF/ELSIF/ELSE, PERFORM, RAISE, nested blocks with
 * EXCEPTION handlers) as one statement under the write lock, in a transaction (an autocommit DO
 * is its own implicit transaction, so it is all or nothing). An exception handler first rolls
 * back to the savepoint taken when its block began (pl_exec.c exec_stmt_block).
 */
export async function runDoBlock(core: SessionCore, plan: DoPlan, exec: PlanRunner): Promise<PlanOutcome> {
  const program = await parseDoBody(plan.body);
  core.tx.startImplicit('started');
  await core.tx.runGroup(core.cancelled, async () => {
    try {
      await runBlock({ core, exec, state: { found: false }, handling: null }, program);
    } catch (e) {
      if (!(e instanceof ReturnSignal)) throw e;
    }
  });
  return { tag: 'DO', rows: null };
}

async function runList(run: DoRun, list: readonly DoStatement[]): Promise<void> {
  for (const s of list) {
    const stop = run.core.cancelled();
    if (stop !== null) throw stop;
    await runStatement(run, s);
  }
}

async function runBlock(run: DoRun, block: DoBlock): Promise<void> {
  if (block.handlers.length === 0) return runList(run, block.body);
  const tx = run.core.tx;
  const name = `_pgsqlite_do_${++savepoints}`;
  await tx.savepoint(name);
  try {
    await runList(run, block.body);
  } catch (e) {
    if (e instanceof ReturnSignal) {
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
      return withContext(s.line, s.kind === 'sql' ? 'SQL statement' : 'PERFORM', () => runSql(run, s.sql, s.kind === 'perform', s.line), s.sql);
    case 'if':
      return withContext(s.line, 'IF', async () => {
        for (const b of s.branches) {
          const v = await evaluate(run, `SELECT (${b.cond})::boolean`);
          if (v !== null && Number(v) === 1) return runList(run, b.body);
        }
        return runList(run, s.otherwise);
      });
    case 'raise':
      return withContext(s.line, 'RAISE', () => raise(run, s));
    case 'reraise':
      if (run.handling === null) throw withWhere(PgError.fromCode('0Z002', 'RAISE without parameters cannot be used outside an exception handler'), s.line, 'RAISE');
      throw run.handling;
    case 'return':
      throw new ReturnSignal();
  }
}

/** Runs `body`; an error gets PL/pgSQL's CONTEXT line (and the statement for SQL it ran). */
async function withContext(line: number, what: string, body: () => Promise<void>, sql?: string): Promise<void> {
  try {
    await body();
  } catch (e) {
    if (e instanceof ReturnSignal) throw e;
    const err = toPgError(e);
    if (err.fields.where?.includes('PL/pgSQL function inline_code_block') === true) throw err;
    // A position points into the statement or expression of the block, not into the client's query.
    const inner = err.fields.position === undefined ? {} : sql !== undefined ? { internalPosition: err.fields.position, internalQuery: sql, position: undefined } : { position: undefined };
    // PostgreSQL names the statement as QUERY when the error points into it, else in the CONTEXT.
    const statement = sql !== undefined && err.fields.position === undefined ? `SQL statement "${sql}"` : undefined;
    throw withWhere(err.with({ ...inner, where: [err.fields.where, statement].filter((x) => x !== undefined).join('\n') || undefined }), line, what);
  }
}

function withWhere(err: PgError, line: number, what: string): PgError {
  const here = `PL/pgSQL function inline_code_block line ${line} at ${what}`;
  return err.with({ where: err.fields.where === undefined ? here : `${err.fields.where}\n${here}` });
}

/** Plans and runs one SQL statement of the block (PERFORM discards its rows). */
async function runSql(run: DoRun, sql: string, perform: boolean, line: number): Promise<void> {
  const { core } = run;
  for (const parsed of core.translator.parse(sql)) {
    const bound = bindVariables(parsed, { found: run.state.found, handling: run.handling });
    const plan = planOf(core, bound.stmt, bound.types);
    if (!INNER_KINDS.has(plan.kind)) {
      const what = plan.kind === 'transaction' ? 'transaction control' : plan.kind === 'prepared' ? 'PREPARE/EXECUTE' : plan.kind.toUpperCase();
      throw new PgError('feature_not_supported', `${what} statements in DO blocks are not supported by pgsqlite`);
    }
    if (!perform && resultColumns(plan, core) !== null) {
      const hint = 'If you want to discard the results of a SELECT, use PERFORM instead.';
      throw withWhere(new PgError('syntax_error', 'query has no destination for result data', { hint }), line, 'SQL statement');
    }
    const out = await run.exec(core, plan, bound.values);
    const n = processedRows(out.tag);
    if (n !== null) run.state.found = n > 0;
  }
}

/** The first column of the first row of a one-row query, as stored (null when no row). */
async function evaluate(run: DoRun, sql: string): Promise<SqlValue> {
  return (await evaluateText(run, sql, false)) as SqlValue;
}

/** Runs `SELECT <expr>`; with `text`, the value in its type's text output (RAISE's % arguments). */
async function evaluateText(run: DoRun, sql: string, text: boolean): Promise<SqlValue | string> {
  const { core } = run;
  const [parsed] = core.translator.parse(sql);
  const bound = parsed === undefined ? null : bindVariables(parsed, { found: run.state.found, handling: run.handling });
  const plan = bound === null ? null : planOf(core, bound.stmt, bound.types);
  const columns = plan === null ? null : resultColumns(plan, core);
  if (plan === null || columns === null || columns.length !== 1) throw new PgError('syntax_error', `query "${sql}" returned ${columns?.length ?? 0} columns`);
  const out = await run.exec(core, plan, bound?.values ?? []);
  const row = out.rows?.[0];
  if (out.rows !== null && out.rows.length > 1) throw new PgError('cardinality_violation', `query "${sql}" returned more than one row`);
  const value = row?.[0] ?? null;
  if (!text || value === null) return value;
  const [encode] = columnEncoders(columns, [0], core.settings.formatSettings(), core.handle.catalog());
  return String(encode!(value));
}

async function raise(run: DoRun, s: Extract<DoStatement, { kind: 'raise' }>): Promise<void> {
  const values: string[] = [];
  for (const p of s.params) {
    const v = await evaluateText(run, `SELECT ${p}`, true);
    values.push(v === null ? '<NULL>' : String(v));
  }
  let message = s.format === undefined ? undefined : format(s.format, values);
  let code = s.code ?? (s.level === 'EXCEPTION' ? 'P0001' : s.level === 'WARNING' ? '01000' : '00000');
  let condition = s.conditionText;
  const extra: { detail?: string; hint?: string } = {};
  for (const o of s.options) {
    const v = await evaluateText(run, `SELECT ${o.expr}`, true);
    if (v === null) throw PgError.fromCode('22004', `RAISE option cannot be null`);
    const text = String(v);
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

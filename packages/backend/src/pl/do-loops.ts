import { PgError } from '@pgsqlite/errors';
import type { DoStatement } from '@pgsqlite/translate';
import { runDynamic, runFunctionStatement } from './function-statements.js';
import { assignExpression, assignRow, condition, evaluate, getRowCount, integerOf, runInto, runQuery, setLoopVariable, type DoRun } from './do-eval.js';

/** Control flow leaving statements (RETURN, EXIT, CONTINUE): not errors, so no handler or CONTEXT sees them. */
export class ControlSignal {}

/** `RETURN [expr];` ends the block early (a trigger function's RETURN carries its expression). */
export class ReturnSignal extends ControlSignal {
  constructor(readonly expr?: string) {
    super();
  }
}

/** EXIT (exit) or CONTINUE, optionally naming the loop or block. */
export class LoopSignal extends ControlSignal {
  constructor(
    readonly exit: boolean,
    readonly label: string | undefined,
  ) {
    super();
  }
}

/** What the loop statements need from the block runner (passed in to avoid an import cycle). */
export interface LoopRunner {
  runList: (run: DoRun, list: readonly DoStatement[]) => Promise<void>;
  withContext: (line: number, what: string, body: () => Promise<void>, sql?: string) => Promise<void>;
}

type LoopStatement = Extract<DoStatement, { kind: 'assign' | 'execute' | 'loop' | 'while' | 'fori' | 'fors' | 'exit' | 'getdiag' | 'return_next' | 'return_query' | 'case' | 'foreach' | 'diag' | 'assert' }>;

/** Assignments, EXECUTE, GET DIAGNOSTICS and the loops with EXIT/CONTINUE (pl_exec.c exec_stmt_loop and friends). */
export async function runLoopStatement(run: DoRun, s: LoopStatement, r: LoopRunner): Promise<void> {
  switch (s.kind) {
    case 'assign':
      return r.withContext(s.line, 'assignment', () => assignExpression(run, s));
    case 'getdiag':
      return r.withContext(s.line, 'GET DIAGNOSTICS', async () => {
        for (const t of s.targets) await getRowCount(run, t);
      });
    case 'execute':
      return r.withContext(s.line, 'EXECUTE', () => execute(run, s));
    case 'exit': {
      const signal = new LoopSignal(s.exit, s.label);
      if (s.cond === undefined) throw signal;
      let fire = false;
      await r.withContext(s.line, s.exit ? 'EXIT' : 'CONTINUE', async () => {
        fire = await condition(run, s.cond!);
      });
      if (fire) throw signal;
      return;
    }
    case 'loop':
      for (;;) if (!(await iteration(run, s, r))) return;
    case 'while':
      for (;;) {
        let go = false;
        await r.withContext(s.line, 'WHILE', async () => {
          go = await condition(run, s.cond);
        });
        if (!go || !(await iteration(run, s, r))) return;
      }
    case 'fori':
      return fori(run, s, r);
    case 'fors':
      return fors(run, s, r);
    default:
      return runFunctionStatement(run, s, r);
  }
}

/** One pass over a loop body: false when EXIT left the loop. A signal for an outer label goes on up. */
export async function iteration(run: DoRun, s: { label?: string; body: readonly DoStatement[] }, r: LoopRunner): Promise<boolean> {
  const stop = run.core.cancelled();
  if (stop !== null) throw stop;
  try {
    await r.runList(run, s.body);
    return true;
  } catch (e) {
    if (!(e instanceof LoopSignal) || (e.label !== undefined && e.label !== s.label)) throw e;
    return !e.exit;
  }
}

async function fori(run: DoRun, s: Extract<DoStatement, { kind: 'fori' }>, r: LoopRunner): Promise<void> {
  let lower = 0;
  let upper = 0;
  let step = 1;
  await r.withContext(s.line, 'FOR with integer loop variable', async () => {
    lower = await integerOf(run, s.lower, 'lower bound');
    upper = await integerOf(run, s.upper, 'upper bound');
    if (s.step !== undefined) {
      step = await integerOf(run, s.step, 'BY value');
      if (step <= 0) throw new PgError('invalid_parameter_value', 'BY value of FOR loop must be greater than zero');
    }
  });
  // The loop variable is the loop's own: an outer variable of the same name is hidden, not changed.
  const outer = run.state.values.get(s.name);
  let found = false;
  try {
    for (let i = lower; s.reverse ? i >= upper : i <= upper; i += s.reverse ? -step : step) {
      found = true;
      setLoopVariable(run, s.name, i);
      if (!(await iteration(run, s, r))) break;
    }
  } finally {
    if (outer === undefined) run.state.values.delete(s.name);
    else run.state.values.set(s.name, outer);
  }
  run.state.found = found;
}

async function fors(run: DoRun, s: Extract<DoStatement, { kind: 'fors' }>, r: LoopRunner): Promise<void> {
  let rows: readonly (readonly unknown[])[] = [];
  let result: Awaited<ReturnType<typeof runQuery>>[number] | undefined;
  // pl_funcs.c plpgsql_stmt_typename: the CONTEXT line names the loop's kind.
  const what = s.dynamic === undefined ? 'FOR over SELECT rows' : 'FOR over EXECUTE statement';
  await r.withContext(s.line, what, async () => {
    if (s.dynamic === undefined) [result] = await runQuery(run, s.sql);
    else {
      const { value } = await evaluate(run, s.dynamic.expr, '(', ')::text');
      if (value === null) throw new PgError('null_value_not_allowed', 'query string argument of EXECUTE is null');
      [result] = await runDynamic(run, String(value), s.dynamic.params);
      // SPI_cursor_open: a statement without a result (INSERT without RETURNING, DDL) cannot be a cursor.
      if (result !== undefined && result.columns === null) {
        const words = (result.tag ?? '').split(' ');
        while (words.length > 1 && words[words.length - 1] !== '' && !Number.isNaN(Number(words[words.length - 1]))) words.pop();
        const verb = words.join(' ');
        throw PgError.fromCode('42P11', `cannot open ${verb} query as cursor`);
      }
    }
    if (result?.columns === null || result === undefined) throw new PgError('syntax_error', 'cannot open a query that does not return rows as a FOR loop');
    rows = result.rows;
    // PostgreSQL reads the rows through a portal of its own: it takes the next `<unnamed portal N>`
    run.core.cursors.newName();
  });
  const columns = result?.columns ?? [];
  for (const row of result?.rows ?? []) {
    await r.withContext(s.line, what, () => assignRow(run, s.target, columns, row));
    if (!(await iteration(run, s, r))) break;
  }
  run.state.found = rows.length > 0;
  run.state.rowCount = rows.length;
}

/** EXECUTE string [INTO target]: the string runs as written (variables are not substituted in it); FOUND is left as it was. */
async function execute(run: DoRun, s: Extract<DoStatement, { kind: 'execute' }>): Promise<void> {
  const { value } = await evaluate(run, s.expr, '(', ')::text');
  if (value === null) throw new PgError('null_value_not_allowed', 'query string argument of EXECUTE is null');
  const results = await runDynamic(run, String(value), s.params ?? []);
  for (const res of results) {
    if (s.into !== undefined) await runInto(run, res, s.into, s.strict === true, false);
    // MOVE passes rows without returning them: SPI counts none (FETCH counts those it returns)
    else if (res.tag?.startsWith('MOVE ') === true) run.state.rowCount = 0;
    else run.state.rowCount = res.rows.length > 0 && res.columns !== null ? res.rows.length : Number(res.tag?.split(' ').pop() ?? 0) || 0;
  }
}

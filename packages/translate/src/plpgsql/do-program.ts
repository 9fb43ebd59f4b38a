import { PgError, SqlState } from '@pgsqlite/errors';

/** A RAISE level as PostgreSQL's elog.h numbers it (PL/pgSQL's AST carries the number). */
export type RaiseLevel = 'DEBUG' | 'LOG' | 'INFO' | 'NOTICE' | 'WARNING' | 'EXCEPTION';

/** One RAISE … USING option (the ones pgsqlite supports). */
export interface RaiseOption {
  option: 'errcode' | 'message' | 'detail' | 'hint';
  /** A PL/pgSQL expression (run as `SELECT <expr>`). */
  expr: string;
}

/** The statements of the PL/pgSQL subset a DO block may use. */
export type DoStatement =
  | { kind: 'sql'; sql: string; line: number }
  | { kind: 'perform'; sql: string; line: number }
  | { kind: 'if'; branches: readonly { cond: string; body: readonly DoStatement[] }[]; otherwise: readonly DoStatement[]; line: number }
  | {
      kind: 'raise';
      level: RaiseLevel;
      /** SQLSTATE from `RAISE condition_name` / `RAISE SQLSTATE '…'`. */
      code?: string;
      /** What `RAISE condition` says when no message is given (the condition's name or SQLSTATE). */
      conditionText?: string;
      format?: string;
      params: readonly string[];
      options: readonly RaiseOption[];
      line: number;
    }
  | { kind: 'reraise'; line: number }
  | { kind: 'return'; line: number }
  | DoBlock;

/** `[DECLARE] BEGIN … [EXCEPTION WHEN … THEN …] END`. */
export interface DoBlock {
  kind: 'block';
  body: readonly DoStatement[];
  handlers: readonly DoHandler[];
  line: number;
}

/** `WHEN cond [OR cond …] THEN statements`: SQLSTATEs (a class when it ends in 000) or 'others'. */
export interface DoHandler {
  codes: readonly string[];
  body: readonly DoStatement[];
}

/** The variables PL/pgSQL declares by itself (FOUND; SQLSTATE/SQLERRM in exception blocks). */
const IMPLICIT_VARIABLES = new Set(['found', 'sqlstate', 'sqlerrm']);

/** elog.h levels (PostgreSQL 16+ numbering, as libpg_query 17 reports them). */
const LEVELS: Readonly<Record<number, RaiseLevel>> = { 10: 'DEBUG', 11: 'DEBUG', 12: 'DEBUG', 13: 'DEBUG', 14: 'DEBUG', 15: 'LOG', 17: 'INFO', 18: 'NOTICE', 19: 'WARNING', 21: 'EXCEPTION' };

const OPTIONS: readonly (RaiseOption['option'] | undefined)[] = ['errcode', 'message', 'detail', 'hint'];

const OPTION_NAMES = ['ERRCODE', 'MESSAGE', 'DETAIL', 'HINT', 'COLUMN', 'CONSTRAINT', 'DATATYPE', 'TABLE', 'SCHEMA'];

/** Names of PL/pgSQL statements for the 0A000 message (PLpgSQL_stmt_<key>). */
const STATEMENT_NAMES: Readonly<Record<string, string>> = {
  assign: 'assignment', loop: 'LOOP', while: 'WHILE', fori: 'FOR', fors: 'FOR', forc: 'FOR', foreach_a: 'FOREACH', exit: 'EXIT/CONTINUE',
  return_next: 'RETURN NEXT', return_query: 'RETURN QUERY', dynexecute: 'EXECUTE', dynfors: 'FOR … EXECUTE', getdiag: 'GET DIAGNOSTICS',
  open: 'OPEN', fetch: 'FETCH', close: 'CLOSE', case: 'CASE', assert: 'ASSERT', call: 'CALL', commit: 'COMMIT', rollback: 'ROLLBACK',
};

// The PL/pgSQL AST is JSON from libpg_query: objects wrapped as { NodeName: fields }.
type Json = Record<string, unknown>;

function unsupported(what: string): PgError {
  return new PgError('feature_not_supported', `${what} in DO blocks is not supported by pgsqlite`);
}

function node(value: unknown): [string, Json] {
  const entry = Object.entries((value ?? {}) as Json)[0];
  if (entry === undefined) throw unsupported('an empty PL/pgSQL node');
  return [entry[0], (entry[1] ?? {}) as Json];
}

function list(value: unknown): Json[] {
  return Array.isArray(value) ? (value as Json[]) : [];
}

/** The query text of a PLpgSQL_expr. */
function exprText(value: unknown): string {
  const [, f] = node(value);
  return String(f['query'] ?? '');
}

/** The SQLSTATE of a condition name or SQLSTATE literal, as PL/pgSQL recognizes it. */
export function conditionCode(name: string): string | undefined {
  if (name === 'others') return 'others';
  const lower = name.toLowerCase();
  // PL/pgSQL takes the first of errcodes.txt's two string_data_right_truncation entries (01004)
  const code = lower === 'string_data_right_truncation' ? '01004' : (SqlState as Readonly<Record<string, string>>)[lower];
  if (code !== undefined) return code;
  return isSqlState(name) ? name : undefined;
}

function isSqlState(s: string): boolean {
  if (s.length !== 5) return false;
  for (const ch of s) if (!((ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z'))) return false;
  return true;
}

function conditionError(name: string): PgError {
  return new PgError('undefined_object', `unrecognized exception condition "${name}"`);
}

/**
 * Converts the parsed function of a DO block (libpg_query's PLpgSQL_function JSON) into the
 * statements pgsqlite runs; anything outside the subset is 0A000 naming the construct.
 */
export function toDoProgram(fn: unknown): DoBlock {
  const [, f] = node(fn);
  for (const d of list(f['datums'])) {
    const [kind, v] = node(d);
    if (kind !== 'PLpgSQL_var' || !IMPLICIT_VARIABLES.has(String(v['refname']))) throw unsupported('DECLARE of variables');
  }
  const [kind, action] = node(f['action']);
  if (kind !== 'PLpgSQL_stmt_block') throw unsupported(`PL/pgSQL ${kind}`);
  return block(action);
}

function block(f: Json): DoBlock {
  const handlers: DoHandler[] = [];
  if (f['exceptions'] !== undefined) {
    const [, ex] = node(f['exceptions']);
    for (const h of list(ex['exc_list'])) {
      const [, hf] = node(h);
      const codes = list(hf['conditions']).map((c) => {
        const name = String(node(c)[1]['condname'] ?? '');
        const code = conditionCode(name);
        if (code === undefined) throw conditionError(name);
        return code;
      });
      handlers.push({ codes, body: statements(hf['action']) });
    }
  }
  return { kind: 'block', body: statements(f['body']), handlers, line: Number(f['lineno'] ?? 0) };
}

function statements(value: unknown): DoStatement[] {
  return list(value).map(statement);
}

function statement(value: Json): DoStatement {
  const [kind, f] = node(value);
  const line = Number(f['lineno'] ?? 0);
  switch (kind) {
    case 'PLpgSQL_stmt_block':
      return block(f);
    case 'PLpgSQL_stmt_execsql':
      if (f['into']) throw unsupported('SELECT/RETURNING … INTO');
      return { kind: 'sql', sql: exprText(f['sqlstmt']), line };
    case 'PLpgSQL_stmt_perform':
      return { kind: 'perform', sql: exprText(f['expr']), line };
    case 'PLpgSQL_stmt_if': {
      const branches = [{ cond: exprText(f['cond']), body: statements(f['then_body']) }];
      for (const e of list(f['elsif_list'])) {
        const [, ef] = node(e);
        branches.push({ cond: exprText(ef['cond']), body: statements(ef['stmts']) });
      }
      return { kind: 'if', branches, otherwise: statements(f['else_body']), line };
    }
    case 'PLpgSQL_stmt_raise':
      return raise(f, line);
    case 'PLpgSQL_stmt_return':
      if (f['expr'] !== undefined) throw unsupported('RETURN with a value');
      return { kind: 'return', line };
    default: {
      const key = kind.startsWith('PLpgSQL_stmt_') ? kind.slice('PLpgSQL_stmt_'.length) : kind;
      throw unsupported(`PL/pgSQL ${STATEMENT_NAMES[key] ?? key}`);
    }
  }
}

function raise(f: Json, line: number): DoStatement {
  const level = LEVELS[Number(f['elog_level'] ?? 21)] ?? 'EXCEPTION';
  const condname = f['condname'] === undefined ? undefined : String(f['condname']);
  const format = f['message'] === undefined ? undefined : String(f['message']);
  const options = list(f['options']).map((o): RaiseOption => {
    const [, of] = node(o);
    const type = Number(of['opt_type'] ?? 0);
    const option = OPTIONS[type];
    if (option === undefined) throw unsupported(`RAISE … USING ${OPTION_NAMES[type] ?? 'option'}`);
    return { option, expr: exprText(of['expr']) };
  });
  if (condname === undefined && format === undefined && options.length === 0) return { kind: 'reraise', line };
  const params = list(f['params']).map(exprText);
  if (format !== undefined) checkParamCount(format, params.length);
  if (condname === undefined) return { kind: 'raise', level, format, params, options, line };
  const code = conditionCode(condname);
  if (code === undefined || code === 'others') throw conditionError(condname);
  return { kind: 'raise', level, code, conditionText: condname, format, params, options, line };
}

/** pl_gram.y check_raise_parameters: one argument per `%` (`%%` is a literal percent). */
function checkParamCount(format: string, given: number): void {
  let wanted = 0;
  for (let i = 0; i < format.length; i++) {
    if (format[i] !== '%') continue;
    if (format[i + 1] === '%') i++;
    else wanted++;
  }
  if (wanted > given) throw new PgError('syntax_error', 'too few parameters specified for RAISE');
  if (wanted < given) throw new PgError('syntax_error', 'too many parameters specified for RAISE');
}

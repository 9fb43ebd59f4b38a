import { PgError, SqlState } from '@pgsqlite/errors';

import type { ReturnVariable } from './return-targets.js';
import { cursorArgumentVarnos, cursorStatement } from './do-cursors.js';
import type { DoBlock, DoDeclaration, DoHandler, DoStatement, DoTarget, RaiseLevel, RaiseOption } from './do-types.js';

export type { DoBlock, DoCursorQuery, DoCursorScroll, DoDeclaration, DoHandler, DoStatement, DoTarget, RaiseLevel, RaiseOption } from './do-types.js';

/** The variables PL/pgSQL declares by itself (FOUND; SQLSTATE/SQLERRM in exception blocks). */
const IMPLICIT_VARIABLES = new Set(['found', 'sqlstate', 'sqlerrm']);

/** elog.h levels as the PL/pgSQL grammar reports them (grammar/pl-gram.ts; libpg_query's numbering). */
const LEVELS: Readonly<Record<number, RaiseLevel>> = { 10: 'DEBUG', 11: 'DEBUG', 12: 'DEBUG', 13: 'DEBUG', 14: 'DEBUG', 15: 'LOG', 17: 'INFO', 18: 'NOTICE', 19: 'WARNING', 21: 'EXCEPTION' };

const OPTIONS: readonly (RaiseOption['option'] | undefined)[] = ['errcode', 'message', 'detail', 'hint', 'column', 'constraint', 'dataType', 'table', 'schema'];

const OPTION_NAMES = ['ERRCODE', 'MESSAGE', 'DETAIL', 'HINT', 'COLUMN', 'CONSTRAINT', 'DATATYPE', 'TABLE', 'SCHEMA'];

/** Names of PL/pgSQL statements for the 0A000 message (PLpgSQL_stmt_<key>). */
const STATEMENT_NAMES: Readonly<Record<string, string>> = {
  assign: 'assignment', loop: 'LOOP', while: 'WHILE', fori: 'FOR', fors: 'FOR', forc: 'FOR', foreach_a: 'FOREACH', exit: 'EXIT/CONTINUE',
  return_next: 'RETURN NEXT', return_query: 'RETURN QUERY', dynexecute: 'EXECUTE', dynfors: 'FOR … EXECUTE', getdiag: 'GET DIAGNOSTICS',
  open: 'OPEN', fetch: 'FETCH', close: 'CLOSE', case: 'CASE', assert: 'ASSERT', call: 'CALL', commit: 'COMMIT', rollback: 'ROLLBACK',
};

// The PL/pgSQL AST is JSON from libpg_query: objects wrapped as { NodeName: fields }.
type Json = Record<string, unknown>;

/** `PLpgSQL_recfield` → `recfield`: the parser's node name without its prefix, for messages. */
function plNodeWords(kind: string): string {
  return kind.replace(/^PLpgSQL_(stmt_)?/, '').replaceAll('_', ' ');
}

function unsupported(what: string): PgError {
  return new PgError('feature_not_supported', `${what} is not supported by pgsqlite`);
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

/** Datums of the function being converted (variables by number, for assignments and GET DIAGNOSTICS). */
interface Datums {
  names: readonly string[];
  all?: readonly [string, Json][];
  /** `RETURN [NEXT] var;` of the body not yet matched to a statement (return-targets.ts) */
  returnVars?: ReturnVariable[];
}

/** The variable of a RETURN [NEXT] whose expression libpg_query left out, found by its line. */
function returnVariable(d: Datums, line: number): string | undefined {
  const i = d.returnVars?.findIndex((v) => v.line === line) ?? -1;
  if (i < 0) return undefined;
  return d.returnVars?.splice(i, 1)[0]?.name;
}

function datums(d: Datums, n: number): [string, Json] {
  return d.all?.[n] ?? ['', {}];
}

/**
 * Converts the parsed function of a DO block (libpg_query's PLpgSQL_function JSON) into the
 * statements pgsqlite runs; anything outside the subset is 0A000 naming the construct.
 */
export function toDoProgram(fn: unknown, params = 0, returnVars?: ReturnVariable[]): DoBlock {
  const [, f] = node(fn);
  const datums = list(f['datums']).map((d) => node(d));
  // A record field (NEW.x) is named `rec.field`, as its assignment is written.
  const names = datums.map(([kind, v]) => (kind === 'PLpgSQL_recfield' ? `${String(datums[Number(v['recparentno'] ?? 0)]?.[1]['refname'] ?? '')}.${String(v['fieldname'] ?? '')}` : String(v['refname'] ?? '')));
  // A trigger function's NEW and OLD are given by the trigger, not declared.
  const triggerRecords = new Set([Number(f['new_varno'] ?? -1), Number(f['old_varno'] ?? -1)]);
  const [kind, action] = node(f['action']);
  if (kind !== 'PLpgSQL_stmt_block') throw unsupported(`PL/pgSQL ${plNodeWords(kind)}`);
  const top = block(action, { names, all: datums, ...(returnVars !== undefined ? { returnVars: [...returnVars] } : {}) });
  const loopVars = new Set<string>();
  collectForiVars(top.body, loopVars);
  const declarations: DoDeclaration[] = [];
  // A bound cursor's arguments are in scope in its query only: OPEN gives them their values.
  const cursorArgs = new Set(datums.flatMap(([, v]) => cursorArgumentVarnos({ datum: (n) => datums[n] ?? ['', {}] }, v)));
  for (const [i, [dkind, v]] of datums.entries()) {
    // A function's parameters come first: bound by the call, not declared.
    if (i < params || cursorArgs.has(i)) continue;
    const name = String(v['refname'] ?? '');
    if (dkind === 'PLpgSQL_rec' && triggerRecords.has(i)) continue;
    if (dkind === 'PLpgSQL_rec') {
      const typname = v['datatype'] === undefined ? '' : String(node(v['datatype'])[1]['typname'] ?? '').trim();
      const decl: DoDeclaration = typname === '' ? { name, typname: null, constant: false, notNull: false } : { name, typname, rowType: true, constant: v['isconst'] === true, notNull: v['notnull'] === true };
      if (v['default_val'] !== undefined) decl.default = exprText(v['default_val']);
      declarations.push(decl);
    }
    if (dkind !== 'PLpgSQL_var' || IMPLICIT_VARIABLES.has(name)) continue;
    const typname = String(node(v['datatype'])[1]['typname'] ?? '').trim();
    // FOR i IN a..b declares its integer loop variable itself (pl_gram.y for_control).
    if (typname === 'pg_catalog."integer"' && loopVars.has(name)) continue;
    const record = typname === 'record';
    const decl: DoDeclaration = { name, typname: record ? null : typname, constant: v['isconst'] === true, notNull: v['notnull'] === true };
    if (v['default_val'] !== undefined) decl.default = exprText(v['default_val']);
    declarations.push(decl);
  }
  return { ...top, declarations };
}

function collectForiVars(list: readonly DoStatement[], out: Set<string>): void {
  for (const s of list) {
    if (s.kind === 'fori') out.add(s.name);
    if (s.kind === 'block' || s.kind === 'loop' || s.kind === 'while' || s.kind === 'fori' || s.kind === 'fors' || s.kind === 'forc' || s.kind === 'foreach') collectForiVars(s.body, out);
    if (s.kind === 'case') {
      for (const w of s.whens) collectForiVars(w.body, out);
      collectForiVars(s.otherwise ?? [], out);
    }
    if (s.kind === 'if') {
      for (const b of s.branches) collectForiVars(b.body, out);
      collectForiVars(s.otherwise, out);
    }
  }
}

function block(f: Json, d: Datums): DoBlock {
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
      handlers.push({ codes, body: statements(hf['action'], d) });
    }
  }
  return { kind: 'block', ...label(f), body: statements(f['body'], d), handlers, line: Number(f['lineno'] ?? 0) };
}

function label(f: Json): { label?: string } {
  return f['label'] === undefined ? {} : { label: String(f['label']) };
}

function statements(value: unknown, d: Datums): DoStatement[] {
  return list(value).map((s) => statement(s, d));
}

/** The INTO target of a statement or the variables of a FOR loop over rows. */
function target(value: unknown): DoTarget {
  const [kind, f] = node(value);
  if (kind === 'PLpgSQL_rec') return { kind: 'record', name: String(f['refname']) };
  if (kind === 'PLpgSQL_row') return { kind: 'vars', names: list(f['fields']).map((x) => String(x['name'])) };
  if (kind === 'PLpgSQL_var') return { kind: 'vars', names: [String(f['refname'])] };
  throw unsupported(`PL/pgSQL ${plNodeWords(kind)} as a target`);
}

function into(f: Json): { into?: DoTarget; strict?: boolean } {
  return f['into'] === true ? { into: target(f['target']), strict: f['strict'] === true } : {};
}

function statement(value: Json, d: Datums): DoStatement {
  const [kind, f] = node(value);
  const line = Number(f['lineno'] ?? 0);
  switch (kind) {
    case 'PLpgSQL_stmt_block':
      return block(f, d);
    case 'PLpgSQL_stmt_execsql':
      return { kind: 'sql', sql: exprText(f['sqlstmt']), line, ...into(f) };
    case 'PLpgSQL_stmt_perform':
      return { kind: 'perform', sql: exprText(f['expr']), line };
    case 'PLpgSQL_stmt_dynexecute': {
      const params = list(f['params']).map(exprText);
      return { kind: 'execute', expr: exprText(f['query']), line, ...into(f), ...(params.length > 0 ? { params } : {}) };
    }
    case 'PLpgSQL_stmt_return_next': {
      const v = f['expr'] === undefined ? returnVariable(d, line) : exprText(f['expr']);
      return v === undefined ? { kind: 'return_next', line } : { kind: 'return_next', expr: v, line };
    }
    case 'PLpgSQL_stmt_return_query': {
      const params = list(f['params']).map(exprText);
      return f['query'] !== undefined ? { kind: 'return_query', sql: exprText(f['query']), params, line } : { kind: 'return_query', dynamic: exprText(f['dynquery']), params, line };
    }
    case 'PLpgSQL_stmt_case': {
      const whens = list(f['case_when_list']).map((w) => {
        const [, wf] = node(w);
        return { cond: exprText(wf['expr']), body: statements(wf['stmts'], d) };
      });
      const variable = f['t_expr'] === undefined ? {} : { expr: exprText(f['t_expr']), variable: d.names[Number(f['t_varno'] ?? 0)] ?? '' };
      return { kind: 'case', ...variable, whens, ...(f['have_else'] === true ? { otherwise: statements(f['else_stmts'], d) } : {}), line };
    }
    case 'PLpgSQL_stmt_foreach_a': {
      const varno = Number(f['varno'] ?? 0);
      const [vk, vv] = datums(d, varno);
      const tgt: DoTarget = vk === 'PLpgSQL_rec' ? { kind: 'record', name: String(vv['refname']) } : vk === 'PLpgSQL_row' ? { kind: 'vars', names: list(vv['fields']).map((x) => String(x['name'])) } : { kind: 'vars', names: [d.names[varno] ?? ''] };
      return { kind: 'foreach', ...label(f), target: tgt, slice: Number(f['slice'] ?? 0), expr: exprText(f['expr']), body: statements(f['body'], d), line };
    }
    case 'PLpgSQL_stmt_assign': {
      const text = exprText(f['expr']);
      const at = assignmentOperator(text);
      const written = at === null ? '' : text.slice(0, at.start).trim().toLowerCase();
      // A parameter assigned by number (`$2 := …`) is the variable of that parameter.
      const byNumber = written.length > 1 && written.startsWith('$') && [...written.slice(1)].every((ch) => ch >= '0' && ch <= '9');
      const name = byNumber ? written : (d.names[Number(f['varno'] ?? 0)] ?? '');
      // `v[i]…[k] := x` of a variable v (pl_gram.y: the target's subscripts are part of the assignment's query)
      const element = at !== null && written !== name && written.startsWith(name) && written.slice(name.length).trimStart().startsWith('[');
      if (at === null || (written !== name && !element)) throw unsupported('PL/pgSQL assignment to a field or array element');
      const rest = text.slice(at.end);
      const expr = rest.trim();
      const target = element ? { target: text.slice(0, at.start).trim() } : {};
      return { kind: 'assign', name, ...target, expr, text, offset: at.end + rest.indexOf(expr), line };
    }
    case 'PLpgSQL_stmt_if': {
      const branches = [{ cond: exprText(f['cond']), body: statements(f['then_body'], d) }];
      for (const e of list(f['elsif_list'])) {
        const [, ef] = node(e);
        branches.push({ cond: exprText(ef['cond']), body: statements(ef['stmts'], d) });
      }
      return { kind: 'if', branches, otherwise: statements(f['else_body'], d), line };
    }
    case 'PLpgSQL_stmt_loop':
      return { kind: 'loop', ...label(f), body: statements(f['body'], d), line };
    case 'PLpgSQL_stmt_while':
      return { kind: 'while', ...label(f), cond: exprText(f['cond']), body: statements(f['body'], d), line };
    case 'PLpgSQL_stmt_fori': {
      const name = String(node(f['var'])[1]['refname'] ?? '');
      const step = f['step'] === undefined ? {} : { step: exprText(f['step']) };
      return { kind: 'fori', ...label(f), name, lower: exprText(f['lower']), upper: exprText(f['upper']), ...step, reverse: f['reverse'] === true, body: statements(f['body'], d), line };
    }
    case 'PLpgSQL_stmt_fors':
      return { kind: 'fors', ...label(f), target: target(f['var']), sql: exprText(f['query']), body: statements(f['body'], d), line };
    case 'PLpgSQL_stmt_dynfors': {
      // FOR target IN EXECUTE string [USING …] LOOP: the string's query, run as EXECUTE runs it.
      const dynamic = { expr: exprText(f['query']), params: list(f['params']).map(exprText) };
      return { kind: 'fors', ...label(f), target: target(f['var']), sql: '', dynamic, body: statements(f['body'], d), line };
    }
    case 'PLpgSQL_stmt_exit': {
      const cond = f['cond'] === undefined ? {} : { cond: exprText(f['cond']) };
      return { kind: 'exit', exit: f['is_exit'] === true, ...label(f), ...cond, line };
    }
    case 'PLpgSQL_stmt_assert':
      return { kind: 'assert', cond: exprText(f['cond']), ...(f['message'] !== undefined ? { message: exprText(f['message']) } : {}), line };
    case 'PLpgSQL_stmt_getdiag': {
      const all = list(f['diag_items']).map((item) => {
        const [, itf] = node(item);
        return { kind: String(itf['kind']), target: d.names[Number(itf['target'] ?? 0)] ?? '' };
      });
      if (f['is_stacked'] === true || all.some((i) => i.kind !== 'ROW_COUNT')) return { kind: 'diag', stacked: f['is_stacked'] === true, items: all, line };
      const targets = list(f['diag_items']).map((item) => {
        const [, itf] = node(item);
        if (itf['kind'] !== 'ROW_COUNT') throw unsupported(`GET DIAGNOSTICS ${String(itf['kind'])}`);
        return d.names[Number(itf['target'] ?? 0)] ?? '';
      });
      return { kind: 'getdiag', targets, line };
    }
    case 'PLpgSQL_stmt_raise':
      return raise(f, line);
    case 'PLpgSQL_stmt_return':
      // The parser appends a RETURN without a line number to every function body (pl_comp.c add_dummy_return): falling off the end.
      if (f['expr'] === undefined && f['lineno'] === undefined) return { kind: 'return', line, implicit: true };
      if (f['expr'] === undefined) {
        const v = returnVariable(d, line);
        return v === undefined ? { kind: 'return', line } : { kind: 'return', expr: v, line };
      }
      return { kind: 'return', expr: exprText(f['expr']), line };
    default: {
      const cursor = cursorStatement(kind, f, { datum: (n) => datums(d, n), exprText, target, statements: (v) => statements(v, d), label });
      if (cursor !== undefined) return cursor;
      const key = kind.startsWith('PLpgSQL_stmt_') ? kind.slice('PLpgSQL_stmt_'.length) : kind;
      throw unsupported(`PL/pgSQL ${STATEMENT_NAMES[key] ?? key}`);
    }
  }
}

/** Where `:=` or `=` of `target := expr` is (outside quotes and brackets), as libpg_query keeps the whole assignment. */
export function assignmentOperator(text: string): { start: number; end: number } | null {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    if (quoted) continue;
    if (ch === '[' || ch === '(') depth++;
    else if (ch === ']' || ch === ')') depth--;
    else if (depth === 0 && ch === ':' && text[i + 1] === '=') return { start: i, end: i + 2 };
    else if (depth === 0 && ch === '=') return { start: i, end: i + 1 };
  }
  return null;
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
  // pl_exec.c exec_stmt_raise: each option once, MESSAGE not next to a format string (checked when it runs)
  const seen = new Set<string>();
  for (const [i, o] of options.entries()) {
    if (seen.has(o.option) || (o.option === 'message' && format !== undefined)) return { kind: 'raise', level, format, params: [], options: [], line, duplicate: OPTION_NAMES[list(f['options']).map((x) => Number(node(x)[1]['opt_type'] ?? 0))[i] ?? 0] ?? 'MESSAGE' };
    if (o.option === 'errcode' && condname !== undefined) return { kind: 'raise', level, format, params: [], options: [], line, duplicate: 'ERRCODE' };
    seen.add(o.option);
  }
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

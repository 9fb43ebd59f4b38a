/**
 * PostgreSQL 15's PL/pgSQL grammar (src/pl/plpgsql/src/pl_gram.y) by recursive descent over the
 * PL/pgSQL scanner (pl-scanner.ts): blocks, labels, EXCEPTION sections and the statements, building
 * the tree libpg_query reports as JSON (PLpgSQL_stmt_* nodes, PLpgSQL_expr {query, parseMode};
 * pl-json.ts) and the function's datums. DECLARE sections are pl-declarations.ts, the SQL
 * constructs inside statements pl-reader.ts. Compile errors carry pl_gram.y's messages and their
 * position in the body (PlCompileError).
 */
import { conditionCode } from '../do-program.js';
import { type Datum, PARSE_ASSIGN1, PARSE_DEFAULT, PARSE_EXPR, type PlExpr, type PlType } from './pl-datums.js';
import { PlCompileError } from './pl-error.js';
import { datumJson, exprJson, type Json, nonEmpty, reorder, stmt } from './pl-json.js';
import { CURSOR_OPT_FAST_PLAN, PlDeclarations } from './pl-declarations.js';
import { isUnreservedKeyword, type PlToken } from './pl-scanner.js';

export { datumJson } from './pl-json.js';
export type { PlFunctionSpec, SqlCheck } from './pl-reader.js';

const ERROR_LEVEL = 21;
const LEVELS: Readonly<Record<string, number>> = { K_EXCEPTION: 21, K_WARNING: 19, K_NOTICE: 18, K_INFO: 17, K_LOG: 15, K_DEBUG: 14 };
const RAISE_OPTIONS = ['errcode', 'message', 'detail', 'hint', 'column', 'constraint', 'datatype', 'table', 'schema'];
const DIAG_ITEMS: Readonly<Record<string, string>> = {
  row_count: 'ROW_COUNT', pg_context: 'PG_CONTEXT', pg_exception_detail: 'PG_EXCEPTION_DETAIL', pg_exception_hint: 'PG_EXCEPTION_HINT',
  pg_exception_context: 'PG_EXCEPTION_CONTEXT', column_name: 'COLUMN_NAME', constraint_name: 'CONSTRAINT_NAME', pg_datatype_name: 'PG_DATATYPE_NAME',
  message_text: 'MESSAGE_TEXT', table_name: 'TABLE_NAME', schema_name: 'SCHEMA_NAME', returned_sqlstate: 'RETURNED_SQLSTATE',
};
// FETCH_ALL is LONG_MAX, as libpg_query (32-bit WebAssembly) writes it
const FETCH_ALL = 2147483647;

/** Statement-starting tokens of proc_stmt. */
const STMT_START = new Set([
  'LESS_LESS', 'K_DECLARE', 'K_BEGIN', 'T_DATUM', 'K_IF', 'K_CASE', 'K_LOOP', 'K_WHILE', 'K_FOR', 'K_FOREACH', 'K_EXIT', 'K_CONTINUE', 'K_RETURN',
  'K_RAISE', 'K_ASSERT', 'K_IMPORT', 'K_INSERT', 'K_MERGE', 'T_WORD', 'T_CWORD', 'K_EXECUTE', 'K_PERFORM', 'K_CALL', 'K_DO', 'K_GET', 'K_OPEN',
  'K_FETCH', 'K_MOVE', 'K_CLOSE', 'K_NULL', 'K_COMMIT', 'K_ROLLBACK',
]);

interface ForVariable {
  name: string;
  lineno: number;
  scalar: Datum | null;
  row: Datum | null;
  loc: number;
}

export class PlGrammar extends PlDeclarations {
  // ---- pl_function --------------------------------------------------------------------

  /** pl_function: comp_options pl_block opt_semi; returns the block's JSON. */
  parseFunction(): Json {
    while (this.peek().tok === '#') this.compOption();
    const block = this.plBlock();
    const t = this.peek();
    if (t.tok === ';') {
      this.ahead = null;
    }
    if (this.peek().tok !== 'EOF') this.yyerror('syntax error');
    return block;
  }

  private compOption(): void {
    this.expect('#');
    const t = this.lex();
    if (t.tok === 'K_OPTION') {
      if (this.lex().tok !== 'K_DUMP') this.yyerror('syntax error');
      return;
    }
    if (t.tok === 'K_PRINT_STRICT_PARAMS') {
      const v = this.lex();
      if (v.tok !== 'T_WORD' && !isUnreservedKeyword(v.tok)) this.yyerror('syntax error');
      if (v.str !== 'on' && v.str !== 'off') this.error(`unrecognized print_strict_params option ${v.str}`, undefined, 'internal_error');
      return;
    }
    if (t.tok === 'K_VARIABLE_CONFLICT') {
      const v = this.lex();
      if (v.tok !== 'K_ERROR' && v.tok !== 'K_USE_VARIABLE' && v.tok !== 'K_USE_COLUMN') this.yyerror('syntax error');
      return;
    }
    this.yyerror('syntax error');
  }

  /** pl_block: decl_sect K_BEGIN proc_sect exception_sect K_END opt_label */
  private plBlock(label?: { name: string | null }): Json {
    const name = label === undefined ? this.optLabel(false) : label.name;
    if (this.peek().tok === 'K_DECLARE') {
      this.ahead = null;
      this.mode = 'declare';
      this.declStmts();
    }
    this.mode = 'normal';
    const begin = this.expect('K_BEGIN');
    const body = this.procSect();
    const exceptions = this.exceptionSect();
    this.expect('K_END');
    const end = this.optEndLabel();
    this.checkLabels(name, end);
    this.datums.pop();
    return stmt('block', { lineno: this.lineno(begin.lloc), label: name ?? undefined, body, exceptions });
  }

  /** opt_block_label / opt_loop_label when a `<<label>>` may come (it is pushed as a namespace level by the caller's kind). */
  private optLabel(loop: boolean): string | null {
    let name: string | null = null;
    if (this.peek().tok === 'LESS_LESS') {
      this.ahead = null;
      name = this.anyIdentifier(this.lex());
      if (this.lex().tok !== 'GREATER_GREATER') this.yyerror('syntax error');
    }
    this.datums.push(name, loop);
    return name;
  }

  /** opt_label after END: an identifier, or nothing. */
  private optEndLabel(): { name: string; at: number } | null {
    const t = this.peek();
    if (t.tok === 'T_WORD' || isUnreservedKeyword(t.tok) || t.tok === 'T_DATUM') {
      this.ahead = null;
      return { name: this.anyIdentifier(t), at: t.lloc };
    }
    return null;
  }

  private checkLabels(start: string | null, end: { name: string; at: number } | null): void {
    if (end === null) return;
    if (start === null) this.error(`end label "${end.name}" specified for unlabeled block`, end.at);
    if (start !== end.name) this.error(`end label "${end.name}" differs from block's label "${start}"`, end.at);
  }

  /** exception_sect: EXCEPTION (SQLSTATE and SQLERRM declared) WHEN conditions THEN statements … */
  private exceptionSect(): Json | undefined {
    const t = this.peek();
    if (t.tok !== 'K_EXCEPTION') return undefined;
    this.ahead = null;
    const lineno = this.lineno(t.lloc);
    const text: PlType = { typname: 'pg_catalog.text', record: false };
    for (const name of ['sqlstate', 'sqlerrm']) {
      const v = this.datums.variable(name, lineno, text, true);
      if (v.kind === 'var') v.isconst = true;
    }
    const list: Json[] = [];
    do {
      this.expect('K_WHEN');
      const conditions: Json[] = [];
      for (;;) {
        const c = this.lex();
        const name = this.anyIdentifier(c);
        if (name !== 'sqlstate') {
          const code = conditionCode(name);
          if (code === undefined || (code === name && name !== 'others')) this.error(`unrecognized exception condition "${name}"`, undefined, 'undefined_object');
          conditions.push({ PLpgSQL_condition: { condname: name } });
        } else {
          const s = this.lex();
          if (s.tok !== 'SCONST') this.yyerror('syntax error');
          if (s.str.length !== 5 || !/^[0-9A-Z]{5}$/.test(s.str)) this.yyerror('invalid SQLSTATE code');
          conditions.push({ PLpgSQL_condition: { condname: s.str } });
        }
        if (this.peek().tok !== 'K_OR') break;
        this.ahead = null;
      }
      this.expect('K_THEN');
      list.push({ PLpgSQL_exception: nonEmpty({ conditions, action: this.procSect() }) });
    } while (this.peek().tok === 'K_WHEN');
    return { PLpgSQL_exception_block: { exc_list: list } };
  }

  // ---- statements ---------------------------------------------------------------------

  /** proc_sect: statements until a token that starts none. */
  private procSect(): Json[] {
    const out: Json[] = [];
    while (STMT_START.has(this.peek().tok)) {
      const s = this.procStmt();
      if (s !== null) out.push(s);
    }
    return out;
  }

  private procStmt(): Json | null {
    const t = this.peek();
    switch (t.tok) {
      case 'LESS_LESS': {
        // a label: before a block or a loop (bison decides by the token after >>)
        this.ahead = null;
        const name = this.anyIdentifier(this.lex());
        if (this.lex().tok !== 'GREATER_GREATER') this.yyerror('syntax error');
        const next = this.peek();
        if (next.tok === 'K_DECLARE' || next.tok === 'K_BEGIN') {
          this.datums.push(name, false);
          const b = this.plBlock({ name });
          this.expect(';');
          return b;
        }
        if (next.tok === 'K_LOOP' || next.tok === 'K_WHILE' || next.tok === 'K_FOR' || next.tok === 'K_FOREACH') {
          this.datums.push(name, true);
          return this.loopStmt(name);
        }
        return this.yyerror('syntax error');
      }
      case 'K_DECLARE':
      case 'K_BEGIN': {
        this.datums.push(null, false);
        const b = this.plBlock({ name: null });
        this.expect(';');
        return b;
      }
      case 'K_LOOP':
      case 'K_WHILE':
      case 'K_FOR':
      case 'K_FOREACH':
        this.datums.push(null, true);
        return this.loopStmt(null);
      case 'T_DATUM':
        this.ahead = null;
        return this.stmtAssign(t);
      case 'K_IF':
        this.ahead = null;
        return this.stmtIf(t);
      case 'K_CASE':
        this.ahead = null;
        return this.stmtCase(t);
      case 'K_EXIT':
      case 'K_CONTINUE':
        this.ahead = null;
        return this.stmtExit(t);
      case 'K_RETURN':
        this.ahead = null;
        return this.stmtReturn(t);
      case 'K_RAISE':
        this.ahead = null;
        return this.stmtRaise(t);
      case 'K_ASSERT': {
        this.ahead = null;
        const [cond, end] = this.readSqlExpression2(',', ';', ', or ;');
        const message = end === ',' ? this.readSqlExpression(';', ';') : undefined;
        return stmt('assert', { lineno: this.lineno(t.lloc), cond: exprJson(cond), message: exprJson(message) });
      }
      case 'K_IMPORT':
      case 'K_INSERT':
      case 'K_MERGE':
        this.ahead = null;
        return this.execsql(t);
      case 'T_WORD':
      case 'T_CWORD': {
        this.ahead = null;
        const next = this.lex();
        this.pushBack();
        if (next.tok === '=' || next.tok === 'COLON_EQUALS' || next.tok === '[' || next.tok === '.') this.notVariable(t);
        return this.execsql(t);
      }
      case 'K_EXECUTE':
        this.ahead = null;
        return this.stmtDynexecute(t);
      case 'K_PERFORM': {
        this.ahead = null;
        this.pushBack();
        const { expr, start } = this.readSqlConstruct([';'], ';', PARSE_DEFAULT, false, false);
        // PERFORM is not SQL: its text runs as SELECT (the position of a syntax error counts the space it left)
        const query = `SELECT${expr.query.slice('perform'.length)}`;
        this.check(query, PARSE_DEFAULT, start + 1);
        return stmt('perform', { lineno: this.lineno(t.lloc), expr: exprJson({ query, parseMode: PARSE_DEFAULT }) });
      }
      case 'K_CALL':
      case 'K_DO': {
        this.ahead = null;
        this.pushBack();
        const expr = this.readSqlStmt();
        return stmt('call', { lineno: this.lineno(t.lloc), expr: exprJson(expr), is_call: t.tok === 'K_CALL' });
      }
      case 'K_GET':
        this.ahead = null;
        return this.stmtGetdiag(t);
      case 'K_OPEN':
        this.ahead = null;
        return this.stmtOpen(t);
      case 'K_FETCH':
      case 'K_MOVE':
        this.ahead = null;
        return this.stmtFetch(t);
      case 'K_CLOSE': {
        this.ahead = null;
        const cur = this.cursorVariable(this.lex());
        if (this.lex().tok !== ';') this.yyerror('syntax error');
        return stmt('close', { lineno: this.lineno(t.lloc), curvar: cur.dno });
      }
      case 'K_NULL':
        this.ahead = null;
        if (this.lex().tok !== ';') this.yyerror('syntax error');
        return null;
      case 'K_COMMIT':
      case 'K_ROLLBACK': {
        this.ahead = null;
        let chain = false;
        let n = this.lex();
        if (n.tok === 'K_AND') {
          n = this.lex();
          if (n.tok === 'K_NO') n = this.lex();
          else chain = true;
          if (n.tok !== 'K_CHAIN') this.yyerror('syntax error');
          n = this.lex();
        }
        if (n.tok !== ';') this.yyerror('syntax error');
        return stmt(t.tok === 'K_COMMIT' ? 'commit' : 'rollback', { lineno: this.lineno(t.lloc), chain });
      }
      default:
        return this.yyerror('syntax error');
    }
  }

  private stmtAssign(t: PlToken): Json {
    const names = t.ident !== undefined ? 1 : (t.idents ?? []).length;
    const datum = t.datum as Datum;
    this.checkAssignable(datum, t.lloc);
    this.pushBack();
    const { expr } = this.readSqlConstruct([';'], ';', PARSE_ASSIGN1 + names - 1, false, true);
    return stmt('assign', { lineno: this.lineno(t.lloc), varno: datum.dno, expr: exprJson(expr) });
  }

  private stmtIf(t: PlToken): Json {
    const cond = this.readSqlExpression('K_THEN', 'THEN');
    const thenBody = this.procSect();
    const elsifs: Json[] = [];
    while (this.peek().tok === 'K_ELSIF') {
      const e = this.lex();
      const c = this.readSqlExpression('K_THEN', 'THEN');
      elsifs.push({ PLpgSQL_if_elsif: nonEmpty({ lineno: this.lineno(e.lloc), cond: exprJson(c), stmts: this.procSect() }) });
    }
    let elseBody: Json[] = [];
    if (this.peek().tok === 'K_ELSE') {
      this.ahead = null;
      elseBody = this.procSect();
    }
    this.expect('K_END');
    this.expect('K_IF');
    this.expect(';');
    return stmt('if', { lineno: this.lineno(t.lloc), cond: exprJson(cond), then_body: thenBody, elsif_list: elsifs, else_body: elseBody });
  }

  private stmtCase(t: PlToken): Json {
    let texpr: PlExpr | undefined;
    const first = this.lex();
    if (first.tok !== 'K_WHEN') {
      this.pushBack();
      texpr = this.readSqlExpression('K_WHEN', 'WHEN');
    }
    // plpgsql_push_back_token(K_WHEN): read again as WHEN (even when the expression ended at end of input)
    this.scan.pushInternal({ ...this.scan.last, tok: 'K_WHEN' });
    const whens: { lineno: number; expr: PlExpr; stmts: Json[] }[] = [];
    do {
      const w = this.expect('K_WHEN');
      const expr = this.readSqlExpression('K_THEN', 'THEN');
      whens.push({ lineno: this.lineno(w.lloc), expr, stmts: this.procSect() });
    } while (this.peek().tok === 'K_WHEN');
    let haveElse = false;
    let elseStmts: Json[] = [];
    if (this.peek().tok === 'K_ELSE') {
      this.ahead = null;
      haveElse = true;
      elseStmts = this.procSect();
    }
    this.expect('K_END');
    this.expect('K_CASE');
    this.expect(';');
    let tVarno = 0;
    if (texpr !== undefined) {
      const varname = `__Case__Variable_${this.datums.all.length}__`;
      const v = this.datums.variable(varname, this.lineno(t.lloc), { typname: 'pg_catalog."integer"', record: false }, true);
      tVarno = v.dno;
      for (const w of whens) w.expr = { query: `"${varname}" IN (${w.expr.query})`, parseMode: w.expr.parseMode };
    }
    const list = whens.map((w) => ({ PLpgSQL_case_when: nonEmpty({ lineno: w.lineno, expr: exprJson(w.expr), stmts: w.stmts }) }));
    return stmt('case', { lineno: this.lineno(t.lloc), t_expr: exprJson(texpr), t_varno: tVarno, case_when_list: list, have_else: haveElse, else_stmts: elseStmts });
  }

  /** LOOP / WHILE / FOR / FOREACH after the label level was pushed. */
  private loopStmt(label: string | null): Json {
    const kw = this.lex();
    const lineno = this.lineno(kw.lloc);
    let node: Json;
    if (kw.tok === 'K_LOOP') {
      const body = this.loopBody(label);
      node = stmt('loop', { lineno, label: label ?? undefined, body });
    } else if (kw.tok === 'K_WHILE') {
      const cond = this.readSqlExpression('K_LOOP', 'LOOP');
      node = stmt('while', { lineno, label: label ?? undefined, cond: exprJson(cond), body: this.loopBody(label) });
    } else if (kw.tok === 'K_FOR') {
      const control = this.forControl();
      const body = this.loopBody(label);
      const [kind, fields] = Object.entries(control)[0] as [string, Json];
      node = { [kind]: nonEmpty({ lineno, label: label ?? undefined, ...fields, body }) };
      node = reorder(node);
    } else node = this.foreach(kw, label, lineno);
    this.datums.pop();
    return node;
  }

  /** loop_body: proc_sect END LOOP opt_label ; (labels checked). */
  private loopBody(label: string | null): Json[] {
    const body = this.procSect();
    this.expect('K_END');
    this.expect('K_LOOP');
    const end = this.optEndLabel();
    this.expect(';');
    this.checkLabels(label, end);
    return body;
  }

  private forVariable(): ForVariable {
    const t = this.lex();
    if (t.tok === 'T_DATUM') {
      const d = t.datum as Datum;
      const name = t.ident ?? (t.idents ?? []).join('.');
      const fv: ForVariable = { name, lineno: this.lineno(t.lloc), scalar: null, row: null, loc: t.lloc };
      if (d.kind === 'row' || d.kind === 'rec') fv.row = d;
      else {
        fv.scalar = d;
        const next = this.lex();
        this.pushBack();
        if (next.tok === ',') fv.row = this.readIntoScalarList(name, d, t.lloc);
      }
      return fv;
    }
    if (t.tok === 'T_WORD') {
      const next = this.lex();
      this.pushBack();
      if (next.tok === ',') this.notVariable(t);
      return { name: t.str, lineno: this.lineno(t.lloc), scalar: null, row: null, loc: t.lloc };
    }
    if (t.tok === 'T_CWORD') this.notVariable(t);
    return this.yyerror('syntax error');
  }

  private forControl(): Json {
    const fv = this.forVariable();
    this.expect('K_IN');
    const t = this.lex();
    if (t.tok === 'K_EXECUTE') {
      const [query, term] = this.readSqlExpression2('K_LOOP', 'K_USING', 'LOOP or USING');
      const v = this.loopTarget(fv, 'datatype_mismatch');
      const params: Json[] = [];
      if (term === 'K_USING') {
        let end: string;
        do {
          const [e, te] = this.readSqlExpression2(',', 'K_LOOP', ', or LOOP');
          params.push(exprJson(e) as Json);
          end = te;
        } while (end === ',');
      }
      return { PLpgSQL_stmt_dynfors: { var: datumJson(v), query: exprJson(query), params } };
    }
    if (t.tok === 'T_DATUM' && t.datum?.kind === 'var' && t.datum.refcursor) {
      const cursor = t.datum;
      if (fv.scalar !== null && fv.row !== null) this.error('cursor FOR loop must have only one target variable', fv.loc);
      if (cursor.cursor_explicit_expr === undefined) this.error('cursor FOR loop must use a bound cursor variable', t.lloc);
      const argquery = this.readCursorArgs(cursor, 'K_LOOP');
      const v = this.datums.record(fv.name, fv.lineno, true);
      return { PLpgSQL_stmt_forc: { var: datumJson(v), curvar: cursor.dno, argquery: exprJson(argquery) } };
    }
    let reverse = false;
    if (this.tokIsKeyword(t, 'reverse')) reverse = true;
    else this.pushBack();
    const { expr: expr1, start, end } = this.readSqlConstruct(['DOT_DOT', 'K_LOOP'], 'LOOP', PARSE_DEFAULT, true, false);
    if (end === 'DOT_DOT') {
      expr1.parseMode = PARSE_EXPR;
      this.check(expr1.query, PARSE_EXPR, start);
      const [upper, term] = this.readSqlExpression2('K_LOOP', 'K_BY', 'LOOP');
      const step = term === 'K_BY' ? this.readSqlExpression('K_LOOP', 'LOOP') : undefined;
      if (fv.scalar !== null && fv.row !== null) this.error('integer FOR loop must have only one target variable', fv.loc);
      const v = this.datums.variable(fv.name, fv.lineno, { typname: 'pg_catalog."integer"', record: false }, true);
      return { PLpgSQL_stmt_fori: { var: datumJson(v), lower: exprJson(expr1), upper: exprJson(upper), step: exprJson(step), reverse } };
    }
    if (reverse) this.error('cannot specify REVERSE in query FOR loop', t.lloc);
    this.check(expr1.query, expr1.parseMode, start);
    const v = this.loopTarget(fv, 'syntax_error');
    return { PLpgSQL_stmt_fors: { var: datumJson(v), query: exprJson(expr1) } };
  }

  /** The row or record a loop over rows assigns (a single scalar made a one-field row). */
  private loopTarget(fv: ForVariable, condition: string): Datum {
    if (fv.row !== null) {
      this.checkAssignable(fv.row, fv.loc);
      return fv.row;
    }
    if (fv.scalar !== null) return this.scalarList1(fv.name, fv.scalar, fv.lineno, fv.loc);
    return this.error('loop variable of loop over rows must be a record variable or list of scalar variables', fv.loc, condition);
  }

  private scalarList1(name: string, d: Datum, lineno: number, at: number): Datum {
    this.checkAssignable(d, at);
    return this.datums.add<Extract<Datum, { kind: 'row' }>>({ kind: 'row', refname: '(unnamed row)', lineno, fields: [{ name, varno: d.dno }] });
  }

  private foreach(kw: PlToken, label: string | null, lineno: number): Json {
    const fv = this.forVariable();
    let slice = 0;
    let t = this.lex();
    if (t.tok === 'K_SLICE') {
      const n = this.lex();
      if (n.tok !== 'ICONST') this.yyerror('syntax error');
      slice = Number(n.str);
      t = this.lex();
    }
    if (t.tok !== 'K_IN') this.yyerror('syntax error');
    if (this.lex().tok !== 'K_ARRAY') this.yyerror('syntax error');
    const expr = this.readSqlExpression('K_LOOP', 'LOOP');
    const body = this.loopBody(label);
    let varno: number;
    if (fv.row !== null) {
      varno = fv.row.dno;
      this.checkAssignable(fv.row, fv.loc);
    } else if (fv.scalar !== null) {
      varno = fv.scalar.dno;
      this.checkAssignable(fv.scalar, fv.loc);
    } else return this.error('loop variable of FOREACH must be a known variable or list of variables', fv.loc);
    void kw;
    return stmt('foreach_a', { lineno, label: label ?? undefined, varno, slice, expr: exprJson(expr), body });
  }

  private stmtExit(t: PlToken): Json {
    const isExit = t.tok === 'K_EXIT';
    let label: string | undefined;
    let labelAt = 0;
    const n = this.peek();
    if (n.tok === 'T_WORD' || isUnreservedKeyword(n.tok) || n.tok === 'T_DATUM') {
      this.ahead = null;
      label = this.anyIdentifier(n);
      labelAt = n.lloc;
    }
    const c = this.lex();
    let cond: PlExpr | undefined;
    if (c.tok === 'K_WHEN') cond = this.readSqlExpression(';', ';');
    else if (c.tok !== ';') this.yyerror('syntax error');
    if (label !== undefined) {
      const found = this.datums.label(label);
      if (found === null) this.error(`there is no label "${label}" attached to any block or loop enclosing this statement`, labelAt);
      if (!found.loop && !isExit) this.error(`block label "${label}" cannot be used in CONTINUE`, labelAt);
    } else if (!this.datums.inLoop()) {
      this.error(isExit ? 'EXIT cannot be used outside a loop, unless it has a label' : 'CONTINUE cannot be used outside a loop', t.lloc);
    }
    return stmt('exit', { lineno: this.lineno(t.lloc), is_exit: isExit, label, cond: exprJson(cond) });
  }

  private stmtReturn(t: PlToken): Json {
    const n = this.lex();
    if (n.tok === 'EOF') this.yyerror('unexpected end of function definition');
    const lineno = this.lineno(t.lloc);
    if (this.tokIsKeyword(n, 'next')) {
      if (!this.fn.retset) this.error('cannot use RETURN NEXT in a non-SETOF function', t.lloc, 'datatype_mismatch');
      if (this.fn.outParamVarno >= 0) {
        if (this.lex().tok !== ';') this.error('RETURN NEXT cannot have a parameter in function with OUT parameters', this.scan.last.lloc, 'datatype_mismatch');
        return stmt('return_next', { lineno });
      }
      const v = this.lex();
      if (v.tok === 'T_DATUM' && this.scan.peek().tok === ';' && v.datum?.kind !== 'recfield') {
        this.lex();
        return stmt('return_next', { lineno });
      }
      this.pushBack();
      return stmt('return_next', { lineno, expr: exprJson(this.readSqlExpression(';', ';')) });
    }
    if (this.tokIsKeyword(n, 'query')) {
      if (!this.fn.retset) this.error('cannot use RETURN QUERY in a non-SETOF function', t.lloc, 'datatype_mismatch');
      const q = this.lex();
      if (q.tok !== 'K_EXECUTE') {
        this.pushBack();
        return stmt('return_query', { lineno, query: exprJson(this.readSqlStmt()) });
      }
      const [dyn, term] = this.readSqlExpression2(';', 'K_USING', '; or USING');
      const params: Json[] = [];
      if (term === 'K_USING') {
        let end: string;
        do {
          const [e, te] = this.readSqlExpression2(',', ';', ', or ;');
          params.push(exprJson(e) as Json);
          end = te;
        } while (end === ',');
      }
      return stmt('return_query', { lineno, dynquery: exprJson(dyn), params });
    }
    // make_return_stmt as libpg_query compiles it (a function of unknown result type): any expression is read
    if (n.tok === ';') return stmt('return', { lineno });
    this.pushBack();
    return stmt('return', { lineno, expr: exprJson(this.readSqlExpression(';', ';')) });
  }

  private stmtRaise(t: PlToken): Json {
    const lineno = this.lineno(t.lloc);
    let level = ERROR_LEVEL;
    let condname: string | undefined;
    let message: string | undefined;
    const params: Json[] = [];
    let options: Json[] = [];
    let tok = this.lex();
    if (tok.tok === 'EOF') this.yyerror('unexpected end of function definition');
    if (tok.tok !== ';') {
      for (const [kw, l] of Object.entries(LEVELS)) {
        if (this.tokIsKeyword(tok, kw.slice(2).toLowerCase())) {
          level = l;
          tok = this.lex();
          break;
        }
      }
      if (tok.tok === 'EOF') this.yyerror('unexpected end of function definition');
      if (tok.tok === 'SCONST') {
        message = tok.str;
        tok = this.lex();
        if (tok.tok !== ',' && tok.tok !== ';' && tok.tok !== 'K_USING') this.yyerror('syntax error');
        while (tok.tok === ',') {
          const r = this.readSqlConstruct([',', ';', 'K_USING'], ', or ; or USING', PARSE_EXPR, true, true);
          params.push(exprJson(r.expr) as Json);
          tok = { ...this.scan.last, tok: r.end };
        }
      } else if (tok.tok !== 'K_USING') {
        if (this.tokIsKeyword(tok, 'sqlstate')) {
          const s = this.lex();
          if (s.tok !== 'SCONST') this.yyerror('syntax error');
          if (s.str.length !== 5 || !/^[0-9A-Z]{5}$/.test(s.str)) this.yyerror('invalid SQLSTATE code');
          condname = s.str;
        } else {
          if (tok.tok === 'T_WORD') condname = tok.str;
          else if (isUnreservedKeyword(tok.tok)) condname = tok.str;
          else this.yyerror('syntax error');
          recognizeCondition(condname);
        }
        tok = this.lex();
        if (tok.tok !== ';' && tok.tok !== 'K_USING') this.yyerror('syntax error');
      }
      if (tok.tok === 'K_USING') options = this.raiseOptions();
    }
    if (message !== undefined) checkRaiseParameters(message, params.length);
    return stmt('raise', { lineno, elog_level: level, condname, message, params, options });
  }

  private raiseOptions(): Json[] {
    const out: Json[] = [];
    for (;;) {
      const t = this.lex();
      if (t.tok === 'EOF') this.yyerror('unexpected end of function definition');
      const type = RAISE_OPTIONS.findIndex((o) => this.tokIsKeyword(t, o));
      if (type < 0) this.yyerror('unrecognized RAISE statement option');
      const eq = this.lex();
      if (eq.tok !== '=' && eq.tok !== 'COLON_EQUALS') this.yyerror('syntax error, expected "="');
      const [expr, end] = this.readSqlExpression2(',', ';', ', or ;');
      out.push({ PLpgSQL_raise_option: { opt_type: type, expr: exprJson(expr) } });
      if (end === ';') break;
    }
    return out;
  }

  private stmtDynexecute(t: PlToken): Json {
    const r = this.readSqlConstruct(['K_INTO', 'K_USING', ';'], 'INTO or USING or ;', PARSE_EXPR, true, true);
    let end = r.end;
    let into = false;
    let strict = false;
    let target: Datum | undefined;
    const params: Json[] = [];
    for (;;) {
      if (end === 'K_INTO') {
        if (into) this.yyerror('syntax error');
        into = true;
        const it = this.readIntoTarget(true);
        target = it.target;
        strict = it.strict;
        end = this.lex().tok;
      } else if (end === 'K_USING') {
        if (params.length > 0) this.yyerror('syntax error');
        do {
          const p = this.readSqlConstruct([',', ';', 'K_INTO'], ', or ; or INTO', PARSE_EXPR, true, true);
          params.push(exprJson(p.expr) as Json);
          end = p.end;
        } while (end === ',');
      } else if (end === ';') break;
      else this.yyerror('syntax error');
    }
    return stmt('dynexecute', { lineno: this.lineno(t.lloc), query: exprJson(r.expr), into, strict, target: target === undefined ? undefined : datumJson(target), params });
  }

  private stmtGetdiag(t: PlToken): Json {
    let stacked = false;
    let n = this.lex();
    if (n.tok === 'K_CURRENT') n = this.lex();
    else if (n.tok === 'K_STACKED') {
      stacked = true;
      n = this.lex();
    }
    if (n.tok !== 'K_DIAGNOSTICS') this.yyerror('syntax error');
    const items: { kind: string; target: number }[] = [];
    for (;;) {
      const tt = this.lex();
      let target: Datum;
      if (tt.tok === 'T_DATUM') {
        const d = tt.datum as Datum;
        if (d.kind === 'row' || d.kind === 'rec' || this.scan.peek().tok === '[') this.error(`"${tt.ident ?? (tt.idents ?? []).join('.')}" is not a scalar variable`, tt.lloc);
        this.checkAssignable(d, tt.lloc);
        target = d;
      } else if (tt.tok === 'T_WORD' || tt.tok === 'T_CWORD') this.notVariable(tt);
      else this.yyerror('syntax error');
      const op = this.lex();
      if (op.tok !== '=' && op.tok !== 'COLON_EQUALS') this.yyerror('syntax error');
      const it = this.lex();
      const kind = Object.keys(DIAG_ITEMS).find((k) => this.tokIsKeyword(it, k));
      if (kind === undefined) this.yyerror('unrecognized GET DIAGNOSTICS item');
      items.push({ kind: DIAG_ITEMS[kind] as string, target: target.dno });
      const sep = this.lex();
      if (sep.tok === ';') break;
      if (sep.tok !== ',') this.yyerror('syntax error');
    }
    for (const i of items) {
      if (i.kind === 'ROW_COUNT' && stacked) this.error(`diagnostics item ${i.kind} is not allowed in GET STACKED DIAGNOSTICS`, t.lloc);
      if (i.kind !== 'ROW_COUNT' && i.kind !== 'PG_CONTEXT' && !stacked) this.error(`diagnostics item ${i.kind} is not allowed in GET CURRENT DIAGNOSTICS`, t.lloc);
    }
    return stmt('getdiag', { lineno: this.lineno(t.lloc), is_stacked: stacked, diag_items: items.map((i) => ({ PLpgSQL_diag_item: nonEmpty({ kind: i.kind, target: i.target }) })) });
  }

  private stmtOpen(t: PlToken): Json {
    const cur = this.cursorVariable(this.lex());
    let options = CURSOR_OPT_FAST_PLAN;
    const fields: Json = {};
    if (cur.cursor_explicit_expr === undefined) {
      let n = this.lex();
      if (this.tokIsKeyword(n, 'no')) {
        n = this.lex();
        if (this.tokIsKeyword(n, 'scroll')) {
          options |= 0x4;
          n = this.lex();
        }
      } else if (this.tokIsKeyword(n, 'scroll')) {
        options |= 0x2;
        n = this.lex();
      }
      if (n.tok !== 'K_FOR') this.yyerror('syntax error, expected "FOR"');
      n = this.lex();
      if (n.tok === 'K_EXECUTE') {
        const [dyn, end] = this.readSqlExpression2('K_USING', ';', 'USING or ;');
        fields['dynquery'] = exprJson(dyn);
        if (end === 'K_USING') {
          const params: Json[] = [];
          let e: string;
          do {
            const [p, pe] = this.readSqlExpression2(',', ';', ', or ;');
            params.push(exprJson(p) as Json);
            e = pe;
          } while (e === ',');
          fields['params'] = params;
        }
      } else {
        this.pushBack();
        fields['query'] = exprJson(this.readSqlStmt());
      }
    } else fields['argquery'] = exprJson(this.readCursorArgs(cur, ';'));
    return stmt('open', { lineno: this.lineno(t.lloc), curvar: cur.dno, cursor_options: options, ...fields });
  }

  private stmtFetch(t: PlToken): Json {
    const isMove = t.tok === 'K_MOVE';
    const f = this.fetchDirection();
    const cur = this.cursorVariable(this.lex());
    let target: Datum | undefined;
    if (!isMove) {
      if (this.lex().tok !== 'K_INTO') this.yyerror('syntax error');
      target = this.readIntoTarget(false).target;
      if (this.lex().tok !== ';') this.yyerror('syntax error');
      if (f.multiple) this.error('FETCH statement cannot return multiple rows', t.lloc, 'feature_not_supported');
    } else if (this.lex().tok !== ';') this.yyerror('syntax error');
    // direction is an enum field: written even when 0 (FETCH_FORWARD)
    return stmt('fetch', {
      lineno: this.lineno(t.lloc),
      target: target === undefined ? undefined : datumJson(target),
      curvar: cur.dno,
      direction: { enum: f.direction },
      how_many: f.howMany,
      expr: exprJson(f.expr),
      is_move: isMove,
      returns_multiple_rows: f.multiple,
    });
  }

  private fetchDirection(): { direction: number; howMany: number; expr?: PlExpr; multiple: boolean } {
    const out: { direction: number; howMany: number; expr?: PlExpr; multiple: boolean } = { direction: 0, howMany: 1, multiple: false };
    let checkFrom = true;
    const t = this.lex();
    if (t.tok === 'EOF') this.yyerror('unexpected end of function definition');
    const fromIn = (): PlExpr => this.readSqlExpression2('K_FROM', 'K_IN', 'FROM or IN')[0];
    if (this.tokIsKeyword(t, 'next')) {
      // defaults
    } else if (this.tokIsKeyword(t, 'prior')) out.direction = 1;
    else if (this.tokIsKeyword(t, 'first')) out.direction = 2;
    else if (this.tokIsKeyword(t, 'last')) {
      out.direction = 2;
      out.howMany = -1;
    } else if (this.tokIsKeyword(t, 'absolute')) {
      out.direction = 2;
      out.expr = fromIn();
      checkFrom = false;
    } else if (this.tokIsKeyword(t, 'relative')) {
      out.direction = 3;
      out.expr = fromIn();
      checkFrom = false;
    } else if (this.tokIsKeyword(t, 'all')) {
      out.howMany = FETCH_ALL;
      out.multiple = true;
    } else if (this.tokIsKeyword(t, 'forward') || this.tokIsKeyword(t, 'backward')) {
      if (this.tokIsKeyword(t, 'backward')) out.direction = 1;
      const n = this.lex();
      if (n.tok === 'EOF') this.yyerror('unexpected end of function definition');
      if (n.tok === 'K_FROM' || n.tok === 'K_IN') checkFrom = false;
      else if (n.tok === 'K_ALL') {
        out.howMany = FETCH_ALL;
        out.multiple = true;
      } else {
        this.pushBack();
        out.expr = fromIn();
        out.multiple = true;
        checkFrom = false;
      }
    } else if (t.tok === 'K_FROM' || t.tok === 'K_IN') checkFrom = false;
    else if (t.tok === 'T_DATUM') {
      this.pushBack();
      checkFrom = false;
    } else {
      this.pushBack();
      out.expr = fromIn();
      out.multiple = true;
      checkFrom = false;
    }
    if (checkFrom) {
      const n = this.lex();
      if (n.tok !== 'K_FROM' && n.tok !== 'K_IN') this.yyerror('expected FROM or IN');
    }
    return out;
  }
}

function checkRaiseParameters(message: string, given: number): void {
  let wanted = 0;
  for (let i = 0; i < message.length; i++) {
    if (message[i] !== '%') continue;
    if (message[i + 1] === '%') i++;
    else wanted++;
  }
  if (wanted < given) throw new PlCompileError('too many parameters specified for RAISE', undefined);
  if (wanted > given) throw new PlCompileError('too few parameters specified for RAISE', undefined);
}

/** plpgsql_recognize_err_condition (allow_sqlstate false): a condition name of plerrcodes.h. */
function recognizeCondition(name: string): void {
  const code = conditionCode(name);
  if (code === undefined || code === 'others' || code === name) throw new PlCompileError(`unrecognized exception condition "${name}"`, undefined, 'undefined_object');
}

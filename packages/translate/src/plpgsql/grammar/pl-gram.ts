/**
 * PostgreSQL 15's PL/pgSQL grammar (src/pl/plpgsql/src/pl_gram.y) by recursive descent over the
 * PL/pgSQL scanner (pl-scanner.ts): blocks, labels, EXCEPTION sections and the statements, building
 * the tree libpg_query reports as JSON (PLpgSQL_stmt_* nodes, PLpgSQL_expr {query, parseMode};
 * pl-json.ts) and the function's datums. DECLARE sections are pl-declarations.ts, labels and
 * loops pl-loops.ts, RAISE, EXECUTE, GET DIAGNOSTICS, OPEN and FETCH pl-commands.ts, the SQL
 * constructs inside statements pl-reader.ts. Compile errors carry pl_gram.y's messages and their
 * position in the body (PlCompileError).
 */
import { conditionCode } from '../do-program.js';
import { type Datum, PARSE_ASSIGN1, PARSE_DEFAULT, type PlExpr, type PlType } from './pl-datums.js';
import { datumJson, exprJson, type Json, nonEmpty, stmt } from './pl-json.js';
import { PlLoops } from './pl-loops.js';
import { isUnreservedKeyword, type PlToken } from './pl-scanner.js';

export { datumJson } from './pl-json.js';
export type { PlFunctionSpec, SqlCheck } from './pl-reader.js';

/** Statement-starting tokens of proc_stmt. */
const STMT_START = new Set([
  'LESS_LESS', 'K_DECLARE', 'K_BEGIN', 'T_DATUM', 'K_IF', 'K_CASE', 'K_LOOP', 'K_WHILE', 'K_FOR', 'K_FOREACH', 'K_EXIT', 'K_CONTINUE', 'K_RETURN',
  'K_RAISE', 'K_ASSERT', 'K_IMPORT', 'K_INSERT', 'K_MERGE', 'T_WORD', 'T_CWORD', 'K_EXECUTE', 'K_PERFORM', 'K_CALL', 'K_DO', 'K_GET', 'K_OPEN',
  'K_FETCH', 'K_MOVE', 'K_CLOSE', 'K_NULL', 'K_COMMIT', 'K_ROLLBACK',
]);

export class PlGrammar extends PlLoops {
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
  protected procSect(): Json[] {
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

}

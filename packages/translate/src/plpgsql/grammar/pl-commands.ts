/**
 * The PL/pgSQL statements of pl_gram.y that read a command's own clauses: RAISE (level, message
 * and its parameters, condition or SQLSTATE, USING options), EXECUTE (INTO, USING), GET
 * DIAGNOSTICS, OPEN and FETCH/MOVE with their direction.
 */
import { conditionCode } from '../do-program.js';
import { type Datum, PARSE_EXPR, type PlExpr } from './pl-datums.js';
import { PlCompileError } from './pl-error.js';
import { datumJson, exprJson, type Json, nonEmpty, stmt } from './pl-json.js';
import { CURSOR_OPT_FAST_PLAN, PlDeclarations } from './pl-declarations.js';
import { isUnreservedKeyword, type PlToken } from './pl-scanner.js';

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

export abstract class PlCommands extends PlDeclarations {
  protected stmtRaise(t: PlToken): Json {
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

  protected stmtDynexecute(t: PlToken): Json {
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

  protected stmtGetdiag(t: PlToken): Json {
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

  protected stmtOpen(t: PlToken): Json {
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

  protected stmtFetch(t: PlToken): Json {
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

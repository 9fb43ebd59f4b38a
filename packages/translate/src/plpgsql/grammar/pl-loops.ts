/**
 * Labels, loops and EXIT/CONTINUE of pl_gram.y: `<<label>>` before a block or loop and after its
 * END, LOOP, WHILE, the FOR loops (integer range, query, EXECUTE, bound cursor) with their loop
 * variables, FOREACH … IN ARRAY, and EXIT/CONTINUE checked against the enclosing labels.
 */
import { type Datum, PARSE_DEFAULT, PARSE_EXPR, type PlExpr } from './pl-datums.js';
import { datumJson, exprJson, type Json, nonEmpty, reorder, stmt } from './pl-json.js';
import { PlCommands } from './pl-commands.js';
import { isUnreservedKeyword, type PlToken } from './pl-scanner.js';

interface ForVariable {
  name: string;
  lineno: number;
  scalar: Datum | null;
  row: Datum | null;
  loc: number;
}

export abstract class PlLoops extends PlCommands {
  /** proc_sect: the statements up to END, ELSE, ELSIF, WHEN or EXCEPTION (pl-gram.ts). */
  protected abstract procSect(): Json[];

  /** opt_block_label / opt_loop_label when a `<<label>>` may come (it is pushed as a namespace level by the caller's kind). */
  protected optLabel(loop: boolean): string | null {
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
  protected optEndLabel(): { name: string; at: number } | null {
    const t = this.peek();
    if (t.tok === 'T_WORD' || isUnreservedKeyword(t.tok) || t.tok === 'T_DATUM') {
      this.ahead = null;
      return { name: this.anyIdentifier(t), at: t.lloc };
    }
    return null;
  }

  protected checkLabels(start: string | null, end: { name: string; at: number } | null): void {
    if (end === null) return;
    if (start === null) this.error(`end label "${end.name}" specified for unlabeled block`, end.at);
    if (start !== end.name) this.error(`end label "${end.name}" differs from block's label "${start}"`, end.at);
  }

  /** LOOP / WHILE / FOR / FOREACH after the label level was pushed. */
  protected loopStmt(label: string | null): Json {
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

  protected stmtExit(t: PlToken): Json {
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
}

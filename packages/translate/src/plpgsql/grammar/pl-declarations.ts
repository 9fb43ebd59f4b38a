/**
 * The DECLARE section of a PL/pgSQL block (pl_gram.y decl_sect): variables with their type's text,
 * CONSTANT, COLLATE, NOT NULL and default, ALIAS FOR, and bound cursors with their arguments.
 */
import { type Datum, PARSE_EXPR, type PlExpr, type PlType } from './pl-datums.js';
import { PlReader } from './pl-reader.js';
import { isUnreservedKeyword, type PlToken } from './pl-scanner.js';

/** CURSOR_OPT_FAST_PLAN of parsenodes.h: the options of every cursor PL/pgSQL opens. */
export const CURSOR_OPT_FAST_PLAN = 0x100;

export abstract class PlDeclarations extends PlReader {
  // ---- declarations -------------------------------------------------------------------

  protected declStmts(): void {
    for (;;) {
      const t = this.peek();
      if (t.tok === 'K_BEGIN') return;
      if (t.tok === 'K_DECLARE') {
        this.ahead = null;
        continue;
      }
      if (t.tok === 'LESS_LESS') {
        this.ahead = null;
        this.anyIdentifier(this.lex());
        if (this.lex().tok !== 'GREATER_GREATER') this.yyerror('syntax error');
        this.error('block label must be placed before DECLARE, not after', t.lloc);
      }
      this.declStatement();
    }
  }

  private declStatement(): void {
    const first = this.lex();
    if (first.tok !== 'T_WORD' && !isUnreservedKeyword(first.tok)) this.yyerror('syntax error');
    const name = first.str;
    const lineno = this.lineno(first.lloc);
    if (this.datums.lookup(true, name, null, null) !== null) this.yyerror('duplicate declaration');
    let t = this.lex();
    if (t.tok === 'K_ALIAS') {
      if (this.lex().tok !== 'K_FOR') this.yyerror('syntax error');
      const item = this.aliasItem(this.lex());
      if (this.lex().tok !== ';') this.yyerror('syntax error');
      this.datums.name(item.kind, item.no, name);
      return;
    }
    let scroll = 0;
    if (t.tok === 'K_NO') {
      if (this.lex().tok !== 'K_SCROLL') this.yyerror('syntax error');
      scroll = 0x4;
      t = this.lex();
      if (t.tok !== 'K_CURSOR') this.yyerror('syntax error');
    } else if (t.tok === 'K_SCROLL') {
      scroll = 0x2;
      t = this.lex();
      if (t.tok !== 'K_CURSOR') this.yyerror('syntax error');
    }
    if (t.tok === 'K_CURSOR') return this.declCursor(name, lineno, scroll);
    let constant = false;
    if (t.tok === 'K_CONSTANT') {
      constant = true;
      t = this.lex();
    }
    const type = this.readDatatype(t);
    let next = this.lex();
    if (next.tok === 'K_COLLATE') {
      const c = this.lex();
      if (c.tok !== 'T_WORD' && c.tok !== 'T_CWORD' && !isUnreservedKeyword(c.tok)) this.yyerror('syntax error');
      next = this.lex();
    }
    let notnull = false;
    let notAt = 0;
    if (next.tok === 'K_NOT') {
      notAt = next.lloc;
      if (this.lex().tok !== 'K_NULL') this.yyerror('syntax error');
      notnull = true;
      next = this.lex();
    }
    let defval: PlExpr | undefined;
    if (next.tok === '=' || next.tok === 'COLON_EQUALS' || next.tok === 'K_DEFAULT') defval = this.readSqlExpression(';', ';');
    else if (next.tok !== ';') this.yyerror('syntax error');
    const v = this.datums.variable(name, lineno, type, true);
    if (v.kind === 'var' || v.kind === 'rec') v.isconst = constant;
    if (v.kind === 'var' || v.kind === 'rec') {
      v.notnull = notnull;
      if (defval !== undefined) v.default_val = defval;
    }
    if (notnull && defval === undefined) this.error(`variable "${name}" must have a default value, since it's declared NOT NULL`, notAt, 'null_value_not_allowed');
  }

  private aliasItem(t: PlToken): { kind: 'var' | 'rec'; no: number } {
    let found;
    let shown: string;
    if (t.tok === 'T_WORD' || isUnreservedKeyword(t.tok)) {
      shown = t.str;
      found = this.datums.lookup(false, t.str, null, null);
    } else if (t.tok === 'T_CWORD') {
      const ids = t.idents ?? [];
      shown = ids.join('.');
      found = ids.length === 2 ? this.datums.lookup(false, ids[0]!, ids[1]!, null) : ids.length === 3 ? this.datums.lookup(false, ids[0]!, ids[1]!, ids[2]!) : null;
    } else return this.yyerror('syntax error');
    if (found === null) this.error(`variable "${shown}" does not exist`, t.lloc, 'undefined_object');
    return { kind: found.item.kind, no: found.item.no };
  }

  private declCursor(name: string, lineno: number, scroll: number): void {
    this.datums.push(name, false);
    let argrow: Datum | null = null;
    let t = this.lex();
    if (t.tok === '(') {
      const args: Datum[] = [];
      for (;;) {
        const a = this.lex();
        if (a.tok !== 'T_WORD' && !isUnreservedKeyword(a.tok)) this.yyerror('syntax error');
        if (this.datums.lookup(true, a.str, null, null) !== null) this.yyerror('duplicate declaration');
        const type = this.readDatatype(this.lex());
        args.push(this.datums.variable(a.str, this.lineno(a.lloc), type, true));
        const sep = this.lex();
        if (sep.tok === ')') break;
        if (sep.tok !== ',') this.yyerror('syntax error');
      }
      argrow = this.datums.add<Extract<Datum, { kind: 'row' }>>({
        kind: 'row',
        refname: '(unnamed row)',
        lineno: this.lineno(t.lloc),
        fields: args.map((a) => ({ name: a.kind === 'recfield' ? a.fieldname : a.refname, varno: a.dno })),
      });
      t = this.lex();
    }
    if (t.tok !== 'K_IS' && t.tok !== 'K_FOR') this.yyerror('syntax error');
    const query = this.readSqlStmt();
    this.datums.pop();
    const v = this.datums.variable(name, lineno, { typname: 'pg_catalog.refcursor', record: false, refcursor: true }, true);
    if (v.kind !== 'var') return;
    v.isconst = false;
    v.cursor_explicit_expr = query;
    v.cursor_explicit_argrow = argrow === null ? -1 : argrow.dno;
    v.cursor_options = CURSOR_OPT_FAST_PLAN | scroll;
    v.default_val = { query: cursorName(name), parseMode: PARSE_EXPR };
  }

  /** read_datatype: the type's text up to what may follow it in a declaration or cursor argument list. */
  private readDatatype(first: PlToken): PlType {
    let t = first;
    const start = t.lloc;
    let paren = 0;
    for (;;) {
      if (t.tok === ';') break;
      if (t.tok === 'EOF') {
        if (paren !== 0) this.yyerror('mismatched parentheses');
        this.yyerror('incomplete data type declaration');
      }
      if (t.tok === 'K_COLLATE' || t.tok === 'K_NOT' || t.tok === '=' || t.tok === 'COLON_EQUALS' || t.tok === 'K_DEFAULT') break;
      if ((t.tok === ',' || t.tok === ')') && paren === 0) break;
      if (t.tok === '(') paren++;
      else if (t.tok === ')') paren--;
      t = this.lex();
    }
    const text = this.body.slice(start, t.lloc);
    if (text === '') this.yyerror('missing data type declaration');
    this.pushBack();
    const word = text.trim().toLowerCase();
    return { typname: text, record: word === 'record', refcursor: word === 'refcursor' || word === 'pg_catalog.refcursor' };
  }
}

/** The refcursor default of a bound cursor: its name as a literal (pl_gram.y decl_statement). */
function cursorName(name: string): string {
  const escaped = name.includes('\\') ? 'E' : '';
  return `${escaped}'${name.replace(/['\\]/g, (c) => c + c)}'::pg_catalog.refcursor`;
}

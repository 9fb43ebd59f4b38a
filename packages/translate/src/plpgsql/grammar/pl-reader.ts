/**
 * The token side of the PL/pgSQL grammar (pl_gram.y's helpers): bison's lookahead over the
 * PL/pgSQL scanner, yyerror, and the readers of SQL constructs (read_sql_construct,
 * make_execsql_stmt, read_into_target, read_cursor_args) that the statements of pl-gram.ts use.
 */
import { quoteIdentifier } from './core-keywords.js';
import { type Datum, Datums, PARSE_DEFAULT, PARSE_EXPR, type PlExpr } from './pl-datums.js';
import { PlCompileError } from './pl-error.js';
import { datumJson, exprJson, type Json, stmt } from './pl-json.js';
import { isUnreservedKeyword, type Lookup, PlScanner, type PlToken } from './pl-scanner.js';
import { ScanError } from './sql-scanner.js';

/** Checks an SQL construct's syntax as raw_parser does in `parseMode` (check_sql_expr); throws a PlCompileError at its body offset. */
export type SqlCheck = (query: string, parseMode: number, location: number) => void;

/** The function being compiled (what pl_comp.c knows before parsing the body). */
export interface PlFunctionSpec {
  retset: boolean;
  /** the datum number of the (last) OUT parameter, or -1 */
  outParamVarno: number;
}

export abstract class PlReader {
  readonly scan: PlScanner;
  protected mode: Lookup = 'normal';
  /** the lookahead token bison holds (yychar), if any */
  protected ahead: PlToken | null = null;
  protected lines: number[] = [];

  constructor(
    protected readonly body: string,
    readonly datums: Datums,
    protected readonly fn: PlFunctionSpec,
    protected readonly check: SqlCheck,
  ) {
    this.scan = new PlScanner(body, {
      lookup: () => this.mode,
      word: (name) => {
        const found = this.datums.lookup(false, name, null, null);
        return found === null ? null : this.datums.get(found.item.no);
      },
      dblword: (a, b) => {
        const found = this.datums.lookup(false, a, b, null);
        if (found === null) return null;
        const d = this.datums.get(found.item.no);
        if (found.item.kind === 'rec' && found.names === 1 && d.kind === 'rec') return this.datums.recfield(d, b);
        return d;
      },
      tripword: (a, b, c) => {
        const found = this.datums.lookup(false, a, b, c);
        if (found === null || found.item.kind !== 'rec') return null;
        const d = this.datums.get(found.item.no);
        if (d.kind !== 'rec') return null;
        return found.names === 1 ? { datum: this.datums.recfield(d, b), names: 2 } : { datum: this.datums.recfield(d, c), names: 3 };
      },
    });
    for (let i = 0; i < body.length; i++) if (body.charCodeAt(i) === 10) this.lines.push(i);
  }

  // ---- tokens -------------------------------------------------------------------------

  /** yylex (a held lookahead first). */
  protected lex(): PlToken {
    if (this.ahead !== null) {
      const t = this.ahead;
      this.ahead = null;
      return t;
    }
    try {
      return this.scan.lex();
    } catch (e) {
      if (e instanceof ScanError) throw new PlCompileError(scanMessage(this.body, e), e.at, e.code, e.hint);
      throw e;
    }
  }

  /** The lookahead token (read once, held until consumed). */
  protected peek(): PlToken {
    this.ahead ??= this.lex();
    return this.ahead;
  }

  protected pushBack(): void {
    this.scan.pushBack();
  }

  /** yyerror at the last token read. */
  protected yyerror(message: string): never {
    const t = this.scan.last;
    if (t.lloc >= this.body.length) throw new PlCompileError(`${message} at end of input`, t.lloc);
    throw new PlCompileError(`${message} at or near "${this.body.slice(t.lloc, t.lloc + t.leng)}"`, t.lloc);
  }

  protected error(message: string, at: number | undefined, condition = 'syntax_error', hint?: string): never {
    throw new PlCompileError(message, at, condition, hint);
  }

  protected expect(tok: string): PlToken {
    const t = this.peek();
    if (t.tok !== tok) this.yyerror('syntax error');
    this.ahead = null;
    return t;
  }

  protected lineno(at: number): number {
    let lo = 0;
    let hi = this.lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.lines[mid] as number) < at) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  }

  protected tokIsKeyword(t: PlToken, kw: string): boolean {
    if (t.tok === `K_${kw.toUpperCase()}`) return true;
    return t.tok === 'T_DATUM' && t.quoted !== true && t.ident === kw;
  }

  protected notVariable(t: PlToken): never {
    const name = t.tok === 'T_CWORD' ? (t.idents ?? []).join('.') : t.str;
    return this.error(`"${name}" is not a known variable`, t.lloc);
  }

  /** current_token_is_not_variable */
  protected currentNotVariable(t: PlToken): never {
    if (t.tok === 'T_WORD' || t.tok === 'T_CWORD') this.notVariable(t);
    return this.yyerror('syntax error');
  }

  protected checkAssignable(d: Datum, at: number): void {
    if ((d.kind === 'var' || d.kind === 'rec') && d.isconst) this.error(`variable "${d.refname}" is declared CONSTANT`, at, 'error_in_assignment');
    if (d.kind === 'recfield') this.checkAssignable(this.datums.get(d.recparentno), at);
  }

  protected cursorVariable(t: PlToken): Extract<Datum, { kind: 'var' }> {
    if (t.tok === 'T_DATUM') {
      const d = t.datum as Datum;
      if (d.kind !== 'var' || this.scan.peek().tok === '[') this.error('cursor variable must be a simple variable', t.lloc, 'datatype_mismatch');
      if (!d.refcursor) this.error(`variable "${d.refname}" must be of type cursor or refcursor`, t.lloc, 'datatype_mismatch');
      return d;
    }
    if (t.tok === 'T_WORD' || t.tok === 'T_CWORD') this.notVariable(t);
    return this.yyerror('syntax error');
  }

  /** any_identifier: T_WORD, an unreserved keyword or a (one-name) T_DATUM. */
  protected anyIdentifier(t: PlToken): string {
    if (t.tok === 'T_WORD') return t.str;
    if (isUnreservedKeyword(t.tok)) return t.str;
    if (t.tok === 'T_DATUM') {
      if (t.ident === undefined) this.yyerror('syntax error');
      return t.ident;
    }
    return this.yyerror('syntax error');
  }

  // ---- SQL constructs -----------------------------------------------------------------

  protected readSqlExpression(until: string, expected: string): PlExpr {
    return this.readSqlConstruct([until], expected, PARSE_EXPR, true, true).expr;
  }

  protected readSqlExpression2(until: string, until2: string, expected: string): [PlExpr, string] {
    const r = this.readSqlConstruct([until, until2], expected, PARSE_EXPR, true, true);
    return [r.expr, r.end];
  }

  protected readSqlStmt(): PlExpr {
    return this.readSqlConstruct([';'], ';', PARSE_DEFAULT, false, true).expr;
  }

  /** read_sql_construct: the text up to a terminator at parenthesis level 0 (its last token's end), syntax-checked when `valid`. */
  protected readSqlConstruct(untils: string[], expected: string, parseMode: number, isExpression: boolean, valid: boolean): { expr: PlExpr; start: number; end: string } {
    const saved = this.mode;
    this.mode = 'expr';
    let start = -1;
    let endloc = -1;
    let paren = 0;
    let tok: PlToken;
    for (;;) {
      tok = this.lex();
      if (start < 0) start = tok.lloc;
      if (untils.includes(tok.tok) && paren === 0) break;
      // an unused terminator is token 0, which end of input is too
      if (tok.tok === 'EOF' && untils.length < 3 && paren === 0) break;
      if (tok.tok === '(' || tok.tok === '[') paren++;
      else if (tok.tok === ')' || tok.tok === ']') {
        paren--;
        if (paren < 0) this.yyerror('mismatched parentheses');
      }
      if (tok.tok === 'EOF' || tok.tok === ';') {
        if (paren !== 0) this.yyerror('mismatched parentheses');
        this.error(`missing "${expected}" at end of SQL ${isExpression ? 'expression' : 'statement'}`, tok.lloc);
      }
      endloc = tok.lloc + tok.leng;
    }
    this.mode = saved;
    if (start >= endloc) this.yyerror(isExpression ? 'missing expression' : 'missing SQL statement');
    const expr: PlExpr = { query: this.body.slice(start, endloc), parseMode };
    if (valid) this.check(expr.query, parseMode, start);
    return { expr, start, end: tok.tok };
  }

  /** make_execsql_stmt: an SQL statement up to its `;`, its INTO clause taken out (blanked). */
  protected execsql(first: PlToken): Json {
    const saved = this.mode;
    this.mode = 'expr';
    const location = first.lloc;
    let intoTarget: Datum | undefined;
    let haveInto = false;
    let strict = false;
    let intoStart = -1;
    let intoEnd = -1;
    let parenDepth = 0;
    let beginDepth = 0;
    let inRoutine = false;
    const marks: string[] = [first.tok === 'T_WORD' && first.str === 'create' ? 'c' : ''];
    let tok = first;
    let end: PlToken;
    for (;;) {
      const prev = tok;
      tok = this.lex();
      if (haveInto && intoEnd < 0) intoEnd = tok.lloc;
      if (marks[0] === 'c' && marks.length < 4) {
        let m = '';
        if (tok.tok === 'K_OR') m = 'o';
        else if (tok.tok === 'T_WORD' && tok.str === 'replace') m = 'r';
        else if (tok.tok === 'T_WORD' && (tok.str === 'function' || tok.str === 'procedure')) m = 'f';
        marks.push(m);
        if (marks[1] === 'f' || (marks[1] === 'o' && marks[2] === 'r' && marks[3] === 'f')) inRoutine = true;
      }
      if (tok.tok === '(') parenDepth++;
      else if (tok.tok === ')' && parenDepth > 0) parenDepth--;
      if (inRoutine && parenDepth === 0) {
        if (tok.tok === 'K_BEGIN' || tok.tok === 'K_CASE') beginDepth++;
        else if (tok.tok === 'K_END' && beginDepth > 0) beginDepth--;
      }
      if (tok.tok === ';' && parenDepth === 0 && beginDepth === 0) {
        end = tok;
        break;
      }
      if (tok.tok === 'EOF') this.yyerror('unexpected end of function definition');
      if (tok.tok === 'K_INTO') {
        if (prev.tok === 'K_INSERT' || prev.tok === 'K_MERGE' || first.tok === 'K_IMPORT') continue;
        if (haveInto) this.yyerror('INTO specified more than once');
        haveInto = true;
        intoStart = tok.lloc;
        this.mode = 'normal';
        const it = this.readIntoTarget(true);
        intoTarget = it.target;
        strict = it.strict;
        this.mode = 'expr';
      }
    }
    this.mode = saved;
    let query = haveInto
      ? this.body.slice(location, intoStart) + ' '.repeat(intoEnd - intoStart) + this.body.slice(intoEnd, end.lloc)
      : this.body.slice(location, end.lloc);
    query = query.replace(/[ \t\n\r\f\v]+$/, '');
    this.check(query, PARSE_DEFAULT, location);
    return stmt('execsql', {
      lineno: this.lineno(location),
      sqlstmt: exprJson({ query, parseMode: PARSE_DEFAULT }),
      into: haveInto,
      strict,
      target: intoTarget === undefined ? undefined : datumJson(intoTarget),
    });
  }

  /** read_into_target: a record or row variable, or a list of scalar variables. */
  protected readIntoTarget(allowStrict: boolean): { target: Datum; strict: boolean } {
    let strict = false;
    let t = this.lex();
    if (allowStrict && t.tok === 'K_STRICT') {
      strict = true;
      t = this.lex();
    }
    if (t.tok !== 'T_DATUM') this.currentNotVariable(t);
    const d = t.datum as Datum;
    if (d.kind === 'row' || d.kind === 'rec') {
      this.checkAssignable(d, t.lloc);
      const n = this.lex();
      if (n.tok === ',') this.error('record variable cannot be part of multiple-item INTO list', n.lloc);
      this.pushBack();
      return { target: d, strict };
    }
    return { target: this.readIntoScalarList(t.ident ?? (t.idents ?? []).join('.'), d, t.lloc), strict };
  }

  protected readIntoScalarList(name: string, d: Datum, at: number): Datum {
    this.checkAssignable(d, at);
    const fields = [{ name, varno: d.dno }];
    let t: PlToken;
    while ((t = this.lex()).tok === ',') {
      if (fields.length >= 1024) this.error('too many INTO variables specified', t.lloc, 'program_limit_exceeded');
      const v = this.lex();
      if (v.tok !== 'T_DATUM') this.currentNotVariable(v);
      const vd = v.datum as Datum;
      this.checkAssignable(vd, v.lloc);
      const vname = v.ident ?? (v.idents ?? []).join('.');
      if (vd.kind === 'row' || vd.kind === 'rec') this.error(`"${vname}" is not a scalar variable`, v.lloc);
      fields.push({ name: vname, varno: vd.dno });
    }
    this.pushBack();
    return this.datums.add<Extract<Datum, { kind: 'row' }>>({ kind: 'row', refname: '(unnamed row)', lineno: this.lineno(at), fields });
  }

  /** read_cursor_args: the arguments of a bound cursor, as one expression list (named ones as `expr AS name`). */
  protected readCursorArgs(cursor: Extract<Datum, { kind: 'var' }>, until: string): PlExpr | undefined {
    const t = this.lex();
    const argrow = cursor.cursor_explicit_argrow ?? -1;
    if (argrow < 0) {
      if (t.tok === '(') this.error(`cursor "${cursor.refname}" has no arguments`, t.lloc);
      if (t.tok !== until) this.yyerror('syntax error');
      return undefined;
    }
    if (t.tok !== '(') this.error(`cursor "${cursor.refname}" has arguments`, t.lloc);
    const row = this.datums.get(argrow);
    const names = row.kind === 'row' ? row.fields.map((f) => f.name) : [];
    const argv: (string | undefined)[] = names.map(() => undefined);
    let anyNamed = false;
    for (let argc = 0; argc < names.length; argc++) {
      const [t1, t2] = this.scan.peek2();
      let argpos = argc;
      const argAt = t1.lloc;
      if (t1.tok === 'IDENT' && t2.tok === 'COLON_EQUALS') {
        const saved = this.mode;
        this.mode = 'declare';
        const nameTok = this.lex();
        this.mode = saved;
        argpos = names.indexOf(nameTok.str);
        if (argpos < 0) this.error(`cursor "${cursor.refname}" has no argument named "${nameTok.str}"`, nameTok.lloc);
        if (this.lex().tok !== 'COLON_EQUALS') this.yyerror('syntax error');
        anyNamed = true;
      }
      if (argv[argpos] !== undefined) this.error(`value for parameter "${names[argpos]}" of cursor "${cursor.refname}" specified more than once`, argAt);
      const item = this.readSqlConstruct([',', ')'], '," or ")', PARSE_EXPR, true, true);
      argv[argpos] = item.expr.query;
      const last = argc === names.length - 1;
      if (item.end === ')' && !last) this.error(`not enough arguments for cursor "${cursor.refname}"`, this.scan.last.lloc);
      if (item.end === ',' && last) this.error(`too many arguments for cursor "${cursor.refname}"`, this.scan.last.lloc);
    }
    const query = argv.map((a, i) => (anyNamed ? `${a ?? ''} AS ${quoteIdentifier(names[i] ?? '')}` : (a ?? ''))).join(', ');
    if (this.lex().tok !== until) this.yyerror('syntax error');
    return { query, parseMode: PARSE_EXPR };
  }
}

/** scan.l's yyerror text: "message at or near "rest of the text"" or "at end of input". */
function scanMessage(body: string, e: ScanError): string {
  if (e.message === 'invalid Unicode escape' || e.message === 'invalid Unicode surrogate pair') return e.message;
  if (e.at >= body.length) return `${e.message} at end of input`;
  return `${e.message} at or near "${body.slice(e.at, e.end)}"`;
}

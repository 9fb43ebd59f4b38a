/** A RAISE level as PostgreSQL's elog.h numbers it (PL/pgSQL's AST carries the number). */
export type RaiseLevel = 'DEBUG' | 'LOG' | 'INFO' | 'NOTICE' | 'WARNING' | 'EXCEPTION';

/** One RAISE … USING option (the ones pgsqlite supports). */
export interface RaiseOption {
  option: 'errcode' | 'message' | 'detail' | 'hint' | 'column' | 'constraint' | 'dataType' | 'table' | 'schema';
  /** A PL/pgSQL expression (run as `SELECT <expr>`). */
  expr: string;
}

/** A variable of the DECLARE section: a scalar of a type, or a record (`record`, `t%ROWTYPE`). */
export interface DoDeclaration {
  name: string;
  /** The declared type as written (`int`, `pg_catalog."integer"`, `t.c%TYPE`), or null for a record. */
  typname: string | null;
  /** A record of the named composite type `typname` (a table's row type, `t%ROWTYPE`, CREATE TYPE … AS). */
  rowType?: true;
  /** The default expression (run as `SELECT <expr>`), if any. */
  default?: string;
  constant: boolean;
  notNull: boolean;
}

/** Where `INTO` / a FOR loop puts a row: scalar variables by position, or one record variable. */
export type DoTarget = { kind: 'vars'; names: readonly string[] } | { kind: 'record'; name: string };

/** The statements of the PL/pgSQL subset a DO block may use. */
export type DoStatement =
  | { kind: 'sql'; sql: string; line: number; into?: DoTarget; strict?: boolean }
  | { kind: 'perform'; sql: string; line: number }
  | { kind: 'execute'; expr: string; line: number; into?: DoTarget; strict?: boolean; params?: readonly string[] }
  /** RETURN NEXT [expr] of a set-returning function */
  | { kind: 'return_next'; expr?: string; line: number }
  /** RETURN QUERY query, or RETURN QUERY EXECUTE string [USING …] (`dynamic` the string expression) */
  | { kind: 'return_query'; sql?: string; dynamic?: string; params: readonly string[]; line: number }
  /** CASE [expr] WHEN …: `variable` holds the searched value (the conditions read it); no ELSE: otherwise undefined */
  | { kind: 'case'; expr?: string; variable?: string; whens: readonly { cond: string; body: readonly DoStatement[] }[]; otherwise?: readonly DoStatement[]; line: number }
  /** FOREACH target [SLICE n] IN ARRAY expr LOOP … */
  | { kind: 'foreach'; label?: string; target: DoTarget; slice: number; expr: string; body: readonly DoStatement[]; line: number }
  /** `name := expr` (`rec.field` for a record field); `text` is the whole assignment as written, the expression starting at `offset` in it. */
  | {
      kind: 'assign';
      name: string;
      /** `name[i]…[k] := …`: the target as written (its subscripts are evaluated; element-assign.ts) */
      target?: string;
      expr: string;
      text: string;
      offset: number;
      line: number;
    }
  | { kind: 'if'; branches: readonly { cond: string; body: readonly DoStatement[] }[]; otherwise: readonly DoStatement[]; line: number }
  | { kind: 'loop'; label?: string; body: readonly DoStatement[]; line: number }
  | { kind: 'while'; label?: string; cond: string; body: readonly DoStatement[]; line: number }
  | { kind: 'fori'; label?: string; name: string; lower: string; upper: string; step?: string; reverse: boolean; body: readonly DoStatement[]; line: number }
  | { kind: 'fors'; label?: string; target: DoTarget; sql: string; body: readonly DoStatement[]; line: number; dynamic?: { expr: string; params: readonly string[] } }
  /** EXIT (exit true) or CONTINUE, with an optional label and WHEN condition. */
  | { kind: 'exit'; exit: boolean; label?: string; cond?: string; line: number }
  /** GET DIAGNOSTICS var = ROW_COUNT, … */
  | { kind: 'getdiag'; targets: readonly string[]; line: number }
  /** GET [STACKED] DIAGNOSTICS with items other than ROW_COUNT (`kind`: the item as pl_gram.y names it) */
  | { kind: 'diag'; stacked: boolean; items: readonly { kind: string; target: string }[]; line: number }
  /** ASSERT cond [, message] */
  | { kind: 'assert'; cond: string; message?: string; line: number }
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
      /** An option given twice (or MESSAGE next to a format, ERRCODE next to a condition): 42601 when the RAISE runs */
      duplicate?: string;
    }
  | { kind: 'reraise'; line: number }
  /** OPEN cursor: an unbound one FOR query or FOR EXECUTE string [USING …], else the bound cursor's query */
  | { kind: 'open'; cursor: string; query?: string; dynamic?: { expr: string; params: readonly string[] }; bound?: DoCursorQuery; scroll: DoCursorScroll; line: number }
  /** FETCH [direction] cursor INTO target, or MOVE (no target): `count` the direction's count, `countExpr` an expression for it */
  | { kind: 'fetch'; cursor: string; move: boolean; direction: 'forward' | 'backward' | 'absolute' | 'relative'; count: number; countExpr?: string; into?: DoTarget; line: number }
  | { kind: 'close'; cursor: string; line: number }
  /** FOR rec IN bound_cursor [(args)] LOOP … */
  | { kind: 'forc'; label?: string; target: DoTarget; cursor: string; bound: DoCursorQuery; body: readonly DoStatement[]; line: number }
  /** RETURN [expr] (a trigger function returns NEW, OLD or NULL) */
  | { kind: 'return'; expr?: string; line: number; implicit?: true }
  | DoBlock;

/** SCROLL / NO SCROLL as declared, or neither ('default'). */
export type DoCursorScroll = 'scroll' | 'no-scroll' | 'default';

/** A bound cursor's query (`c CURSOR (a int, …) FOR query`) and the arguments an OPEN gives it. */
export interface DoCursorQuery {
  query: string;
  /** The arguments' variables, in declaration order, and their declared types (in scope in the query only) */
  argNames: readonly string[];
  argTypes: readonly string[];
  /** The OPEN's arguments as one expression list (`expr AS name` when named), run as `SELECT …` into argNames */
  argquery?: string;
  scroll: DoCursorScroll;
}

/** `[<<label>>] [DECLARE] BEGIN … [EXCEPTION WHEN … THEN …] END`; the outermost block carries the DECLAREd variables. */
export interface DoBlock {
  kind: 'block';
  label?: string;
  body: readonly DoStatement[];
  handlers: readonly DoHandler[];
  line: number;
  /** Every variable the function declares, in declaration order (on the outermost block; empty on inner ones). */
  declarations?: readonly DoDeclaration[];
  /** `name ALIAS FOR target` declarations (on the outermost block) */
  aliases?: readonly { name: string; target: string }[];
}

/** `WHEN cond [OR cond …] THEN statements`: SQLSTATEs (a class when it ends in 000) or 'others'. */
export interface DoHandler {
  codes: readonly string[];
  body: readonly DoStatement[];
}

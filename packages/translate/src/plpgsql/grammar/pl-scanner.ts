/**
 * PostgreSQL 15's PL/pgSQL scanner (src/pl/plpgsql/src/pl_scanner.c) over the core scanner:
 * reserved PL/pgSQL words are keywords of the core scan, identifiers become T_DATUM when they
 * name a variable (A, A.B, A.B.C), T_CWORD or T_WORD otherwise, or an unreserved PL/pgSQL keyword;
 * `<<`, `>>` and `#` get their own tokens; a pushback stack serves the grammar's lookahead.
 */
import { CoreScanner, type CoreToken } from './sql-scanner.js';
import type { Datum } from './pl-datums.js';

const RESERVED = ['all', 'begin', 'by', 'case', 'declare', 'else', 'end', 'execute', 'for', 'foreach', 'from', 'if', 'in', 'into', 'loop', 'not', 'null', 'or', 'strict', 'then', 'to', 'using', 'when', 'while'];

const UNRESERVED = [
  'absolute', 'alias', 'and', 'array', 'assert', 'backward', 'call', 'chain', 'close', 'collate', 'column', 'column_name', 'commit', 'constant',
  'constraint', 'constraint_name', 'continue', 'current', 'cursor', 'datatype', 'debug', 'default', 'detail', 'diagnostics', 'do', 'dump',
  'elseif', 'elsif', 'errcode', 'error', 'exception', 'exit', 'fetch', 'first', 'forward', 'get', 'hint', 'import', 'info', 'insert', 'is',
  'last', 'log', 'merge', 'message', 'message_text', 'move', 'next', 'no', 'notice', 'open', 'option', 'perform', 'pg_context',
  'pg_datatype_name', 'pg_exception_context', 'pg_exception_detail', 'pg_exception_hint', 'print_strict_params', 'prior', 'query', 'raise',
  'relative', 'return', 'returned_sqlstate', 'reverse', 'rollback', 'row_count', 'rowtype', 'schema', 'schema_name', 'scroll', 'slice',
  'sqlstate', 'stacked', 'table', 'table_name', 'type', 'use_column', 'use_variable', 'variable_conflict', 'warning',
];

/** Token name of a PL/pgSQL keyword (ELSEIF is ELSIF). */
function keywordToken(word: string): string {
  return word === 'elseif' ? 'K_ELSIF' : `K_${word.toUpperCase()}`;
}

const RESERVED_TOKENS = new Map(RESERVED.map((w) => [w, keywordToken(w)]));
const UNRESERVED_WORDS = new Set(UNRESERVED);
export const UNRESERVED_TOKENS = new Set(UNRESERVED.map(keywordToken));

/** Identifier lookup modes (plpgsql.h IdentifierLookup). */
export type Lookup = 'normal' | 'declare' | 'expr';

/** A token as the grammar sees it. */
export interface PlToken {
  tok: string;
  /** string offset of the token */
  lloc: number;
  /** its length (a compound name A.B.C spans all its parts) */
  leng: number;
  /** identifier (folded), string value, keyword word */
  str: string;
  /** for T_WORD: written in double quotes */
  quoted?: boolean;
  /** for T_CWORD / T_DATUM of a compound name */
  idents?: string[];
  /** for T_DATUM */
  datum?: Datum;
  /** for T_DATUM of one name: that name (else undefined) */
  ident?: string;
}

/** What the scanner asks of the compiler: name lookups in the current namespace. */
export interface ScanLookups {
  lookup: () => Lookup;
  word: (name: string) => Datum | null;
  dblword: (a: string, b: string) => Datum | null;
  tripword: (a: string, b: string, c: string) => { datum: Datum; names: number } | null;
}

function atStmtStart(tok: string | null): boolean {
  return tok === ';' || tok === 'K_BEGIN' || tok === 'K_THEN' || tok === 'K_ELSE' || tok === 'K_LOOP';
}

export class PlScanner {
  private readonly core: CoreScanner;
  private readonly pushback: PlToken[] = [];
  /** The last token plpgsql_yylex returned (plpgsql_yytoken, for AT_STMT_START). */
  private lastTok: string | null = null;
  /** The last token returned: yylloc, yyleng and yylval. */
  last: PlToken = { tok: 'EOF', lloc: 0, leng: 0, str: '' };

  constructor(
    readonly text: string,
    private readonly names: ScanLookups,
  ) {
    this.core = new CoreScanner(text, RESERVED_TOKENS);
  }

  /** The comments the core scanner skipped so far. */
  get comments(): CoreScanner['comments'] {
    return this.core.comments;
  }

  /** internal_yylex: a pushed-back token or the next core token (Op << >> # remapped). */
  internal(): PlToken {
    const back = this.pushback.pop();
    if (back !== undefined) return back;
    const t: CoreToken = this.core.next();
    let tok = t.type;
    if (tok === 'Op' && t.str === '<<') tok = 'LESS_LESS';
    else if (tok === 'Op' && t.str === '>>') tok = 'GREATER_GREATER';
    else if (tok === 'Op' && t.str === '#') tok = '#';
    const out: PlToken = { tok, lloc: t.start, leng: t.end - t.start, str: t.str };
    if (t.quoted === true) out.quoted = true;
    return out;
  }

  pushInternal(t: PlToken): void {
    this.pushback.push(t);
  }

  /** plpgsql_push_back_token: the last token returned is read again next. */
  pushBack(): void {
    this.pushback.push(this.last);
  }

  /** plpgsql_peek: the next internal token, left to be read. */
  peek(): PlToken {
    const t = this.internal();
    this.pushback.push(t);
    return t;
  }

  /** plpgsql_peek2: the next two internal tokens, left to be read. */
  peek2(): [PlToken, PlToken] {
    const a = this.internal();
    const b = this.internal();
    this.pushback.push(b, a);
    return [a, b];
  }

  /** plpgsql_yylex. */
  lex(): PlToken {
    let t1 = this.internal();
    if (t1.tok === 'IDENT' || t1.tok === 'PARAM') t1 = this.resolve(t1);
    this.last = t1;
    this.lastTok = t1.tok;
    return t1;
  }

  private resolve(a1: PlToken): PlToken {
    const t2 = this.internal();
    if (t2.tok === '.') {
      const t3 = this.internal();
      if (t3.tok === 'IDENT') {
        const t4 = this.internal();
        if (t4.tok === '.') {
          const t5 = this.internal();
          if (t5.tok === 'IDENT') {
            const r = this.triple(a1.str, t3.str, t5.str);
            return { ...r, lloc: a1.lloc, leng: t5.lloc - a1.lloc + t5.leng, str: a1.str };
          }
          this.pushback.push(t5, t4);
        } else this.pushback.push(t4);
        const r = this.double(a1.str, t3.str);
        return { ...r, lloc: a1.lloc, leng: t3.lloc - a1.lloc + t3.leng, str: a1.str };
      }
      this.pushback.push(t3, t2);
      return this.single(a1, true);
    }
    this.pushback.push(t2);
    const lookup = !atStmtStart(this.lastTok) || t2.tok === '=' || t2.tok === 'COLON_EQUALS' || t2.tok === '[';
    return this.single(a1, lookup);
  }

  private single(a1: PlToken, lookup: boolean): PlToken {
    const quoted = a1.quoted === true;
    if (lookup && this.names.lookup() === 'normal') {
      const datum = this.names.word(a1.str);
      if (datum !== null) return { tok: 'T_DATUM', lloc: a1.lloc, leng: a1.leng, str: a1.str, datum, ident: a1.str, quoted };
    }
    if (!quoted && UNRESERVED_WORDS.has(a1.str)) return { tok: keywordToken(a1.str), lloc: a1.lloc, leng: a1.leng, str: a1.str };
    return { tok: 'T_WORD', lloc: a1.lloc, leng: a1.leng, str: a1.str, quoted };
  }

  private double(a: string, b: string): Omit<PlToken, 'lloc' | 'leng' | 'str'> {
    const idents = [a, b];
    if (this.names.lookup() !== 'declare') {
      const datum = this.names.dblword(a, b);
      if (datum !== null) return { tok: 'T_DATUM', datum, idents };
    }
    return { tok: 'T_CWORD', idents };
  }

  private triple(a: string, b: string, c: string): Omit<PlToken, 'lloc' | 'leng' | 'str'> {
    if (this.names.lookup() !== 'declare') {
      const found = this.names.tripword(a, b, c);
      if (found !== null) return { tok: 'T_DATUM', datum: found.datum, idents: [a, b, c].slice(0, found.names) };
    }
    return { tok: 'T_CWORD', idents: [a, b, c] };
  }
}

export function isUnreservedKeyword(tok: string): boolean {
  return UNRESERVED_TOKENS.has(tok);
}

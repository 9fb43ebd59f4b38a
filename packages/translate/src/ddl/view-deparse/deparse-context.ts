import type { Fields } from '../../parse/ast.js';

/** Indentation steps of ruleutils.c (PRETTYINDENT_STD, _JOIN, _VAR, _LIMIT). */
export const INDENT = { std: 8, join: 4, variable: 4, limit: 40 } as const;

/** A construct the view printer cannot print as PostgreSQL does: the caller keeps its fallback text. */
export class NotPrintable extends Error {}

/**
 * The state of printing one query level, as ruleutils.c's deparse_context: the output text, the
 * indentation level, and whether redundant parentheses are dropped (pretty) — pg_get_viewdef always
 * indents (PRETTYFLAG_INDENT), `pretty` adds PRETTYFLAG_PAREN.
 */
export class DeparseContext {
  out = '';
  constructor(
    readonly pretty: boolean,
    public indentLevel: number,
    /** format_type of a cast's target (resolved in the reader's catalog) */
    readonly typeText: (typeName: Fields) => string,
    /** WINDOW clause names of the query level being printed */
    readonly windows: ReadonlySet<string> = new Set(),
  ) {}

  /** A context for a nested query starting at this one's indentation (get_query_def's startIndent). */
  nested(windows: ReadonlySet<string> = new Set()): DeparseContext {
    return new DeparseContext(this.pretty, this.indentLevel, this.typeText, windows);
  }

  append(s: string): void {
    this.out += s;
  }

  /** Trailing spaces removed (removeStringInfoSpaces). */
  trimSpaces(): void {
    this.out = this.out.replace(/ +$/, '');
  }

  /**
   * appendContextKeyword: a line break indented to the level (+ `plus`), then `str`; the level
   * moves by `before` first and by `after` last.
   */
  keyword(str: string, before: number, after: number, plus: number): void {
    this.indentLevel += before;
    this.trimSpaces();
    let amount: number;
    if (this.indentLevel < INDENT.limit) amount = Math.max(this.indentLevel, 0) + plus;
    else amount = ((INDENT.limit + Math.trunc((this.indentLevel - INDENT.limit) / (INDENT.std / 2))) % INDENT.limit) + plus;
    this.out += `\n${' '.repeat(amount)}${str}`;
    this.indentLevel += after;
    if (this.indentLevel < 0) this.indentLevel = 0;
  }

  /** Prints `body` into a fresh buffer and returns it (the target list decides line breaks afterwards). */
  capture(body: () => void): string {
    const saved = this.out;
    this.out = '';
    try {
      body();
      return this.out;
    } finally {
      this.out = saved;
    }
  }
}

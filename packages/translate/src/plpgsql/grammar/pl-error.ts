/** A PL/pgSQL compile error: PostgreSQL's message and SQLSTATE condition, and where in the body it is (when it has a position). */
export class PlCompileError extends Error {
  constructor(
    message: string,
    /** string offset in the body (parser_errposition), or undefined for an error without a position */
    readonly offset: number | undefined,
    readonly condition = 'syntax_error',
    readonly hint?: string,
  ) {
    super(message);
  }
}

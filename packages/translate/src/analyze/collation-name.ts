import type { PlanCtx } from './context.js';
import { names, type AstNode } from '../parse/ast.js';

/**
 * Collations pgsqlite has: those of PostgreSQL 15 (initdb --locale=C, UTF8) that order by code
 * point, which is how SQLite compares text. pg_collation lists the same.
 */
const CODE_POINT_ORDER = new Set(['default', 'C', 'POSIX', 'ucs_basic', 'C.utf8']);

/**
 * Checks a COLLATE name (a CollateClause's `collname` or an index element's `collation`):
 * PostgreSQL's 42704 `collation "x" for encoding "UTF8" does not exist` for a name it does not
 * have (SQLite's own NOCASE, RTRIM, BINARY included), 0A000 for its ICU collations, whose order
 * pgsqlite cannot reproduce. A name is never passed on to SQLite.
 */
export function checkCollationName(ctx: PlanCtx, collname: AstNode[] | undefined, location?: number): void {
  const parts = names(collname);
  const name = parts[parts.length - 1] ?? '';
  const schema = parts.length > 1 ? parts[parts.length - 2] : 'pg_catalog';
  if (parts.length <= 2 && schema === 'pg_catalog') {
    if (CODE_POINT_ORDER.has(name)) return;
    if (name.endsWith('-x-icu')) {
      throw ctx.error('feature_not_supported', `ICU collation "${name}" is not supported by pgsqlite (text compares in code point order)`, location);
    }
  }
  throw ctx.error('undefined_object', `collation "${parts.join('.')}" for encoding "UTF8" does not exist`, location);
}

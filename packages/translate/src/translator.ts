import type { Catalog } from '@pgsqlite/catalog';
import type { Plan } from './plan.js';

/** One statement of a query string, parsed. */
export interface ParsedStatement {
  /** The text of this statement alone (used in cache keys and messages). */
  readonly sql: string;
  /** 0-based offset of this statement in the original query string. */
  readonly location: number;
  /** The libpg-query AST node of this statement (opaque to callers). */
  readonly ast: unknown;
}

/** What a plan depends on besides the statement text. */
export interface PlanContext {
  catalog: Catalog;
  searchPath: readonly string[];
}

/**
 * PostgreSQL SQL in, plans out. Parses with libpg-query, rewrites the AST, emits SQLite SQL.
 * Plans are cached (LRU) by statement text, parameter types, catalog version and search_path.
 */
export class Translator {
  /** Splits and parses a query string. Syntax errors are PgError 42601 with a position. */
  parse(_sql: string): ParsedStatement[] {
    throw new Error('Translator.parse: not implemented yet');
  }

  /** Plans one parsed statement. `paramTypes` are the OIDs the client declared (0 = unspecified). */
  plan(_stmt: ParsedStatement, _paramTypes: readonly number[], _ctx: PlanContext): Plan {
    throw new Error('Translator.plan: not implemented yet');
  }
}

/** Loads the parser (WASM) once; call before the first `parse`. */
export async function loadParser(): Promise<void> {}

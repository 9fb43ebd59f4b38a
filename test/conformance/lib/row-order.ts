import { Translator, loadParser } from '@pgsqlite/translate';
import type { ConformanceCase } from './case-file.js';

let translator: Translator | null = null;

/** Loads the PostgreSQL parser used to read case statements. */
export async function loadRowOrderParser(): Promise<void> {
  await loadParser();
  translator ??= new Translator();
}

/**
 * Whether rows of a case must be compared in order: the case's flag, else whether the
 * statement's top level is a SELECT (plain or set operation) with an ORDER BY clause.
 */
export function isOrdered(c: ConformanceCase): boolean {
  if (c.order !== 'auto') return c.order === 'ordered';
  if (translator === null) throw new Error('loadRowOrderParser() first');
  try {
    const [stmt] = translator.parse(c.sql);
    const select = stmt?.ast['SelectStmt'];
    const sort: unknown = select?.['sortClause'];
    return Array.isArray(sort) && sort.length > 0;
  } catch {
    return false; // a statement PostgreSQL cannot parse has no rows to order
  }
}

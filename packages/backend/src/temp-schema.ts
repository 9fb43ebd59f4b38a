import type { ParsedStatement } from '@pgsqlite/translate';
import type { Uses } from './context.js';

/** Name of a session's temporary schema (PostgreSQL: pg_temp_<backend id>). */
export function tempSchemaName(processId: number): string {
  return `pg_temp_${processId}`;
}

/** True for CREATE TEMP TABLE [AS], CREATE TEMP VIEW, CREATE TEMP SEQUENCE and SELECT … INTO TEMP (any form the grammar gives: TEMP, TEMPORARY, LOCAL TEMP). */
function createsTempTable(stmt: ParsedStatement): boolean {
  const ast = stmt.ast as Record<string, Record<string, unknown> | undefined> | null;
  const create = ast?.['CreateStmt'];
  // CREATE TEMP TABLE … AS and SELECT … INTO TEMP name their table in an IntoClause.
  const into = (ast?.['CreateTableAsStmt']?.['into'] ?? ast?.['SelectStmt']?.['intoClause']) as Record<string, unknown> | undefined;
  const rel = (create?.['relation'] ?? into?.['rel'] ?? ast?.['ViewStmt']?.['view'] ?? ast?.['CreateSeqStmt']?.['sequence']) as Record<string, unknown> | undefined;
  return rel?.['relpersistence'] === 't' || rel?.['schemaname'] === 'pg_temp';
}

/**
 * Before planning: a CREATE TEMP TABLE puts the session's temporary schema at the front of the
 * search path it plans with (for the rest of the session; pg_temp in search_path places it
 * elsewhere). Sessions that never create one keep the shared plan cache keys.
 */
export function noteTempUse(core: Uses<'settings' | 'processId'>, stmt: ParsedStatement): void {
  if (!core.settings.hasTempSchema() && createsTempTable(stmt)) core.settings.useTempSchema(tempSchemaName(core.processId));
}

import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { FormatCode } from '@pgsqlite/wire';
import type { PlanContext, ResultColumn } from '@pgsqlite/translate';
import { columnEncoders, encodeRow, roleNameOf, executePlan, lexOptions, noteTempUse, resultColumns } from '@pgsqlite/backend';
import type { SessionCore } from '../session-core.js';
import { fieldDescriptions } from '../result-description.js';
import { FLUSH_THRESHOLD } from '../client-channel.js';

/**
 * Simple Query: each statement of the string in turn; several statements outside an explicit
 * transaction form one implicit transaction; the first error skips the rest.
 * Returns the error that ended the query, if any (the caller sends it and ReadyForQuery).
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-MULTI-STATEMENT
 */
export async function simpleQuery(core: SessionCore, sql: string, reportError: (e: unknown) => PgError): Promise<void> {
  // exec_simple_query drops the unnamed statement and portal.
  core.prepared.statements.delete('');
  core.portals.portals.delete('');
  try {
    // A known single statement with other integer literals is planned without parsing.
    const lex = lexOptions(core);
    const known = core.translator.planSimpleText(sql, planContext(core), lex);
    const statements = known === null ? core.translator.parse(sql, lex) : [known.stmt];
    if (statements.length === 0) {
      core.out.emptyQueryResponse();
      return;
    }
    const multi = statements.length > 1;
    for (const stmt of statements) {
      if (multi) core.tx.startImplicit('multi');
      noteTempUse(core, stmt);
      // Statements that differ only in integer literals share a plan, the literals bound as parameters.
      const { plan, params } = known ?? core.translator.planSimple(stmt, planContext(core));
      const columns = resultColumns(plan, core);
      const format: FormatCode = plan.kind === 'cursor' && plan.name !== null && core.cursors.cursors.get(plan.name)?.binary === true ? 1 : 0;
      const outcome = await executePlan(core, plan, params);
      if (columns !== null && outcome.rows !== null) sendRows(core, columns, outcome.rows, format);
      if (outcome.tag === null) core.out.emptyQueryResponse();
      else core.out.commandComplete(outcome.tag);
      if (core.tx.block === 'none') core.portals.dropPortals();
    }
    if (core.tx.block === 'implicit') await core.tx.end(true);
  } catch (e) {
    const err = reportError(e);
    core.out.errorResponse(err.fields);
    await core.tx.abort();
  }
  if (core.tx.block === 'none') core.portals.dropPortals();
}

/** What a simple-protocol plan depends on: the session's catalog, search_path and format settings. */
function planContext(core: SessionCore): PlanContext {
  return { catalog: core.handle.catalog(), searchPath: core.settings.searchPath(), settings: core.settings.formatSettings(), paramsAllowed: false };
}

/** RowDescription and DataRows in text format (simple query results are text, but for a BINARY cursor's FETCH). */
export function sendRows(core: SessionCore, columns: readonly ResultColumn[], rows: readonly SqlValue[][], format: FormatCode = 0): void {
  const formats = new Array<FormatCode>(columns.length).fill(format);
  core.out.rowDescription(fieldDescriptions(columns, formats, core.handle.catalog()));
  const encoders = columnEncoders(columns, formats, core.settings.formatSettings(), core.handle.catalog(), core.settings.searchPath(), (oid) => roleNameOf(core, oid));
  const buf = new Array<string | Uint8Array | null>(columns.length);
  for (const row of rows) {
    const stop = core.cancelled();
    if (stop !== null) throw stop;
    encodeRow(row, encoders, buf);
    core.out.dataRow(buf);
    if (core.out.length > FLUSH_THRESHOLD) core.flush();
  }
}

/** 57014 for a CancelRequest that arrived while rows were being sent. */
export function cancelError(): PgError {
  return new PgError('query_canceled', 'canceling statement due to user request');
}

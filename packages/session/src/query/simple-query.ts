import { PgError } from '@pgsqlite/errors';
import type { FormatCode } from '@pgsqlite/wire';
import type { PlanContext, ResultColumn } from '@pgsqlite/translate';
import { REPLANS, raisedAtRunTime, encodedStreaming, encodeRow, executePlan, lexOptions, noteTempUse, resultColumns, type ResultSource, type ValueEncoder } from '@pgsqlite/backend';
import type { SqlValue } from '@pgsqlite/engine';
import { STREAM_BATCH_ROWS } from '@pgsqlite/engine';
import type { SessionCore } from '../session-core.js';
import { fieldDescriptions } from '../result-description.js';
import { FLUSH_THRESHOLD } from '../client-channel.js';
import { holdCommitForConversion } from '../client-encoding.js';
import { resultEncoders } from '../binary-text.js';

/**
 * Simple Query: each statement of the string in turn; several statements outside an explicit
 * transaction form one implicit transaction; the first error skips the rest.
 * Returns the error that ended the query, if any (the caller sends it and ReadyForQuery).
 * @see https://www.postgresql.org/docs/15/protocol-flow.html#PROTOCOL-FLOW-MULTI-STATEMENT
 */
export async function simpleQuery(core: SessionCore, sql: string, reportError: (e: unknown) => PgError): Promise<void> {
  // exec_simple_query drops the unnamed statement and portal.
  core.prepared.statements.delete('');
  core.portals.remove('');
  try {
    // A known single statement with other integer literals is planned without parsing.
    const lex = lexOptions(core);
    let plannedAt = core.tx.catalogVersion();
    core.tx.planFor(plannedAt);
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
      if (known === null) {
        plannedAt = core.tx.catalogVersion();
        core.tx.planFor(plannedAt);
      }
      let { plan, params } = known ?? core.translator.planSimple(stmt, planContext(core));
      let columns = resultColumns(plan, core);
      let format: FormatCode = 0;
      const runSimplePlan = (): ReturnType<typeof executePlan> => {
        format = plan.kind === 'cursor' && plan.name !== null && core.cursors.cursors.get(plan.name)?.binary === true ? 1 : 0;
        if (columns !== null && core.out.clientCodec !== null) holdCommitForConversion(core);
        // Every row goes to the client: the executor may encode them (data-rows.ts) when nothing here is needed to.
        const streamed = plan.kind === 'sql' && columns !== null && core.out.clientCodec === null ? encodedStreaming(columns, new Array<FormatCode>(columns.length).fill(format), core.settings.formatSettings()) : true;
        return executePlan(core, plan, params, streamed, true);
      };
      let outcome;
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            outcome = await runSimplePlan();
            break;
          } catch (e) {
            // another session's DDL committed after this statement was planned: plan it again (and
            // again, while DDL keeps moving the catalog under a busy database, up to a bound)
            if (attempt >= REPLANS || !(await core.tx.replans(e, plannedAt, core.cancelled))) {
              // PostgreSQL's executor sent the RowDescription before the first row raised it
              if (columns !== null && raisedAtRunTime(e)) describeRows(core, columns, format);
              throw e;
            }
            plannedAt = core.tx.catalogVersion();
            core.tx.planFor(plannedAt);
            ({ plan, params } = core.translator.planSimple(stmt, planContext(core)));
            columns = resultColumns(plan, core);
          }
        }
      } finally {
        core.tx.planFor(null);
      }
      core.syncClientEncoding();
      let tag = outcome.tag;
      if (outcome.source !== undefined) {
        const source = outcome.source;
        try {
          if (columns !== null) await sendStreamedRows(core, columns, source, format);
        } finally {
          source.close();
        }
        // A streamed query's tag counts the rows it sent.
        tag = `${tag?.slice(0, tag.lastIndexOf(' ')) ?? 'SELECT'} ${source.taken}`;
      } else if (columns !== null && outcome.rows !== null) sendRows(core, columns, outcome.rows, format);
      if (outcome.commitError !== undefined) throw outcome.commitError;
      // the last statement's implicit transaction commits before its CommandComplete (finish_xact_command)
      if (stmt === statements[statements.length - 1] && core.tx.block === 'implicit') await core.tx.end(true);
      if (tag === null) core.out.emptyQueryResponse();
      else core.out.commandComplete(tag);
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
  const encoders = describeRows(core, columns, format);
  const buf = new Array<string | Uint8Array | null>(columns.length);
  for (const row of rows) {
    const stop = core.cancelled();
    if (stop !== null) throw stop;
    encodeRow(row, encoders, buf);
    core.out.dataRow(buf);
    if (core.out.length > FLUSH_THRESHOLD) core.flush();
  }
}

/** As sendRows for a query that streams: its rows read a batch at a time and written at the client's pace. */
async function sendStreamedRows(core: SessionCore, columns: readonly ResultColumn[], rows: ResultSource, format: FormatCode): Promise<void> {
  const encoders = describeRows(core, columns, format);
  const buf = new Array<string | Uint8Array | null>(columns.length);
  for (;;) {
    const chunk = rows.takeChunk === undefined ? await rows.take(STREAM_BATCH_ROWS, true) : await rows.takeChunk(STREAM_BATCH_ROWS, true);
    if (!Array.isArray(chunk)) {
      // DataRows the executor encoded: copied as they are
      const stop = core.cancelled();
      if (stop !== null) throw stop;
      core.out.dataRows(chunk.bytes);
      if (core.out.length > FLUSH_THRESHOLD) await core.drain();
      continue;
    }
    const batch = chunk;
    if (batch.length === 0) return;
    for (const row of batch) {
      const stop = core.cancelled();
      if (stop !== null) throw stop;
      encodeRow(row, encoders, buf);
      core.out.dataRow(buf);
      if (core.out.length > FLUSH_THRESHOLD) await core.drain();
    }
  }
}

/** RowDescription; returns the columns' encoders. */
function describeRows(core: SessionCore, columns: readonly ResultColumn[], format: FormatCode): ValueEncoder[] {
  const formats = new Array<FormatCode>(columns.length).fill(format);
  core.out.rowDescription(fieldDescriptions(columns, formats, core.handle.catalog()));
  return resultEncoders(core, columns, formats);
}

/** 57014 for a CancelRequest that arrived while rows were being sent. */
export function cancelError(): PgError {
  return new PgError('query_canceled', 'canceling statement due to user request');
}

import { PgError, toPgError } from '@pgsqlite/errors';
import type { CopyColumn, CopyPlan } from '@pgsqlite/translate';
import type { FormatCode } from '../client-channel.js';
import type { ExecContext } from '../context.js';
import { BinaryCopyReader } from './copy-binary.js';
import { CopyLines } from './copy-lines.js';
import { CsvQuoteTracker } from './copy-csv.js';
import { checkHeader, RowDecoder } from './copy-decode.js';
import { limitPrintout, textEndMarker } from './copy-text.js';
import { CopyInserter, type PlanRunner } from './copy-insert.js';
import { columnType } from '../value-output.js';
import { utf8Decoder } from './encoding.js';

/** How long a COPY FROM client may pause before the rows it sent so far are inserted. */
const IDLE_FLUSH_MS = 15;

/**
 * COPY … FROM STDIN: CopyInResponse, then CopyData until CopyDone (CopyFail → 57014). Rows are
 * decoded with the column types' input functions and inserted in batches through the
 * translator's INSERT plan (defaults, constraints, PostgreSQL's errors); an error names the line
 * as PostgreSQL's CONTEXT does. The whole COPY is one transaction (or part of the caller's).
 * @see src/backend/commands/copyfrom.c, copyfromparse.c
 */
export async function copyFrom(core: ExecContext, plan: CopyPlan, run: PlanRunner): Promise<string> {
  if (core.tx.readOnly()) throw new PgError('read_only_sql_transaction', 'cannot execute COPY FROM in a read-only transaction');
  core.tx.startImplicit('started');
  core.tx.aloneInImplicit(false);
  const o = plan.options;
  const format: FormatCode = o.format === 'binary' ? 1 : 0;
  core.client.copyInResponse(format, plan.columns.map(() => format), plan.options.encoding);
  core.client.flush();
  const settings = core.settings.formatSettings();
  const relation = plan.relation ?? '';
  const inserter = new CopyInserter(core, plan, run);
  // user types (enums, domains, composites, their arrays) read through the catalog's codecs
  const types = plan.columns.map((c) => columnType(c.typeOid, core.handle.catalog()));
  const decoder = new RowDecoder(plan.columns, types, o, settings);
  let lineNo = 0;
  const context = (extra: string): string => `COPY ${relation}, line ${lineNo}${extra}`;
  const withContext = (e: unknown, extra: string): PgError => {
    const err = toPgError(e);
    return err.fields.where === undefined ? err.with({ where: context(extra) }) : err;
  };

  const binary = o.format === 'binary' ? new BinaryCopyReader() : null;
  const lines = binary === null ? new CopyLines(o.format === 'csv' ? new CsvQuoteTracker(o.quote, o.escape) : null) : null;
  let ended = false;

  /** Decodes and buffers one line; a promise only when a batch has to be started (see CopyInserter.add). */
  const takeLine = (line: string): Promise<void> | null => {
    lineNo++;
    if (lineNo === 1 && o.header !== false) {
      if (o.header === 'match') checkHeader(plan.columns, line, o, context(`: "${limitPrintout(line)}"`));
      return null;
    }
    let text = line;
    if (o.format === 'csv') {
      if (line === '\\.') {
        ended = true;
        return null;
      }
    } else {
      let marker: number;
      try {
        marker = textEndMarker(line);
      } catch (e) {
        throw withContext(e, '');
      }
      if (marker >= 0) {
        ended = true;
        if (marker === 0) return null;
        text = line.slice(0, marker);
      }
    }
    decoder.decode(text, inserter.values, withContext);
    return inserter.added(lineNo, text);
  };

  const takeBinary = async (final: boolean): Promise<void> => {
    const reader = binary as BinaryCopyReader;
    for (;;) {
      let fields: (Uint8Array | null)[] | undefined;
      try {
        fields = reader.next(plan.columns.length, final);
      } catch (e) {
        lineNo++;
        throw withContext(e, '');
      }
      if (fields === undefined) return;
      lineNo++;
      const values = inserter.values;
      for (let i = 0; i < fields.length; i++) {
        const bytes = fields[i] as Uint8Array | null;
        if (bytes === null) {
          values.push(null);
          continue;
        }
        const col = plan.columns[i] as CopyColumn;
        const type = types[i];
        try {
          values.push(type === undefined ? utf8Decoder().decode(bytes) : type.fromBinary(bytes, col.typmod, settings));
        } catch (e) {
          throw withContext(e, `, column ${col.name}`);
        }
      }
      const started = inserter.added(lineNo, null);
      if (started !== null) await started;
    }
  };

  try {
    await readAll();
  } catch (e) {
    // A batch still being inserted failed first (its rows come before the line that failed now).
    await inserter.settle();
    throw e;
  }
  await inserter.finish();
  return `COPY ${inserter.count}`;

  async function readAll(): Promise<void> {
    // Errors while waiting for the next message name the line it would have started (CopyGetData).
    const atNextLine = (e: unknown): PgError => {
      const err = toPgError(e);
      return err.fields.where === undefined ? err.with({ where: `COPY ${relation}, line ${lineNo + 1}` }) : err;
    };
    for (;;) {
      // a client that pauses (rows produced one by one) gets the rows so far inserted meanwhile,
      // so a row that fails is reported while it still sends, as PostgreSQL checks each row as it comes
      const waiting = inserter.holdsRows() ? core.client.copyInputWithin?.(IDLE_FLUSH_MS) : true;
      if (waiting !== undefined && waiting !== true && !(await waiting)) await inserter.insertHeld();
      const msg = await core.client.readCopyMessage().catch((e: unknown) => {
        throw atNextLine(e);
      });
      if (msg === null) throw atNextLine(new PgError('connection_failure', 'unexpected EOF on client connection with an open transaction'));
      if (msg.type === 'CopyData') {
        if (ended) continue;
        if (binary !== null) {
          binary.push(msg.data);
          await takeBinary(false);
          continue;
        }
        const ls = lines as CopyLines;
        try {
          ls.push(msg.data);
        } catch (e) {
          throw withContext(e, '');
        }
        const where = (): string => `COPY ${relation}, line ${lineNo + 1}`;
        for (let line = nextLine(ls, where); line !== null && !ended; line = nextLine(ls, where)) {
          const started = takeLine(line);
          if (started !== null) await started;
        }
        continue;
      }
      if (msg.type === 'CopyDone') break;
      if (msg.type === 'CopyFail') throw atNextLine(new PgError('query_canceled', `COPY from stdin failed: ${msg.message}`));
      const byte = msg.typeByte.charCodeAt(0);
      throw atNextLine(new PgError('protocol_violation', `unexpected message type 0x${byte.toString(16).toUpperCase().padStart(2, '0')} during COPY from stdin`));
    }
    if (binary !== null) {
      await takeBinary(true);
    } else if (!ended) {
      const ls = lines as CopyLines;
      for (;;) {
        let line: string | null;
        try {
          line = ls.finish();
        } catch (e) {
          throw withContext(e, '');
        }
        if (line === null || ended) break;
        const started = takeLine(line);
        if (started !== null) await started;
      }
    }
  }
}

/** The next complete line; a newline-style error names the line being read. */
function nextLine(ls: CopyLines, where: () => string): string | null {
  try {
    return ls.next();
  } catch (e) {
    throw toPgError(e).with({ where: where() });
  }
}

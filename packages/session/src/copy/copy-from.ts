import { PgError, toPgError } from '@pgsqlite/errors';
import { typeByOid, type FormatSettings, type PgType } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyColumn, CopyPlan } from '@pgsqlite/translate';
import type { FormatCode } from '@pgsqlite/wire';
import type { SessionCore } from '../core.js';
import { BinaryCopyReader } from './copy-binary.js';
import { CopyLines } from './copy-lines.js';
import { CsvQuoteTracker, parseCsvFields } from './copy-csv.js';
import { limitPrintout, parseTextFields, textEndMarker } from './copy-text.js';
import { CopyInserter, type PlanRunner } from './copy-insert.js';
import { badCopyFormat, utf8Decoder } from './encoding.js';

/** Message byte of a frontend message type, for 08P01 during COPY. */
const TYPE_BYTES: Record<string, string> = { Query: 'Q', Parse: 'P', Bind: 'B', Describe: 'D', Execute: 'E', Close: 'C', Terminate: 'X', FunctionCall: 'F', PasswordMessage: 'p' };

/**
 * COPY … FROM STDIN: CopyInResponse, then CopyData until CopyDone (CopyFail → 57014). Rows are
 * decoded with the column types' input functions and inserted in batches through the
 * translator's INSERT plan (defaults, constraints, PostgreSQL's errors); an error names the line
 * as PostgreSQL's CONTEXT does. The whole COPY is one transaction (or part of the caller's).
 * @see src/backend/commands/copyfrom.c, copyfromparse.c
 */
export async function copyFrom(core: SessionCore, plan: CopyPlan, run: PlanRunner): Promise<string> {
  if (core.tx.readOnly()) throw new PgError('read_only_sql_transaction', 'cannot execute COPY FROM in a read-only transaction');
  core.tx.startImplicit('started');
  core.tx.aloneInImplicit(false);
  const o = plan.options;
  const format: FormatCode = o.format === 'binary' ? 1 : 0;
  core.out.copyInResponse(format, plan.columns.map(() => format));
  core.flush();
  const settings = core.settings.formatSettings();
  const relation = plan.relation ?? '';
  const inserter = new CopyInserter(core, plan, run);
  const types = plan.columns.map((c) => typeByOid(c.typeOid));
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
    const row = decodeTextRow(plan.columns, types, text, o, settings, withContext);
    return inserter.add(row, lineNo, text);
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
      const values = fields.map((bytes, i) => {
        if (bytes === null) return null;
        const col = plan.columns[i] as CopyColumn;
        const type = typeByOid(col.typeOid);
        try {
          return type === undefined ? utf8Decoder().decode(bytes) : type.fromBinary(bytes, col.typmod, settings);
        } catch (e) {
          throw withContext(e, `, column ${col.name}`);
        }
      });
      const started = inserter.add(values, lineNo, null);
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
  await inserter.flush();
  return `COPY ${inserter.count}`;

  async function readAll(): Promise<void> {
    for (;;) {
      const msg = await core.readCopyMessage();
      if (msg === null) throw new PgError('connection_failure', 'unexpected EOF on client connection with an open transaction');
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
      if (msg.type === 'CopyFail') throw new PgError('query_canceled', `COPY from stdin failed: ${msg.message}`);
      if (msg.type === 'Sync' || msg.type === 'Flush') continue;
      const byte = (TYPE_BYTES[msg.type] ?? '?').charCodeAt(0);
      throw new PgError('protocol_violation', `unexpected message type 0x${byte.toString(16).toUpperCase().padStart(2, '0')} during COPY from stdin`);
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

/** Fields of a text or CSV line, converted with each column's input function. */
function decodeTextRow(
  columns: readonly CopyColumn[],
  types: readonly (PgType | undefined)[],
  line: string,
  o: CopyPlan['options'],
  settings: FormatSettings,
  fail: (e: unknown, extra: string) => PgError,
): SqlValue[] {
  let fields: (string | null)[];
  try {
    if (o.format === 'csv') {
      fields = parseCsvFields(line, o.delimiter, o.quote, o.escape).map((f, i) => {
        const isNull = f.quoted ? o.forceNull[i] === true && f.value === o.null : f.raw === o.null && o.forceNotNull[i] !== true;
        return isNull ? null : f.value;
      });
    } else {
      fields = parseTextFields(line, o.delimiter, o.null);
    }
  } catch (e) {
    throw fail(e, `: "${limitPrintout(line)}"`);
  }
  if (fields.length > columns.length) throw fail(badCopyFormat('extra data after last expected column'), `: "${limitPrintout(line)}"`);
  const out: SqlValue[] = new Array<SqlValue>(columns.length);
  for (let i = 0; i < columns.length; i++) {
    const col = columns[i] as CopyColumn;
    if (i >= fields.length) throw fail(badCopyFormat(`missing data for column "${col.name}"`), `: "${limitPrintout(line)}"`);
    const v = fields[i] as string | null;
    if (v === null) {
      out[i] = null;
      continue;
    }
    const type = types[i];
    try {
      out[i] = type === undefined ? v : type.fromText(v, col.typmod, settings);
    } catch (e) {
      throw fail(e, `, column ${col.name}: "${limitPrintout(v)}"`);
    }
  }
  return out;
}

/** HEADER MATCH: the header line must name the copied columns, in order (22P04). */
function checkHeader(columns: readonly CopyColumn[], line: string, o: CopyPlan['options'], where: string): void {
  const fields =
    o.format === 'csv'
      ? parseCsvFields(line, o.delimiter, o.quote, o.escape).map((f) => (!f.quoted && f.raw === o.null ? null : f.value))
      : parseTextFields(line, o.delimiter, o.null);
  if (fields.length !== columns.length) {
    throw badCopyFormat(`wrong number of fields in header line: got ${fields.length}, expected ${columns.length}`, { where });
  }
  fields.forEach((f, i) => {
    const expected = (columns[i] as CopyColumn).name;
    if (f === null) {
      throw badCopyFormat(`column name mismatch in header line field ${i + 1}: got null value ("${o.null}"), expected "${expected}"`, { where });
    }
    if (f !== expected) throw badCopyFormat(`column name mismatch in header line field ${i + 1}: got "${f}", expected "${expected}"`, { where });
  });
}


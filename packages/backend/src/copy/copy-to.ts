import { typeByOid, type PgType } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyColumn, CopyPlan } from '@pgsqlite/translate';
import type { FormatCode } from '../client-channel.js';
import type { Uses } from '../context.js';
import { binaryHeader, binaryTrailer, binaryTuple } from './copy-binary.js';
import { csvOutValue } from './copy-csv.js';
import { textOutValue } from './copy-text.js';
import { utf8 } from './encoding.js';
import type { ResultSource } from '../result-source.js';
import { STREAM_BATCH_ROWS } from '@pgsqlite/engine';

/** Every row of `source`, a batch at a time, written at the client's pace; closes it. */
async function eachRow(core: Uses<'client'>, source: ResultSource, write: (row: SqlValue[]) => void): Promise<number> {
  let n = 0;
  try {
    for (;;) {
      const batch = await source.take(STREAM_BATCH_ROWS, true);
      if (batch.length === 0) return n;
      for (const row of batch) {
        write(row);
        core.client.flushIfLarge();
      }
      n += batch.length;
      if (core.client.drain !== undefined) await core.client.drain();
    }
  } finally {
    source.close();
  }
}

/** Runs COPY's query; resolves to its rows (storage encoding), read a batch at a time. */
export type CopyQueryRunner = () => Promise<ResultSource>;


/**
 * COPY … TO STDOUT: CopyOutResponse, one CopyData per row (text, CSV or binary, values through
 * the column types' output functions), CopyDone; the tag is `COPY n`.
 * @see src/backend/commands/copyto.c
 */
export async function copyTo(core: Uses<'client' | 'settings' | 'cancelled'>, plan: CopyPlan, runQuery: CopyQueryRunner, typeOf: (oid: number) => PgType | undefined = typeByOid): Promise<string> {
  const rows = await runQuery();
  let count = 0;
  const o = plan.options;
  const format: FormatCode = o.format === 'binary' ? 1 : 0;
  core.client.copyOutResponse(format, plan.columns.map(() => format), plan.options.encoding);
  const settings = core.settings.formatSettings();
  const cols = plan.columns;
  if (o.format === 'binary') {
    core.client.copyData(binaryHeader());
    const encoders = cols.map((c) => {
      const type = typeOf(c.typeOid);
      return (v: Exclude<SqlValue, null>): Uint8Array => (type === undefined ? utf8.encode(String(v)) : type.toBinary(v, c.typmod, settings));
    });
    const buf: (Uint8Array | null)[] = new Array<Uint8Array | null>(cols.length);
    count = await eachRow(core, rows, (row) => {
      checkCancel(core);
      for (let i = 0; i < cols.length; i++) {
        const v = row[i];
        buf[i] = v === null || v === undefined ? null : (encoders[i] as (v: Exclude<SqlValue, null>) => Uint8Array)(v);
      }
      core.client.copyData(binaryTuple(buf));
    });
    core.client.copyData(binaryTrailer());
  } else {
    const toText = cols.map((c) => {
      const type = typeOf(c.typeOid);
      return (v: Exclude<SqlValue, null>): string => (type === undefined ? String(v) : type.toText(v, c.typmod, settings));
    });
    const single = cols.length === 1;
    const field =
      o.format === 'csv'
        ? (s: string, i: number): string => csvOutValue(s, o.delimiter, o.quote, o.escape, o.forceQuote[i] === true, o.null, single)
        : (s: string): string => textOutValue(s, o.delimiter);
    if (o.header !== false) {
      const names = cols.map((c: CopyColumn, i) => (o.format === 'csv' ? csvOutValue(c.name, o.delimiter, o.quote, o.escape, false, o.null, single) : field(c.name, i)));
      core.client.copyData(utf8.encode(`${names.join(o.delimiter)}\n`));
    }
    count = await eachRow(core, rows, (row) => {
      checkCancel(core);
      let line = '';
      for (let i = 0; i < cols.length; i++) {
        if (i > 0) line += o.delimiter;
        const v = row[i];
        line += v === null || v === undefined ? o.null : field((toText[i] as (v: Exclude<SqlValue, null>) => string)(v), i);
      }
      core.client.copyData(utf8.encode(`${line}\n`));
    });
  }
  core.client.copyDone();
  return `COPY ${count}`;
}

function checkCancel(core: Uses<'cancelled'>): void {
  const stop = core.cancelled();
  if (stop !== null) throw stop;
}

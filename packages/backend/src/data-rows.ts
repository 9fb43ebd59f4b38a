import { typeByOid, type FormatSettings } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import { MessageWriter } from '@pgsqlite/wire';
import { encodeRow, plainEncoder, type ValueEncoder } from './value-encoders.js';

/**
 * DataRow messages made where the rows are read: an executor thread streaming a result that a
 * session sends whole (an Execute without a row limit) encodes each batch into finished DataRow
 * bytes, so the server thread only copies them to the socket — no value crosses the threads as an
 * object, and no encoder runs on the thread serving every connection. Only for results whose
 * every column is a built-in type in UTF-8 (value-output.ts's dataRowSpec decides): the encoders
 * are the ones the session would use (value-encoders.ts), so the bytes are the same.
 *
 * Imported by executor threads (`@pgsqlite/backend/data-rows`): catalog codecs and the wire's
 * writer only, never the translator.
 */

/** What a result's DataRows are encoded from, as the JSON text sent to the executor thread. */
export interface DataRowSpec {
  readonly types: readonly number[];
  readonly typmods: readonly number[];
  /** 0 text, 1 binary, per column. */
  readonly formats: readonly number[];
  readonly settings: FormatSettings;
}

/**
 * Encodes a batch of rows into DataRow messages, in memory the next batch reuses (the caller
 * copies them at once); null when a value cannot be encoded (the session then encodes the batch
 * and raises the error itself).
 */
export type DataRowEncoder = (rows: readonly SqlValue[][]) => Uint8Array | null;

/** The spec as text (bigints, such as a clock, are not output settings and are left out). */
export function encodeDataRowSpec(spec: DataRowSpec): string {
  return JSON.stringify(spec, (_k, v: unknown) => (typeof v === 'bigint' ? undefined : v));
}

/** One writer for every encoder: a thread encodes one batch at a time, and its bytes are copied before the next. */
const writer = new MessageWriter();

/** Encoders by spec text: a session repeating a query reuses them (and their scratch memory). */
const made = new Map<string, DataRowEncoder>();
const MADE_MAX = 64;

/** The DataRow encoder of a spec (dataRowSpec's text); null when a type is not built in here. */
export function dataRowEncoder(specText: string): DataRowEncoder | null {
  const known = made.get(specText);
  if (known !== undefined) return known;
  const spec = JSON.parse(specText) as DataRowSpec;
  const encoders: ValueEncoder[] = [];
  for (let i = 0; i < spec.types.length; i++) {
    const type = typeByOid(spec.types[i] ?? 0);
    if (type === undefined) return null;
    encoders.push(plainEncoder(type, spec.typmods[i] ?? -1, spec.formats[i] ?? 0, spec.settings, true));
  }
  const buf = new Array<string | Uint8Array | null>(encoders.length);
  const encode: DataRowEncoder = (rows) => {
    try {
      for (const row of rows) {
        encodeRow(row, encoders, buf);
        writer.dataRow(buf);
      }
    } catch {
      writer.takeView();
      return null;
    }
    return writer.takeView();
  };
  if (made.size >= MADE_MAX) made.delete(made.keys().next().value as string);
  made.set(specText, encode);
  return encode;
}

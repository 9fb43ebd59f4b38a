import { PgError } from '@pgsqlite/errors';
import type { CopyInMessage } from '@pgsqlite/backend';
import { decodeUtf8Strict, encodeText, type ClientCodec } from '@pgsqlite/wire';

/**
 * COPY … STDIN / STDOUT in a session with a client encoding: text and CSV data are converted
 * as a whole stream (CopyConvertBuf / CopyAttributeOut convert to and from the client encoding).
 */

/**
 * Binary COPY converts each text field by its type's send/receive function, which the stream
 * does not show: refused (0A000) rather than sent unconverted.
 */
export function checkCopyFormat(codec: ClientCodec | null, format: number): void {
  if (codec !== null && format === 1) {
    throw new PgError('feature_not_supported', `COPY in binary format is not supported by pgsqlite with client_encoding ${codec.name}`);
  }
}

/** COPY TO STDOUT data (UTF-8 rows) in the client encoding; 22P05 for a character it lacks. */
export function copyDataToClient(data: Uint8Array, codec: ClientCodec | null): Uint8Array {
  if (codec === null || isAscii(data)) return data;
  return encodeText(decodeUtf8Strict(data, 0, data.length), codec);
}

/** COPY FROM STDIN data from the client encoding to UTF-8 (single-byte encodings convert chunk by chunk). */
export function copyDataFromClient(msg: CopyInMessage | null, codec: ClientCodec | null): CopyInMessage | null {
  if (codec === null || msg === null || msg.type !== 'CopyData' || isAscii(msg.data)) return msg;
  return { ...msg, data: encodeText(codec.decode(msg.data, 0, msg.data.length), null) };
}

function isAscii(b: Uint8Array): boolean {
  for (let i = 0; i < b.length; i++) if ((b[i] as number) >= 0x80) return false;
  return true;
}

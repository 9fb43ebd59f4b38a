import { PgError, type PgErrorOptions } from '@pgsqlite/errors';

/**
 * The WHATWG Encoding API as COPY uses it, typed structurally (lib "dom" is not in this
 * browser-and-Node build; see ../utf8.ts).
 */
interface Utf8Encoder {
  encode(s: string): Uint8Array;
}
/** A UTF-8 decoder that can decode input split at arbitrary byte boundaries. */
export interface StreamDecoder {
  decode(bytes?: Uint8Array, options?: { stream: boolean }): string;
}
const G = globalThis as unknown as {
  TextEncoder: new () => Utf8Encoder;
  TextDecoder: new (label: string, options: { fatal: boolean; ignoreBOM: boolean }) => StreamDecoder;
};

/** Shared UTF-8 encoder. */
export const utf8: Utf8Encoder = new G.TextEncoder();

/** A fatal (invalid input throws) UTF-8 decoder that keeps a leading U+FEFF (COPY data, not a byte-order mark). */
export function utf8Decoder(): StreamDecoder {
  return new G.TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
}

/** 22P04 bad_copy_file_format. */
export function badCopyFormat(message: string, options: PgErrorOptions = {}): PgError {
  return PgError.fromCode('22P04', message, options);
}

export { type ClientCodec, clientCodec, checkClientEncodingValue, encodeText, isSupportedClientEncoding } from './client-codec.js';
export { cleanEncodingName, encodingNumber, encodingName, canonicalEncodingName, PG_UTF8, PG_SQL_ASCII } from './encoding-names.js';
export { untranslatableFromUtf8 } from './conversion-errors.js';

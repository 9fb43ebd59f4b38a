export * from './messages.js';
export { FramingError } from './framing-error.js';
export { FrameReader, PQ_LARGE_MESSAGE_LIMIT, type FrameReaderOptions } from './frame-reader.js';
export { MessageWriter } from './message-writer.js';
export { CANCEL_REQUEST_CODE, SSL_REQUEST_CODE, GSSENC_REQUEST_CODE } from './startup.js';
export * from './encoding/index.js';
export { decodeUtf8Strict } from './utf8.js';

export { encodeStartup, encodeFrontend, encodeRaw } from './frontend-encoder.js';
export { decodeBackend } from './backend-decoder.js';
export type { BackendMessage } from './backend-message.js';
export { everySplit, concatBytes } from './chunking.js';

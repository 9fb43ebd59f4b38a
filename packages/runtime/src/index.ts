/**
 * @pgsqlite/runtime: the PostgreSQL functions SQLite calls (casts, numeric, date/time, text,
 * regex, JSON, arrays, aggregates …), registered on every SQLite connection. Its own package so
 * that an engine thread or a browser worker loads the function library without the translator.
 */
export { registerRuntime, type RuntimeHost } from './register.js';
export { setLibm, type Libm } from './libm.js';
export { runtimeCast } from './casts.js';
export { defaultRuntimeState, type RuntimeState } from './state.js';
export { parseJsonPath } from './jsonpath-parse.js';
export { AUTOINC_KEY_PREFIX, autoincKey, autoincName } from './sequences.js';
export { SEQUENCE_SESSION_FUNCTION } from './sequence-session.js';
export type { SequenceGuardPush, SequenceGuardRow } from './sequence-guard.js';
export { utf8Bytes, utf8Text } from './fn-utf8.js';
export { md5, sha256 } from './fn-hashes.js';
export { hmac } from './fn-pgcrypto.js';
export { hasGeoFunction } from './geo/register-geo.js';
export { hasTsFunction } from './tsearch/register-tsearch.js';

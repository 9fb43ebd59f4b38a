export { SqlState, type SqlStateName, type SqlStateCode } from './sqlstate.js';
export { PgError, isPgError, toPgError, unsupported, type PgErrorFields, type PgErrorOptions, type Severity } from './pg-error.js';
export { foreignWording } from './foreign-text.js';

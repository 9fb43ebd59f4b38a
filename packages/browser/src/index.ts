export { Pgsqlite, type PgsqliteOptions, type Storage } from './pgsqlite-browser.js';
export { PgsqliteSession, type QueryOptions, type QueryResult, type SessionOptions } from './client/pgsqlite.js';
export { DatabaseError } from './client/database-error.js';
export type { Field, NoticeFields } from './client/backend-messages.js';
export type { Link, StatementSpan } from './client/link.js';
export type { RawAnswer, RawResult } from './client/results.js';

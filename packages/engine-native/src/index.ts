export { nativeEngineFactory } from './native-engine.js';
export { mapSqliteError, sqlStateForSqlite, SQLITE_TO_SQLSTATE } from './sqlite-errors.js';

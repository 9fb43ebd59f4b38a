export type {
  SqlValue,
  OpenOptions,
  RunResult,
  EngineColumn,
  PreparedStatement,
  ScalarFunction,
  AggregateFunction,
  Engine,
  EngineFactory,
} from './engine.js';
export type { Executor, ExecOutcome, ExecutorFactory } from './executor.js';
export { IteratorStream, PIPELINE_BATCH_ROWS, STREAM_BATCH_ROWS, STREAM_BATCH_BYTES, valueBytes, type EncodedRows, type RowBatch, type RowStream } from './row-stream.js';
export { createInlineExecutor, inlineExecutorFactory, ATOMIC_SAVEPOINT, type InlineExecutorOptions } from './inline-executor.js';
export { SCHEMA_CHECK, STALE_NAMES } from './stale-schema.js';
export { LruMap } from './lru-map.js';
export { READS_STORED_TABLES } from './statement-cache.js';
export { createSequenceStore, sequenceStep, type SequenceStore, type SequenceSpec, type SequenceState } from './sequence-store.js';
export { createPointReader, type PointReader, type PointReaderOptions } from './point-reader.js';
export { isPointReadProgram, isPointWriteProgram, type PointWriteRules } from './point-program.js';
export { clientError, type InternalErrorLog } from './client-error.js';
export { SQLITE_RESULT_CODES, INTERNAL_MESSAGE, pgAnswerForSqlite, sqlStateForSqlite, isSqliteSyntaxError, type PgAnswer } from './sqlite-result-codes.js';
export { createBoundedJudge, type BoundedJudge } from './bounded-judge.js';

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
export { createInlineExecutor, inlineExecutorFactory, ATOMIC_SAVEPOINT, type InlineExecutorOptions } from './inline-executor.js';
export { LruMap } from './lru-map.js';
export { createSequenceStore, sequenceStep, type SequenceStore, type SequenceSpec, type SequenceState } from './sequence-store.js';
export { createPointReader, type PointReader } from './point-reader.js';

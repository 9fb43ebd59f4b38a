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
export type { Executor, ExecOutcome } from './executor.js';

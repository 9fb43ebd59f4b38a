import { afterEach } from 'vitest';
import { isPgError, type PgError } from '@pgsqlite/errors';
import type { Engine, EngineFactory, OpenOptions, SqlValue } from '../engine.js';

/** What every part of the contract suite gets: a factory and engines closed after each test. */
export interface ContractHarness {
  readonly factory: EngineFactory;
  /** A fresh database file path (the caller of `engineContract` decides where). */
  path(): string;
  /** Opens an engine (fresh file, synchronous FULL unless given); closed after the test. */
  open(options?: Partial<OpenOptions>): Engine;
}

/** Builds the harness; must be called inside a `describe` block. */
export function createHarness(factory: EngineFactory, makePath: () => string): ContractHarness {
  const opened: Engine[] = [];
  afterEach(() => {
    for (const engine of opened.splice(0)) {
      try {
        engine.close();
      } catch {
        // Already closed by the test itself.
      }
    }
  });
  return {
    factory,
    path: makePath,
    open(options = {}) {
      const engine = factory.open({ path: options.path ?? makePath(), synchronous: 'FULL', ...options });
      opened.push(engine);
      return engine;
    },
  };
}

/** Runs a row-returning statement. */
export function rows(engine: Engine, sql: string, params: readonly SqlValue[] = []): SqlValue[][] {
  return engine.prepare(sql).all(params);
}

/**
 * Integers may come back as number or bigint (the port allows both); for comparisons, turn
 * bigints that a number holds exactly into numbers.
 */
export function plain(values: SqlValue[][]): unknown[][] {
  return values.map((row) => row.map(plainValue));
}

/**
 * One value for comparisons: exact integers as numbers, blobs as `{ blob: number[] }` (a Node
 * Buffer and a plain Uint8Array holding the same bytes are the same SQLite value).
 */
export function plainValue(v: SqlValue): unknown {
  if (typeof v === 'bigint' && v >= -(2n ** 53n) + 1n && v <= 2n ** 53n - 1n) return Number(v);
  if (v instanceof Uint8Array) return { blob: Array.from(v) };
  return v;
}

/** The single value of a one-row, one-column query, as `plain` would give it. */
export function scalar(engine: Engine, sql: string, params: readonly SqlValue[] = []): unknown {
  const row = plain(rows(engine, sql, params))[0];
  if (row === undefined) throw new Error(`no row from ${sql}`);
  return row[0] ?? null;
}

/** Calls `fn`, which must throw a PgError, and returns that error. */
export function pgErrorOf(fn: () => unknown): PgError {
  try {
    fn();
  } catch (e) {
    if (isPgError(e)) return e;
    throw new Error(`expected a PgError, got ${String(e)}`);
  }
  throw new Error('expected a PgError, nothing was thrown');
}

import { describe } from 'vitest';
import type { EngineFactory } from '../engine.js';
import { concurrencyContract } from './contract-concurrency.js';
import { errorsContract } from './contract-errors.js';
import { executorContract } from './contract-executor.js';
import { functionsContract } from './contract-functions.js';
import { openContract } from './contract-open.js';
import { sequencesContract } from './contract-sequences.js';
import { valuesContract } from './contract-values.js';
import { createHarness } from './harness.js';

/**
 * The specification of the Engine port, as vitest blocks. Each adapter's test is one call:
 * `engineContract('better-sqlite3', nativeEngineFactory, tmpPath)`.
 * @param name shown in the test names
 * @param factory the adapter under test
 * @param makePath returns a fresh, not yet existing database file path on every call
 */
export function engineContract(name: string, factory: EngineFactory, makePath: () => string): void {
  describe(`engine contract: ${name}`, () => {
    const harness = createHarness(factory, makePath);
    openContract(harness);
    valuesContract(harness);
    functionsContract(harness);
    errorsContract(harness);
    concurrencyContract(harness);
    executorContract(harness);
    sequencesContract(harness);
  });
}

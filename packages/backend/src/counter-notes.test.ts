import type { ExecOutcome, Executor } from '@pgsqlite/engine';
import { describe, expect, it } from 'vitest';
import { withCounterNotes } from './counter-notes.js';

/** An executor whose connection is replaced on demand, as the pooled executor's is when a stopped statement takes it. */
function replaceableConnection(): { executor: Executor; replace(): void } {
  let identity = {};
  const outcome: ExecOutcome = { rows: [], columns: [], changes: 0 } as unknown as ExecOutcome;
  const executor: Executor = {
    run: async () => outcome,
    runAtomically: async () => undefined,
    inTransaction: () => false,
    connectionIdentity: () => identity,
  } as unknown as Executor;
  return { executor, replace: () => void (identity = {}) };
}

describe('counter-notes wrapper', () => {
  it('counter-notes-1 the wrapped executor answers its connection identity, and a replaced connection is a new one', () => {
    const inner = replaceableConnection();
    const noting = withCounterNotes(inner.executor);
    const before = noting.connectionIdentity?.();
    expect(before).toBe(inner.executor.connectionIdentity?.());
    inner.replace();
    // The catalog change tracking of the lost connection must not be taken for this one's
    // (load-delta.ts): the next DDL would delete notes from a table the new connection lacks.
    expect(noting.connectionIdentity?.()).toBe(inner.executor.connectionIdentity?.());
    expect(noting.connectionIdentity?.()).not.toBe(before);
  });
});

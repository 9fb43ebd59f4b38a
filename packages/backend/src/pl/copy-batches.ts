import type { TriggeredDml } from '@pgsqlite/translate';
import type { Written } from './trigger-dml-run.js';

/** The rows a COPY's batches wrote so far, for its AFTER ROW triggers. */
export interface CopyFiring {
  written: Written[];
}

/** The trigger plans of COPY batches (their own copies, see CopyTriggers.adopt) and the COPY they belong to. */
export const batches = new WeakMap<TriggeredDml, CopyFiring>();

/** The COPY a triggered statement is a batch of (trigger-dml-run.ts), if any. */
export function copyFiring(dml: TriggeredDml): CopyFiring | undefined {
  return batches.get(dml);
}

import type { DdlNotice } from '../plan.js';

/**
 * The NOTICE of a DROP … CASCADE that drops `objects` too (described as PostgreSQL's
 * getObjectDescription words them: `view v`, `constraint c on table t`): the object itself when
 * it is one, else their count with each listed in the DETAIL (reportDependentObjects).
 */
export function cascadeNotice(objects: readonly string[]): string | DdlNotice {
  if (objects.length === 1) return `drop cascades to ${objects[0] ?? ''}`;
  return { message: `drop cascades to ${objects.length} other objects`, detail: objects.map((o) => `drop cascades to ${o}`).join('\n') };
}

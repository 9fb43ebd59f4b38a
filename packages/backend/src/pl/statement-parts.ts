import type { Plan, TriggeredDml } from '@pgsqlite/translate';
import type { Written } from './trigger-dml-run.js';

/**
 * A triggered statement run as a part of a larger one — a batch of COPY FROM, one table of an
 * UPDATE/DELETE over an inheritance tree: its BEFORE ROW triggers fire as it runs, but its
 * statement triggers are the enclosing statement's, and its rows' AFTER ROW triggers fire when
 * the enclosing statement ends (trigger.c queues them per query, not per table or batch).
 */
export interface StatementPart {
  /** The rows the parts wrote so far, for their AFTER ROW triggers */
  written: Written[];
}

/** The trigger plans of parts (their own copies, see asPart) and the statement they belong to. */
const parts = new WeakMap<TriggeredDml, StatementPart>();

/** The enclosing statement a triggered statement is a part of (trigger-dml-run.ts), if any. */
export function enclosingStatement(dml: TriggeredDml): StatementPart | undefined {
  return parts.get(dml);
}

/** `plan` as a part of `statement`: the same plan, its triggers a copy marked so (the translator may share plans). */
export function asPart(plan: Plan, statement: StatementPart): Plan {
  if (plan.kind !== 'sql' || plan.triggers === undefined) return plan;
  const triggers = { ...plan.triggers };
  parts.set(triggers, statement);
  return { ...plan, triggers };
}

import type { Plan, TriggeredDml } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { PlanRunner } from './do-eval.js';
import { fireAfter, fireBeforeStatement, updateDml } from './trigger-dml-run.js';
import { asPart, type StatementPart } from './statement-parts.js';

/**
 * COPY FROM into a table with triggers, as copyfrom.c CopyFrom fires them: BEFORE STATEMENT
 * triggers once before the first row, BEFORE ROW triggers per row as its batch is inserted,
 * then, once every row is in, the AFTER ROW triggers of all rows in order and the AFTER
 * STATEMENT triggers (with the whole COPY's transition tables) — not once per batch.
 */
export class CopyTriggers {
  readonly #firing: StatementPart = { written: [] };
  #dml: TriggeredDml | null = null;
  #started = false;

  /** The plan a batch runs: a part of the COPY (statement-parts.ts). */
  adopt(plan: Plan): Plan {
    const own = asPart(plan, this.#firing);
    if (own.kind === 'sql' && own.triggers !== undefined) this.#dml ??= own.triggers;
    return own;
  }

  /** Before the first batch: the BEFORE STATEMENT triggers. */
  async start(core: ExecContext, exec: PlanRunner): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    const dml = this.#dml;
    if (dml !== null) await core.tx.runGroup(core.cancelled, () => fireBeforeStatement(core, exec, dml, updateDml(dml)));
  }

  /** After the last batch: the AFTER ROW and AFTER STATEMENT triggers. */
  async finish(core: ExecContext, exec: PlanRunner): Promise<void> {
    await this.start(core, exec);
    const dml = this.#dml;
    const written = this.#firing.written.splice(0);
    if (dml !== null) await core.tx.runGroup(core.cancelled, () => fireAfter(core, exec, dml, updateDml(dml), written));
  }
}

import type { SqlValue } from '@pgsqlite/engine';
import type { CopyPlan } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import { copyFrom } from './copy-from.js';
import type { PlanRunner } from './copy-insert.js';
import { copyTo } from './copy-to.js';
import { ArraySource } from '../result-source.js';
import { columnType } from '../value-output.js';
import type { PlanOutcome } from '../result-columns.js';

/** Runs a COPY plan; `run` executes plans (inserts, the query) in the session's transaction. Returns the tag. */
export async function runCopy(
  core: ExecContext,
  plan: CopyPlan,
  run: (core: ExecContext, p: Parameters<PlanRunner>[1], params: readonly SqlValue[], streamed?: boolean) => Promise<PlanOutcome>,
): Promise<string> {
  if (plan.direction === 'from') return copyFrom(core, plan, run);
  const query = plan.query;
  if (query === undefined) throw new Error('COPY TO without a query');
  // COPY (query) TO STDOUT streams the query's rows as they are written.
  return copyTo(core, plan, async () => {
    const out = await run(core, query, [], true);
    return out.source ?? new ArraySource(out.rows ?? []);
    // user types (enums, domains, composites, their arrays) print through the catalog's codecs
  }, (oid) => columnType(oid, core.handle.catalog()));
}

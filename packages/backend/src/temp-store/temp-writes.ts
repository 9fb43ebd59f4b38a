import type { SqlPlan } from '@pgsqlite/translate';
import type { Uses } from '../context.js';
import { tempSchemaName } from '../temp-schema.js';

/**
 * True when `plan` writes only the session's temporary tables (every write target in its
 * temporary schema, no triggers that could write elsewhere): then it runs without the write lock.
 */
export function writesOnlyTemp(core: Uses<'handle' | 'settings' | 'processId'>, plan: SqlPlan): boolean {
  const targets = plan.writeTargets;
  if (targets === undefined || targets.length === 0 || plan.triggers !== undefined || core.handle.hasTempCatalog?.() !== true) return false;
  const schema = tempSchemaName(core.processId);
  const catalog = core.handle.catalog();
  return targets.every((oid) => catalog.relationByOid(oid)?.schema === schema);
}

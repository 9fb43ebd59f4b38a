import { PgError } from '@pgsqlite/errors';
import type { DatabasePlan } from '@pgsqlite/translate';
import { sendNotice, type Uses } from './context.js';
import { checkCreateOptions, runAlterDatabase } from './database-alter.js';

/**
 * CREATE DATABASE / DROP DATABASE (dbcommands.c): not inside a transaction block (25001), then
 * carried out by the database provider. ALTER DATABASE: database-alter.ts.
 */
export async function runDatabase(core: Uses<'databases' | 'handle' | 'tx' | 'settings' | 'client'>, plan: DatabasePlan): Promise<string> {
  if (plan.action === 'alter' || plan.action === 'set') return runAlterDatabase(core, plan);
  if (core.tx.inBlock()) throw PgError.fromCode('25001', `${plan.tag} cannot run inside a transaction block`);
  const provider = core.databases;
  if (plan.action === 'create') {
    if (provider.createDatabase === undefined) throw new PgError('feature_not_supported', 'CREATE DATABASE is not supported by this server');
    checkCreateOptions(core, plan.template ?? 'template1', plan.options ?? {});
    await provider.createDatabase(plan.name, plan.template ?? 'template1', core.handle.name, plan.options);
    return plan.tag;
  }
  if (provider.dropDatabase === undefined) throw new PgError('feature_not_supported', 'DROP DATABASE is not supported by this server');
  const notice = await provider.dropDatabase(plan.name, { missingOk: plan.missingOk, force: plan.force, current: core.handle.name });
  if (notice !== null) sendNotice(core, { severity: 'NOTICE', code: '00000', message: notice });
  return plan.tag;
}

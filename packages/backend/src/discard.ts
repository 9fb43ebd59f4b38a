import type { ExecContext } from './context.js';
import { runIdentitySet } from './privileges/identity.js';
import { dropTempSchema } from './temp-tables.js';

/**
 * DISCARD (discard.c): what the session forgets. ALL is CLOSE ALL, SET SESSION AUTHORIZATION
 * DEFAULT, RESET ALL, DEALLOCATE ALL, UNLISTEN *, pg_advisory_unlock_all(), DISCARD PLANS, TEMP
 * and SEQUENCES — what a connection pooler sends between clients, so nothing of one reaches the
 * next. PLANS has nothing to forget: plans are cached by statement, catalog and settings, and
 * every change of those is seen.
 */
export async function runDiscard(core: ExecContext, what: 'all' | 'plans' | 'sequences' | 'temp'): Promise<void> {
  if (what === 'all') {
    core.cursors.closeAll();
    runIdentitySet(core, { kind: 'set', name: 'session_authorization', value: null, local: false, tag: 'RESET' });
    core.settings.resetAll();
    core.prepared.statements.clear();
    core.notify?.unlisten(null, false);
    core.advisoryLocks?.releaseAll(core.processId, 'session', { database: core.handle.name, locktype: 'advisory' });
  }
  if (what === 'all' || what === 'temp') await dropTempSchema(core);
  // currval/lastval live in the runtime of the session's connection (runtime/sequences.ts)
  if (what === 'all' || what === 'sequences') await core.tx.run('SELECT pg_discard_sequences()', [], false, core.cancelled);
}

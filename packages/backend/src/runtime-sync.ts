import type { FormatSettings } from '@pgsqlite/catalog';
import type { Uses } from './context.js';

/** What pushing the session's settings to its connection reads. */
export type RuntimeUser = Uses<'settings' | 'handle' | 'processId' | 'tx' | 'cancelled' | 'roles'>;
import { gucOverrides } from './settings/guc-push.js';
import { currentRole, currentUserName, roleGraph } from './privileges/identity.js';

/** The settings object last sent to each session's connection (formatSettings() is replaced on change). */
const pushed = new WeakMap<RuntimeUser, FormatSettings>();
/** The roles last sent (role store version and current user). */
const pushedRoles = new WeakMap<RuntimeUser, string>();

/**
 * Keeps the connection's runtime functions (casts, date/time functions, to_char …) on this
 * session's TimeZone, DateStyle and IntervalStyle: when they changed since the last statement,
 * one server-owned call hands them to the connection before the statement runs.
 */
export async function syncRuntime(core: RuntimeUser): Promise<void> {
  const settings = core.settings.formatSettings();
  const rolesKey = `${core.roles?.version ?? 0}\u0000${currentUserName(core.settings)}\u0000${core.settings.get('session_authorization')}`;
  if (pushed.get(core) === settings && pushedRoles.get(core) === rolesKey) return;
  const me = currentRole(core);
  const roles = { graph: roleGraph(core.roles, core.settings), currentOid: me.oid, currentName: me.name };
  const payload = JSON.stringify({ settings, user: core.settings.get('session_authorization'), database: core.handle.name, pid: core.processId, gucs: gucOverrides(core.settings), roles });
  const executor = core.tx.executor;
  if (executor.sessionPrelude !== undefined) {
    // The executor runs it with the next statement, on whichever connection that runs (no round trip now).
    executor.sessionPrelude(`SELECT pg_set_session('${payload.split("'").join("''")}')`);
  } else {
    await core.tx.run('SELECT pg_set_session(?)', [payload], false, core.cancelled);
  }
  pushed.set(core, settings);
  pushedRoles.set(core, rolesKey);
}

import type { FormatSettings } from '@pgsqlite/catalog';
import type { Uses } from './context.js';

/** What pushing the session's settings to its connection reads. */
export type RuntimeUser = Uses<'settings' | 'handle' | 'processId' | 'tx' | 'cancelled' | 'roles'>;
import type { SequenceGuardPush, SequenceGuardRow } from '@pgsqlite/runtime';
import { CatalogClassOid, DEFAULT_OWNER, aclToJson } from '@pgsqlite/catalog';
import { sequenceKeyOf } from '@pgsqlite/translate';
import { gucOverrides } from './settings/guc-push.js';
import { currentRole, currentUserName, roleGraph } from './privileges/identity.js';

/** The settings object last sent to each session's connection (formatSettings() is replaced on change). */
const pushed = new WeakMap<RuntimeUser, FormatSettings>();
/** The roles last sent (role store version and current user), and the sequence guard's key. */
const pushedRoles = new WeakMap<RuntimeUser, { rolesKey: string; superuser: boolean; guardKey: string }>();

/**
 * Keeps the connection's runtime functions (casts, date/time functions, to_char …) on this
 * session's TimeZone, DateStyle and IntervalStyle: when they changed since the last statement,
 * one server-owned call hands them to the connection before the statement runs.
 */
export async function syncRuntime(core: RuntimeUser): Promise<void> {
  const settings = core.settings.formatSettings();
  const rolesKey = `${core.roles?.version ?? 0}\u0000${currentUserName(core.settings)}\u0000${core.settings.get('session_authorization')}`;
  const readOnly = core.tx.readOnly();
  const last = pushedRoles.get(core);
  // The sequence functions' checks need the sequences' facts when one can fail (sequence-guard.ts).
  const checked = readOnly || (last?.rolesKey === rolesKey ? !last.superuser : !currentRole(core).superuser);
  const guardKey = checked ? `${readOnly}\u0000${core.handle.catalog().version}` : '';
  if (pushed.get(core) === settings && last?.rolesKey === rolesKey && last.guardKey === guardKey) return;
  const me = currentRole(core);
  const roles = { graph: roleGraph(core.roles, core.settings), currentOid: me.oid, currentName: me.name };
  const sequenceGuard: SequenceGuardPush | null = checked ? { readOnly, rows: sequenceGuardRows(core) } : null;
  const payload = JSON.stringify({ settings, user: core.settings.get('session_authorization'), database: core.handle.name, pid: core.processId, gucs: gucOverrides(core.settings), roles, sequenceGuard });
  const executor = core.tx.executor;
  if (executor.sessionPrelude !== undefined) {
    // The executor runs it with the next statement, on whichever connection that runs (no round trip now).
    executor.sessionPrelude(`SELECT pg_set_session('${payload.split("'").join("''")}')`);
  } else {
    await core.tx.run('SELECT pg_set_session(?)', [payload], false, core.cancelled);
  }
  pushed.set(core, settings);
  pushedRoles.set(core, { rolesKey, superuser: me.superuser, guardKey });
}

/** Every sequence with its owner, ACL and temporariness, by the key its functions receive. */
function sequenceGuardRows(core: RuntimeUser): SequenceGuardRow[] {
  const catalog = core.handle.catalog();
  return catalog.sequences().flatMap((s): SequenceGuardRow[] => {
    const rel = catalog.relationByOid(s.oid);
    if (!rel) return [];
    const row = catalog.aclOf?.(CatalogClassOid.pg_class, s.oid);
    const acl = row?.acl ?? null;
    return [[sequenceKeyOf(s, rel), rel.name, row?.owner ?? DEFAULT_OWNER, acl === null ? null : aclToJson(acl), rel.schema.startsWith('pg_temp_') ? 1 : 0, s.ownerDepType === 'i' ? 1 : 0]];
  });
}

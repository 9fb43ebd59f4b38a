import { PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { ExecContext } from './context.js';
import { startTimer } from './timers.js';

/** The storage value of a void result. */
const VOID: SqlValue = '';

/**
 * set_config(name, value, is_local) as guc.c set_config_by_name: SET [LOCAL] with the value
 * given (NULL: the reset value), returning the new value as SHOW displays it. Like SET, it is
 * undone when the transaction (or a savepoint taken before it) rolls back.
 * @see https://www.postgresql.org/docs/15/functions-admin.html#FUNCTIONS-ADMIN-SET
 */
function setConfig(core: ExecContext, args: readonly SqlValue[]): SqlValue {
  const [name, value, local] = args;
  if (name === null || name === undefined) throw new PgError('null_value_not_allowed', 'SET requires parameter name');
  const isLocal = local === 'true' || local === 't' || local === 1 || local === '1';
  core.settings.set(String(name), value === null || value === undefined ? null : String(value), isLocal);
  return core.settings.get(String(name));
}

/** current_setting(name [, missing_ok]) made after an earlier set_config() of the same row. */
function currentSetting(core: ExecContext, args: readonly SqlValue[]): SqlValue {
  const [name, missingOk] = args;
  if (name === null || name === undefined) return null;
  try {
    return core.settings.get(String(name));
  } catch (e) {
    if (missingOk === 'true' && e instanceof PgError && e.fields.code === '42704') return null;
    throw e;
  }
}

/**
 * pg_sleep(seconds), and pg_sleep_for / pg_sleep_until planned as a sleep until an epoch: a timer
 * on the session's own thread (no executor is held), ended at once by a CancelRequest or
 * statement_timeout (57014) through core.waitFor.
 */
async function sleep(core: ExecContext, seconds: number): Promise<SqlValue> {
  if (!(seconds > 0)) return VOID;
  let stop = (): void => undefined;
  try {
    await core.waitFor(new Promise<void>((resolve) => (stop = startTimer(Math.min(seconds * 1000, 2_147_483_647), resolve))));
  } finally {
    stop();
  }
  return VOID;
}

/** The calls of session functions this file carries out, or undefined for another one. */
export function callSessionOwn(core: ExecContext, fn: string, args: readonly SqlValue[]): Promise<SqlValue> | undefined {
  switch (fn) {
    case 'set_config':
      return Promise.resolve(setConfig(core, args));
    case 'current_setting':
      return Promise.resolve(currentSetting(core, args));
    case 'pg_sleep':
      return args[0] === null || args[0] === undefined ? Promise.resolve(null) : sleep(core, Number(args[0]));
    case 'pg_sleep_until':
      return args[0] === null || args[0] === undefined ? Promise.resolve(null) : sleep(core, Number(args[0]) - Date.now() / 1000);
    default:
      return undefined;
  }
}

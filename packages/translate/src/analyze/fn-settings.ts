import { Oid } from '@pgsqlite/catalog';
import { as, res } from './fn-args.js';
import type { Expr } from './expr-types.js';
import type { ScalarImpl } from './scalar-functions.js';

/**
 * current_setting(name [, missing_ok]): the session's value of a parameter, read by the runtime
 * from what the session pushed before the statement (see runtime/fn-settings.ts).
 */
export const SETTINGS_FUNCTIONS: Record<string, ScalarImpl> = {
  current_setting: (args, env) => {
    if (args.length < 1 || args.length > 2) return undefined;
    const name = as(env, args[0] as Expr, Oid.text);
    const missingOk = args[1] === undefined ? undefined : as(env, args[1], Oid.bool);
    if (name === undefined || (args[1] !== undefined && missingOk === undefined)) return undefined;
    // inside the body of a function with SET search_path inlined here: its value while it runs
    const given = (args[0] as Expr).literal ?? name.constant?.value;
    const own = typeof given === 'string' ? env.scope.ctx.functionSetting(given) : undefined;
    if (own !== undefined) return { ...res(`'${own.split("'").join("''")}'`, Oid.text), constant: { value: own } };
    return res(`pg_current_setting(${name.sql}, ${missingOk?.sql ?? '0'})`, Oid.text);
  },
  // the client's encoding name (pg_client_encoding), as client_encoding shows it
  pg_client_encoding: (args) => (args.length === 0 ? res(`pg_current_setting('client_encoding', 0)`, Oid.name) : undefined),
};

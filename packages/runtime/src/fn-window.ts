import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';

/** Argument checks of PostgreSQL's window functions (window.c) before SQLite's built-ins see them. */
export function registerWindowChecks(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_window_arg',
    arity: 2,
    deterministic: true,
    call: (n: SqlValue, fn: SqlValue) => {
      if (n === null) return null;
      const k = Number(n);
      if (fn === 'ntile' && k <= 0) throw PgError.fromCode('22014', 'argument of ntile must be greater than zero');
      if (fn === 'nth_value' && k <= 0) throw PgError.fromCode('22016', 'argument of nth_value must be greater than zero');
      if (fn === 'lag' && k < 0) throw new PgError('feature_not_supported', 'a negative lag/lead offset is not supported by pgsqlite');
      return n;
    },
  });
}

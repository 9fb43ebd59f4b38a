import { Oid } from '@pgsqlite/catalog';
import { coerce } from './coerce.js';
import type { Expr } from './expr-types.js';
import type { ExprEnv } from './expr.js';
import { as } from './fn-args.js';
import { commonType } from './types.js';

/**
 * Value window functions: lag/lead (offset, default of a common type), first_value,
 * last_value, nth_value and ntile, on SQLite's built-ins with PostgreSQL's argument checks.
 */
export function windowFunction(name: string, args: Expr[], env: ExprEnv, overSql: string): Expr | undefined {
  const ctx = env.scope.ctx;
  const out = (sql: string, type: number): Expr => ({ sql: `${sql} ${overSql}`, type, typmod: -1, name, nameStrength: 2 });
  const value = args[0];
  switch (name) {
    case 'lag':
    case 'lead': {
      if (!value || args.length > 3) return undefined;
      const off = args[1] ? as(env, args[1], Oid.int4) : undefined;
      if (args[1] && !off) return undefined;
      const def = args[2];
      const t = commonType(def ? [value.type, def.type] : [value.type]);
      if (t === undefined) return undefined;
      const v = coerce(ctx, value, t, -1, 'implicit');
      // a constant negative offset looks the other way (lag(x, -1) is lead(x, 1)), as PostgreSQL
      const k = off ? Number(off.sql) : 1;
      const flip = Number.isInteger(k) && k < 0;
      const parts = [v.sql, flip ? String(-k) : off ? `pg_window_arg(${off.sql}, 'lag')` : '1'];
      if (def) parts.push(coerce(ctx, def, t, -1, 'implicit').sql);
      return out(`${flip ? (name === 'lag' ? 'lead' : 'lag') : name}(${parts.join(', ')})`, t);
    }
    case 'first_value':
    case 'last_value':
      if (!value || args.length !== 1) return undefined;
      return out(`${name}(${value.sql})`, value.type === Oid.unknown ? Oid.text : value.type);
    case 'nth_value': {
      const n = args[1] ? as(env, args[1], Oid.int4) : undefined;
      if (!value || !n || args.length !== 2) return undefined;
      return out(`nth_value(${value.sql}, pg_window_arg(${n.sql}, 'nth_value'))`, value.type === Oid.unknown ? Oid.text : value.type);
    }
    case 'ntile': {
      const n = value && args.length === 1 ? as(env, value, Oid.int4) : undefined;
      // ntile(NULL) is NULL on every row, but the window still sorts the rows (the output order follows it)
      if (n?.sql === 'NULL') return { sql: `(row_number() ${overSql} * NULL)`, type: Oid.int4, typmod: -1, name, nameStrength: 2 };
      return n ? out(`ntile(pg_window_arg(${n.sql}, 'ntile'))`, Oid.int4) : undefined;
    }
    default:
      return undefined;
  }
}

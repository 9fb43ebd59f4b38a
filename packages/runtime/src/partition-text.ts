import { typeByOid } from '@pgsqlite/catalog';
import { PgError } from '@pgsqlite/errors';
import type { RuntimeHost, SqlValue } from './host.js';
import type { RuntimeState } from './state.js';

/** A stored value in its type's output form (NULL stays NULL). */
function valueText(oid: SqlValue, v: SqlValue, state: RuntimeState): string | null {
  if (v === null) return null;
  const t = typeByOid(Number(oid));
  return t ? t.toText(v, -1, state.settings) : String(v);
}

/**
 * The functions partition routing calls (translate/ddl/partition-routing.ts):
 * pg_row_text(oid1, v1, …) prints values as an error DETAIL lists them (`1, abc, null`:
 * BuildIndexValueDescription / ExecBuildSlotValueDescription, unquoted); pg_value_text(oid, v)
 * one value's output text (a bound as pg_get_expr prints it); pg_raise_detail(code, message,
 * detail) raises an error with a DETAIL.
 */
export function registerPartitionText(host: RuntimeHost, state: RuntimeState): void {
  host.defineFunction({
    name: 'pg_row_text',
    arity: -1,
    deterministic: true,
    call: (...args) => {
      const parts: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) parts.push(valueText(args[i] as SqlValue, args[i + 1] as SqlValue, state) ?? 'null');
      return parts.join(', ');
    },
  });
  host.defineFunction({ name: 'pg_value_text', arity: 2, deterministic: true, call: (oid, v) => valueText(oid as SqlValue, v as SqlValue, state) });
  host.defineFunction({
    name: 'pg_raise_detail',
    arity: 3,
    deterministic: false,
    call: (code, message, detail) => {
      throw PgError.fromCode(String(code), String(message), detail === null ? {} : { detail: String(detail) });
    },
  });
}

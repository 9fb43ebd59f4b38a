import { formatType } from '@pgsqlite/catalog';
import type { RuntimeHost, SqlValue } from './host.js';
import { pgQuoteIdent } from '../ddl/pg-ident.js';

function sizePretty(v: number): string {
  const units = ['bytes', 'kB', 'MB', 'GB', 'TB', 'PB'];
  let size = v;
  let unit = 0;
  // PostgreSQL switches unit when the value reaches 10 × 1024 of the smaller one, rounding half up.
  while (Math.abs(size) >= 10 * 1024 - 0.5 && unit < units.length - 1) {
    size = Math.round(size / 1024);
    unit++;
  }
  return `${size} ${units[unit]}`;
}

/** Registers the runtime functions catalog queries use (format_type, quote_ident, pg_size_pretty). */
export function registerCatalogFunctions(host: RuntimeHost): void {
  host.defineFunction({
    name: 'pg_format_type',
    arity: 2,
    deterministic: true,
    call: (oid: SqlValue, typmod: SqlValue) => (oid === null ? null : formatType(Number(oid), typmod === null ? -1 : Number(typmod))),
  });
  host.defineFunction({ name: 'pg_quote_ident', arity: 1, deterministic: true, call: (s: SqlValue) => (s === null ? null : pgQuoteIdent(String(s))) });
  host.defineFunction({ name: 'pg_size_pretty', arity: 1, deterministic: true, call: (v: SqlValue) => (v === null ? null : sizePretty(Number(v))) });
}

import Database from 'better-sqlite3';
import { registerRuntime } from '@pgsqlite/translate';

/**
 * Opens a pgsqlite database file read-only with the runtime functions its schema uses
 * (expression indexes, CHECK constraints) and returns PRAGMA integrity_check and
 * foreign_key_check results.
 */
export function checkDatabaseFile(path: string): { integrity: unknown; foreignKeys: unknown[] } {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const byName = new Map<string, Map<number, (...args: never[]) => unknown>>();
    registerRuntime({
      defineFunction: (fn) => {
        const arities = byName.get(fn.name) ?? new Map();
        arities.set(fn.arity, fn.call as (...args: never[]) => unknown);
        byName.set(fn.name, arities);
      },
      defineAggregate: () => undefined,
    });
    for (const [name, arities] of byName) {
      db.function(name, { varargs: true, deterministic: true, safeIntegers: true }, (...args: unknown[]) => (arities.get(args.length) as ((...a: unknown[]) => unknown) | undefined)?.(...args) ?? null);
    }
    return { integrity: db.pragma('integrity_check', { simple: true }), foreignKeys: db.pragma('foreign_key_check') as unknown[] };
  } finally {
    db.close();
  }
}

import type { PgError } from '@pgsqlite/errors';
import type { Catalog, FormatSettings } from '@pgsqlite/catalog';
import type { SqlValue } from '@pgsqlite/engine';
import { uniqueViolation, type UniqueCheck } from '@pgsqlite/translate';

/** Runs a probe inside the session's transaction. */
export type ProbeRun = (sql: string, params: readonly SqlValue[]) => Promise<{ rows: SqlValue[][] | null }>;

/**
 * The modes of a transaction's DEFERRABLE unique / primary key constraints (SET CONSTRAINTS, else
 * each one's INITIALLY DEFERRED / IMMEDIATE) and the deferred ones a statement wrote, checked at
 * COMMIT or at SET CONSTRAINTS … IMMEDIATE (trigger.c AfterTriggerSetState / PreCommit).
 */
export class DeferredUniques {
  /** SET CONSTRAINTS ALL: every deferrable constraint's mode (true: deferred). */
  private all: boolean | undefined;
  /** SET CONSTRAINTS name, …: a named constraint's mode. */
  private readonly byOid = new Map<number, boolean>();
  /** Deferred constraints a statement of this transaction wrote, by oid. */
  private readonly pending = new Map<number, UniqueCheck>();

  /** Whether `c` is checked at COMMIT rather than at the end of the statement. */
  deferred(c: UniqueCheck, inBlock: boolean): boolean {
    if (!inBlock) return false; // a statement that is its own transaction commits at its end
    return this.byOid.get(c.oid) ?? this.all ?? c.initiallyDeferred;
  }

  /** SET CONSTRAINTS { ALL | oids } { DEFERRED | IMMEDIATE }. */
  set(deferred: boolean, oids: readonly number[] | undefined): void {
    if (oids === undefined) {
      this.all = deferred;
      this.byOid.clear();
    } else for (const oid of oids) this.byOid.set(oid, deferred);
  }

  /** A statement wrote the table of a deferred constraint. */
  touch(c: UniqueCheck): void {
    this.pending.set(c.oid, c);
  }

  /**
   * The pending checks that are now immediate (all of them at COMMIT: `commit`), removed from
   * the pending set.
   */
  takeDue(commit: boolean): UniqueCheck[] {
    const due = [...this.pending.values()].filter((c) => commit || !(this.byOid.get(c.oid) ?? this.all ?? c.initiallyDeferred));
    for (const c of due) this.pending.delete(c.oid);
    return due;
  }

  /** The transaction ended. */
  reset(): void {
    this.all = undefined;
    this.byOid.clear();
    this.pending.clear();
  }
}

/** The 23505 of the first of `checks` that a duplicated key violates, or null. */
export function checkUniques(catalog: Catalog, checks: readonly UniqueCheck[], run: ProbeRun, settings: FormatSettings): Promise<PgError | null> {
  return checks.length === 0 ? Promise.resolve(null) : uniqueViolation(catalog, checks, run, settings);
}

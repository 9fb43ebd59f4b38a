import { toPgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyPlan, Plan } from '@pgsqlite/translate';
import type { SessionCore } from '../core.js';
import { limitPrintout } from './copy-text.js';

/** One decoded input row and where it came from (for CONTEXT). */
export interface CopyRow {
  values: SqlValue[];
  line: number;
  /** The line as read (text/CSV), shown in CONTEXT for not-null and check violations. */
  text: string | null;
}

/** Runs a plan in the session's transaction (execute.ts executePlan). */
export type PlanRunner = (core: SessionCore, plan: Plan, params: readonly SqlValue[]) => Promise<unknown>;

/** Parameters per INSERT statement (SQLite allows 32766; a few thousand keeps statements cheap to plan). */
const PARAMS_PER_STATEMENT = 2000;
const MAX_ROWS_PER_STATEMENT = 500;

/**
 * Inserts COPY rows in multi-row INSERT statements planned by the translator (cached per row
 * count: the full batch and powers of two for the remainder). A failing statement inserted
 * nothing (SQLite statement atomicity), so its rows are replayed one at a time to find the
 * line PostgreSQL would name: `COPY t, line 3` (with the line text for not-null and check
 * violations, which PostgreSQL detects before buffering the row).
 */
export class CopyInserter {
  private readonly batch: CopyRow[] = [];
  private readonly batchSize: number;
  /** INSERT plans by row count: one COPY is one statement, so the catalog does not change under it. */
  private readonly plans = new Map<number, Plan>();
  /** The batch being inserted while the next one is decoded. */
  private pending: Promise<void> | null = null;
  count = 0;

  constructor(
    private readonly core: SessionCore,
    private readonly plan: CopyPlan,
    private readonly run: PlanRunner,
  ) {
    const n = Math.max(1, plan.columns.length);
    this.batchSize = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(PARAMS_PER_STATEMENT / n)));
  }

  /**
   * Buffers a row; returns a promise (to await before the next row) only when the batch became
   * full. A full batch starts inserting at once and is not waited for: the caller decodes the
   * next rows while the executor inserts (at most one batch in flight; its error surfaces at the
   * next full batch, at `flush`, or through `settle`).
   */
  add(row: CopyRow): Promise<void> | null {
    this.batch.push(row);
    // Most rows only join the batch: no promise (COPY adds every row through here).
    if (this.batch.length < this.batchSize) return null;
    return this.startBatch(this.batch.splice(0));
  }

  private async startBatch(rows: CopyRow[]): Promise<void> {
    await this.settle();
    const pending = this.insert(rows);
    pending.catch(() => undefined); // observed by the next settle
    this.pending = pending;
  }

  /** Waits for the batch in flight; throws its error. */
  async settle(): Promise<void> {
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) await pending;
  }

  /** Inserts every buffered row. */
  async flush(): Promise<void> {
    await this.settle();
    let at = 0;
    while (at < this.batch.length) {
      const left = this.batch.length - at;
      let n = this.batchSize;
      if (left < n) {
        n = 1;
        while (n * 2 <= left) n *= 2;
      }
      await this.insert(this.batch.slice(at, at + n));
      at += n;
    }
    this.batch.length = 0;
  }

  private async insert(rows: readonly CopyRow[]): Promise<void> {
    const stop = this.core.cancelled();
    if (stop !== null) throw stop;
    const params: SqlValue[] = [];
    for (const r of rows) for (const v of r.values) params.push(v);
    let inserted = rows.length;
    try {
      const out = await this.run(this.core, this.planFor(rows.length), params);
      // A BEFORE ROW trigger may skip rows: COPY counts the rows inserted.
      const tag = (out as { tag?: string | null } | undefined)?.tag;
      if (typeof tag === 'string') inserted = Number(tag.split(' ').pop());
    } catch (e) {
      const err = toPgError(e);
      const cls = err.code.slice(0, 2);
      if (rows.length === 1 || (cls !== '23' && cls !== '22')) throw this.located(err, rows[0] as CopyRow, rows.length === 1);
      await this.replay(rows);
      throw err;
    }
    this.count += inserted;
  }

  /** One row at a time: the first that fails gives the error and its line. */
  private async replay(rows: readonly CopyRow[]): Promise<void> {
    const one = this.planFor(1);
    for (const r of rows) {
      try {
        await this.run(this.core, one, r.values);
      } catch (e) {
        throw this.located(toPgError(e), r, true);
      }
    }
  }

  private located(err: ReturnType<typeof toPgError>, row: CopyRow, exact: boolean): ReturnType<typeof toPgError> {
    if (!exact || err.fields.where !== undefined) return err;
    const withText = row.text !== null && (err.code === '23502' || err.code === '23514');
    const where = `COPY ${this.plan.relation ?? ''}, line ${row.line}${withText ? `: "${limitPrintout(row.text ?? '')}"` : ''}`;
    return err.with({ where });
  }

  private planFor(rowCount: number): Plan {
    let plan = this.plans.get(rowCount);
    if (plan === undefined) {
      plan = this.makePlan(rowCount);
      this.plans.set(rowCount, plan);
    }
    return plan;
  }

  private makePlan(rowCount: number): Plan {
    const cols = this.plan.columns;
    let sql = this.plan.insertPrefix ?? '';
    const types: number[] = [];
    let p = 1;
    for (let r = 0; r < rowCount; r++) {
      sql += r === 0 ? '(' : ', (';
      for (let c = 0; c < cols.length; c++) {
        sql += c === 0 ? `$${p++}` : `, $${p++}`;
        types.push(cols[c]?.typeOid ?? 0);
      }
      sql += ')';
    }
    const stmt = this.core.translator.parse(sql)[0];
    if (stmt === undefined) throw new Error('COPY: empty INSERT');
    return this.core.translator.plan(stmt, types, {
      catalog: this.core.handle.catalog(),
      searchPath: this.core.settings.searchPath(),
      settings: this.core.settings.formatSettings(),
    });
  }
}

import { toPgError, type PgError } from '@pgsqlite/errors';
import type { SqlValue } from '@pgsqlite/engine';
import type { CopyPlan, Plan } from '@pgsqlite/translate';
import type { ExecContext } from '../context.js';
import type { PlanOutcome } from '../result-columns.js';
import { CopyTriggers } from '../pl/copy-triggers.js';
import { limitPrintout } from './copy-text.js';
import { domainBase, userTypeByOid, type Catalog } from '@pgsqlite/catalog';
import { yieldToHost } from './host-yield.js';

/** Runs a plan in the session's transaction (execute.ts executePlan). */
export type PlanRunner = (core: ExecContext, plan: Plan, params: readonly SqlValue[]) => Promise<PlanOutcome>;

/** Parameters per INSERT statement (SQLite allows 32766; a few thousand keeps statements cheap to plan). */
const PARAMS_PER_STATEMENT = 2000;
const MAX_ROWS_PER_STATEMENT = 500;

/**
 * Rows buffered for one INSERT: their values one row after another (the statement's
 * parameters as they are), and per row its line number and text (for CONTEXT).
 */
interface Batch {
  values: SqlValue[];
  lines: number[];
  /** The line as read (text/CSV), shown in CONTEXT for not-null and check violations. */
  texts: (string | null)[];
}

function emptyBatch(): Batch {
  return { values: [], lines: [], texts: [] };
}

/**
 * Inserts COPY rows in multi-row INSERT statements planned by the translator (cached per row
 * count: the full batch and powers of two for the remainder). A failing statement inserted
 * nothing (SQLite statement atomicity), so its rows are replayed one at a time to find the
 * line PostgreSQL would name: `COPY t, line 3` (with the line text for not-null and check
 * violations, which PostgreSQL detects before buffering the row).
 */
export class CopyInserter {
  private batch: Batch = emptyBatch();
  private readonly batchSize: number;
  /** Values per row. */
  private readonly width: number;
  /** INSERT plans by row count: one COPY is one statement, so the catalog does not change under it. */
  private readonly plans = new Map<number, Plan>();
  /** The batch being inserted while the next one is decoded. */
  private pending: Promise<void> | null = null;
  /** The table's statement and AFTER ROW triggers, fired once for the whole COPY. */
  private readonly triggers = new CopyTriggers();
  count = 0;

  constructor(
    private readonly core: ExecContext,
    private readonly plan: CopyPlan,
    private readonly run: PlanRunner,
  ) {
    this.width = plan.columns.length;
    const n = Math.max(1, this.width);
    this.batchSize = Math.max(1, Math.min(MAX_ROWS_PER_STATEMENT, Math.floor(PARAMS_PER_STATEMENT / n)));
  }

  /** Where the next row's values go: append one per copied column, then call `added`. */
  get values(): SqlValue[] {
    return this.batch.values;
  }

  /**
   * Ends the row just appended to `values`; returns a promise (to await before the next row)
   * only when the batch became full. A full batch starts inserting at once and is not waited
   * for: the caller decodes the next rows while the executor inserts (at most one batch in
   * flight; its error surfaces at the next full batch, at `flush`, or through `settle`).
   */
  added(line: number, text: string | null): Promise<void> | null {
    const b = this.batch;
    b.lines.push(line);
    b.texts.push(text);
    // Most rows only join the batch: no promise (COPY adds every row through here).
    if (b.lines.length < this.batchSize) return null;
    this.batch = emptyBatch();
    return this.startBatch(b);
  }

  private async startBatch(batch: Batch): Promise<void> {
    await this.settle();
    const pending = this.insert(batch);
    pending.catch(() => undefined); // observed by the next settle
    this.pending = pending;
    // The INSERT reaches the executor through a chain of awaits that would otherwise complete only
    // once the caller awaits again (the next full batch), so decoding and SQLite would take turns.
    // One macrotask turn lets it start now and the two overlap on two threads. Measured (8
    // alternating pairs of .tmp/copy-ab.mjs 200000 each): at load ~4 on 2 cores 265k with vs 253k
    // rows/s without (and 273k vs 245k in 6 more), at load ~13 119k vs 147k (turns win when there
    // is no free core for the executor thread).
    await yieldToHost();
  }

  /** Waits for the batch in flight; throws its error. */
  async settle(): Promise<void> {
    const pending = this.pending;
    this.pending = null;
    if (pending !== null) await pending;
  }

  /** Whether rows wait in the buffer or in a batch being inserted. */
  holdsRows(): boolean {
    return this.batch.lines.length > 0 || this.pending !== null;
  }

  /** Inserts the rows held so far now (the client paused); throws the first one's error. */
  async insertHeld(): Promise<void> {
    await this.flush();
  }

  /** Inserts every buffered row, then fires the COPY's AFTER triggers. */
  async finish(): Promise<void> {
    await this.flush();
    // A COPY of no rows fires its statement triggers too.
    this.planFor(1);
    await this.triggers.finish(this.core, this.run);
  }

  /** Inserts every buffered row. */
  private async flush(): Promise<void> {
    await this.settle();
    const b = this.batch;
    this.batch = emptyBatch();
    const total = b.lines.length;
    let at = 0;
    while (at < total) {
      const left = total - at;
      let n = this.batchSize;
      if (left < n) {
        n = 1;
        while (n * 2 <= left) n *= 2;
      }
      const part = at === 0 && n === total ? b : { values: b.values.slice(at * this.width, (at + n) * this.width), lines: b.lines.slice(at, at + n), texts: b.texts.slice(at, at + n) };
      await this.insert(part);
      at += n;
    }
  }

  private async insert(batch: Batch): Promise<void> {
    const stop = this.core.cancelled();
    if (stop !== null) throw stop;
    const rows = batch.lines.length;
    let inserted = rows;
    const plan = this.planFor(rows);
    await this.triggers.start(this.core, this.run);
    try {
      const out = await this.run(this.core, plan, batch.values);
      // A BEFORE ROW trigger may skip rows: COPY counts the rows inserted.
      if (typeof out.tag === 'string') inserted = Number(out.tag.split(' ').pop());
    } catch (e) {
      const err = toPgError(e);
      const cls = err.code.slice(0, 2);
      if (rows === 1 || (cls !== '23' && cls !== '22')) throw this.located(err, batch, 0, rows === 1);
      await this.replay(batch);
      throw err;
    }
    this.count += inserted;
  }

  /** One row at a time: the first that fails gives the error and its line. */
  private async replay(batch: Batch): Promise<void> {
    const one = this.planFor(1);
    for (let r = 0; r < batch.lines.length; r++) {
      try {
        await this.run(this.core, one, batch.values.slice(r * this.width, (r + 1) * this.width));
      } catch (e) {
        throw this.located(toPgError(e), batch, r, true);
      }
    }
  }

  private located(err: PgError, batch: Batch, row: number, exact: boolean): PgError {
    if (!exact || err.fields.where !== undefined) return err;
    const text = batch.texts[row] ?? null;
    const withText = text !== null && (err.code === '23502' || err.code === '23514');
    const where = `COPY ${this.plan.relation ?? ''}, line ${batch.lines[row] ?? 0}${withText ? `: "${limitPrintout(text)}"` : ''}`;
    return err.with({ where });
  }

  private planFor(rowCount: number): Plan {
    let plan = this.plans.get(rowCount);
    if (plan === undefined) {
      plan = this.triggers.adopt(this.makePlan(rowCount));
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
        types.push(storageParamType(this.core.handle.catalog(), cols[c]?.typeOid ?? 0));
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

/**
 * The parameter type a decoded COPY value is bound as: a domain's value is a value of its base
 * type (the INSERT's assignment to the domain column then checks the domain's constraints).
 */
function storageParamType(catalog: Catalog, oid: number): number {
  return userTypeByOid(catalog, oid)?.kind === 'd' ? domainBase(catalog, oid).oid : oid;
}

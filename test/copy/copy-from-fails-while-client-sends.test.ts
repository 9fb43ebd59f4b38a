import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTarget } from '../helpers/pgsqlite.js';

const target = await startTarget();
afterAll(async () => target?.stop());

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** A COPY FROM STDIN over node-pg that sends one row every `gapMs`, as a producer reading rows one by one (pgx's CopyFrom over a slow source). */
class SlowCopy {
  error: (Error & { code?: string; where?: string }) | null = null;
  errorAfterMs = -1;
  rowsSentAtError = -1;
  private sent = 0;
  private readonly started = Date.now();
  readonly done: Promise<void>;
  private resolve: () => void = () => undefined;

  constructor(
    readonly text: string,
    private readonly rows: readonly string[],
    private readonly gapMs: number,
  ) {
    this.done = new Promise((r) => (this.resolve = r));
  }
  submit(connection: Connection): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: Connection): void {
    const next = (): void => {
      if (this.sent === this.rows.length) return connection.endCopyFrom();
      connection.sendCopyFromChunk(Buffer.from(this.rows[this.sent++] as string));
      setTimeout(next, this.gapMs);
    };
    next();
  }
  handleError(err: Error): void {
    this.error = err;
    this.errorAfterMs = Date.now() - this.started;
    this.rowsSentAtError = this.sent;
    this.resolve();
  }
  handleReadyForQuery(): void {
    this.resolve();
  }
  handleCommandComplete(): void {}
  handleCopyData(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
}

/**
 * PostgreSQL checks each COPY FROM row as it arrives: a producer that sends slowly learns of a bad
 * row while it is still sending (pgx's TestConnCopyFromFailServerSideMidwayAbortsWithoutWaiting).
 * pgsqlite inserts the rows held so far whenever the client pauses, so the error comes as early.
 */
describe.skipIf(target === null)(`COPY FROM with a client that sends slowly (${target?.kind})`, () => {
  it('copy-from-fails-while-client-sends: the bad third row is reported before the client has sent the rest', async () => {
    const c = new pg.Client({ connectionString: target?.url });
    await c.connect();
    try {
      await c.query('CREATE TABLE slow_copy (a int NOT NULL, b text)');
      const rows = Array.from({ length: 40 }, (_, i) => (i === 2 ? '\\N\tthree\n' : `${i + 1}\trow ${i + 1}\n`));
      const copy = new SlowCopy('COPY slow_copy FROM STDIN', rows, 50);
      void c.query(copy as unknown as pg.QueryConfig);
      await copy.done;
      expect(copy.error).toMatchObject({ code: '23502', where: 'COPY slow_copy, line 3: "\\N\tthree"' });
      expect(copy.rowsSentAtError).toBeLessThan(20);
      // the session takes the rest of the COPY stream and stays usable; nothing was kept
      await new Promise((r) => setTimeout(r, 50 * 40));
      expect((await c.query('SELECT count(*)::int AS n FROM slow_copy')).rows).toEqual([{ n: 0 }]);
    } finally {
      await c.end();
    }
  });
});

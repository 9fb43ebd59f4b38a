import type pg from 'pg';

/** What a COPY through node-pg produced: the tag, the CopyData payloads (COPY TO) or the error. */
export interface CopyResult {
  tag: string | null;
  data: Buffer;
  error: (Error & { code?: string; where?: string; detail?: string; hint?: string }) | null;
}

interface Connection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(msg: string): void;
}

/**
 * A node-pg Submittable that runs one COPY statement over the simple query protocol, as
 * pg-copy-streams does: `input` chunks are sent as CopyData (then CopyDone, or CopyFail with
 * `fail`), CopyData from the server is collected.
 */
class CopyQuery {
  private readonly out: Buffer[] = [];
  private tag: string | null = null;
  private error: CopyResult['error'] = null;
  readonly done: Promise<CopyResult>;
  private resolve: (r: CopyResult) => void = () => undefined;

  constructor(
    readonly text: string,
    private readonly input: readonly (string | Buffer)[],
    private readonly fail: string | null,
  ) {
    this.done = new Promise((r) => (this.resolve = r));
  }

  submit(connection: Connection): void {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: Connection): void {
    for (const chunk of this.input) connection.sendCopyFromChunk(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    if (this.fail !== null) connection.sendCopyFail(this.fail);
    else connection.endCopyFrom();
  }
  handleCopyData(msg: { chunk: Buffer }): void {
    this.out.push(msg.chunk);
  }
  handleCommandComplete(msg: { text: string }): void {
    this.tag = msg.text;
  }
  handleError(err: Error): void {
    // node-pg drops the active query on ErrorResponse: no ReadyForQuery reaches it.
    this.error = err;
    this.resolve({ tag: this.tag, data: Buffer.concat(this.out), error: err });
  }
  handleReadyForQuery(): void {
    this.resolve({ tag: this.tag, data: Buffer.concat(this.out), error: this.error });
  }
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}

/** Runs `sql` (a COPY) on `client`, sending `input` for COPY FROM. */
export function copy(client: pg.Client, sql: string, input: readonly (string | Buffer)[] = [], fail: string | null = null): Promise<CopyResult> {
  const q = new CopyQuery(sql, input, fail);
  (client as unknown as { query(q: CopyQuery): void }).query(q);
  return q.done;
}

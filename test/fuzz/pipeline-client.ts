import { RawClient, bind, describePortal, errorFields, execute, parse, startupMessage, sync } from '../helpers/raw-client.js';

/** What one server answered to one statement. */
export type Answer =
  | { readonly kind: 'rows'; readonly types: readonly number[]; readonly rows: readonly (readonly (string | null)[])[]; readonly tag: string }
  | { readonly kind: 'error'; readonly code: string; readonly message: string };

/** Session settings both servers run with (the conformance suite's, plus extra_float_digits). */
export const SESSION_SETTINGS: readonly string[] = [
  "SET TimeZone TO 'UTC'",
  "SET DateStyle TO 'ISO, MDY'",
  "SET IntervalStyle TO 'postgres'",
  'SET extra_float_digits TO 1',
  "SET statement_timeout TO '5s'",
];

/**
 * One connection that pipelines statements over the extended protocol: each statement is
 * Parse/Bind/Describe/Execute/Sync of the unnamed statement, so an error ends only its own
 * implicit transaction, and a whole batch costs one round trip.
 */
export class PipelineClient {
  readonly #raw: RawClient;

  private constructor(raw: RawClient) {
    this.#raw = raw;
  }

  static async connect(host: string, port: number, database = 'postgres'): Promise<PipelineClient> {
    const raw = await RawClient.connect(host, port);
    raw.write(startupMessage({ user: 'postgres', database }));
    for (;;) {
      const m = await raw.next(30_000);
      if (m === null) throw new Error('connection closed during startup');
      if (m.type === 'E') throw new Error(`startup failed: ${errorFields(m.body)['M'] ?? ''}`);
      if (m.type === 'Z') break;
    }
    const client = new PipelineClient(raw);
    const answers = await client.run(SESSION_SETTINGS);
    const bad = answers.find((a) => a.kind === 'error');
    if (bad !== undefined && bad.kind === 'error') throw new Error(`session setup failed: ${bad.message}`);
    return client;
  }

  /** Runs the statements in one pipeline; one answer per statement, in order. */
  async run(statements: readonly string[], timeoutMs = 60_000): Promise<Answer[]> {
    const out: Buffer[] = [];
    for (const sql of statements) out.push(parse(sql), bind(), describePortal(), execute(), sync());
    this.#raw.write(Buffer.concat(out));
    const answers: Answer[] = [];
    for (let i = 0; i < statements.length; i++) answers.push(await this.#answer(timeoutMs));
    return answers;
  }

  close(): void {
    this.#raw.end();
  }

  async #answer(timeoutMs: number): Promise<Answer> {
    let types: number[] = [];
    const rows: (string | null)[][] = [];
    let tag = '';
    let error: Answer | null = null;
    for (;;) {
      const m = await this.#raw.next(timeoutMs);
      if (m === null) throw new Error('connection closed or timed out');
      switch (m.type) {
        case 'T':
          types = rowDescriptionTypes(m.body);
          break;
        case 'D':
          rows.push(dataRow(m.body));
          break;
        case 'C':
          tag = m.body.subarray(0, m.body.length - 1).toString('utf8');
          break;
        case 'E': {
          const f = errorFields(m.body);
          error = { kind: 'error', code: f['C'] ?? '?????', message: f['M'] ?? '' };
          break;
        }
        case 'Z':
          return error ?? { kind: 'rows', types, rows, tag };
        default:
          break; // ParseComplete, BindComplete, NoData, NoticeResponse, ParameterStatus …
      }
    }
  }
}

function rowDescriptionTypes(body: Buffer): number[] {
  const n = body.readInt16BE(0);
  const types: number[] = [];
  let i = 2;
  for (let k = 0; k < n; k++) {
    i = body.indexOf(0, i) + 1; // name
    types.push(body.readInt32BE(i + 6)); // table oid (4), attnum (2), then type oid
    i += 18;
  }
  return types;
}

function dataRow(body: Buffer): (string | null)[] {
  const n = body.readInt16BE(0);
  const values: (string | null)[] = [];
  let i = 2;
  for (let k = 0; k < n; k++) {
    const len = body.readInt32BE(i);
    i += 4;
    if (len < 0) values.push(null);
    else {
      values.push(body.subarray(i, i + len).toString('utf8'));
      i += len;
    }
  }
  return values;
}

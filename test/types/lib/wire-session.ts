import { RawClient, errorFields, message, query, startupMessage, sync, type RawMessage } from '../../helpers/raw-client.js';

/** One column of a RowDescription. */
export interface Field {
  name: string;
  typeOid: number;
  typmod: number;
}

/** A Bind parameter: text or binary format, or NULL. */
export interface Param {
  format: 0 | 1;
  value: Buffer | null;
}

/** What one statement answered: its descriptions, rows (raw column bytes) and error, if any. */
export interface Answer {
  fields: Field[];
  paramOids: number[];
  rows: (Buffer | null)[][];
  error: { code: string; message: string } | null;
}

function cstr(s: string): Buffer {
  return Buffer.concat([Buffer.from(s, 'utf8'), Buffer.from([0])]);
}

function i16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
}

function i32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
}

function parseMsg(sql: string, types: readonly number[]): Buffer {
  return message('P', Buffer.concat([cstr(''), cstr(sql), i16(types.length), ...types.map((t) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(t);
    return b;
  })]));
}

function bindMsg(params: readonly Param[], resultFormat: 0 | 1): Buffer {
  return message(
    'B',
    Buffer.concat([
      cstr(''),
      cstr(''),
      i16(params.length),
      ...params.map((p) => i16(p.format)),
      i16(params.length),
      ...params.map((p) => (p.value === null ? i32(-1) : Buffer.concat([i32(p.value.length), p.value]))),
      i16(1),
      i16(resultFormat),
    ]),
  );
}

const describeStatement = (): Buffer => message('D', Buffer.concat([Buffer.from('S'), cstr('')]));
const executeMsg = (): Buffer => message('E', Buffer.concat([cstr(''), i32(0)]));

function readFields(body: Buffer): Field[] {
  const n = body.readInt16BE(0);
  const out: Field[] = [];
  let off = 2;
  for (let i = 0; i < n; i++) {
    const end = body.indexOf(0, off);
    const name = body.subarray(off, end).toString('utf8');
    off = end + 1;
    out.push({ name, typeOid: body.readUInt32BE(off + 6), typmod: body.readInt32BE(off + 12) });
    off += 18;
  }
  return out;
}

function readRow(body: Buffer): (Buffer | null)[] {
  const n = body.readInt16BE(0);
  const out: (Buffer | null)[] = [];
  let off = 2;
  for (let i = 0; i < n; i++) {
    const len = body.readInt32BE(off);
    off += 4;
    if (len < 0) out.push(null);
    else {
      out.push(Buffer.from(body.subarray(off, off + len)));
      off += len;
    }
  }
  return out;
}

function readParamOids(body: Buffer): number[] {
  const n = body.readInt16BE(0);
  return Array.from({ length: n }, (_, i) => body.readUInt32BE(2 + 4 * i));
}

/** Folds the messages up to ReadyForQuery into answers (one per CommandComplete or error). */
function collect(messages: readonly RawMessage[]): Answer[] {
  const answers: Answer[] = [];
  let cur: Answer = { fields: [], paramOids: [], rows: [], error: null };
  for (const m of messages) {
    if (m.type === 't') cur.paramOids = readParamOids(m.body);
    else if (m.type === 'T') cur.fields = readFields(m.body);
    else if (m.type === 'D') cur.rows.push(readRow(m.body));
    else if (m.type === 'C' || m.type === 'I' || m.type === 'E') {
      if (m.type === 'E') {
        const f = errorFields(m.body);
        cur.error = { code: f['C'] ?? '', message: f['M'] ?? '' };
      }
      answers.push(cur);
      cur = { fields: [], paramOids: [], rows: [], error: null };
    }
  }
  if (answers.length === 0) answers.push(cur);
  return answers;
}

/**
 * A protocol-level session for the type suite: simple queries and extended queries with
 * per-parameter formats and a chosen result format, answering raw column bytes, so the
 * same code observes pgsqlite and PostgreSQL byte for byte.
 */
export class WireSession {
  readonly #client: RawClient;

  private constructor(client: RawClient) {
    this.#client = client;
  }

  /** Connects as `postgres` to database `postgres` (trust auth on both servers). */
  static async open(host: string, port: number): Promise<WireSession> {
    const client = await RawClient.connect(host, port);
    client.write(startupMessage());
    const msgs = await client.until('Z', 15_000);
    const err = msgs.find((m) => m.type === 'E');
    if (err) throw new Error(`startup failed: ${JSON.stringify(errorFields(err.body))}`);
    return new WireSession(client);
  }

  /** Runs a simple Query; one answer per statement (the last one holds the error, if any). */
  async simple(sql: string): Promise<Answer[]> {
    this.#client.write(query(sql));
    return collect(await this.#client.until('Z', 15_000));
  }

  /** Runs a simple Query and throws when it fails (setup statements). */
  async exec(sql: string): Promise<void> {
    const answers = await this.simple(sql);
    const failed = answers.find((a) => a.error !== null);
    if (failed?.error) throw new Error(`${sql}: ${failed.error.code} ${failed.error.message}`);
  }

  /** Parse (with `paramTypes`), Describe statement, Bind, Execute, Sync. */
  async extended(sql: string, params: readonly Param[], resultFormat: 0 | 1, paramTypes: readonly number[] = []): Promise<Answer> {
    this.#client.write(
      Buffer.concat([parseMsg(sql, paramTypes), describeStatement(), bindMsg(params, resultFormat), executeMsg(), sync()]),
    );
    const msgs = await this.#client.until('Z', 15_000);
    const answers = collect(msgs);
    const last = answers[answers.length - 1] as Answer;
    // Describe-statement answers came before the rows: merge them into the one answer.
    const described = answers.find((a) => a.paramOids.length > 0 || a.fields.length > 0);
    return { ...last, paramOids: described?.paramOids ?? last.paramOids, fields: described?.fields ?? last.fields };
  }

  close(): void {
    this.#client.end();
  }
}

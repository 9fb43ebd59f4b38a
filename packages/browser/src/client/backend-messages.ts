/**
 * Backend messages of protocol v3 as `execProtocol` returns them, decoded for the query API.
 * Only what a client of one session needs; unknown types are kept as `other`.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** A result column (RowDescription). */
export interface Field {
  name: string;
  /** PostgreSQL type OID (pg_type.oid): 23 int4, 25 text, 1700 numeric … */
  typeOid: number;
  typmod: number;
  /** The table's OID and column number when the column is a plain table column, else 0. */
  tableOid: number;
  columnNumber: number;
}

/** ErrorResponse / NoticeResponse fields by their one-letter codes. */
export type NoticeFields = Record<string, string>;

export type BackendMessage =
  | { type: 'RowDescription'; fields: Field[] }
  | { type: 'DataRow'; values: (string | null)[] }
  | { type: 'CommandComplete'; tag: string }
  | { type: 'EmptyQueryResponse' }
  | { type: 'ErrorResponse'; fields: NoticeFields }
  | { type: 'NoticeResponse'; fields: NoticeFields }
  | { type: 'ReadyForQuery'; status: string }
  | { type: 'ParameterStatus'; name: string; value: string }
  | { type: 'NotificationResponse'; processId: number; channel: string; payload: string }
  | { type: 'CopyInResponse' }
  | { type: 'CopyOutResponse' }
  | { type: 'CopyData'; data: Uint8Array }
  | { type: 'other'; code: string };

/** Decodes every complete message of `bytes` (an exchange's answer is whole messages). */
export function decodeBackend(bytes: Uint8Array): BackendMessage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: BackendMessage[] = [];
  let at = 0;
  while (at + 5 <= bytes.length) {
    const code = String.fromCharCode(bytes[at] as number);
    const length = view.getInt32(at + 1);
    const body = bytes.subarray(at + 5, at + 1 + length);
    at += 1 + length;
    out.push(decodeOne(code, body));
  }
  return out;
}

function decodeOne(code: string, body: Uint8Array): BackendMessage {
  const r = new BodyReader(body);
  switch (code) {
    case 'T': {
      const n = r.int16();
      const fields: Field[] = [];
      for (let i = 0; i < n; i++) {
        const name = r.cstring();
        const tableOid = r.int32();
        const columnNumber = r.int16();
        const typeOid = r.int32() >>> 0;
        r.int16();
        const typmod = r.int32();
        r.int16();
        fields.push({ name, typeOid, typmod, tableOid: tableOid >>> 0, columnNumber });
      }
      return { type: 'RowDescription', fields };
    }
    case 'D': {
      const n = r.int16();
      const values: (string | null)[] = [];
      for (let i = 0; i < n; i++) {
        const len = r.int32();
        values.push(len < 0 ? null : decoder.decode(r.take(len)));
      }
      return { type: 'DataRow', values };
    }
    case 'C':
      return { type: 'CommandComplete', tag: r.cstring() };
    case 'I':
      return { type: 'EmptyQueryResponse' };
    case 'E':
    case 'N': {
      const fields: NoticeFields = {};
      for (;;) {
        const key = r.byte();
        if (key === 0) break;
        fields[String.fromCharCode(key)] = r.cstring();
      }
      return code === 'E' ? { type: 'ErrorResponse', fields } : { type: 'NoticeResponse', fields };
    }
    case 'Z':
      return { type: 'ReadyForQuery', status: String.fromCharCode(r.byte()) };
    case 'S':
      return { type: 'ParameterStatus', name: r.cstring(), value: r.cstring() };
    case 'A':
      return { type: 'NotificationResponse', processId: r.int32(), channel: r.cstring(), payload: r.cstring() };
    case 'G':
      return { type: 'CopyInResponse' };
    case 'H':
      return { type: 'CopyOutResponse' };
    case 'd':
      return { type: 'CopyData', data: body.slice() };
    default:
      return { type: 'other', code };
  }
}

class BodyReader {
  #at = 0;
  readonly #view: DataView;

  constructor(private readonly body: Uint8Array) {
    this.#view = new DataView(body.buffer, body.byteOffset, body.byteLength);
  }

  byte(): number {
    return this.body[this.#at++] ?? 0;
  }

  int16(): number {
    const v = this.#view.getInt16(this.#at);
    this.#at += 2;
    return v;
  }

  int32(): number {
    const v = this.#view.getInt32(this.#at);
    this.#at += 4;
    return v;
  }

  take(n: number): Uint8Array {
    const out = this.body.subarray(this.#at, this.#at + n);
    this.#at += n;
    return out;
  }

  cstring(): string {
    let end = this.#at;
    while (end < this.body.length && this.body[end] !== 0) end++;
    const s = decoder.decode(this.body.subarray(this.#at, end));
    this.#at = end + 1;
    return s;
  }
}

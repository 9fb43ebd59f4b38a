import type { ErrorFieldMap, FieldDescription, FormatCode, TransactionStatus } from '../messages.js';
import type { BackendMessage } from './backend-message.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/** Cursor over one backend message body; throws on any overrun (tests only). */
class Cursor {
  constructor(
    private readonly b: Uint8Array,
    private pos: number,
    readonly end: number,
  ) {}
  private need(n: number): void {
    if (this.pos + n > this.end) throw new Error(`backend message overrun at ${this.pos}`);
  }
  byte(): number {
    this.need(1);
    return this.b[this.pos++] as number;
  }
  int16(): number {
    const v = (this.byte() << 8) | this.byte();
    return v >= 0x8000 ? v - 0x10000 : v;
  }
  uint32(): number {
    return ((this.byte() << 24) | (this.byte() << 16) | (this.byte() << 8) | this.byte()) >>> 0;
  }
  int32(): number {
    return this.uint32() | 0;
  }
  bytes(n: number): Uint8Array {
    this.need(n);
    const v = this.b.slice(this.pos, this.pos + n);
    this.pos += n;
    return v;
  }
  rest(): Uint8Array {
    return this.bytes(this.end - this.pos);
  }
  cstring(): string {
    let i = this.pos;
    while (i < this.end && this.b[i] !== 0) i++;
    if (i >= this.end) throw new Error('unterminated string in backend message');
    const s = decoder.decode(this.b.subarray(this.pos, i));
    this.pos = i + 1;
    return s;
  }
  done(): void {
    if (this.pos !== this.end) throw new Error(`${this.end - this.pos} unread bytes in backend message`);
  }
}

/**
 * Decodes everything a MessageWriter wrote into typed messages; throws on anything malformed
 * (unknown type, bad length, trailing bytes). A lone 'N' as the last byte is SSLRefused.
 */
export function decodeBackend(bytes: Uint8Array): BackendMessage[] {
  const out: BackendMessage[] = [];
  let at = 0;
  while (at < bytes.length) {
    const type = String.fromCharCode(bytes[at] as number);
    if (type === 'N' && at === bytes.length - 1) {
      out.push({ type: 'SSLRefused' });
      break;
    }
    if (at + 5 > bytes.length) throw new Error(`truncated backend message header at ${at}`);
    const len = new Cursor(bytes, at + 1, at + 5).int32();
    if (len < 4 || at + 1 + len > bytes.length) throw new Error(`bad backend message length ${len} at ${at}`);
    const c = new Cursor(bytes, at + 5, at + 1 + len);
    out.push(decodeOne(type, c));
    c.done();
    at += 1 + len;
  }
  return out;
}

function decodeOne(type: string, c: Cursor): BackendMessage {
  switch (type) {
    case 'R':
      return decodeAuth(c);
    case 'S':
      return { type: 'ParameterStatus', name: c.cstring(), value: c.cstring() };
    case 'K':
      return { type: 'BackendKeyData', processId: c.int32(), secretKey: c.int32() };
    case 'Z':
      return { type: 'ReadyForQuery', status: String.fromCharCode(c.byte()) as TransactionStatus };
    case 'T':
      return { type: 'RowDescription', fields: list(c, () => field(c)) };
    case 'D':
      return dataRow(c);
    case 'C':
      return { type: 'CommandComplete', tag: c.cstring() };
    case 'I':
      return { type: 'EmptyQueryResponse' };
    case 'E':
    case 'N':
      return { type: type === 'E' ? 'ErrorResponse' : 'NoticeResponse', ...errorFields(c) };
    case '1':
      return { type: 'ParseComplete' };
    case '2':
      return { type: 'BindComplete' };
    case '3':
      return { type: 'CloseComplete' };
    case 'n':
      return { type: 'NoData' };
    case 's':
      return { type: 'PortalSuspended' };
    case 't':
      return { type: 'ParameterDescription', typeOids: list(c, () => c.uint32()) };
    case 'G':
    case 'H': {
      const format = c.byte() as FormatCode;
      const columnFormats = list(c, () => c.int16() as FormatCode);
      return { type: type === 'G' ? 'CopyInResponse' : 'CopyOutResponse', format, columnFormats };
    }
    case 'd':
      return { type: 'CopyData', data: c.rest() };
    case 'c':
      return { type: 'CopyDone' };
    case 'A':
      return { type: 'NotificationResponse', processId: c.int32(), channel: c.cstring(), payload: c.cstring() };
    case 'v': {
      const newestMinor = c.int32();
      const n = c.int32();
      const unrecognized: string[] = [];
      for (let i = 0; i < n; i++) unrecognized.push(c.cstring());
      return { type: 'NegotiateProtocolVersion', newestMinor, unrecognized };
    }
    default:
      throw new Error(`unknown backend message type ${JSON.stringify(type)}`);
  }
}

function list<T>(c: Cursor, item: () => T): T[] {
  const n = c.int16();
  const out: T[] = [];
  for (let i = 0; i < n; i++) out.push(item());
  return out;
}

function decodeAuth(c: Cursor): BackendMessage {
  const code = c.int32();
  switch (code) {
    case 0:
      return { type: 'AuthenticationOk' };
    case 3:
      return { type: 'AuthenticationCleartextPassword' };
    case 10: {
      const mechanisms: string[] = [];
      for (let m = c.cstring(); m !== ''; m = c.cstring()) mechanisms.push(m);
      return { type: 'AuthenticationSASL', mechanisms };
    }
    case 11:
      return { type: 'AuthenticationSASLContinue', data: c.rest() };
    case 12:
      return { type: 'AuthenticationSASLFinal', data: c.rest() };
    default:
      throw new Error(`unknown authentication request ${code}`);
  }
}

function field(c: Cursor): FieldDescription {
  return {
    name: c.cstring(),
    tableOid: c.uint32(),
    columnAttr: c.int16(),
    typeOid: c.uint32(),
    typeSize: c.int16(),
    typeModifier: c.int32(),
    format: c.int16() as FormatCode,
  };
}

function dataRow(c: Cursor): BackendMessage {
  const values = list(c, () => {
    const n = c.int32();
    return n === -1 ? null : c.bytes(n);
  });
  const text = values.map((v) => (v === null ? null : new TextDecoder().decode(v)));
  return { type: 'DataRow', values, text };
}

function errorFields(c: Cursor): { fields: ErrorFieldMap; order: string[] } {
  const fields: ErrorFieldMap = {};
  const order: string[] = [];
  for (let code = c.byte(); code !== 0; code = c.byte()) {
    const key = String.fromCharCode(code);
    order.push(key);
    fields[key] = c.cstring();
  }
  return { fields, order };
}

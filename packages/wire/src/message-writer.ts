import { isPgError, type PgErrorFields } from '@pgsqlite/errors';
import type { ClientCodec } from './encoding/client-codec.js';
import { ByteWriter, encoder } from './byte-writer.js';
import type { FieldDescription, FormatCode, TransactionStatus } from './messages.js';

/** Strings longer than this go to TextEncoder.encodeInto at once in DataRow (shorter: a char-code loop, no native call). */
const LONG_STRING = 48;

/** Char code of a one-letter message or field type. */
const ch = (c: string): number => c.charCodeAt(0);

/** Error and notice fields in the order PostgreSQL's send_message_to_frontend writes them. */
const ERROR_FIELDS: readonly (readonly [number, keyof PgErrorFields])[] = [
  [ch('D'), 'detail'],
  [ch('H'), 'hint'],
  [ch('W'), 'where'],
  [ch('s'), 'schema'],
  [ch('t'), 'table'],
  [ch('c'), 'column'],
  [ch('d'), 'dataType'],
  [ch('n'), 'constraint'],
  [ch('P'), 'position'],
  [ch('p'), 'internalPosition'],
  [ch('q'), 'internalQuery'],
  [ch('R'), 'routine'],
];

/**
 * Encodes backend messages into one growable buffer; {@link take} hands the bytes over (one
 * socket write per batch). Chainable: `w.commandComplete('SELECT 1').readyForQuery('I')`.
 * @see https://www.postgresql.org/docs/15/protocol-message-formats.html
 */
export class MessageWriter extends ByteWriter {
  /**
   * The client encoding strings are converted to from now on (SET client_encoding); null for
   * UTF8 and SQL_ASCII, whose strings go as UTF-8 bytes.
   */
  setClientCodec(codec: ClientCodec | null): void {
    this.codec = codec;
  }

  /** The client encoding's codec in use (null: none). */
  get clientCodec(): ClientCodec | null {
    return this.codec;
  }

  /** AuthenticationOk */
  authenticationOk(): this {
    return this.auth(0);
  }

  /** AuthenticationCleartextPassword */
  authenticationCleartextPassword(): this {
    return this.auth(3);
  }

  /** AuthenticationSASL with the mechanisms offered, e.g. ['SCRAM-SHA-256']. */
  authenticationSASL(mechanisms: string[]): this {
    this.begin(ch('R'));
    this.int32(10);
    for (const m of mechanisms) this.cstring(m);
    this.byte(0);
    return this.finish();
  }

  /** AuthenticationSASLContinue with the server-first-message. */
  authenticationSASLContinue(data: Uint8Array): this {
    this.begin(ch('R'));
    this.int32(11);
    this.bytes(data);
    return this.finish();
  }

  /** AuthenticationSASLFinal with the server-final-message. */
  authenticationSASLFinal(data: Uint8Array): this {
    this.begin(ch('R'));
    this.int32(12);
    this.bytes(data);
    return this.finish();
  }

  /** ParameterStatus */
  parameterStatus(name: string, value: string): this {
    this.begin(ch('S'));
    this.cstring(name);
    this.cstring(value);
    return this.finish();
  }

  /** BackendKeyData */
  backendKeyData(processId: number, secretKey: number): this {
    this.begin(ch('K'));
    this.int32(processId | 0);
    this.int32(secretKey | 0);
    return this.finish();
  }

  /** ReadyForQuery */
  readyForQuery(status: TransactionStatus): this {
    this.ensure(6);
    this.byte(ch('Z'));
    this.int32(5);
    this.byte(ch(status));
    return this;
  }

  /** RowDescription */
  rowDescription(fields: readonly FieldDescription[]): this {
    this.begin(ch('T'));
    this.int16(fields.length);
    for (const f of fields) {
      this.cstring(f.name);
      this.uint32(f.tableOid);
      this.int16(f.columnAttr);
      this.uint32(f.typeOid);
      this.int16(f.typeSize);
      this.int32(f.typeModifier);
      this.int16(f.format);
    }
    return this.finish();
  }

  /**
   * DataRow. null = SQL NULL, string = text written in the client encoding, Uint8Array = raw bytes.
   * The hot path: room for the worst case is made once, then bytes are stored directly.
   */
  dataRow(values: readonly (string | Uint8Array | null)[]): this {
    const count = values.length;
    let bound = 7;
    for (let i = 0; i < count; i++) {
      const v = values[i];
      bound += v == null ? 4 : 4 + (typeof v === 'string' ? v.length * 3 : v.length);
    }
    this.ensure(bound);
    const b = this.buf;
    const start = this.pos;
    let p = start + 5;
    b[start] = 0x44; // 'D'
    b[p++] = count >> 8;
    b[p++] = count & 0xff;
    for (let i = 0; i < count; i++) {
      const v = values[i];
      if (v == null) {
        b[p] = b[p + 1] = b[p + 2] = b[p + 3] = 0xff;
        p += 4;
        continue;
      }
      const at = p;
      p += 4;
      let n: number;
      if (typeof v === 'string') {
        n = v.length;
        // A long string (an array's text, a document) is encoded natively: one flatten and a fast
        // UTF-8 copy, where a char-code loop costs a few ns a char (far more on a rope built by +=).
        if (n > LONG_STRING && this.codec === null) {
          n = encoder.encodeInto(v, b.subarray(p)).written;
          putInt32(b, at, n);
          p += n;
          continue;
        }
        let k = 0;
        for (; k < n; k++) {
          const c = v.charCodeAt(k);
          if (c >= 0x80) break;
          b[p + k] = c;
        }
        if (k < n) n = this.codec === null ? encoder.encodeInto(v, b.subarray(p)).written : k + this.codec.encodeInto(v, k, b, p + k);
      } else {
        n = v.length;
        // Up to 8 bytes (bool, int2/4/8, float4/8, date, timestamp) a loop beats TypedArray#set's
        // call overhead (~40 ns here); longer values (uuid, numeric, arrays, jsonb) go through set.
        if (n <= 8) for (let k = 0; k < n; k++) b[p + k] = v[k] as number;
        else b.set(v, p);
      }
      putInt32(b, at, n);
      p += n;
    }
    putInt32(b, start + 1, p - start - 1);
    this.pos = p;
    return this;
  }

  /** DataRow messages encoded elsewhere (an executor thread, with this writer's dataRow), appended as they are. */
  dataRows(encoded: Uint8Array): this {
    this.bytes(encoded);
    return this;
  }

  /** CommandComplete with its tag, e.g. 'INSERT 0 1'. */
  commandComplete(tag: string): this {
    this.begin(ch('C'));
    this.cstring(tag);
    return this.finish();
  }

  /** FunctionCallResponse ('V'): the result's bytes, or null (length -1). */
  functionCallResponse(value: Uint8Array | null): this {
    this.begin(ch('V'));
    if (value === null) this.int32(-1);
    else {
      this.int32(value.length);
      this.bytes(value);
    }
    return this.finish();
  }

  /** EmptyQueryResponse */
  emptyQueryResponse(): this {
    return this.empty(ch('I'));
  }

  /**
   * ErrorResponse. A message the client encoding cannot hold is replaced by the 22P05 error of
   * that conversion, as PostgreSQL's error reporting does when converting its message fails.
   */
  errorResponse(fields: PgErrorFields): this {
    try {
      return this.errorFields(ch('E'), fields);
    } catch (e) {
      if (this.codec === null || !isPgError(e)) throw e;
      const f = e.fields;
      return this.errorFields(ch('E'), { severity: fields.severity, code: f.code, message: f.message });
    }
  }

  /** NoticeResponse; 22P05 (and nothing written) when the client encoding cannot hold its text. */
  noticeResponse(fields: PgErrorFields): this {
    return this.errorFields(ch('N'), fields);
  }

  /** ParseComplete */
  parseComplete(): this {
    return this.empty(ch('1'));
  }

  /** BindComplete */
  bindComplete(): this {
    return this.empty(ch('2'));
  }

  /** CloseComplete */
  closeComplete(): this {
    return this.empty(ch('3'));
  }

  /** NoData */
  noData(): this {
    return this.empty(ch('n'));
  }

  /** PortalSuspended */
  portalSuspended(): this {
    return this.empty(ch('s'));
  }

  /** ParameterDescription */
  parameterDescription(typeOids: readonly number[]): this {
    this.begin(ch('t'));
    // an Int16 count: PostgreSQL writes the low 16 bits of more (clients count the OIDs that follow)
    this.int16((typeOids.length << 16) >> 16);
    for (const oid of typeOids) this.uint32(oid);
    return this.finish();
  }

  /** CopyInResponse */
  copyInResponse(format: FormatCode, columnFormats: readonly FormatCode[]): this {
    return this.copyResponse(ch('G'), format, columnFormats);
  }

  /** CopyOutResponse */
  copyOutResponse(format: FormatCode, columnFormats: readonly FormatCode[]): this {
    return this.copyResponse(ch('H'), format, columnFormats);
  }

  /** CopyData */
  copyData(data: Uint8Array): this {
    this.begin(ch('d'));
    this.bytes(data);
    return this.finish();
  }

  /** CopyDone */
  copyDone(): this {
    return this.empty(ch('c'));
  }

  /** NotificationResponse */
  notificationResponse(processId: number, channel: string, payload: string): this {
    this.begin(ch('A'));
    this.int32(processId | 0);
    this.cstring(channel);
    this.cstring(payload);
    return this.finish();
  }

  /** NegotiateProtocolVersion: newest minor version supported and the options not recognised. */
  negotiateProtocolVersion(newestMinor: number, unrecognized: readonly string[]): this {
    this.begin(ch('v'));
    this.int32(newestMinor);
    this.int32(unrecognized.length);
    for (const o of unrecognized) this.cstring(o);
    return this.finish();
  }

  /** Single byte 'N': the answer to SSLRequest / GSSENCRequest (not a framed message). */
  sslRefused(): this {
    this.byte(ch('N'));
    return this;
  }

  private auth(code: number): this {
    this.ensure(9);
    this.byte(ch('R'));
    this.int32(8);
    this.int32(code);
    return this;
  }

  private empty(type: number): this {
    this.ensure(5);
    this.byte(type);
    this.int32(4);
    return this;
  }

  private copyResponse(type: number, format: FormatCode, columnFormats: readonly FormatCode[]): this {
    this.begin(type);
    this.byte(format);
    this.int16(columnFormats.length);
    for (const f of columnFormats) this.int16(f);
    return this.finish();
  }

  private errorFields(type: number, fields: PgErrorFields): this {
    this.begin(type);
    this.byte(ch('S'));
    this.cstring(fields.severity);
    this.byte(ch('V'));
    this.cstring(fields.severity);
    this.byte(ch('C'));
    this.cstring(fields.code);
    this.byte(ch('M'));
    this.cstring(fields.message);
    for (const [code, key] of ERROR_FIELDS) {
      const v = fields[key];
      if (v === undefined) continue;
      // PostgreSQL sends positions only when > 0.
      if (typeof v === 'number' && v <= 0) continue;
      this.byte(code);
      this.cstring(String(v));
    }
    this.byte(0);
    return this.finish();
  }

  /** Writes the type byte and a placeholder length. */
  private begin(type: number): void {
    this.ensure(5);
    this.frameStart = this.pos;
    this.buf[this.pos] = type;
    this.pos += 5;
  }

  /** Back-patches the length of the message begun last. */
  private finish(): this {
    this.view.setInt32(this.frameStart + 1, this.pos - this.frameStart - 1);
    return this;
  }
}

function putInt32(b: Uint8Array, at: number, v: number): void {
  b[at] = v >>> 24;
  b[at + 1] = (v >>> 16) & 0xff;
  b[at + 2] = (v >>> 8) & 0xff;
  b[at + 3] = v & 0xff;
}

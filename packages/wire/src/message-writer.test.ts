import type { PgErrorFields } from '@pgsqlite/errors';
import { describe, expect, it } from 'vitest';
import { MessageWriter, type FieldDescription } from './index.js';
import { concatBytes, decodeBackend, type BackendMessage } from './testing/index.js';

const te = new TextEncoder();
const td = new TextDecoder();
const BYTES_16 = Uint8Array.from({ length: 16 }, (_, i) => 0x41 + i);
const BYTES_17 = Uint8Array.from({ length: 17 }, (_, i) => 0x61 + i);
const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));

const FIELDS: FieldDescription[] = [
  { name: 'id', tableOid: 16384, columnAttr: 1, typeOid: 23, typeSize: 4, typeModifier: -1, format: 0 },
  { name: 'naïve ☃', tableOid: 0xfffffffe, columnAttr: -1, typeOid: 1043, typeSize: -1, typeModifier: 68, format: 1 },
];
const ERROR: PgErrorFields = {
  severity: 'ERROR',
  code: '42P01',
  message: 'relation "nope" does not exist',
  detail: 'd',
  hint: 'h',
  position: 15,
  internalPosition: 3,
  internalQuery: 'SELECT x FROM nope',
  where: 'PL/pgSQL function inline_code_block line 1 at PERFORM',
  schema: 'public',
  table: 't',
  column: 'c',
  dataType: 'int4',
  constraint: 't_pkey',
  routine: 'parserOpenTable',
};

/** Writes each case with its own writer call and states what decodeBackend must return. */
const CASES: [(w: MessageWriter) => unknown, BackendMessage][] = [
  [(w) => w.authenticationOk(), { type: 'AuthenticationOk' }],
  [(w) => w.authenticationCleartextPassword(), { type: 'AuthenticationCleartextPassword' }],
  [(w) => w.authenticationSASL(['SCRAM-SHA-256', 'SCRAM-SHA-256-PLUS']), { type: 'AuthenticationSASL', mechanisms: ['SCRAM-SHA-256', 'SCRAM-SHA-256-PLUS'] }],
  [(w) => w.authenticationSASLContinue(te.encode('r=abc,s=xyz,i=4096')), { type: 'AuthenticationSASLContinue', data: te.encode('r=abc,s=xyz,i=4096') }],
  [(w) => w.authenticationSASLFinal(te.encode('v=sig')), { type: 'AuthenticationSASLFinal', data: te.encode('v=sig') }],
  [(w) => w.parameterStatus('server_version', '15.18'), { type: 'ParameterStatus', name: 'server_version', value: '15.18' }],
  [(w) => w.backendKeyData(4242, -1), { type: 'BackendKeyData', processId: 4242, secretKey: -1 }],
  [(w) => w.readyForQuery('I'), { type: 'ReadyForQuery', status: 'I' }],
  [(w) => w.readyForQuery('T'), { type: 'ReadyForQuery', status: 'T' }],
  [(w) => w.readyForQuery('E'), { type: 'ReadyForQuery', status: 'E' }],
  [(w) => w.rowDescription(FIELDS), { type: 'RowDescription', fields: FIELDS }],
  [(w) => w.rowDescription([]), { type: 'RowDescription', fields: [] }],
  [
    (w) => w.dataRow(['1', null, '', 'héllo ☃ 🐘', Uint8Array.of(0, 1, 255), 'x'.repeat(200)]),
    {
      type: 'DataRow',
      values: [te.encode('1'), null, new Uint8Array(0), te.encode('héllo ☃ 🐘'), Uint8Array.of(0, 1, 255), te.encode('x'.repeat(200))],
      text: ['1', null, '', 'héllo ☃ 🐘', '\u0000\u0001\ufffd', 'x'.repeat(200)],
    },
  ],
  [
    // Byte values either side of the 16-byte copy loop / TypedArray#set switch.
    (w) => w.dataRow([BYTES_16, null, BYTES_17, Uint8Array.of(7)]),
    { type: 'DataRow', values: [BYTES_16, null, BYTES_17, Uint8Array.of(7)], text: [td.decode(BYTES_16), null, td.decode(BYTES_17), '\u0007'] },
  ],
  [(w) => w.dataRow([]), { type: 'DataRow', values: [], text: [] }],
  [(w) => w.commandComplete('INSERT 0 1'), { type: 'CommandComplete', tag: 'INSERT 0 1' }],
  [(w) => w.emptyQueryResponse(), { type: 'EmptyQueryResponse' }],
  [
    (w) => w.errorResponse(ERROR),
    {
      type: 'ErrorResponse',
      fields: { S: 'ERROR', V: 'ERROR', C: '42P01', M: 'relation "nope" does not exist', D: 'd', H: 'h', W: ERROR.where, s: 'public', t: 't', c: 'c', d: 'int4', n: 't_pkey', P: '15', p: '3', q: 'SELECT x FROM nope', R: 'parserOpenTable' },
      order: ['S', 'V', 'C', 'M', 'D', 'H', 'W', 's', 't', 'c', 'd', 'n', 'P', 'p', 'q', 'R'],
    },
  ],
  [
    (w) => w.noticeResponse({ severity: 'NOTICE', code: '00000', message: 'hi', position: 0 }),
    { type: 'NoticeResponse', fields: { S: 'NOTICE', V: 'NOTICE', C: '00000', M: 'hi' }, order: ['S', 'V', 'C', 'M'] },
  ],
  [(w) => w.parseComplete(), { type: 'ParseComplete' }],
  [(w) => w.bindComplete(), { type: 'BindComplete' }],
  [(w) => w.closeComplete(), { type: 'CloseComplete' }],
  [(w) => w.noData(), { type: 'NoData' }],
  [(w) => w.portalSuspended(), { type: 'PortalSuspended' }],
  [(w) => w.parameterDescription([23, 25, 0xffffffff]), { type: 'ParameterDescription', typeOids: [23, 25, 0xffffffff] }],
  [(w) => w.copyInResponse(0, [0, 0]), { type: 'CopyInResponse', format: 0, columnFormats: [0, 0] }],
  [(w) => w.copyOutResponse(1, [1]), { type: 'CopyOutResponse', format: 1, columnFormats: [1] }],
  [(w) => w.copyData(te.encode('1\tone\n')), { type: 'CopyData', data: te.encode('1\tone\n') }],
  [(w) => w.copyDone(), { type: 'CopyDone' }],
  [(w) => w.notificationResponse(77, 'chan', 'payload ☃'), { type: 'NotificationResponse', processId: 77, channel: 'chan', payload: 'payload ☃' }],
  [(w) => w.negotiateProtocolVersion(0, ['_pq_.foo']), { type: 'NegotiateProtocolVersion', newestMinor: 0, unrecognized: ['_pq_.foo'] }],
  [(w) => w.sslRefused(), { type: 'SSLRefused' }],
];

describe('MessageWriter', () => {
  for (const [write, expected] of CASES) {
    it(`writes ${expected.type}`, () => {
      const w = new MessageWriter();
      write(w);
      expect(w.length).toBeGreaterThan(0);
      expect(decodeBackend(w.take())).toEqual([expected]);
      expect(w.length).toBe(0);
    });
  }

  it('writes every message into one buffer, identical to writing them one by one, from a tiny initial size', () => {
    const one = new MessageWriter(1);
    for (const [write] of CASES.slice(0, -1)) write(one);
    const all = one.take();
    const parts = CASES.slice(0, -1).map(([write]) => {
      const w = new MessageWriter();
      write(w);
      return w.take();
    });
    expect(all).toEqual(concatBytes(parts));
    expect(decodeBackend(all)).toEqual(CASES.slice(0, -1).map(([, m]) => m));
  });

  it('produces the bytes PostgreSQL 15 sends for SELECT 1', () => {
    const w = new MessageWriter()
      .rowDescription([{ name: '?column?', tableOid: 0, columnAttr: 0, typeOid: 23, typeSize: 4, typeModifier: -1, format: 0 }])
      .dataRow(['1'])
      .commandComplete('SELECT 1')
      .readyForQuery('I');
    // Captured from PostgreSQL 15 over the wire.
    const pg = latin1(
      'T\x00\x00\x00\x21\x00\x01?column?\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x17\x00\x04\xff\xff\xff\xff\x00\x00' +
        'D\x00\x00\x00\x0b\x00\x01\x00\x00\x00\x011' +
        'C\x00\x00\x00\x0dSELECT 1\x00' +
        'Z\x00\x00\x00\x05I',
    );
    expect(w.take()).toEqual(pg);
  });

  it('take() hands over independent buffers', () => {
    const w = new MessageWriter(64);
    const a = w.commandComplete('A').take();
    const b = w.commandComplete('B'.repeat(100)).take();
    const c = w.commandComplete('C').take();
    expect(decodeBackend(a)).toEqual([{ type: 'CommandComplete', tag: 'A' }]);
    expect(decodeBackend(b)).toEqual([{ type: 'CommandComplete', tag: 'B'.repeat(100) }]);
    expect(decodeBackend(c)).toEqual([{ type: 'CommandComplete', tag: 'C' }]);
  });

  it('cuts a C string at an embedded NUL so the framing stays intact', () => {
    const w = new MessageWriter().commandComplete('SELECT\u00001').parameterStatus('a\u0000b', 'v');
    expect(decodeBackend(w.take())).toEqual([
      { type: 'CommandComplete', tag: 'SELECT' },
      { type: 'ParameterStatus', name: 'a', value: 'v' },
    ]);
  });

  it('encodes long and non-ASCII strings in DataRow with exact lengths', () => {
    const long = 'é'.repeat(100_000) + '🐘';
    const w = new MessageWriter(16).dataRow([long, 'a', long]);
    const [row] = decodeBackend(w.take());
    expect(row).toMatchObject({ type: 'DataRow', text: [long, 'a', long] });
  });
});

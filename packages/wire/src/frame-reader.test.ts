import { describe, expect, it } from 'vitest';
import { FrameReader, type FrontendMessage, type StartupPacket } from './index.js';
import { concatBytes, encodeFrontend, encodeStartup, everySplit } from './testing/index.js';

const te = new TextEncoder();

/** One of each frontend message, with awkward values where the format allows them. */
const MESSAGES: FrontendMessage[] = [
  { type: 'Query', sql: 'SELECT 1' },
  { type: 'Query', sql: '' },
  { type: 'Query', sql: "SELECT 'héllo ☃ 🐘'" },
  { type: 'Parse', name: '', sql: 'SELECT $1::int', paramTypes: [] },
  { type: 'Parse', name: 's1', sql: 'SELECT $1, $2', paramTypes: [23, 0xffffffff] },
  {
    type: 'Bind',
    portal: 'p1',
    statement: 's1',
    paramFormats: [0, 1],
    params: [te.encode('42'), null],
    resultFormats: [1],
  },
  { type: 'Bind', portal: '', statement: '', paramFormats: [], params: [], resultFormats: [] },
  { type: 'Bind', portal: '', statement: 'x', paramFormats: [1], params: [new Uint8Array(0), Uint8Array.of(0, 255)], resultFormats: [0, 1, 0] },
  { type: 'Describe', target: 'S', name: 's1' },
  { type: 'Describe', target: 'P', name: '' },
  { type: 'Execute', portal: '', maxRows: 0 },
  { type: 'Execute', portal: 'p1', maxRows: 2147483647 },
  { type: 'Execute', portal: 'p1', maxRows: -1 },
  { type: 'Close', target: 'S', name: 's1' },
  { type: 'Close', target: 'P', name: 'p1' },
  { type: 'Sync' },
  { type: 'Flush' },
  { type: 'Terminate' },
  { type: 'CopyData', data: te.encode('1\tone\n') },
  { type: 'CopyData', data: new Uint8Array(0) },
  { type: 'CopyDone' },
  { type: 'CopyFail', message: 'client gave up' },
  { type: 'PasswordMessage', data: te.encode('secret\0') },
  { type: 'FunctionCall', raw: Uint8Array.of(0, 0, 4, 0, 0, 0) },
];

const STARTUPS: StartupPacket[] = [
  { kind: 'StartupMessage', protocolMajor: 3, protocolMinor: 0, parameters: { user: 'alice', database: 'db', application_name: 'psql ☃' } },
  { kind: 'StartupMessage', protocolMajor: 3, protocolMinor: 2, parameters: { user: 'u', _pq_: 'x', ['__proto__']: 'p' } },
  { kind: 'StartupMessage', protocolMajor: 3, protocolMinor: 0, parameters: {} },
  { kind: 'SSLRequest' },
  { kind: 'GSSENCRequest' },
  { kind: 'CancelRequest', processId: 12345, secretKey: -559038737 },
];

/** Feeds chunks and collects every message the reader yields after each push. */
function readAll(chunks: readonly Uint8Array[], next: (r: FrameReader) => unknown): unknown[] {
  const r = new FrameReader();
  const out: unknown[] = [];
  for (const c of chunks) {
    r.push(c);
    for (let m = next(r); m !== null; m = next(r)) out.push(m);
  }
  expect(r.pending).toBe(0);
  return out;
}

/** Plain-object copy so Uint8Array views and null-prototype records compare by value. */
function plain(v: unknown): unknown {
  return JSON.parse(JSON.stringify(v, (_k, x: unknown) => (x instanceof Uint8Array ? Array.from(x) : x)));
}

describe('FrameReader frontend messages', () => {
  for (const msg of MESSAGES) {
    it(`round-trips ${msg.type} ${JSON.stringify(plain(msg)).slice(0, 60)} at every split`, () => {
      const bytes = encodeFrontend(msg);
      for (const chunks of everySplit(bytes)) {
        expect(plain(readAll(chunks, (r) => r.nextMessage()))).toEqual([plain(msg)]);
      }
    });
  }

  it('reads all messages pipelined in one chunk, and at every split of the stream', () => {
    const stream = concatBytes(MESSAGES.map(encodeFrontend));
    expect(plain(readAll([stream], (r) => r.nextMessage()))).toEqual(plain(MESSAGES));
    for (const chunks of everySplit(stream)) {
      expect(plain(readAll(chunks, (r) => r.nextMessage()))).toEqual(plain(MESSAGES));
    }
  });

  it('keeps decoded byte views intact while later chunks arrive', () => {
    const r = new FrameReader();
    const a = encodeFrontend({ type: 'CopyData', data: te.encode('abc') });
    const b = encodeFrontend({ type: 'CopyData', data: te.encode('defgh') });
    const stream = concatBytes([a, b, a]);
    r.push(stream.subarray(0, a.length + 2));
    const first = r.nextMessage();
    r.push(stream.subarray(a.length + 2, a.length + 3));
    r.push(stream.subarray(a.length + 3));
    const second = r.nextMessage();
    const third = r.nextMessage();
    expect(plain([first, second, third])).toEqual(plain([{ type: 'CopyData', data: te.encode('abc') }, { type: 'CopyData', data: te.encode('defgh') }, { type: 'CopyData', data: te.encode('abc') }]));
    expect(r.nextMessage()).toBeNull();
  });

  it('reports the type of the last message consumed', () => {
    const r = new FrameReader();
    expect(r.lastMessageType).toBeNull();
    r.push(concatBytes([encodeFrontend({ type: 'Sync' }), encodeFrontend({ type: 'Query', sql: 'x' })]));
    r.nextMessage();
    expect(r.lastMessageType).toBe('S');
    r.nextMessage();
    expect(r.lastMessageType).toBe('Q');
  });

  it('streams a large CopyData in small chunks', () => {
    const data = new Uint8Array(1 << 20).map((_v, i) => i & 0xff);
    const bytes = encodeFrontend({ type: 'CopyData', data });
    const r = new FrameReader();
    let got: FrontendMessage | null = null;
    for (let at = 0; at < bytes.length; at += 1000) {
      r.push(bytes.subarray(at, at + 1000));
      got = r.nextMessage() ?? got;
    }
    expect(got?.type).toBe('CopyData');
    expect(got?.type === 'CopyData' && got.data.length === data.length && got.data.every((v, i) => v === data[i])).toBe(true);
  });
});

describe('FrameReader startup packets', () => {
  for (const packet of STARTUPS) {
    it(`round-trips ${packet.kind} at every split`, () => {
      const bytes = encodeStartup(packet);
      for (const chunks of everySplit(bytes)) {
        expect(plain(readAll(chunks, (r) => r.nextStartup()))).toEqual([plain(packet)]);
      }
    });
  }

  it('keeps a parameter named __proto__ as data', () => {
    const r = new FrameReader();
    r.push(encodeStartup(STARTUPS[1] as StartupPacket));
    const p = r.nextStartup();
    expect(p?.kind === 'StartupMessage' && p.parameters['__proto__']).toBe('p');
  });

  it('reports a protocol version other than 3 without reading the parameters', () => {
    const r = new FrameReader();
    r.push(Uint8Array.of(0, 0, 0, 9, 0, 2, 0, 0, 0x41));
    expect(plain(r.nextStartup())).toEqual({ kind: 'StartupMessage', protocolMajor: 2, protocolMinor: 0, parameters: {} });
  });

  it('leaves bytes sent after an SSLRequest pending, for the session to refuse', () => {
    const r = new FrameReader();
    r.push(concatBytes([encodeStartup({ kind: 'SSLRequest' }), encodeFrontend({ type: 'Query', sql: 'x' })]));
    expect(r.nextStartup()).toEqual({ kind: 'SSLRequest' });
    expect(r.pending).toBeGreaterThan(0);
  });

  it('switches from startup to messages in one chunk', () => {
    const r = new FrameReader();
    r.push(concatBytes([encodeStartup(STARTUPS[0] as StartupPacket), encodeFrontend({ type: 'Query', sql: 'SELECT 1' })]));
    expect(r.nextStartup()?.kind).toBe('StartupMessage');
    expect(r.nextMessage()).toEqual({ type: 'Query', sql: 'SELECT 1' });
    expect(r.pending).toBe(0);
  });
});

import { isPgError, type PgError } from '@pgsqlite/errors';
import { describe, expect, it } from 'vitest';
import { FrameReader, FramingError } from './index.js';
import { concatBytes, encodeFrontend, encodeRaw } from './testing/index.js';

const te = new TextEncoder();
const i16 = (v: number): number[] => [(v >> 8) & 0xff, v & 0xff];
const i32 = (v: number): number[] => [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
const cs = (s: string): number[] => [...te.encode(s), 0];

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

/** The FramingError a fresh reader throws for these bytes (nextMessage or nextStartup). */
function framing(bytes: readonly number[] | Uint8Array, phase: 'startup' | 'message' = 'message'): FramingError {
  const r = new FrameReader();
  r.push(Uint8Array.from(bytes));
  const e = thrown(() => (phase === 'startup' ? r.nextStartup() : r.nextMessage()));
  expect(e).toBeInstanceOf(FramingError);
  return e as FramingError;
}

/** Reads one malformed message, expects an ERROR PgError, then checks the session can go on. */
function bodyError(type: string, body: readonly number[]): PgError['fields'] {
  const r = new FrameReader();
  r.push(concatBytes([encodeRaw(type, body), encodeFrontend({ type: 'Sync' })]));
  const e = thrown(() => r.nextMessage());
  expect(isPgError(e)).toBe(true);
  expect(r.lastMessageType).toBe(type);
  expect(r.nextMessage()).toEqual({ type: 'Sync' });
  return (e as PgError).fields;
}

describe('wire-malformed-1: startup packets', () => {
  it('1.1 closes silently for a length below 8 or a body above 10000 bytes', () => {
    for (const len of [0, 3, 4, 7, -1, -2147483648, 10005, 0x7fffffff]) {
      const e = framing([...i32(len), 0, 3, 0, 0], 'startup');
      expect(e.error).toBeNull();
      expect(e.message).toBe('invalid length of startup packet');
    }
  });

  it('1.2 accepts a length of exactly 10004 (body 10000)', () => {
    const r = new FrameReader();
    r.push(Uint8Array.from([...i32(10004), ...i32(196608), ...cs('user'), ...cs('u'), ...new Array<number>(10004 - 15).fill(0)]));
    // Well framed; the zero padding after the terminator is a layout error (as in PostgreSQL).
    expect((thrown(() => r.nextStartup()) as FramingError).error?.fields.message).toBe('invalid startup packet layout: expected terminator as last byte');
  });

  it('1.3 rejects a parameter list without its final NUL, with FATAL 08P01', () => {
    const layouts = [
      [...i32(196608), ...cs('user'), ...cs('postgres')],
      [...i32(196608), ...cs('user'), ...cs('postgres'), 0, 0x41],
      [...i32(196608), ...cs('user')],
      [...i32(196608)],
      [...i32(196608), 0x75, 0x73],
    ];
    for (const body of layouts) {
      const e = framing([...i32(body.length + 4), ...body], 'startup');
      expect(e.error?.fields).toEqual({
        severity: 'FATAL',
        code: '08P01',
        message: 'invalid startup packet layout: expected terminator as last byte',
      });
    }
  });

  it('1.4 closes silently for a CancelRequest too short to hold pid and key', () => {
    expect(framing([...i32(12), ...i32(80877102), ...i32(7)], 'startup').error).toBeNull();
  });

  it('1.5 waits for a startup packet split anywhere', () => {
    const r = new FrameReader();
    r.push(Uint8Array.of(0, 0));
    expect(r.nextStartup()).toBeNull();
    expect(r.pending).toBe(2);
  });
});

describe('wire-malformed-2: framing after startup', () => {
  it('2.1 rejects unknown type bytes at once with FATAL 08P01', () => {
    for (let t = 0; t < 256; t++) {
      if ('QPBDECSHXdcfpF'.includes(String.fromCharCode(t))) continue;
      const e = framing([t]);
      expect(e.error?.fields).toEqual({ severity: 'FATAL', code: '08P01', message: `invalid frontend message type ${t}` });
    }
  });

  it('2.2 closes silently for a length below 4', () => {
    for (const len of [0, 1, 3, -1, -2147483648]) expect(framing([0x51, ...i32(len)]).error).toBeNull();
    expect(framing([0x51, ...i32(3)]).message).toBe('invalid message length');
  });

  it('2.3 limits the small message types to 10000 bytes', () => {
    for (const t of 'SHXCDEcf') {
      expect(framing([t.charCodeAt(0), ...i32(10001)]).error).toBeNull();
      const r = new FrameReader();
      r.push(Uint8Array.from([t.charCodeAt(0), ...i32(10000)]));
      expect(r.nextMessage()).toBeNull();
    }
  });

  it('2.4 limits the large types to maxMessageLength', () => {
    const r = new FrameReader({ maxMessageLength: 100 });
    r.push(Uint8Array.from([0x51, ...i32(101)]));
    expect((thrown(() => r.nextMessage()) as FramingError).error).toBeNull();
    const ok = new FrameReader({ maxMessageLength: 100 });
    ok.push(Uint8Array.from([0x64, ...i32(100)]));
    expect(ok.nextMessage()).toBeNull();
    // Default: PostgreSQL's PQ_LARGE_MESSAGE_LIMIT (1 GiB - 2), checked before anything is allocated.
    expect(framing([0x64, ...i32(0x3fffffff)]).error).toBeNull();
    const big = new FrameReader();
    big.push(Uint8Array.from([0x64, ...i32(0x3ffffffe)]));
    expect(big.nextMessage()).toBeNull();
    expect(big.pending).toBe(5);
  });
});

describe('wire-malformed-3: bodies (ERROR, the session continues)', () => {
  const protocol = (message: string): PgError['fields'] => ({ severity: 'ERROR', code: '08P01', message });

  it('3.1 Query without NUL, or with bytes after it', () => {
    expect(bodyError('Q', [...te.encode('SELECT 1')])).toEqual(protocol('invalid string in message'));
    expect(bodyError('Q', [...cs('SELECT 1'), 0x78])).toEqual(protocol('invalid message format'));
  });

  it('3.2 invalid UTF-8 is 22021 naming the bytes, as PostgreSQL reports them', () => {
    const enc = (m: string): PgError['fields'] => ({ severity: 'ERROR', code: '22021', message: `invalid byte sequence for encoding "UTF8": ${m}` });
    expect(bodyError('Q', [0x53, 0xc3, 0x28, 0x41, 0])).toEqual(enc('0xc3 0x28'));
    expect(bodyError('Q', [0x53, 0xe2, 0x82, 0])).toEqual(enc('0xe2 0x82'));
    expect(bodyError('Q', [0x53, 0xed, 0xa0, 0x80, 0])).toEqual(enc('0xed 0xa0 0x80'));
    expect(bodyError('Q', [0x53, 0xf8, 0x80, 0x80, 0x80, 0x80, 0])).toEqual(enc('0xf8'));
    expect(bodyError('Q', [0xc0, 0x80, 0])).toEqual(enc('0xc0 0x80'));
    expect(bodyError('Q', [0xf4, 0x90, 0x80, 0x80, 0])).toEqual(enc('0xf4 0x90 0x80 0x80'));
    expect(bodyError('Q', [0x41, 0x80, 0x41, 0])).toEqual(enc('0x80'));
    expect(bodyError('Q', [0xe0, 0x80, 0x80, 0x41, 0])).toEqual(enc('0xe0 0x80 0x80'));
    expect(bodyError('P', [0xff, 0, 0x41, 0, 0, 0])).toEqual(enc('0xff'));
    expect(bodyError('D', [0x53, 0xff, 0])).toEqual(enc('0xff'));
  });

  it('3.3 Describe and Close subtypes', () => {
    expect(bodyError('D', [...cs('X')])).toEqual(protocol('invalid DESCRIBE message subtype 88'));
    expect(bodyError('D', [])).toEqual(protocol('no data left in message'));
    expect(bodyError('C', [...cs('Z')])).toEqual(protocol('invalid CLOSE message subtype 90'));
    expect(bodyError('D', [0x53, ...cs('a'), 1])).toEqual(protocol('invalid message format'));
  });

  it('3.4 Execute, Sync and Flush', () => {
    expect(bodyError('E', [0, 0, 0, 0])).toEqual(protocol('insufficient data left in message'));
    expect(bodyError('E', [...cs('p'), ...i32(1), 9])).toEqual(protocol('invalid message format'));
    expect(bodyError('S', [0x78])).toEqual(protocol('invalid message format'));
    expect(bodyError('H', [0x78])).toEqual(protocol('invalid message format'));
  });

  it('3.5 Parse', () => {
    expect(bodyError('P', [...cs('s'), ...cs('SELECT 1'), 0xff, 0xff])).toEqual(protocol('insufficient data left in message'));
    expect(bodyError('P', [...cs('s'), ...cs('SELECT 1'), ...i16(1), 0, 0, 0])).toEqual(protocol('insufficient data left in message'));
    expect(bodyError('P', [...cs('s')])).toEqual(protocol('invalid string in message'));
  });

  it('3.6 Bind, with the parameter context PostgreSQL adds', () => {
    const head = [...cs(''), ...cs('s')];
    expect(bodyError('B', [...head, ...i16(2), 0, 0, 0, 0, ...i16(3)])).toEqual(protocol('bind message has 2 parameter formats but 3 parameters'));
    expect(bodyError('B', [...head, ...i16(0), ...i16(2), ...i32(-2)])).toEqual({ ...protocol('insufficient data left in message'), where: 'unnamed portal parameter $1' });
    expect(bodyError('B', [...cs('pp'), ...cs('s'), ...i16(0), ...i16(2), ...i32(-1), 0, 0])).toEqual({
      ...protocol('insufficient data left in message'),
      where: 'portal "pp" parameter $2',
    });
    expect(bodyError('B', [...head, ...i16(1), ...i16(2), ...i16(2), ...i32(-1), ...i32(-1), ...i16(0)])).toEqual({
      severity: 'ERROR',
      code: '22023',
      message: 'unsupported format code: 2',
      where: 'unnamed portal parameter $1',
    });
    expect(bodyError('B', [...head, ...i16(0), ...i16(0), ...i16(1)])).toEqual(protocol('insufficient data left in message'));
    expect(bodyError('B', [...head, ...i16(0), ...i16(0), ...i16(0), 7])).toEqual(protocol('invalid message format'));
  });

  it('3.7 ignores bodies PostgreSQL does not read (Terminate, CopyDone) and CopyFail trailing bytes', () => {
    const r = new FrameReader();
    r.push(concatBytes([encodeRaw('X', [1, 2]), encodeRaw('c', [3]), encodeRaw('f', [...cs('why'), 5])]));
    expect([r.nextMessage(), r.nextMessage(), r.nextMessage()]).toEqual([{ type: 'Terminate' }, { type: 'CopyDone' }, { type: 'CopyFail', message: 'why' }]);
  });

  it('3.8 a Bind with no parameters never looks at its parameter format codes', () => {
    const r = new FrameReader();
    r.push(encodeRaw('B', [...cs(''), ...cs(''), ...i16(1), ...i16(9), ...i16(0), ...i16(0)]));
    expect(r.nextMessage()).toMatchObject({ type: 'Bind', paramFormats: [], params: [] });
  });
});

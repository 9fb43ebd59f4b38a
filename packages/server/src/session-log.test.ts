import { describe, expect, it } from 'vitest';
import { SessionLog } from './session-log.js';

const enc = new TextEncoder();
const cat = (...a: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(a.reduce((n, x) => n + x.length, 0));
  let i = 0;
  for (const x of a) {
    out.set(x, i);
    i += x.length;
  }
  return out;
};
const i16 = (n: number) => new Uint8Array([(n >> 8) & 255, n & 255]);
const i32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255]);
const cstr = (s: string) => cat(enc.encode(s), new Uint8Array([0]));
const msg = (type: string, ...body: Uint8Array[]) => {
  const b = cat(...body);
  return cat(enc.encode(type), i32(b.length + 4), b);
};
const untyped = (...body: Uint8Array[]) => {
  const b = cat(...body);
  return cat(i32(b.length + 4), b);
};

/** One session: SSLRequest refused, startup, a simple query, a failing extended execute, a big row. */
const frontend = [
  untyped(i32(80877103)),
  untyped(i32(196608), cstr('user'), cstr('alice'), cstr('database'), cstr('shop'), cstr('application_name'), cstr('psql'), new Uint8Array([0])),
  msg('Q', cstr('SELECT 1')),
  msg('P', cstr('s1'), cstr('SELECT $1::int / 0'), i16(0)),
  msg('B', cstr(''), cstr('s1'), i16(0), i16(1), i32(1), enc.encode('1'), i16(0)),
  msg('E', cstr(''), i32(0)),
  msg('S'),
  msg('P', cstr(''), cstr('SELECT repeat($1, 5000)'), i16(0)),
  msg('B', cstr('p'), cstr(''), i16(0), i16(1), i32(1), enc.encode('x'), i16(0)),
  msg('E', cstr('p'), i32(0)),
  msg('S'),
];
const backend = [
  enc.encode('N'),
  msg('R', i32(0)),
  msg('K', i32(4242), i32(7)),
  msg('Z', enc.encode('I')),
  msg('T', i16(0)),
  msg('C', cstr('SELECT 1')),
  msg('Z', enc.encode('I')),
  msg('1'),
  msg('2'),
  msg('E', cstr('SERROR'), cstr('VERROR'), cstr('C22012'), cstr('Mdivision by zero'), new Uint8Array([0])),
  msg('Z', enc.encode('I')),
  msg('1'),
  msg('2'),
  msg('D', i16(1), i32(5000), new Uint8Array(5000).fill(120)),
  msg('C', cstr('SELECT 1')),
  msg('Z', enc.encode('I')),
];

/** Feeds both streams in chunks of `size` bytes (interleaved as a session answers). */
function run(size: number): string[] {
  const lines: string[] = [];
  const at = (level: string) => (m: string, f?: object) => lines.push(`${level} ${m.replace(/\d+\.\d{3} ms/, 'N ms').replace(/session time: [\d:.]+/, 'session time: T')} ${JSON.stringify(f ?? {})}`);
  const log = new SessionLog({ logger: { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }, logMinDurationStatement: 0 }, { address: '10.0.0.1', port: 5555 });
  const feed = (bytes: Uint8Array, into: (c: Uint8Array) => void) => {
    for (let i = 0; i < bytes.length; i += size) into(bytes.slice(i, i + size));
  };
  // Client message, then the answers it causes (by position in the exchange).
  const answers: number[][] = [[0], [1, 2, 3], [4, 5, 6], [], [], [], [7, 8, 9, 10], [], [], [], [11, 12, 13, 14, 15]];
  frontend.forEach((m, k) => {
    feed(m, (c) => log.onInput(c));
    for (const b of answers[k] ?? []) feed(backend[b] ?? new Uint8Array(), (c) => log.onOutput(c));
  });
  log.onClose();
  return lines;
}

describe('SessionLog', () => {
  it('session-log-1 reads connections, statements and errors alike whatever the chunking', () => {
    const whole = run(1 << 20);
    expect(whole).toEqual([
      'debug connection received: host=10.0.0.1 port=5555 {"remote_host":"10.0.0.1","remote_port":5555}',
      'debug connection authorized: user=alice database=shop application_name=psql {"user":"alice","dbname":"shop","application_name":"psql","remote_host":"10.0.0.1","remote_port":5555}',
      'info duration: N ms  statement: SELECT 1 {"user":"alice","dbname":"shop","application_name":"psql","remote_host":"10.0.0.1","remote_port":5555,"session_pid":4242}',
      'error division by zero {"user":"alice","dbname":"shop","application_name":"psql","remote_host":"10.0.0.1","remote_port":5555,"session_pid":4242,"error_severity":"ERROR","state_code":"22012","statement":"SELECT $1::int / 0"}',
      'info duration: N ms  execute <unnamed>: SELECT repeat($1, 5000) {"user":"alice","dbname":"shop","application_name":"psql","remote_host":"10.0.0.1","remote_port":5555,"session_pid":4242}',
      'debug disconnection: session time: T user=alice database=shop host=10.0.0.1 port=5555 {"user":"alice","dbname":"shop","application_name":"psql","remote_host":"10.0.0.1","remote_port":5555,"session_pid":4242}',
    ]);
    for (const size of [1, 2, 3, 5, 7, 64, 4099]) expect(run(size), `chunks of ${size}`).toEqual(whole);
  });
});

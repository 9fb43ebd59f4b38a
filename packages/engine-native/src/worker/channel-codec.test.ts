import { describe, expect, it } from 'vitest';
import { ChannelOverflow, decodeReply, decodeRequest, decodeStreamReply, encodeReply, encodeRequest } from './channel-codec.js';
import type { WorkerReply, WorkerRequest } from './messages.js';

const area = (): Uint8Array => new Uint8Array(new SharedArrayBuffer(1 << 16));

describe('executor channel codec', () => {
  it('channel-1.1 requests round-trip through shared memory', () => {
    const reqs: WorkerRequest[] = [
      { op: 'open', id: 1, options: { path: '/tmp/x.db', synchronous: 'FULL' } },
      { op: 'run', id: 2, sql: 'SELECT ? , ?, ?, ?, ?, ?', params: [null, 1.5, -0, 9007199254740993n, 'héllo ✓ 𝄞', new Uint8Array([0, 255, 7])] },
      { op: 'run', id: 3, sql: `SELECT '${'é'.repeat(100)}'`, params: ['x'.repeat(200)] },
      { op: 'atomic', id: 4, steps: ['CREATE TABLE t (a)', 'INSERT INTO t VALUES (1)'] },
      { op: 'close', id: 5 },
      { op: 'run', id: 6, sql: 'UPDATE t SET a = ? WHERE rowid = ?', params: [1n, 2n], first: 'BEGIN IMMEDIATE' },
      // A pooled thread hosts several connections; a prelude runs first on the one named.
      { op: 'run', id: 7, conn: 42, sql: 'SELECT 1', params: [], prelude: "SELECT pg_set_session('{}')" },
      { op: 'atomic', id: 8, conn: 3, steps: ['SELECT 1'], prelude: "SELECT pg_set_session('{\"a\":1}')" },
      { op: 'open', id: 9, conn: 7, options: { path: '/tmp/y.db', synchronous: 'OFF' } },
      { op: 'close', id: 10, conn: 7 },
      // A DDL statement's steps, then its catalog reload's first read, in one request.
      { op: 'atomic', id: 11, steps: ['CREATE TABLE u (a)'], then: 'SELECT 1' },
      { op: 'atomic', id: 12, conn: 2, steps: [], prelude: 'SELECT 2', then: `SELECT '${'é'.repeat(30)}'` },
    ];
    for (const req of reqs) {
      const a = area();
      const n = encodeRequest(a, req);
      // Without a connection id a request is for connection 0 (a thread with one connection).
      expect(decodeRequest(a.subarray(0, n))).toEqual({ ...req, conn: req.conn ?? 0 });
    }
  });

  it('channel-1.2 replies round-trip: rows, changes, errors; blobs are copied out', () => {
    const a = area();
    const ok: WorkerReply = { id: 7, ok: true, rows: [[1n, 'a', null], [2.25, '', new Uint8Array([1])]], changes: 3, inTx: true };
    const got = decodeReply(a.subarray(0, encodeReply(a, ok)));
    expect(got).toEqual({ ...ok, sticky: false, scratch: false });
    const sticky: WorkerReply = { id: 11, ok: true, rows: null, changes: 0, inTx: false, sticky: true, scratch: false };
    const scratch: WorkerReply = { id: 13, ok: true, rows: null, changes: 0, inTx: false, sticky: true, scratch: true };
    expect(decodeReply(a.subarray(0, encodeReply(a, scratch)))).toEqual(scratch);
    expect(decodeReply(a.subarray(0, encodeReply(a, sticky)))).toEqual(sticky);
    a.fill(0);
    expect(got.ok && got.rows?.[1]?.[2]).toEqual(new Uint8Array([1]));
    const none: WorkerReply = { id: 8, ok: true, rows: null, changes: 0, inTx: false };
    expect(decodeReply(a.subarray(0, encodeReply(a, none)))).toEqual({ ...none, sticky: false, scratch: false });
    const rowsEmpty: WorkerReply = { id: 9, ok: true, rows: [], changes: 0, inTx: false };
    expect(decodeReply(a.subarray(0, encodeReply(a, rowsEmpty)))).toEqual({ ...rowsEmpty, sticky: false, scratch: false });
    const err: WorkerReply = { id: 10, ok: false, error: { severity: 'ERROR', code: '23505', message: 'duplicate key', detail: 'Key (k)=(1) already exists.' }, inTx: false };
    expect(decodeReply(a.subarray(0, encodeReply(a, err)))).toEqual({ ...err, sticky: false, scratch: false });
    const errInTx: WorkerReply = { ...err, id: 12, inTx: true, sticky: true, scratch: false };
    expect(decodeReply(a.subarray(0, encodeReply(a, errInTx)))).toEqual(errInTx);
  });

  it('channel-1.4 ASCII text values take the Latin-1 read; any other character keeps UTF-8', () => {
    const a = area();
    const texts = ['', 'a', 'x'.repeat(64), 'x'.repeat(65), 'ÿ', 'é'.repeat(70), `${'x'.repeat(70)}é`, '\u0000\u007f', '\u0080', '😀', 'text value 1'];
    const rep: WorkerReply = { id: 5, ok: true, rows: [texts, texts.map((t) => `${t}✓`)], changes: 0, inTx: false };
    expect(decodeReply(a.subarray(0, encodeReply(a, rep)))).toEqual({ ...rep, sticky: false, scratch: false });
    const req: WorkerRequest = { op: 'run', id: 6, sql: 'SELECT ?', params: texts };
    expect(decodeRequest(a.subarray(0, encodeRequest(a, req)))).toEqual({ ...req, conn: 0 });
  });

  it('channel-1.5 a streamed batch decodes to the same values, which outlive the area', () => {
    const a = area();
    const texts = ['', 'a', 'text value 12', 'c4ca4238-a0b9-2382-0dcc-509a6f75849b', 'x'.repeat(300), 'é', `${'x'.repeat(20)}✓`, '\u0000\u007f'];
    const rows = Array.from({ length: 50 }, (_, i) => [BigInt(i), i / 7, ...texts.map((t) => `${t}${i}`), new Uint8Array([i, 255]), null]);
    const rep: WorkerReply = { id: 5, ok: true, rows, changes: 0, inTx: false, more: true };
    const got = decodeStreamReply(a.subarray(0, encodeReply(a, rep)));
    expect(got).toEqual({ ...rep, sticky: false, scratch: false });
    expect(got).toEqual(decodeReply(a.subarray(0, encodeReply(a, rep))));
    // the next batch reuses the area: values read before keep theirs
    encodeReply(a, { id: 6, ok: true, rows: rows.map((r) => r.map((v) => (typeof v === 'string' ? 'y'.repeat(v.length) : v))), changes: 0, inTx: false });
    expect(got.ok && got.rows).toEqual(rows);
  });

  it('channel-1.3 a message larger than the area throws ChannelOverflow', () => {
    const small = new Uint8Array(new SharedArrayBuffer(64));
    expect(() => encodeRequest(small, { op: 'run', id: 1, sql: 'x'.repeat(100), params: [] })).toThrow(ChannelOverflow);
    expect(() => encodeReply(small, { id: 1, ok: true, rows: [['é'.repeat(40)]], changes: 0, inTx: false })).toThrow(ChannelOverflow);
  });
});

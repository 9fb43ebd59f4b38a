import { describe, expect, it } from 'vitest';
import { decodeReply, decodeRequest, decodeStreamReply, encodeReply, encodeRequest } from './channel-codec.js';
import type { WorkerReply, WorkerRequest } from './messages.js';

const area = (): Uint8Array => new Uint8Array(new SharedArrayBuffer(1 << 16));

describe('executor channel codec: encoded rows', () => {
  it('channel-enc-1 a next request carries its encoding', () => {
    const reqs: WorkerRequest[] = [
      { op: 'next', id: 1, conn: 0, max: 256, encoding: '{"types":[23]}' },
      { op: 'next', id: 2, conn: 4, max: 0, encoding: 'é spec' },
      { op: 'next', id: 3, conn: 0, max: 5 },
      { op: 'stream', id: 4, conn: 0, sql: 'SELECT 1', params: [], max: 5, prelude: "SELECT pg_set_session('{}')" },
    ];
    for (const req of reqs) {
      const a = area();
      const n = encodeRequest(a, req);
      expect(decodeRequest(a.subarray(0, n))).toEqual(req);
    }
  });

  it('channel-enc-2 a reply with encoded rows keeps its count, bytes (copied out of the area) and state', () => {
    const bytes = new Uint8Array([0x44, 0, 0, 0, 6, 0, 0, 0xff, 0, 1, 2]);
    const reps: WorkerReply[] = [
      { id: 7, ok: true, rows: [], changes: 0, inTx: true, sticky: true, scratch: false, more: true, encoded: { count: 3, bytes } },
      { id: 8, ok: true, rows: [], changes: 0, inTx: false, sticky: false, scratch: false, encoded: { count: 1, bytes: new Uint8Array(0) } },
    ];
    for (const rep of reps) {
      for (const decode of [decodeReply, decodeStreamReply]) {
        const a = area();
        const n = encodeReply(a, rep);
        const got = decode(a.subarray(0, n));
        a.fill(0);
        expect(got).toEqual({ ...rep, encoded: { count: rep.ok ? rep.encoded?.count : 0, bytes: expect.anything() } });
        if (!got.ok || !rep.ok) throw new Error('not ok');
        expect(Array.from(got.encoded?.bytes ?? [])).toEqual(Array.from(rep.encoded?.bytes ?? [9]));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { decodeReply, decodeRequest, encodeReply, encodeRequest } from './channel-codec.js';
import type { WorkerReply, WorkerRequest } from './messages.js';
import { noteCurrvalIn } from './sequence-session-port.js';
// The runtime's side of the text format (engine-native does not depend on the runtime).
import { SequenceSession } from '../../../runtime/src/sequence-session.js';

const area = (): Uint8Array => new Uint8Array(new SharedArrayBuffer(1 << 16));
const STATE = '{"c":[["autoinc:16387:t_id_seq","12"]],"l":"autoinc:16387:t_id_seq","d":[["autoinc:16387:t_id_seq","11","12",1]]}';

// Issue 18: a session's sequence state rides with its requests and replies (WorkerRequest.seq).
describe('sequence state on the executor channel', () => {
  it('seq-channel-1 requests carry the state with or without a prelude; the empty state is a state', () => {
    const reqs: WorkerRequest[] = [
      { op: 'run', id: 1, conn: 2, sql: 'SELECT 1', params: [], seq: STATE },
      { op: 'run', id: 2, conn: 2, sql: 'SELECT ?', params: [1n], first: 'BEGIN IMMEDIATE', prelude: "SELECT pg_set_session('{}')", seq: '' },
      { op: 'atomic', id: 3, conn: 0, steps: ['SELECT 1'], seq: STATE },
      { op: 'stream', id: 4, conn: 1, sql: 'SELECT 2', params: [], max: 10, prelude: 'SELECT 3', seq: STATE },
      { op: 'stream', id: 5, conn: 1, sql: 'SELECT 2', params: [], max: 10 },
    ];
    for (const req of reqs) {
      const a = area();
      const n = encodeRequest(a, req);
      expect(decodeRequest(a.subarray(0, n))).toEqual(req);
    }
  });

  it('seq-channel-2 replies carry a changed state, on success and on failure', () => {
    const reps: WorkerReply[] = [
      { id: 1, ok: true, rows: [[12n]], changes: 1, inTx: false, sticky: false, scratch: false, seq: STATE },
      { id: 2, ok: true, rows: null, changes: 0, inTx: true, sticky: true, scratch: false, seq: '' },
      { id: 3, ok: false, error: { code: '23505', message: 'duplicate key value violates unique constraint "t_pkey"', severity: 'ERROR' } as never, inTx: false, sticky: false, scratch: false, seq: STATE },
      { id: 4, ok: true, rows: [], changes: 0, inTx: false, sticky: true, scratch: false, more: true, seq: STATE },
      { id: 5, ok: true, rows: null, changes: 0, inTx: false, sticky: false, scratch: false },
    ];
    for (const rep of reps) {
      const a = area();
      const n = encodeReply(a, rep);
      expect(decodeReply(a.subarray(0, n))).toEqual(rep);
    }
  });

  it('seq-channel-3 a point write\'s note edits the session\'s state as the runtime reads it: currval, lastval, the rest kept', () => {
    const live = new SequenceSession();
    live.currvals.set('a', 3n);
    live.currvals.set('b', 4n);
    live.last = 'b';
    live.drawn.set('b', { seq: 3n, tc: 5n, high: 4n });
    live.unsaved.set('tb', 4n);
    const noted = noteCurrvalIn(live.save(5n), 'a', 9007199254740993n);
    const back = new SequenceSession();
    back.load(noted, 20n);
    expect([...back.currvals]).toEqual([
      ['b', 4n],
      ['a', 9007199254740993n],
    ]);
    expect(back.last).toBe('a');
    expect(back.drawn.get('b')).toEqual({ seq: 3n, tc: 20n, high: 4n });
    expect([...back.unsaved]).toEqual([['tb', 4n]]);
    const fresh = new SequenceSession();
    fresh.load(noteCurrvalIn('', 'k', 1), null);
    expect([...fresh.currvals]).toEqual([['k', 1n]]);
    expect(fresh.last).toBe('k');
  });
});

import { describe, expect, it } from 'vitest';
import { IdleTracker } from './idle-tracker.js';

function frame(type: string, body: number[] = []): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

function startup(code: number, extra: number[] = []): Uint8Array {
  const out = new Uint8Array(8 + extra.length);
  const view = new DataView(out.buffer);
  view.setInt32(0, 8 + extra.length);
  view.setInt32(4, code);
  out.set(extra, 8);
  return out;
}

const ready = (): Uint8Array => frame('Z', [0x49]);
const authOk = (): Uint8Array => frame('R', [0, 0, 0, 0]);

function started(): IdleTracker {
  const t = new IdleTracker();
  t.onInput(startup(80877103)); // SSLRequest
  t.onOutput(new Uint8Array([0x4e])); // 'N'
  t.onInput(startup(196608, [0x75, 0, 0x70, 0, 0]));
  t.onOutput(authOk());
  t.onOutput(ready());
  return t;
}

describe('IdleTracker', () => {
  it('idle-1 idle after startup, busy between a Query and its ReadyForQuery', () => {
    const t = started();
    expect(t.idle).toBe(true);
    t.onInput(frame('Q', [0x31, 0]));
    expect(t.idle).toBe(false);
    t.onOutput(frame('C', [0x53, 0]));
    expect(t.idle).toBe(false);
    t.onOutput(ready());
    expect(t.idle).toBe(true);
  });

  it('idle-2 pipelined queries: idle only after the last ReadyForQuery', () => {
    const t = started();
    t.onInput(new Uint8Array([...frame('Q', [0x31, 0]), ...frame('Q', [0x32, 0])]));
    t.onOutput(ready());
    expect(t.idle).toBe(false);
    t.onOutput(ready());
    expect(t.idle).toBe(true);
  });

  it('idle-3 extended messages without Sync keep the session busy', () => {
    const t = started();
    t.onInput(new Uint8Array([...frame('P', [0, 0x31, 0, 0, 0]), ...frame('H')]));
    t.onOutput(frame('1'));
    expect(t.idle).toBe(false);
    t.onInput(frame('S'));
    expect(t.idle).toBe(false);
    t.onOutput(ready());
    expect(t.idle).toBe(true);
  });

  it('idle-4 frames split across chunks byte by byte', () => {
    const t = started();
    for (const b of frame('Q', [0x31, 0])) t.onInput(new Uint8Array([b]));
    expect(t.idle).toBe(false);
    for (const b of ready()) {
      expect(t.idle).toBe(false);
      t.onOutput(new Uint8Array([b]));
    }
    expect(t.idle).toBe(true);
    t.onInput(frame('Q').subarray(0, 3));
    expect(t.idle).toBe(false);
  });

  it('idle-5 COPY data after a Query does not count as pending extended work', () => {
    const t = started();
    t.onInput(frame('Q', [0x31, 0]));
    t.onOutput(frame('G', [0, 0, 0]));
    t.onInput(new Uint8Array([...frame('d', [1, 2]), ...frame('c')]));
    t.onOutput(frame('C', [0x31, 0]));
    t.onOutput(ready());
    expect(t.idle).toBe(true);
  });
});

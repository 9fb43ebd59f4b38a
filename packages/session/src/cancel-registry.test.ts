import { describe, expect, it } from 'vitest';
import { CancelRegistry } from './cancel-registry.js';

describe('CancelRegistry', () => {
  it('cancel-1 calls the callback only when process id and secret key both match', () => {
    const registry = new CancelRegistry(500);
    let calls = 0;
    const reg = registry.register(() => (calls += 1));
    expect(reg.processId).toBe(500);
    expect(registry.cancel(reg.processId, reg.secretKey + 1)).toBe(false);
    expect(registry.cancel(reg.processId + 1, reg.secretKey)).toBe(false);
    expect(calls).toBe(0);
    expect(registry.cancel(reg.processId, reg.secretKey)).toBe(true);
    expect(calls).toBe(1);
  });

  it('cancel-2 accepts the key decoded as unsigned when it was handed out signed', () => {
    const registry = new CancelRegistry();
    let called = false;
    const reg = registry.register(() => (called = true));
    expect(registry.cancel(reg.processId, reg.secretKey >>> 0)).toBe(true);
    expect(called).toBe(true);
  });

  it('cancel-3 process ids are unique among live sessions and keys are 32-bit', () => {
    const registry = new CancelRegistry(0x7ffffffe);
    const regs = [1, 2, 3, 4].map(() => registry.register(() => {}));
    expect(regs.map((r) => r.processId)).toEqual([0x7ffffffe, 0x7fffffff, 1, 2]);
    for (const r of regs) expect(Number.isInteger(r.secretKey) && r.secretKey === (r.secretKey | 0)).toBe(true);
    expect(new Set(regs.map((r) => r.secretKey)).size).toBe(4);
  });

  it('cancel-4 unregister removes the entry; a later cancel with the old key is ignored', () => {
    const registry = new CancelRegistry();
    let calls = 0;
    const reg = registry.register(() => (calls += 1));
    reg.unregister();
    expect(registry.size).toBe(0);
    expect(registry.cancel(reg.processId, reg.secretKey)).toBe(false);
    expect(calls).toBe(0);
  });
});

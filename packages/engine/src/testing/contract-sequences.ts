import { describe, expect, it } from 'vitest';
import type { SequenceSpec } from '../sequence-store.js';
import type { ContractHarness } from './harness.js';
import { pgErrorOf, scalar } from './harness.js';

const spec = (over: Partial<SequenceSpec> = {}): SequenceSpec => ({ name: 's', start: 1n, increment: 1n, min: 1n, max: 9223372036854775807n, cycle: false, ...over });

/** The sequence store: PostgreSQL's nextval/setval arithmetic, shared by connections, outside transactions. */
export function sequencesContract(h: ContractHarness): void {
  describe('sequences', () => {
    it('sequences-1.1 next starts at start, then adds the increment; peek shows last_value/is_called', () => {
      const store = h.open().sequenceStore();
      store.define('k', spec({ start: 5n, increment: 10n }), null);
      expect(store.peek('k')).toMatchObject({ lastValue: 5n, isCalled: false });
      expect([store.next('k'), store.next('k'), store.next('k')]).toEqual([5n, 15n, 25n]);
      expect(store.peek('k')).toMatchObject({ lastValue: 25n, isCalled: true, name: 's' });
      expect(store.peek('nope')).toBeUndefined();
    });

    it('sequences-1.2 bounds: 2200H without CYCLE (max and min), wrap with CYCLE', () => {
      const store = h.open().sequenceStore();
      store.define('up', spec({ max: 2n }), null);
      store.next('up');
      store.next('up');
      const e = pgErrorOf(() => store.next('up'));
      expect([e.fields.code, e.message]).toEqual(['2200H', 'nextval: reached maximum value of sequence "s" (2)']);
      store.define('down', spec({ name: 'd', increment: -1n, min: -2n, max: -1n, start: -1n }), null);
      expect([store.next('down'), store.next('down')]).toEqual([-1n, -2n]);
      expect(pgErrorOf(() => store.next('down')).message).toBe('nextval: reached minimum value of sequence "d" (-2)');
      store.define('c', spec({ max: 2n, cycle: true }), null);
      expect([store.next('c'), store.next('c'), store.next('c')]).toEqual([1n, 2n, 1n]);
    });

    it('sequences-1.3 int8 extremes do not overflow', () => {
      const store = h.open().sequenceStore();
      store.define('big', spec({ start: 9223372036854775806n, increment: 9223372036854775807n }), null);
      expect(store.next('big')).toBe(9223372036854775806n);
      expect(pgErrorOf(() => store.next('big')).fields.code).toBe('2200H');
    });

    it('sequences-1.4 set: value and is_called, 22003 out of bounds', () => {
      const store = h.open().sequenceStore();
      store.define('k', spec({ max: 100n }), null);
      store.set('k', 50n, true);
      expect(store.next('k')).toBe(51n);
      store.set('k', 7n, false);
      expect(store.next('k')).toBe(7n);
      const e = pgErrorOf(() => store.set('k', 101n, true));
      expect([e.fields.code, e.message]).toEqual(['22003', 'setval: value 101 is out of bounds for sequence "s" (1..100)']);
    });

    it('sequences-1.5 define keeps the counter unless restarted, and checks it against new bounds', () => {
      const store = h.open().sequenceStore();
      store.define('k', spec(), null);
      store.set('k', 10n, true);
      store.define('k', spec({ increment: 5n }), null);
      expect(store.next('k')).toBe(15n);
      expect(pgErrorOf(() => store.define('k', spec({ max: 12n }), null)).message).toBe('RESTART value (15) cannot be greater than MAXVALUE (12)');
      store.define('k', spec({ max: 12n }), 3n);
      expect(store.next('k')).toBe(3n);
      store.drop('k');
      expect(store.peek('k')).toBeUndefined();
    });

    it('sequences-1.6 connections to one database share counters; nextval survives ROLLBACK and never waits on the main file', () => {
      const path = h.path();
      const a = h.open({ path });
      const b = h.open({ path });
      a.exec('CREATE TABLE t (x INTEGER)');
      a.sequenceStore().define('k', spec(), null);
      a.exec('BEGIN IMMEDIATE; INSERT INTO t VALUES (1)');
      expect(a.sequenceStore().next('k')).toBe(1n);
      expect(b.sequenceStore().next('k')).toBe(2n);
      a.exec('ROLLBACK');
      expect(a.sequenceStore().next('k')).toBe(3n);
      expect(scalar(a, 'SELECT count(*) FROM t')).toBe(0);
    });
  });
}

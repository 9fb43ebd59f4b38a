import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.js';

describe('LruMap', () => {
  it('lru-1.1 evicts the least recently used entry', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.has('a'), map.has('b'), map.has('c'), map.size]).toEqual([true, false, true, 2]);
  });

  it('lru-1.2 replacing a key keeps the size and refreshes it', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect([map.get('a'), map.has('b'), map.size]).toEqual([10, false, 2]);
    map.clear();
    expect(map.size).toBe(0);
  });

  it('lru-1.3 capacity must be a positive integer', () => {
    expect(() => new LruMap(0)).toThrow(RangeError);
  });
});

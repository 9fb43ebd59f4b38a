import { describe, expect, it } from 'vitest';
import { type JsonNode, parseJson } from '@pgsqlite/catalog';
import { containerOffsets } from './jsonpath-layout.js';

/** The offset of the container at `path` (object keys / array indexes) in `doc`. */
function offsetAt(doc: string, path: (string | number)[]): number | undefined {
  const root = parseJson(doc);
  let node: JsonNode = root;
  for (const step of path) {
    if (typeof step === 'number' && node.t === 'arr') node = node.items[step] as JsonNode;
    else if (typeof step === 'string' && node.t === 'obj') node = (node.entries.find(([k]) => k === step) as [string, JsonNode])[1];
    else throw new Error('bad path');
  }
  return containerOffsets(root).get(node);
}

// Offsets PostgreSQL 15 reports as jsonpath .keyvalue() ids (conformance jsonpath-1.3, 3.x).
describe('jsonb container offsets (jsonpath .keyvalue() ids)', () => {
  it('layout-1 nested object after a short key, and the document itself', () => {
    expect(offsetAt('{"c":{"x":null}}', ['c'])).toBe(16);
    expect(offsetAt('{"c":{"x":null}}', [])).toBe(0);
  });
  it('layout-2 keys sorted by length then bytes; strings unpadded; numerics and containers 4-aligned', () => {
    expect(offsetAt('{"a": {"b": 2}, "aa": 3}', ['a'])).toBe(24);
    expect(offsetAt('{"x": {"y": 1}}', ['x'])).toBe(16);
  });
  it('layout-3 numeric sizes: short and long headers, base-10000 digits, leading/trailing zero digits stripped', () => {
    expect(offsetAt('{"n": [1.5e-10, 123456789012345678901234567890, 0.1, -5, 10000, 9999.9999, {"k": 1}]}', ['n', 6])).toBe(116);
    expect(offsetAt('{"n": [0.00000000000000000000000000000000000000000000000000000000000000000000001, {"k": 1}]}', ['n', 1])).toBe(40);
    expect(offsetAt('{"n": [1e300, 123456789.123456789, "", {"k": 1}]}', ['n', 3])).toBe(68);
  });
  it('layout-4 array elements, multi-byte strings', () => {
    const doc = '[{"a": 1}, {"b": -0.00001}, "ü€𝄞", {"c": 100000000, "d": {"z": 0}}, {"long": 1e70}]';
    expect([0, 1, 3, 4].map((i) => offsetAt(doc, [i]))).toEqual([24, 48, 84, 140]);
  });
});

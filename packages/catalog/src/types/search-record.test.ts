import { describe, expect, it } from 'vitest';
import { recordArrayType, searchRecordJson, searchRecordText } from './search-record.js';
import { recordType } from './pseudo.js';
import { typeByOid } from './registry.js';

const stored = '\u000101.02\u0001[{"id":1},{"id":2,"n":"\\u0001"}]\u0001{(1),"(2,\\"a\u0001b\\")"}';

describe('SEARCH / CYCLE record values (sort key, json, text)', () => {
  it('prints the text after the key and the json, even when the text holds the mark', () => {
    expect(searchRecordText(stored)).toBe('{(1),"(2,\\"a\u0001b\\")"}');
    expect(recordArrayType.toText(stored, -1, undefined as never)).toBe('{(1),"(2,\\"a\u0001b\\")"}');
    expect(typeByOid(2287)?.displayName).toBe('record[]');
  });
  it('gives the json form, and leaves other records alone', () => {
    expect(searchRecordJson(stored)).toBe('[{"id":1},{"id":2,"n":"\\u0001"}]');
    expect(searchRecordJson('(1,2)')).toBeUndefined();
    expect(recordType.toText('(1,"a b")', -1, undefined as never)).toBe('(1,"a b")');
    expect(recordType.toText('\u00010000\u0001{}\u0001(0,1)', -1, undefined as never)).toBe('(0,1)');
  });
  it('has no input or binary form for record[]', () => {
    expect(() => recordArrayType.toBinary(stored, -1, undefined as never)).toThrow(/binary output/);
    expect(() => recordArrayType.fromText('{}', -1, undefined as never)).toThrow(/not implemented/);
  });
});

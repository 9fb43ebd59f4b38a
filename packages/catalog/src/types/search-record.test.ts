import { describe, expect, it } from 'vitest';
import { searchRecordJson, searchRecordText } from './search-record.js';
import { recordType } from './pseudo.js';
import { defaultFormatSettings } from './pg-type.js';
import { typeByOid } from './registry.js';

const M = '\u0001';
const path = `${M}01.02${M}[{"id":1},{"id":2,"n":"\\u0001"}]${M}[[[23,"1"]],[[23,"2"],[25,"a\\u0001b"]]]${M}{(1),"(2,\\"a\u0001b\\")"}`;
const bfs = `${M}0000${M}{"*DEPTH*":0,"id":1}${M}[[20,"0"],[23,"1"],[25,null]]${M}(0,1,)`;
const hex = (b: Uint8Array): string => Buffer.from(b).toString('hex');

describe('SEARCH / CYCLE record values (sort key, json, fields, text)', () => {
  it('prints the text after the other segments, even when the text holds the mark', () => {
    expect(searchRecordText(path)).toBe('{(1),"(2,\\"a\u0001b\\")"}');
    expect(typeByOid(2287)?.toText(path, -1, defaultFormatSettings)).toBe('{(1),"(2,\\"a\u0001b\\")"}');
    expect(typeByOid(2287)?.displayName).toBe('record[]');
    expect(typeByOid(2249)?.toText(bfs, -1, defaultFormatSettings)).toBe('(0,1,)');
  });
  it('gives the json form, and leaves other records alone', () => {
    expect(searchRecordJson(path)).toBe('[{"id":1},{"id":2,"n":"\\u0001"}]');
    expect(searchRecordJson('(1,2)')).toBeUndefined();
    expect(recordType.toText('(1,"a b")', -1, defaultFormatSettings)).toBe('(1,"a b")');
  });
  it('sends record_send / array_send of records from the fields', () => {
    expect(hex(typeByOid(2249)?.toBinary(bfs, -1, defaultFormatSettings) as Uint8Array)).toBe(
      '00000003' + '00000014' + '00000008' + '0000000000000000' + '00000017' + '00000004' + '00000001' + '00000019' + 'ffffffff',
    );
    const arr = hex(typeByOid(2287)?.toBinary(path, -1, defaultFormatSettings) as Uint8Array);
    expect(arr.slice(0, 40)).toBe('00000001' + '00000000' + '000008c9' + '00000002' + '00000001');
    expect(arr.slice(40)).toBe('00000010' + '00000001' + '00000017' + '00000004' + '00000001' + '0000001b' + '00000002' + '00000017' + '00000004' + '00000002' + '00000019' + '00000003' + '610162');
    expect(() => typeByOid(2287)?.fromText('{}', -1, defaultFormatSettings)).toThrow(/not implemented/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseRecordText, recordSend } from './record-text.js';

describe('record text and record_send', () => {
  it('rec-1 parses record_out text: NULLs, empty strings, quotes, backslashes, parentheses and commas', () => {
    expect(parseRecordText('(1,x)')).toEqual(['1', 'x']);
    expect(parseRecordText('(,"",,)')).toEqual([null, '', null, null]);
    expect(parseRecordText('("x ""y"" (z), \\\\ q",12.50)')).toEqual(['x "y" (z), \\ q', '12.50']);
    expect(parseRecordText('("{1,2}","\\\\x0102")')).toEqual(['{1,2}', '\\x0102']);
    expect(parseRecordText('()')).toEqual([null]);
    expect(() => parseRecordText('1,2')).toThrow(/malformed record literal/);
  });

  it('rec-2 record_send: count, then oid, length (-1 for NULL) and bytes per field', () => {
    const bytes = recordSend([
      { oid: 23, bytes: new Uint8Array([0, 0, 0, 7]) },
      { oid: 25, bytes: null },
    ]);
    expect([...bytes]).toEqual([0, 0, 0, 2, 0, 0, 0, 23, 0, 0, 0, 4, 0, 0, 0, 7, 0, 0, 0, 25, 255, 255, 255, 255]);
  });
});
